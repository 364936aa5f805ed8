/**
 * Where a QR scan goes, and what a returning parent's phone already holds to show at once
 * (decisions 022, 029, 054), apart from the browser's storage so it can be tested.
 */
import type { ParentAthlete, PublicEvent } from '#shared/schemas.ts';
import { paths } from '#web/lib/paths.ts';

/**
 * Where a scan goes: this device's verified phone's athletes, or the phone step. A closed
 * occurrence of a series (last week's own code) goes to the season's screen: the practice
 * open now, or when the next opens (decision 040).
 */
export function destination(eventId: string, phone: string | null, closedOf?: string | null) {
  if (closedOf) return paths.checkIn.start.to({ series: closedOf });
  return phone
    ? paths.checkIn.athletes.to({ event: eventId, phone })
    : paths.checkIn.phone.to({ event: eventId });
}

/** What this phone remembers (features/offline-check-in/device-memory.ts), as read. */
export type Remembered = {
  phoneNumber: string;
  athletes: ParentAthlete[];
  athletesEventId: string | null;
  events: PublicEvent[];
};

/**
 * The list to show at once on a scan of `eventId`, before any answer: only when this phone
 * saw this very event's list (another event has another roster) and the event was open then
 * (a closed one may have moved on to the next practice: the landing asks). Null otherwise.
 */
export function rememberedScreen(
  memory: Remembered | null,
  eventId: string,
): { phoneNumber: string; athletes: ParentAthlete[]; event: PublicEvent } | null {
  if (!memory || memory.athletesEventId !== eventId || memory.athletes.length === 0) return null;
  const event = memory.events.find((e) => e.id === eventId);
  if (!event?.active) return null;
  return { phoneNumber: memory.phoneNumber, athletes: memory.athletes, event };
}
