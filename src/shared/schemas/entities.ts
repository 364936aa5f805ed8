/**
 * The API contract, entities (docs/product.md#data).
 * Imported through src/shared/schemas.ts, the one path for every schema.
 */
import { z } from 'zod';
import { CHECK_IN_SOURCES } from '../constants.ts';

export const teamSchema = z.object({ id: z.string(), name: z.string() });
export type Team = z.infer<typeof teamSchema>;

export const athleteSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  teamName: z.string().nullable(),
  teamId: z.string().nullable(),
  gradYear: z.number().int().nullable(),
});
export type Athlete = z.infer<typeof athleteSchema>;

export const checkInSchema = z.object({
  athleteId: z.string(),
  eventId: z.string(),
  timestamp: z.string(),
  source: z.enum(CHECK_IN_SOURCES),
  /**
   * An arrival sent later (decision 039): 'tap', dated by its tap time; 'receipt', its tap
   * time refused and dated at receipt. Absent for a check-in made online.
   */
  offline: z.enum(['tap', 'receipt']).optional(),
  /** Tapped by a phone nobody confirmed as the child's guardian (decision 059); else absent. */
  unconfirmed: z.literal(true).optional(),
});
export type CheckIn = z.infer<typeof checkInSchema>;

/** An athlete as a verified parent sees it on an event: with its check-in, if any. */
export const parentAthleteSchema = athleteSchema.extend({ checkIn: checkInSchema.nullable() });
export type ParentAthlete = z.infer<typeof parentAthleteSchema>;

/** What anyone holding the QR code may learn about an event. */
export const publicEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  locationName: z.string(),
  date: z.string(),
  active: z.boolean(),
  /**
   * The series the event is an occurrence of (null: a one-off). A closed occurrence's QR
   * code leads to the series' screen (decision 040).
   */
  seriesId: z.string().nullable(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

/**
 * GET /api/parent/series/:seriesId/screen, the season's one QR code (decision 040): the
 * occurrence open now (`open`); else the next one and when its check-in opens by itself
 * (`upcoming`; `opensAt` null when it opens only by the coach's switch); else `over`, the
 * season is over. `now` is the server's clock, for the page's timer.
 */
export const seriesScreenSchema = z.object({
  series: z.object({ id: z.string(), name: z.string(), locationName: z.string() }),
  state: z.enum(['open', 'upcoming', 'over']),
  event: publicEventSchema.nullable(),
  opensAt: z.string().nullable(),
  now: z.string(),
});
export type SeriesScreen = z.infer<typeof seriesScreenSchema>;

/**
 * Everything the parent's check-in screen needs in one answer (decision 022): the event, the
 * phone this device has verified (null: not verified) and, when verified, its athletes on
 * the event with their check-ins. One round trip from the QR scan to the list.
 */
export const checkInScreenSchema = z.object({
  event: publicEventSchema,
  phoneNumber: z.string().nullable(),
  athletes: z.array(parentAthleteSchema).nullable(),
});
export type CheckInScreen = z.infer<typeof checkInScreenSchema>;
