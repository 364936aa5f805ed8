import { describe, expect, it } from 'vitest';
import type { Athlete, CheckIn } from '#shared/schemas.ts';
import type { QueuedAction } from './action-queue.ts';
import {
  applyLiveMessage,
  applyQueuedAction,
  applySyncOutcome,
  removeCheckIn,
  upsertCheckIn,
} from './check-ins-cache.ts';
import {
  ARRIVAL_BIN_MS,
  arrivalBins,
  attendance,
  filterRoster,
  indexCheckIns,
  MAX_ARRIVAL_BINS,
  MIN_ARRIVAL_BINS,
  nextFilter,
  rosterChart,
  rosterStats,
  toSearchable,
} from './roster.ts';

const athlete = (id: string, firstName: string, lastName: string): Athlete => ({
  id,
  firstName,
  lastName,
  teamName: 'Eagles',
  teamId: 't1',
  gradYear: 2030,
});
const checkIn = (athleteId: string, timestamp: string): CheckIn => ({
  athleteId,
  eventId: 'e1',
  timestamp,
  source: 'qr',
});

const roster = [
  athlete('a1', 'Jordan', 'Smith'),
  athlete('a2', 'José', 'Muñoz'),
  athlete('a3', 'Ava', 'Johnson'),
];
const searchable = toSearchable(roster);
const index = indexCheckIns([checkIn('a1', '2026-05-02T14:01:00.000Z')]);
const names = (list: Athlete[]) => list.map((a) => a.firstName);

describe('filterRoster', () => {
  it('matches a case-insensitive substring of the name, accents optional', () => {
    expect(names(filterRoster(searchable, index, 'all', 'SMI'))).toEqual(['Jordan']);
    expect(names(filterRoster(searchable, index, 'all', 'dan smi'))).toEqual(['Jordan']);
    expect(names(filterRoster(searchable, index, 'all', 'jose'))).toEqual(['José']);
    expect(names(filterRoster(searchable, index, 'all', 'Muñ'))).toEqual(['José']);
    expect(names(filterRoster(searchable, index, 'all', '  '))).toHaveLength(3);
    expect(filterRoster(searchable, index, 'all', 'zzz')).toEqual([]);
  });

  it('filters by status, then by name', () => {
    expect(names(filterRoster(searchable, index, 'checked-in', ''))).toEqual(['Jordan']);
    expect(names(filterRoster(searchable, index, 'not-checked-in', ''))).toEqual(['José', 'Ava']);
    expect(names(filterRoster(searchable, index, 'not-checked-in', 'ava'))).toEqual(['Ava']);
  });
});

describe('stat cards', () => {
  it('counts the roster only', () => {
    const withStranger = indexCheckIns([
      checkIn('a1', '2026-05-02T14:01:00.000Z'),
      checkIn('gone', '2026-05-02T14:02:00.000Z'),
    ]);
    expect(rosterStats(roster, withStranger)).toEqual({
      expected: 3,
      checkedIn: 1,
      notCheckedIn: 2,
    });
  });

  it('clicking the active card returns to all', () => {
    expect(nextFilter('all', 'checked-in')).toBe('checked-in');
    expect(nextFilter('checked-in', 'checked-in')).toBe('all');
    expect(nextFilter('checked-in', 'not-checked-in')).toBe('not-checked-in');
    expect(nextFilter('all', 'all')).toBe('all');
  });
});

describe('attendance', () => {
  const start = '2026-05-02T14:00:00.000Z';
  it('is late once the start has passed, expected before', () => {
    expect(attendance(start, Date.parse(start) - 1, 2)).toEqual({ kind: 'expected', count: 2 });
    expect(attendance(start, Date.parse(start), 2)).toEqual({ kind: 'late', count: 2 });
    expect(attendance(start, Date.parse(start) + 1, 0)).toEqual({ kind: 'all-in' });
  });
});

describe('arrivalBins', () => {
  const start = '2026-05-02T14:00:00.000Z';
  it('counts check-ins per 5 minutes and marks the start', () => {
    const chart = arrivalBins(
      [
        checkIn('a1', '2026-05-02T13:51:00.000Z'),
        checkIn('a2', '2026-05-02T13:54:59.000Z'),
        checkIn('a3', '2026-05-02T14:07:00.000Z'),
      ],
      start,
    );
    // At least an hour: the quiet time before the first arrival is drawn too.
    expect(chart?.bins).toHaveLength(MIN_ARRIVAL_BINS);
    expect(chart?.bins.slice(-4).map((bin) => bin.count)).toEqual([2, 0, 0, 1]);
    expect(new Date(chart!.bins.at(-1)!.start).toISOString()).toBe('2026-05-02T14:05:00.000Z');
    expect(chart?.total).toBe(3);
    expect(chart?.peak.count).toBe(2);
    expect(chart?.startIndex).toBe(MIN_ARRIVAL_BINS - 2);
  });

  it('stretches to a start within the hour, not further', () => {
    const early = arrivalBins([checkIn('a1', '2026-05-02T13:00:00.000Z')], start);
    expect(early?.bins).toHaveLength(13);
    expect(early?.bins[0]?.count).toBe(1);
    expect(early?.startIndex).toBe(12);
    const days = arrivalBins([checkIn('a1', '2026-05-05T13:30:00.000Z')], start);
    expect(days?.bins).toHaveLength(MIN_ARRIVAL_BINS);
    expect(days?.bins.at(-1)?.count).toBe(1);
    expect(days?.startIndex).toBeNull();
  });

  it('keeps the latest eight hours', () => {
    const first = Date.parse('2026-05-02T06:00:00.000Z');
    const list = [
      checkIn('a1', new Date(first).toISOString()),
      checkIn('a2', new Date(first + 10 * 60 * 60_000).toISOString()),
    ];
    const chart = arrivalBins(list, start);
    expect(chart?.bins).toHaveLength(MAX_ARRIVAL_BINS);
    expect(chart?.total).toBe(1);
    expect(chart!.bins[1]!.start - chart!.bins[0]!.start).toBe(ARRIVAL_BIN_MS);
  });

  it('has nothing to draw without check-ins', () => {
    expect(arrivalBins([], start)).toBeNull();
  });
});

