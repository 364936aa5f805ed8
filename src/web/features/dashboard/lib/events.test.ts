import { describe, expect, it } from 'vitest';
import type { TapInEvent } from '#shared/schemas.ts';
import { pickEventId } from './events.ts';

const event = (id: string, active: boolean): TapInEvent => ({
  id,
  name: id,
  locationId: 'gym',
  locationName: 'Gym',
  date: '2026-05-02T14:00:00.000Z',
  active,
  googleSheetUrl: null,
  lastSyncAt: null,
  seriesId: null,
  endsAt: null,
  cancelled: false,
  autoOpenMinutes: null,
  overlappedBy: null,
});

describe('pickEventId', () => {
  it('selects the first active event, else the first event', () => {
    expect(pickEventId([event('a', false), event('b', true), event('c', true)], null)).toBe('b');
    expect(pickEventId([event('a', false), event('b', false)], null)).toBe('a');
    expect(pickEventId([], null)).toBeNull();
  });

  it('keeps the event asked for in the address when it exists', () => {
    const events = [event('a', false), event('b', true)];
    expect(pickEventId(events, 'a')).toBe('a');
    expect(pickEventId(events, 'gone')).toBe('b');
  });
});
