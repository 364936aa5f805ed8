import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '#shared/error-codes.ts';
import { messages } from '#shared/messages/public.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { afterFailedSend, phoneStepError, recentCodeWait, type SendState } from './code-sending.ts';

const answer = (status: number, code: ErrorCode, extra: Record<string, unknown> = {}) =>
  new ApiError(status, JSON.stringify({ code, message: `server says ${code}`, ...extra }), '');
const sent: SendState = { kind: 'sent' };
const sending: SendState = { kind: 'sending' };

describe('recentCodeWait', () => {
  it('reads the wait of a cooldown, by its code', () => {
    expect(recentCodeWait(answer(429, 'RESEND_COOLDOWN', { retryAfter: 42 }))).toBe(42);
  });

  it('is no cooldown for a cap, a longer wait, or no answer', () => {
    expect(recentCodeWait(answer(429, 'SEND_CAP_REACHED', { retryAfter: 42 }))).toBeNull();
    expect(recentCodeWait(answer(429, 'RESEND_COOLDOWN', { retryAfter: 3600 }))).toBeNull();
    expect(recentCodeWait(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('afterFailedSend', () => {
  const now = 1_000_000;

  it('counts down from a cooldown, quietly when the page sent by itself', () => {
    const error = answer(429, 'RESEND_COOLDOWN', { retryAfter: 30 });
    expect(afterFailedSend(error, sending, { isAutomatic: true, now })).toEqual({
      state: sent,
      resendAt: now + 30_000,
      showToast: false,
    });
    expect(afterFailedSend(error, sending, { isAutomatic: false, now }).showToast).toBe(true);
  });

  it('keeps "sent" when a cap refuses another code: the one texted earlier still works', () => {
    const cap = answer(429, 'SEND_CAP_REACHED');
    expect(afterFailedSend(cap, sent, { isAutomatic: false, now }).state).toBe(sent);
    expect(afterFailedSend(cap, sending, { isAutomatic: false, now }).state).toEqual({
      kind: 'failed',
      reason: 'server says SEND_CAP_REACHED',
    });
  });

  it('says any other failure leaves no code', () => {
    const down = answer(502, 'SMS_FAILED');
    expect(afterFailedSend(down, sent, { isAutomatic: false, now })).toEqual({
      state: { kind: 'failed', reason: 'server says SMS_FAILED' },
      resendAt: null,
      showToast: true,
    });
  });
});

describe('phoneStepError', () => {
  it("puts a number the server refuses on the field, in the server's words", () => {
    expect(phoneStepError(answer(400, 'PHONE_COUNTRY_NOT_SERVED'))).toEqual({
      text: 'server says PHONE_COUNTRY_NOT_SERVED',
    });
    expect(phoneStepError(answer(400, 'VALIDATION_FAILED'))).toEqual({
      text: 'server says VALIDATION_FAILED',
    });
  });

  it('says any other refusal is a failed send', () => {
    expect(phoneStepError(answer(429, 'SEND_CAP_REACHED'))).toEqual({
      title: messages.parent.failedToSendCode,
      text: 'server says SEND_CAP_REACHED',
    });
    // Another 400 is not the number's fault.
    expect(phoneStepError(answer(400, 'MALFORMED_REQUEST')).title).toBe(
      messages.parent.failedToSendCode,
    );
  });
});
