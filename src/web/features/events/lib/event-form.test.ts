import { describe, expect, it } from 'vitest';
import {
  cleanEventName,
  isEventDraftComplete,
  toCreateEventBody,
  toLocationId,
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

  it('derives the location id: lower case, whitespace runs to hyphens', () => {
    expect(toLocationId(' North  Gym\tB ')).toBe('north-gym-b');
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
