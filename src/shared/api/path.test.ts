import { describe, expect, it } from 'vitest';
import * as endpoints from './endpoints.ts';
import { apiPath, pathRoot } from './path.ts';

describe('apiPath', () => {
  it('is the path itself for an endpoint without parameters', () => {
    expect(apiPath(endpoints.events)).toBe('/api/events');
    expect(apiPath(endpoints.attendanceCsv)).toBe('/api/attendance.csv');
  });

  it('puts each value in its place, URL-encoded', () => {
    expect(apiPath(endpoints.updateEvent, { eventId: 'e1' })).toBe('/api/events/e1');
    expect(
      apiPath(endpoints.removeParentLink, {
        eventId: 'e/1',
        athleteId: 'a?b',
        phoneNumber: '+15551234567',
      }),
    ).toBe('/api/events/e%2F1/parent-links/a%3Fb/%2B15551234567');
    // A value that looks like a parameter stays a value.
    expect(apiPath(endpoints.undoCheckIn, { athleteId: ':eventId', eventId: 'e 2' })).toBe(
      '/api/check-in/%3AeventId/e%202',
    );
  });

  it('refuses a missing value rather than asking for ":eventId"', () => {
    // @ts-expect-error the parameter is required by the path pattern
    expect(() => apiPath(endpoints.updateEvent)).toThrow(/:eventId/);
    // @ts-expect-error a misspelt name does not compile either
    expect(() => apiPath(endpoints.updateEvent, { eventID: 'e1' })).toThrow(/:eventId/);
  });
});

describe('pathRoot', () => {
  it('is the path before its first parameter', () => {
    expect(pathRoot(endpoints.eventRoster)).toBe('/api/events');
    expect(pathRoot(endpoints.checkInScreen)).toBe('/api/parent/events');
    expect(pathRoot(endpoints.athlete)).toBe('/api/athlete');
    expect(pathRoot(endpoints.parentSession)).toBe('/api/parent/session');
  });
});
