/**
 * The server-signed "heard at" time of each event (decision 039): the parent's event screen
 * and the coach's check-in list carry it in the `x-tapin-heard` header; the page keeps the
 * latest per event (in memory and in localStorage, for a page reopened with no signal) and a
 * tap queued offline keeps the one it was made under. The server dates such a tap by its tap
 * time only when it is not before this time.
 */
import { HEARD_HEADER } from '#shared/constants.ts';

const KEY = 'tapin-heard:';
const latest = new Map<string, string>();

/** Keeps the header of an API answer, when it has one. */
export function noteHeard(response: Pick<Response, 'headers'>): void {
  const heard = response.headers?.get?.(HEARD_HEADER);
  const eventId = heard?.split('.')[0];
  if (!heard || !eventId) return;
  latest.set(eventId, heard);
  try {
    localStorage.setItem(KEY + eventId, heard);
  } catch {
    // No storage (private mode, a worker): this page's memory still has it.
  }
}

/** The latest signed time this device heard from the server about the event, if any. */
export function heardFor(eventId: string): string | undefined {
  const id = eventId.toLowerCase();
  const known = latest.get(id);
  if (known) return known;
  try {
    return localStorage.getItem(KEY + id) ?? undefined;
  } catch {
    return undefined;
  }
}
