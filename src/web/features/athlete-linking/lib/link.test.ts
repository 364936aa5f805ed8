import { describe, expect, it } from 'vitest';
import type { LinkParentResponse } from '#shared/schemas.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { afterLinked, linkFailure } from './link.ts';

const athlete = {
  id: 'a',
  firstName: 'Ada',
  lastName: 'Moss',
  teamName: null,
  teamId: null,
  gradYear: null,
} as LinkParentResponse['athlete'];
const checkIn = {
  athleteId: 'a',
  eventId: 'e',
  timestamp: '2026-11-24T02:00:00.000Z',
  source: 'qr',
} as NonNullable<LinkParentResponse['checkIn']>;

describe('afterLinked', () => {
  it('goes to the confirmation when the link checked the athlete in', () => {
    expect(afterLinked({ athlete, checkIn }, 'e', '+15555550123')).toEqual({
      to: '/check-in/confirmation?event=e&athlete=a&phone=%2B15555550123',
      sayLinked: false,
    });
  });

  it('goes back to the list, saying who was linked, when the event is not open', () => {
    expect(afterLinked({ athlete }, 'e', '+15555550123')).toEqual({
      to: '/check-in/athletes?event=e&phone=%2B15555550123',
      sayLinked: true,
    });
  });
});

describe('linkFailure', () => {
  it('sends an unverified device to verify, by its code', () => {
    const answer = (status: number, code: string) =>
      new ApiError(status, JSON.stringify({ code }), '');
    expect(linkFailure(answer(401, 'DEVICE_NOT_VERIFIED'))).toBe('verify');
    expect(linkFailure(answer(401, 'SESSION_REQUIRED'))).toBe('refused');
    expect(linkFailure(answer(409, 'TOO_MANY_LINKS'))).toBe('refused');
    expect(linkFailure(new TypeError('Failed to fetch'))).toBe('refused');
  });
});
