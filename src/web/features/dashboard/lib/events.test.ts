import { describe, expect, it } from 'vitest';
import type { TapInEvent } from '#shared/schemas.ts';
import { pickEventId } from './events.ts';

const event = (
  id: string,
  active: boolean,
  date = '2026-05-02T14:00:00.000Z',
  cancelled = false,
): TapInEvent => ({
  id,
  name: id,
  locationId: 'gym',
  locationName: 'Gym',
  date,
  active,
  googleSheetUrl: null,
  lastSyncAt: null,
  lastSyncError: null,
  seriesId: null,
  endsAt: null,
  cancelled,
  autoOpenMinutes: null,
  overlappedBy: null,
  openedBy: null,
  heldOpenUntil: null,
  waitsFor: null,
});

describe('pickEventId', () => {
  it('selects the first active event, else the one starting nearest to now, not a cancelled one', () => {
    expect(pickEventId([event('a', false), event('b', true), event('c', true)], null)).toBe('b');
    expect(pickEventId([event('a', false), event('b', false)], null)).toBe('a');
    expect(pickEventId([], null)).toBeNull();
    // A season, newest first: the last practice is months away; today's is what is wanted.
    const now = Date.parse('2026-05-05T16:00:00.000Z');
    const season = [
      event('december', false, '2026-12-15T17:00:00.000Z'),
      event('next-week', false, '2026-05-12T17:00:00.000Z'),
      event('today', false, '2026-05-05T17:00:00.000Z'),
      event('last-week', false, '2026-04-28T17:00:00.000Z'),
    ];
    expect(pickEventId(season, null, { now })).toBe('today');
    // Three hours after today's practice, it is still the nearest.
    expect(pickEventId(season, null, { now: now + 4 * 3_600_000 })).toBe('today');
    const cancelledToday = season.map((item) =>
      item.id === 'today' ? event('today', false, item.date, true) : item,
    );
    expect(pickEventId(cancelledToday, null, { now })).toBe('last-week');
  });

  it('keeps the event on screen when another becomes active (decision 035)', () => {
    const events = [event('a', false), event('b', true)];
    expect(pickEventId(events, null, { shownId: 'a' })).toBe('a');
    expect(pickEventId(events, null, { shownId: 'gone' })).toBe('b');
    expect(pickEventId(events, 'b', { shownId: 'a' })).toBe('b');
  });

  it('keeps the event asked for in the address when it exists', () => {
    const events = [event('a', false), event('b', true)];
    expect(pickEventId(events, 'a')).toBe('a');
    expect(pickEventId(events, 'gone')).toBe('b');
  });
});
