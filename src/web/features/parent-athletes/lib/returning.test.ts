import { describe, expect, it } from 'vitest';
import type { ParentAthlete, PublicEvent } from '#shared/schemas.ts';
import { destination, type Remembered, rememberedScreen } from './returning.ts';

const event = (id: string, active = true): PublicEvent => ({
  id,
  name: 'Practice',
  locationName: 'Gym',
  date: '2026-11-24',
  active,
  seriesId: null,
});
const ada: ParentAthlete = {
  id: 'a',
  firstName: 'Ada',
  lastName: 'Moss',
  teamName: null,
  teamId: null,
  gradYear: null,
  checkIn: null,
};
const memory = (over: Partial<Remembered> = {}): Remembered => ({
  phoneNumber: '+15555550123',
  athletes: [ada],
  athletesEventId: 'e1',
  events: [event('e1')],
  ...over,
});

describe('destination', () => {
  it("goes to the verified phone's athletes, else the phone step", () => {
    expect(destination('e1', '+15555550123')).toBe(
      '/check-in/athletes?event=e1&phone=%2B15555550123',
    );
    expect(destination('e1', null)).toBe('/check-in/phone?event=e1');
  });

  it("sends a closed occurrence of a series to the season's screen", () => {
    expect(destination('e1', '+15555550123', 's1')).toBe('/check-in?series=s1');
  });
});

describe('rememberedScreen', () => {
  it("opens this very event's list as this phone last saw it", () => {
    expect(rememberedScreen(memory(), 'e1')).toEqual({
      phoneNumber: '+15555550123',
      athletes: [ada],
      event: event('e1'),
    });
  });

  it('waits for the answer for another event (another roster), an event closed or never seen', () => {
    expect(rememberedScreen(memory(), 'e2')).toBeNull();
    expect(rememberedScreen(memory({ events: [event('e1', false)] }), 'e1')).toBeNull();
    expect(rememberedScreen(memory({ events: [] }), 'e1')).toBeNull();
    expect(rememberedScreen(memory({ athletes: [] }), 'e1')).toBeNull();
    expect(rememberedScreen(null, 'e1')).toBeNull();
  });
});
