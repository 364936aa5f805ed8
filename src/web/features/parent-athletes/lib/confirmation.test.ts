import { describe, expect, it } from 'vitest';
import { arrivalOf, readConfirmationState } from './confirmation.ts';

const at = '2026-11-24T02:00:00.000Z';

describe('readConfirmationState', () => {
  it("reads the tap's answer from the history entry", () => {
    expect(readConfirmationState({ checkedInAt: at, alreadyCheckedIn: true })).toEqual({
      checkedInAt: at,
      alreadyCheckedIn: true,
    });
    expect(readConfirmationState({ checkedInAt: at })).toEqual({
      checkedInAt: at,
      alreadyCheckedIn: false,
    });
  });

  it('reads nothing from another entry (a reload, a shared link, the phone step’s state)', () => {
    expect(readConfirmationState(null)).toBeNull();
    expect(readConfirmationState('x')).toBeNull();
    expect(readConfirmationState({ codeSentTo: '+15555550123', resendAt: 1 })).toBeNull();
  });
});

describe('arrivalOf', () => {
  it("prefers the tap's answer, else the athlete's check-in, else nothing yet", () => {
    const tapped = { checkedInAt: at, alreadyCheckedIn: false };
    expect(arrivalOf(tapped, { checkIn: { timestamp: 'later' } })).toBe(at);
    expect(arrivalOf(null, { checkIn: { timestamp: at } })).toBe(at);
    expect(arrivalOf(null, { checkIn: null })).toBeNull();
    expect(arrivalOf(null, undefined)).toBeNull();
  });
});
