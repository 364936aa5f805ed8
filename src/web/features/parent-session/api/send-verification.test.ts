import { describe, expect, it } from 'vitest';
import { VERIFICATION_RESEND_COOLDOWN_MS } from '#shared/constants.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { recentCodeWait, retryAfterOf } from './send-verification.ts';

const answer = (status: number, body: object) =>
  new ApiError(status, JSON.stringify(body), 'Too Many Requests');
const cooldown = VERIFICATION_RESEND_COOLDOWN_MS / 1000;

describe('the wait before another code (decided by code, decision 024)', () => {
  it('reads the wait of a RESEND_COOLDOWN: a code went out moments ago', () => {
    const error = answer(429, { code: 'RESEND_COOLDOWN', message: 'Wait', retryAfter: 25 });
    expect(retryAfterOf(error)).toBe(25);
    expect(recentCodeWait(error)).toBe(25);
  });

  it('is no wait for any other refusal, whatever its status or fields', () => {
    // The same status, another meaning: a cap is a failed send, not "wait a moment".
    const capped = answer(429, { code: 'SEND_CAP_REACHED', message: 'Cap', retryAfter: 25 });
    const limited = answer(429, { code: 'RATE_LIMITED', message: 'Slow down', retryAfter: 25 });
    const noCode = answer(429, { message: 'Too many', retryAfter: 25 });
    for (const error of [capped, limited, noCode, new TypeError('Failed to fetch'), null]) {
      expect(retryAfterOf(error)).toBeNull();
      expect(recentCodeWait(error)).toBeNull();
    }
  });

  it('is no wait without a usable retryAfter, nor one longer than the cooldown', () => {
    for (const retryAfter of [undefined, 0, -3, 'soon']) {
      expect(retryAfterOf(answer(429, { code: 'RESEND_COOLDOWN', retryAfter }))).toBeNull();
    }
    const long = answer(429, { code: 'RESEND_COOLDOWN', retryAfter: cooldown + 1 });
    expect(retryAfterOf(long)).toBe(cooldown + 1);
    expect(recentCodeWait(long)).toBeNull();
  });
});
