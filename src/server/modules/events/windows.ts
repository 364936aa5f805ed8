/**
 * When an event's check-in opens and closes by itself (decision 030), as pure functions:
 * the schedule's runner, the events list and the tests share them.
 */

/** The length assumed for an event given no end: for its window and its overlaps. */
export const DEFAULT_EVENT_MINUTES = 120;
const MINUTE_MS = 60_000;

export interface ScheduledEvent {
  id: string;
  name: string;
  date: Date;
  endsAt: Date | null;
  createdAt: Date;
  autoOpenMinutes: number | null;
  cancelledAt: Date | null;
}

/** The end of an event: its own, or its start plus DEFAULT_EVENT_MINUTES. */
export function endOf(event: Pick<ScheduledEvent, 'date' | 'endsAt'>): Date {
  return event.endsAt ?? new Date(event.date.getTime() + DEFAULT_EVENT_MINUTES * MINUTE_MS);
}

/** The window in which check-in is open by itself; null for an event on the switch only. */
export function windowOf(
  event: Pick<ScheduledEvent, 'date' | 'endsAt' | 'autoOpenMinutes' | 'cancelledAt'>,
): { opensAt: Date; closesAt: Date } | null {
  if (event.autoOpenMinutes === null || event.cancelledAt !== null) return null;
  return {
    opensAt: new Date(event.date.getTime() - event.autoOpenMinutes * MINUTE_MS),
    closesAt: endOf(event),
  };
}

/** Who wins an overlap: the one starting sooner (then the one created first, then by id). */
export function startsSooner(a: ScheduledEvent, b: ScheduledEvent): number {
  return (
    a.date.getTime() - b.date.getTime() ||
    a.createdAt.getTime() - b.createdAt.getTime() ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * For each self-opening event whose window overlaps the window of one that starts sooner:
 * that winner (the earliest such). The coach is told on the Events tab.
 *
 * Sort and sweep, O(n log n) (decision 038): in start order, a sooner event starts no later
 * than this one, and every window closes after its start, so it always opens before this one
 * closes; it overlaps exactly when it closes after this one opens. The running maximum of the
 * closings so far only grows, so the first sooner event closing after this one opens is found
 * by a binary search on it.
 */
export function findOverlaps(events: ScheduledEvent[]): Map<string, { id: string; name: string }> {
  const timed = events
    .map((event) => ({ event, window: windowOf(event) }))
    .filter(
      (entry): entry is { event: ScheduledEvent; window: { opensAt: Date; closesAt: Date } } =>
        Boolean(entry.window),
    )
    .sort((a, b) => startsSooner(a.event, b.event));
  const overlaps = new Map<string, { id: string; name: string }>();
  // latestClose[k]: the latest closing among timed[0..k].
  const latestClose: number[] = [];
  for (let i = 0; i < timed.length; i++) {
    const later = timed[i]!;
    const opensAt = later.window.opensAt.getTime();
    if (i > 0 && latestClose[i - 1]! > opensAt) {
      let low = 0;
      let high = i - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (latestClose[middle]! > opensAt) high = middle;
        else low = middle + 1;
      }
      const sooner = timed[low]!.event;
      overlaps.set(later.event.id, { id: sooner.id, name: sooner.name });
    }
    const closesAt = later.window.closesAt.getTime();
    latestClose.push(i === 0 ? closesAt : Math.max(latestClose[i - 1]!, closesAt));
  }
  return overlaps;
}
