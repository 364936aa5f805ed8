/**
 * The pickup panel's names: an adult's label, to whom a release went, the names a release
 * is told with (a name given wins over the list, the list over a bare phone), the last ones
 * waiting, the undo window and the queued adult of this event's child only.
 */
import { describe, expect, it } from 'vitest';
import { RELEASE_UNDO_MS } from '#shared/pickup.ts';
import type { Release } from '#shared/schemas.ts';
import {
  adultLabel,
  canUndoRelease,
  namesOf,
  type PickupChild,
  queuedAdult,
  releasedToText,
  resultNames,
  waitingChildren,
} from './pickup-names.ts';

const DANA = '+14045550100';
const GRAN = '+14045550101';

function child(athleteId: string, firstName: string, adults: PickupChild['adults'] = []) {
  return {
    athleteId,
    firstName,
    lastName: 'Lopez',
    arrivedAt: '2026-11-26T17:00:00.000Z',
    release: null,
    adults,
    notAuthorised: [],
  } satisfies PickupChild;
}

const maya = child('maya', 'Maya', [
  { phoneNumber: DANA, name: 'Dana', kind: 'added', notAuthorised: false },
  { phoneNumber: GRAN, name: null, kind: 'guardian', notAuthorised: false },
]);
const noah = child('noah', 'Noah');
const children = [maya, noah];

function release(overrides: Partial<Release>): Release {
  return {
    id: 'r1',
    athleteId: 'maya',
    releasedAt: '2026-11-26T18:00:00.000Z',
    method: 'code',
    releasedToName: null,
    releasedToPhone: DANA,
    reason: null,
    releasedByUserId: null,
    offline: false,
    ...overrides,
  } as Release;
}

describe('pickup names', () => {
  it('labels an adult by name and phone, or the phone alone', () => {
    expect(adultLabel({ name: 'Dana', phoneNumber: DANA })).toBe('Dana · (404) 555-0100');
    expect(adultLabel({ name: null, phoneNumber: GRAN })).toBe('(404) 555-0101');
  });

  it('says to whom a release went: the name, else the phone, else a dash', () => {
    expect(releasedToText({ releasedToName: 'Aunt May', releasedToPhone: DANA })).toBe('Aunt May');
    expect(releasedToText({ releasedToName: null, releasedToPhone: DANA })).toBe('(404) 555-0100');
    expect(releasedToText({ releasedToName: null, releasedToPhone: null })).toBe('—');
  });

  it('names a phone its owner erased by its pseudonym, never as a number (issue 32)', () => {
    const erased = 'erased:3f9a2c1b';
    expect(releasedToText({ releasedToName: null, releasedToPhone: erased })).toBe(
      'Erased phone 3f9a2c1b',
    );
    expect(adultLabel({ name: 'Dana', phoneNumber: erased })).toBe('Dana · Erased phone 3f9a2c1b');
    expect(namesOf(children, 'noah', erased, null).adult).toBe('Erased phone 3f9a2c1b');
  });

  it('names the child and adult: a name given, then the list, then the phone', () => {
    expect(namesOf(children, 'maya', DANA, null)).toEqual({
      child: 'Maya Lopez',
      adult: 'Dana · (404) 555-0100',
    });
    expect(namesOf(children, 'maya', DANA, 'Aunt May')).toEqual({
      child: 'Maya Lopez',
      adult: 'Aunt May',
    });
    expect(namesOf(children, 'noah', DANA, null)).toEqual({
      child: 'Noah Lopez',
      adult: '(404) 555-0100',
    });
    expect(namesOf(children, 'nobody', null, null)).toEqual({ child: '', adult: '' });
  });

  it('tells a sent release by the answer and a queued one by the tablet’s match', () => {
    expect(resultNames(children, release({ releasedToPhone: GRAN }), null)).toEqual({
      child: 'Maya Lopez',
      adult: '(404) 555-0101',
    });
    expect(resultNames(children, 'queued', { athleteId: 'maya', phoneNumber: DANA })).toEqual({
      child: 'Maya Lopez',
      adult: 'Dana · (404) 555-0100',
    });
    expect(resultNames(children, 'queued', null)).toEqual({ child: '', adult: '' });
  });

  it('lists the last ones waiting in the view’s order, none when the server names none', () => {
    expect(
      waitingChildren({
        children,
        lastWaiting: { athleteIds: ['noah', 'maya'], pendingTextedAt: null },
      }).map((entry) => entry.athleteId),
    ).toEqual(['maya', 'noah']);
    expect(waitingChildren({ children, lastWaiting: null })).toEqual([]);
  });

  it('allows an undo inside the grace period only', () => {
    const releasedAt = '2026-11-26T18:00:00.000Z';
    const at = new Date(releasedAt).getTime();
    expect(canUndoRelease({ releasedAt }, at + RELEASE_UNDO_MS - 1)).toBe(true);
    expect(canUndoRelease({ releasedAt }, at + RELEASE_UNDO_MS)).toBe(false);
    expect(canUndoRelease(null, at)).toBe(false);
  });

  it('finds the adult a child is queued to, at this event only', () => {
    const queued = [
      { eventId: 'other', body: { athleteId: 'maya' }, adultName: 'Someone else' },
      { eventId: 'e1', body: { athleteId: 'maya' }, adultName: 'Dana' },
    ];
    expect(queuedAdult(queued, 'e1', 'maya')).toBe('Dana');
    expect(queuedAdult(queued, 'e1', 'noah')).toBeNull();
    expect(queuedAdult(queued, 'e2', 'maya')).toBeNull();
  });
});
