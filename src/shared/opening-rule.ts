/**
 * When an event's check-in opens and closes by itself, and who wins when two events would be
 * open at once (decisions 030 and 039), as pure functions shared by the server (the schedule's
 * runner, the events list) and the browser (the notes in the events table and the create form).
 *
 * The rule, in one sentence (the coach guide says it): an event a coach opened by hand stays
 * open until its own end time, and a self-opening event whose time comes meanwhile waits and
 * opens when it ends; of two self-opening events, the one starting sooner opens first.
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

/** Who opened an event's check-in last: a coach's switch, or the schedule. */
export type OpenedBy = 'coach' | 'schedule';

export interface OpenEvent extends ScheduledEvent {
  active: boolean;
  openedBy: OpenedBy | null;
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
 * The event a coach opened by hand whose own time is still running at `now`: the schedule
 * never closes it before its end (the first half of the rule). Null when there is none.
 */
export function heldOpen<T extends OpenEvent>(events: readonly T[], now: Date): T | null {
  return (
    events.find(
      (event) =>
        event.active &&
        event.openedBy === 'coach' &&
        event.cancelledAt === null &&
        now < endOf(event),
    ) ?? null
  );
}

/**
 * For each self-opening event whose window overlaps the window of one that starts sooner:
 * that winner (the earliest such). The coach is told on the Events tab and in the form.
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

/**
 * For each self-opening event whose window begins (or is running) while an event opened by
 * hand is held open: that event and when it ends (when this one's check-in opens, if its own
 * window still holds then). Only windows not yet over at `now` are named.
 */
export function findHeldWaits(
  events: readonly OpenEvent[],
  now: Date,
): Map<string, { id: string; name: string; until: Date }> {
  const waits = new Map<string, { id: string; name: string; until: Date }>();
  const held = heldOpen(events, now);
  if (!held) return waits;
  const until = endOf(held);
  for (const event of events) {
    if (event.id === held.id) continue;
    const window = windowOf(event);
    if (!window || window.closesAt <= now) continue;
    if (window.opensAt < until) waits.set(event.id, { id: held.id, name: held.name, until });
  }
  return waits;
}
