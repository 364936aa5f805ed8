/**
 * Pure updates of the cached check-in list (GET /api/check-ins/:eventId), applied by the
 * live stream, by this dashboard's own mutations and by its offline queue. Each one sets one athlete's state, so
 * replaying them in order on top of any snapshot gives the same result (see live-sync.ts).
 */
import type { CheckIn, LiveMessage } from '#shared/schemas.ts';
import type { QueuedAction, SyncOutcome } from './action-queue.ts';

/** Adds or replaces an athlete's check-in, keeping the list oldest first. */
export function upsertCheckIn(
  list: CheckIn[] | undefined,
  checkIn: CheckIn,
): CheckIn[] | undefined {
  if (!list) return list;
  const existing = list.find((item) => item.athleteId === checkIn.athleteId);
  if (existing && existing.timestamp === checkIn.timestamp && existing.source === checkIn.source) {
    return list;
  }
  const others = existing ? list.filter((item) => item.athleteId !== checkIn.athleteId) : list;
  const next = [...others, checkIn];
  // Almost always already in order: a new arrival is the latest one.
  if (others.length > 0 && others[others.length - 1]!.timestamp > checkIn.timestamp) {
    next.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  }
  return next;
}

/** Removes an athlete's check-in (undo). */
export function removeCheckIn(
  list: CheckIn[] | undefined,
  athleteId: string,
): CheckIn[] | undefined {
  if (!list?.some((item) => item.athleteId === athleteId)) return list;
  return list.filter((item) => item.athleteId !== athleteId);
}

/** Applies one live-stream message. */
export function applyLiveMessage(
  list: CheckIn[] | undefined,
  message: LiveMessage,
): CheckIn[] | undefined {
  return message.type === 'check-in'
    ? upsertCheckIn(list, message.checkIn)
    : removeCheckIn(list, message.athleteId);
}

/**
 * A check-in or undo the coach made with no network, shown at once: the check-in carries
 * the time of the tap until the server's own record replaces it.
 */
export function applyQueuedAction(list: CheckIn[] | undefined, action: QueuedAction) {
  return action.kind === 'check-in'
    ? upsertCheckIn(list, {
        athleteId: action.athleteId,
        eventId: action.eventId,
        timestamp: action.at,
        source: 'manual_fallback',
      })
    : removeCheckIn(list, action.athleteId);
}

/** What the server answered to a queued action: its record replaces the one shown. */
export function applySyncOutcome(list: CheckIn[] | undefined, { action, result }: SyncOutcome) {
  switch (result.kind) {
    case 'done':
    case 'kept-earlier':
      return result.checkIn
        ? upsertCheckIn(list, result.checkIn)
        : removeCheckIn(list, action.athleteId);
    case 'nothing-to-undo':
      return removeCheckIn(list, action.athleteId);
    case 'refused':
      return list; // the list is fetched again to show the server's state
  }
}
