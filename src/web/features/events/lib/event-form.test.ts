import { describe, expect, it } from 'vitest';
import {
  cleanEventName,
  endsAtOf,
  isEventDraftComplete,
  startWeekday,
  toCreateEventBody,
  withRepeatDefaults,
} from './event-form.ts';

describe('create event form', () => {
  const draft = {
    name: ' Spring Jamboree ',
    locationName: ' North  Gym\tB ',
    dateTime: '2030-04-05T18:30',
  };

  it('needs a name, a location and a date', () => {
    expect(isEventDraftComplete(draft)).toBe(true);
    expect(isEventDraftComplete({ ...draft, name: '   ' })).toBe(false);
    expect(isEventDraftComplete({ ...draft, locationName: '' })).toBe(false);
    expect(isEventDraftComplete({ ...draft, dateTime: '' })).toBe(false);
    expect(isEventDraftComplete({ ...draft, dateTime: 'not a date' })).toBe(false);
  });

  it('sends trimmed text, an inactive event and a zoned ISO date', () => {
    const body = toCreateEventBody(draft);
    expect(body).toEqual({
      name: 'Spring Jamboree',
      locationId: 'north-gym-b',
      locationName: 'North  Gym\tB',
      date: new Date('2030-04-05T18:30').toISOString(),
      active: false,
    });
    expect(body.date).toMatch(/Z$/);
  });
});

describe('event rename', () => {
  it('trims the name and refuses a blank one', () => {
    expect(cleanEventName('  Finals ')).toBe('Finals');
    expect(cleanEventName(' \t ')).toBeNull();
  });
});

describe('the create form: end time, opening by itself, repeat (decision 030)', () => {
  const draft = { name: 'Practice', locationName: 'Gym', dateTime: '2030-04-05T18:30' };

  it('adds an end time, check-in opening by itself and a weekly repeat in the coach zone', () => {
    const body = toCreateEventBody({
      ...draft,
      endTime: '20:00',
      autoOpen: true,
      autoOpenMinutes: '30',
      repeat: true,
      weekdays: [4, 2],
      until: '2030-06-30',
    });
    expect(body).toMatchObject({
      endsAt: new Date('2030-04-05T20:00').toISOString(),
      autoOpenMinutes: 30,
      repeat: { weekdays: [2, 4], until: '2030-06-30', timeZone: expect.any(String) },
    });
    // An end earlier than the start is the next day's.
    expect(endsAtOf('2030-04-05T23:00', '01:00')).toBe(new Date('2030-04-06T01:00').toISOString());
    expect(endsAtOf('2030-04-05T23:00', '')).toBeUndefined();
  });

  it('needs a weekday and an until date to repeat, and whole minutes to open by itself', () => {
    expect(
      isEventDraftComplete({ ...draft, repeat: true, weekdays: [], until: '2030-06-30' }),
    ).toBe(false);
    expect(isEventDraftComplete({ ...draft, repeat: true, weekdays: [2], until: '' })).toBe(false);
    expect(
      isEventDraftComplete({ ...draft, repeat: true, weekdays: [2], until: '2030-06-30' }),
    ).toBe(true);
    expect(isEventDraftComplete({ ...draft, autoOpen: true, autoOpenMinutes: '1.5' })).toBe(false);
    expect(isEventDraftComplete({ ...draft, autoOpen: true, autoOpenMinutes: '' })).toBe(false);
    expect(isEventDraftComplete({ ...draft, autoOpen: true, autoOpenMinutes: '15' })).toBe(true);
  });
});

describe('repeat weekdays', () => {
  const base = { name: 'U12 Practice', locationName: 'Gym', dateTime: '2030-04-05T18:30' };

  it("knows the start's ISO weekday", () => {
    expect(startWeekday('2030-04-05T18:30')).toBe(5); // a Friday
    expect(startWeekday('2030-04-07T09:00')).toBe(7); // a Sunday
    expect(startWeekday('')).toBeNull();
  });

  it("ticking Repeat picks the start's weekday; moving the start moves it along", () => {
    const ticked = withRepeatDefaults(base, { ...base, repeat: true, weekdays: [] });
    expect(ticked.weekdays).toEqual([5]);
    const moved = withRepeatDefaults(ticked, { ...ticked, dateTime: '2030-04-08T18:30' });
    expect(moved.weekdays).toEqual([1]);
  });

  it("leaves a coach's own choice alone", () => {
    const chosen = { ...base, repeat: true, weekdays: [2, 4] };
    expect(
      withRepeatDefaults(chosen, { ...chosen, dateTime: '2030-04-08T18:30' }).weekdays,
    ).toEqual([2, 4]);
    const cleared = { ...base, repeat: true, weekdays: [] };
    expect(withRepeatDefaults(cleared, { ...cleared, name: 'U14' }).weekdays).toEqual([]);
  });
});
