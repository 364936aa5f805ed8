/**
 * The API contract, check-ins and the live dashboard (docs/product.md#coach-dashboard, #api).
 * Imported through src/shared/schemas.ts, the one path for every schema.
 */
import { z } from 'zod';
import { checkInSchema } from './entities.ts';

/** A coach's manual check-in sends source manual_fallback with a placeholder phone. */
export const checkInsListSchema = z.array(checkInSchema);

/** What a dashboard's live stream carries (SSE `data:` as JSON). */
export const liveMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('check-in'),
    eventId: z.string(),
    athleteId: z.string(),
    checkIn: checkInSchema,
  }),
  z.object({ type: z.literal('undo'), eventId: z.string(), athleteId: z.string() }),
]);
/** A check-in or an undo: one athlete's status changed. */
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/** The event's roster changed (import, copy, sheet sync): the dashboard refetches it. */
export const rosterChangedMessageSchema = z.object({
  type: z.literal('roster'),
  eventId: z.string(),
});
/** Everything a dashboard's stream carries. */
export type LiveStreamMessage = LiveMessage | z.infer<typeof rosterChangedMessageSchema>;
