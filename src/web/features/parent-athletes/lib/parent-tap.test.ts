import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '#shared/error-codes.ts';
import { messages } from '#shared/messages/public.ts';
import type { ParentAthlete } from '#shared/schemas.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { afterRecorded, listView, tapFailure, waitingSince, withCheckIn } from './parent-tap.ts';

const athlete = (id: string, firstName: string): ParentAthlete => ({
  id,
  firstName,
  lastName: 'Moss',
  teamName: null,
  teamId: null,
  gradYear: null,
  checkIn: null,
});
const kids = [athlete('a', 'Ada'), athlete('b', 'Ben')];
const checkIn = (athleteId: string) => ({
  athleteId,
  eventId: 'e',
  timestamp: '2026-11-24T02:00:00.000Z',
  source: 'qr' as const,
});
const answer = (status: number, code?: ErrorCode) =>
  new ApiError(status, JSON.stringify({ code, message: 'no' }), '');

describe('tapFailure', () => {
  it('keeps a tap that got no answer at all, to send it later', () => {
    expect(tapFailure(new TypeError('Failed to fetch'))).toBe('keep');
  });

  it('decides by the error code, not the HTTP status', () => {
    expect(tapFailure(answer(401, 'DEVICE_NOT_VERIFIED'))).toBe('verify');
    expect(tapFailure(answer(403, 'PHONE_MISMATCH'))).toBe('verify');
    expect(tapFailure(answer(409, 'EVENT_CLOSED'))).toBe('closed');
    // Another 409 is not "closed", and a 401 without the device's code is not "verify".
    expect(tapFailure(answer(409, 'TOO_MANY_LINKS'))).toBe('refused');
    expect(tapFailure(answer(401))).toBe('refused');
    expect(tapFailure(answer(500, 'INTERNAL_ERROR'))).toBe('refused');
  });
});

describe('afterRecorded', () => {
  const recorded = (athleteId: string, athleteName: string) => ({
    tap: { athleteId, athleteName },
    checkIn: checkIn(athleteId),
  });

  it("confirms one tap sent later as if it had gone at once, with the server's time", () => {
    expect(afterRecorded([recorded('b', 'Ben Moss')], kids)).toEqual({
      confirm: { athlete: kids[1], checkIn: checkIn('b') },
    });
  });

  it('says who was checked in when several were sent', () => {
    expect(afterRecorded([recorded('a', 'Ada Moss'), recorded('b', 'Ben Moss')], kids)).toEqual({
      summary: messages.checkInAll.checkedIn('Ada Moss, Ben Moss'),
    });
  });

  it('shows nothing for an athlete no longer on the list, or no outcome', () => {
    expect(afterRecorded([recorded('z', 'Zed Moss')], kids)).toBeNull();
    expect(afterRecorded([], kids)).toBeNull();
  });
});

describe('waitingSince and withCheckIn', () => {
  it("finds this athlete's kept tap at this event only", () => {
    const pending = [
      { athleteId: 'a', eventId: 'other', tappedAt: '1' },
      { athleteId: 'a', eventId: 'e', tappedAt: '2' },
    ];
    expect(waitingSince(pending, 'a', 'e')).toBe('2');
    expect(waitingSince(pending, 'b', 'e')).toBeNull();
  });

  it("puts the tap's answer on the list, leaving the others as they were", () => {
    const list = withCheckIn(kids, 'a', checkIn('a'));
    expect(list?.[0]?.checkIn).toEqual(checkIn('a'));
    expect(list?.[1]).toBe(kids[1]);
    expect(withCheckIn(undefined, 'a', checkIn('a'))).toBeUndefined();
  });
});

describe('listView', () => {
  const base = {
    isClosed: false,
    isPending: false,
    mustVerify: false,
    isError: false,
    isShowingRemembered: false,
    count: 2,
  };

  it('shows a closed event before anything else', () => {
    expect(listView({ ...base, isClosed: true, isPending: true, isError: true })).toBe('closed');
  });

  it('waits while the list comes or the phone step is on its way', () => {
    expect(listView({ ...base, isPending: true })).toBe('loading');
    expect(listView({ ...base, isError: true, mustVerify: true })).toBe('loading');
  });

  it('says a failed load, unless the phone remembers the list', () => {
    expect(listView({ ...base, isError: true })).toBe('failed');
    expect(listView({ ...base, isError: true, isShowingRemembered: true })).toBe('list');
  });

  it('offers to link a first athlete when there is none', () => {
    expect(listView({ ...base, count: 0 })).toBe('empty');
    expect(listView(base)).toBe('list');
  });
});