describe('check-in cache updates', () => {
  const list = [checkIn('a1', '2026-05-02T14:01:00.000Z')];
  it('adds, replaces and removes one athlete at a time', () => {
    const added = upsertCheckIn(list, checkIn('a2', '2026-05-02T14:02:00.000Z'));
    expect(added?.map((c) => c.athleteId)).toEqual(['a1', 'a2']);
    expect(upsertCheckIn(added, added![1]!)).toBe(added);
    const earlier = upsertCheckIn(added, checkIn('a3', '2026-05-02T13:00:00.000Z'));
    expect(earlier?.map((c) => c.athleteId)).toEqual(['a3', 'a1', 'a2']);
    expect(removeCheckIn(added, 'a1')?.map((c) => c.athleteId)).toEqual(['a2']);
    expect(removeCheckIn(added, 'nobody')).toBe(added);
  });

  it('leaves an unloaded list alone', () => {
    expect(upsertCheckIn(undefined, list[0]!)).toBeUndefined();
    expect(
      applyLiveMessage(undefined, { type: 'undo', eventId: 'e1', athleteId: 'a1' }),
    ).toBeUndefined();
  });

  it('applies live messages', () => {
    const next = applyLiveMessage(list, {
      type: 'check-in',
      eventId: 'e1',
      athleteId: 'a2',
      checkIn: checkIn('a2', '2026-05-02T14:03:00.000Z'),
    });
    expect(next).toHaveLength(2);
    expect(applyLiveMessage(next, { type: 'undo', eventId: 'e1', athleteId: 'a2' })).toEqual(list);
  });
});

describe('rosterChart', () => {
  it('draws the arrivals of athletes on the roster only, once both lists are loaded', () => {
    const arrivals = [
      checkIn('a1', '2026-05-02T14:01:00.000Z'),
      checkIn('gone', '2026-05-02T14:02:00.000Z'),
    ];
    expect(rosterChart(undefined, arrivals, '2026-05-02T14:00:00.000Z')).toBeNull();
    expect(rosterChart(roster, undefined, '2026-05-02T14:00:00.000Z')).toBeNull();
    expect(rosterChart(roster, [], '2026-05-02T14:00:00.000Z')).toBeNull();
    expect(rosterChart(roster, arrivals, '2026-05-02T14:00:00.000Z')?.total).toBe(1);
  });
});

describe('offline actions on the cached list', () => {
  const queued = (kind: QueuedAction['kind'], athleteId: string): QueuedAction => ({
    id: `q-${athleteId}`,
    seq: 1,
    kind,
    athleteId,
    eventId: 'e1',
    athleteName: athleteId,
    at: '2026-05-02T14:05:00.000Z',
  });
  const list = [checkIn('a1', '2026-05-02T14:01:00.000Z')];

  it('shows a queued check-in at the time of the tap, and a queued undo at once', () => {
    expect(applyQueuedAction(list, queued('check-in', 'a2'))?.at(-1)).toEqual({
      athleteId: 'a2',
      eventId: 'e1',
      timestamp: '2026-05-02T14:05:00.000Z',
      source: 'manual_fallback',
    });
    expect(applyQueuedAction(list, queued('undo', 'a1'))).toEqual([]);
  });

  it("replaces the queued check-in with the server's record: the earlier one when kept", () => {
    const shown = applyQueuedAction(list, queued('check-in', 'a2'));
    const parents = checkIn('a2', '2026-05-02T14:03:00.000Z');
    const next = applySyncOutcome(shown, {
      action: queued('check-in', 'a2'),
      result: { kind: 'kept-earlier', checkIn: parents },
    });
    expect(next).toEqual([list[0], parents]);
    expect(
      applySyncOutcome(next, { action: queued('undo', 'a2'), result: { kind: 'nothing-to-undo' } }),
    ).toEqual(list);
    expect(
      applySyncOutcome(list, {
        action: queued('check-in', 'a3'),
        result: { kind: 'refused', message: null },
      }),
    ).toBe(list);
  });
});
