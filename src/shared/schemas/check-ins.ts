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
/**
 * A child's pickup changed (issue 26): released, a release undone, or (`athleteId` null)
 * the event's "Pickup check" switched. No names, codes or phones: the dashboard refetches
 * its pickup view, which says what its coach may see.
 */
export const pickupChangedMessageSchema = z.object({
  type: z.literal('pickup'),
  eventId: z.string(),
  athleteId: z.string().nullable(),
});
export type PickupChangedMessage = z.infer<typeof pickupChangedMessageSchema>;

/**
 * The key every dashboard's stream listens to besides its own event: changes to the list of
 * events (decision 035). Not an event id (those are UUIDs), so it can share the live bus.
 */
export const EVENTS_FEED = 'events';

const eventRefSchema = z.object({ id: z.string(), name: z.string() });
/** An event named in an `events` message: enough to say what happened without a refetch. */
export type EventRef = z.infer<typeof eventRefSchema>;

/**
 * Which event is active changed: by the schedule (decision 030) or by a coach's switch,
 * cancel or end of series. `passedOver`: self-opening events whose time has come while the
 * overlap rule keeps `active` (the one starting sooner) open.
 */
export const eventSwitchSchema = z.object({
  by: z.enum(['schedule', 'coach']),
  opened: z.array(eventRefSchema),
  closed: z.array(eventRefSchema),
  passedOver: z.array(eventRefSchema),
  active: eventRefSchema.nullable(),
  /**
   * When `active` was opened by hand and is held open until its end (decision 039), that
   * end (ISO): `passedOver` waits for it rather than for a sooner start.
   */
  heldUntil: z.string().optional(),
});
export type EventSwitch = z.infer<typeof eventSwitchSchema>;

/**
 * The list of events changed (created, renamed, moved, cancelled, switched); `switched` says
 * when the active event changed, so the coach is told. With `switchOnly` the switch is the
 * whole change (the opened events are on, the closed ones off, nothing else moved): an open
 * dashboard applies it to the list it holds; otherwise it asks for the list again
 * (decision 038).
 */
export const eventsChangedMessageSchema = z.object({
  type: z.literal('events'),
  eventId: z.literal(EVENTS_FEED),
  switched: eventSwitchSchema.nullable(),
  switchOnly: z.boolean().optional(),
});
export type EventsChangedMessage = z.infer<typeof eventsChangedMessageSchema>;

/** Everything a dashboard's stream carries. */
export type LiveStreamMessage =
  | LiveMessage
  | z.infer<typeof rosterChangedMessageSchema>
  | PickupChangedMessage
  | EventsChangedMessage;
