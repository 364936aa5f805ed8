/**
 * The API contract, guardian texts' delivery (decision 042): the admin's Texts panel and
 * the coach's nudge from the late-arrivals banner.
 * Imported through src/shared/schemas.ts, the one path for every schema.
 */
import { z } from 'zod';

const periodSchema = z.object({
  /** Alert and reply texts handed to the provider. */
  texts: z.number().int(),
  /** Their 160-character (GSM-7) or 70-character (UCS-2) segments, as billed. */
  segments: z.number().int(),
  emails: z.number().int(),
  /** segments × SMS_PRICE_PER_SEGMENT, in dollars. */
  estimatedCost: z.number(),
});

export const textsSummarySchema = z.object({
  today: periodSchema,
  month: periodSchema,
  pricePerSegment: z.number(),
  cap: z.object({
    /** ALERT_TEXTS_PER_DAY. */
    perDay: z.number().int(),
    /** Texts the cap counts (every kind the outbox sends by SMS) sent or being sent today. */
    usedToday: z.number().int(),
    /** True when texts were skipped today because the cap was reached. */
    reachedToday: z.boolean(),
    skippedToday: z.number().int(),
    /** Why texts were skipped, as the outbox recorded it (null: none skipped today). */
    reason: z.string().nullable(),
  }),
  /** Messages waiting (the undo grace period, or a retry after a provider failure). */
  pending: z.number().int(),
  /**
   * How long the oldest text that is due has waited, in seconds (0: none waits): the
   * queue's delay behind the sender's pace (SMS_ALERTS_PER_MINUTE, decision 058).
   */
  queueDelaySeconds: z.number().int(),
  /** Messages the provider refused for good today, and the last answer. */
  failedToday: z.number().int(),
  lastFailure: z.string().nullable(),
});
export type TextsSummary = z.infer<typeof textsSummarySchema>;

export const lateNudgeSchema = z.object({
  /** Athletes of the roster not checked in. */
  athletes: z.number().int(),
  /** Of them, those with at least one guardian who opted in. */
  athletesWithGuardians: z.number().int(),
  /** Texts that will go (or went) out. */
  texts: z.number().int(),
  emails: z.number().int(),
  /** When the nudge went out (once per event); null: not yet. */
  sentAt: z.string().nullable(),
});
export type LateNudge = z.infer<typeof lateNudgeSchema>;
