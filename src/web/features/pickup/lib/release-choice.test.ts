/**
 * What a release sends: the list's adult by phone, or no code with a trimmed reason (and the
 * collecting adult's name only when given); nothing without a pick; the reason required with
 * no code; the whole body with the tablet's id, zone and time; the code in a typed code or a
 * scanned QR; the "other reason" field never showing a listed reason.
 */
import { describe, expect, it } from 'vitest';
import { codeOf, completeRelease, otherReason, releaseChoice } from './release-choice.ts';

const DANA = '+14045550100';
const maya = {
  athleteId: 'maya',
  adults: [{ phoneNumber: DANA, name: 'Dana', kind: 'added' as const, notAuthorised: false }],
};
const none = { noCode: false, picked: null, reason: '', releasedTo: '' };

describe('release choice', () => {
  it('releases to the picked adult from the list', () => {
    expect(releaseChoice(maya, { ...none, picked: DANA })).toEqual({
      kind: 'release',
      body: { method: 'list', athleteId: 'maya', phoneNumber: DANA },
      offlineMatch: { athleteId: 'maya', adultName: 'Dana · (404) 555-0100' },
      to: 'Dana · (404) 555-0100',
    });
  });

  it('sends nothing with no adult picked, or one not on the list', () => {
    expect(releaseChoice(maya, none)).toEqual({ kind: 'nothing-picked' });
    expect(releaseChoice(maya, { ...none, picked: '+14045559999' })).toEqual({
      kind: 'nothing-picked',
    });
  });

  it('requires a reason with no code, blank counting as none', () => {
    expect(releaseChoice(maya, { ...none, noCode: true, reason: '   ' })).toEqual({
      kind: 'reason-required',
    });
  });

  it('releases with no code under the trimmed reason, named by the adult when given', () => {
    expect(releaseChoice(maya, { ...none, noCode: true, reason: ' Walks home ' })).toEqual({
      kind: 'release',
      body: { method: 'no_code', athleteId: 'maya', reason: 'Walks home' },
      offlineMatch: { athleteId: 'maya', adultName: 'Walks home' },
      to: 'Walks home',
    });
    expect(
      releaseChoice(maya, {
        ...none,
        noCode: true,
        picked: DANA,
        reason: 'Phone lost',
        releasedTo: ' Aunt May ',
      }),
    ).toEqual({
      kind: 'release',
      body: {
        method: 'no_code',
        athleteId: 'maya',
        reason: 'Phone lost',
        releasedToName: 'Aunt May',
      },
      offlineMatch: { athleteId: 'maya', adultName: 'Aunt May' },
      to: 'Aunt May',
    });
  });

  it('completes a body with the tablet’s id, time zone and time', () => {
    const now = new Date('2026-11-26T18:00:00.000Z');
    expect(
      completeRelease({ method: 'code', code: 'K7PX' }, 'id-1', 'America/Chicago', now),
    ).toEqual({
      method: 'code',
      code: 'K7PX',
      id: 'id-1',
      timeZone: 'America/Chicago',
      releasedAt: '2026-11-26T18:00:00.000Z',
    });
  });

  it('reads the code of a typed code or a pickup QR, and none of another QR', () => {
    expect(codeOf({ method: 'code', code: 'K7PX' })).toBe('K7PX');
    expect(
      codeOf({ method: 'qr', qr: 'TAPIN-PICKUP:11111111-1111-4111-8111-111111111111:k7px' }),
    ).toBe('K7PX');
    expect(codeOf({ method: 'qr', qr: 'https://example.com' })).toBe('');
  });

  it('shows a typed reason in the "other" field, never a listed one', () => {
    const listed = ['Phone lost', 'Walks home'];
    expect(otherReason('Walks home', listed)).toBe('');
    expect(otherReason('Grandma', listed)).toBe('Grandma');
    expect(otherReason('', listed)).toBe('');
  });
});
