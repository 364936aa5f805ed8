/**
 * Today first (issue 20): the order a coach reads events in, on the events table and in every
 * event picker. What is open now comes first, then what is under way or still to come
 * (soonest first), then what has ended (latest first). A series counts once: its first
 * occurrence in that order leads, and the rest of it waits behind it.
 */
import { endOf } from '#shared/opening-rule.ts';
import type { TapInEvent } from '#shared/schemas.ts';

type Timed = Pick<TapInEvent, 'id' | 'date' | 'endsAt' | 'active' | 'seriesId'>;

/** 0 open now, 1 under way or to come, 2 ended. */
const PHASES = ['open', 'upcoming', 'past'] as const;
export type EventPhase = (typeof PHASES)[number];

function rank(event: Timed, now: number): number {
  if (event.active) return 0;
  const end = endOf({
    date: new Date(event.date),
    endsAt: event.endsAt ? new Date(event.endsAt) : null,
  });
  return end.getTime() > now ? 1 : 2;
}

export function todayFirst<T extends Timed>(events: readonly T[], now: number): T[] {
  const keyed = events.map((event) => ({
    event,
    rank: rank(event, now),
    at: Date.parse(event.date),
  }));
  keyed.sort((a, b) => {
    if (a.rank !== b.rank) return a.rank - b.rank;
    return a.rank === 2 ? b.at - a.at : a.at - b.at;
  });
  return keyed.map((item) => item.event);
}

export interface EventGroup<T> {
  /** The event shown: the series' occurrence open now or next, or a one-off event. */
  lead: T;
  /** The rest of its series, in the same order. */
  more: T[];
}

/** todayFirst, with each series folded under its leading occurrence. */
export function groupSeries<T extends Timed>(events: readonly T[], now: number): EventGroup<T>[] {
  const groups: EventGroup<T>[] = [];
  const bySeries = new Map<string, EventGroup<T>>();
  for (const event of todayFirst(events, now)) {
    const group = event.seriesId ? bySeries.get(event.seriesId) : undefined;
    if (group) {
      group.more.push(event);
      continue;
    }
    const created = { lead: event, more: [] };
    groups.push(created);
    if (event.seriesId) bySeries.set(event.seriesId, created);
  }
  return groups;
}

/** todayFirst in its three phases (open now, coming up, past), leaving out empty ones. */
export function phaseGroups<T extends Timed>(
  events: readonly T[],
  now: number,
): { phase: EventPhase; events: T[] }[] {
  const groups = PHASES.map((phase) => ({ phase, events: [] as T[] }));
  for (const event of todayFirst(events, now)) groups[rank(event, now)]!.events.push(event);
  return groups.filter((group) => group.events.length > 0);
}
