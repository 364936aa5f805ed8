/**
 * The tablet's offline check of a typed code (WebCrypto) agrees with the server's hash
 * (node:crypto): both sides pin the same vector (pickup.test.ts checks the server's half).
 * A code found is given with its child and adult; a wrong or malformed code, or another
 * event's key, finds nothing.
 */
import { describe, expect, it } from 'vitest';
import { matchCode } from './offline-check.ts';

/** The server's eventPickupKey and codeHash for this vector (see pickup.test.ts). */
const PICKUP_VECTOR = {
  secret: 'test-secret-key-test-secret-key-0123456789',
  eventId: '11111111-1111-4111-8111-111111111111',
  code: 'K7PX',
  key: '61f42239044392a25d2adf6a2aeb64ae64f20ff069907e831579838bb462c087',
  hash: '66d593c01ccac302d6b0cd7f4439fee1c59e5e4125b96cf15c29e87e8e7aa5ac',
};

describe('offline pickup code check', () => {
  const view = {
    offline: {
      key: PICKUP_VECTOR.key,
      hashes: [{ hash: PICKUP_VECTOR.hash, athleteId: 'maya', phoneNumber: '+14045550100' }],
    },
  };

  it('finds the child and adult of a code the server issued, typed loosely', async () => {
    expect(await matchCode(view, 'k7 px')).toEqual({
      athleteId: 'maya',
      phoneNumber: '+14045550100',
      code: 'K7PX',
    });
  });

  it('refuses a wrong code, a malformed one and another event’s key', async () => {
    expect(await matchCode(view, 'K7PY')).toBeNull();
    expect(await matchCode(view, 'O0I1')).toBeNull();
    expect(await matchCode(view, 'K7PXX')).toBeNull();
    expect(await matchCode({ offline: { ...view.offline, key: '00' } }, 'K7PX')).toBeNull();
  });
});
