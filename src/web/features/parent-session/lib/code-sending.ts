/**
 * Whether a verification code is on its way, and what a refused send changes (decision 054
 * moved this out of the code step's route), decided by the answer's error code.
 */
import { VERIFICATION_RESEND_COOLDOWN_MS } from '#shared/constants.ts';
import { messages } from '#shared/messages/public.ts';
import { errorMessage, hasErrorCode } from '#web/lib/api-client.ts';

/** Whether a code is on its way: texted, being texted, or the send failed (and why). */
export type SendState = { kind: 'sent' } | { kind: 'sending' } | { kind: 'failed'; reason: string };

/** Seconds from a "wait before another code" answer's `retryAfter`, when it carries one. */
export function retryAfterOf(error: unknown): number | null {
  if (!hasErrorCode(error, 'RESEND_COOLDOWN')) return null;
  const body = error.body;
  if (body && typeof body === 'object' && 'retryAfter' in body) {
    const value = Number((body as { retryAfter: unknown }).retryAfter);
    return Number.isFinite(value) && value > 0 ? value : null;
  }
  return null;
}

/**
 * Whether a refused send means "a code went out moments ago, wait before another": a
 * cooldown whose wait is no longer than the resend cooldown. Answers that wait in seconds.
 */
export function recentCodeWait(error: unknown): number | null {
  const seconds = retryAfterOf(error);
  return seconds !== null && seconds <= VERIFICATION_RESEND_COOLDOWN_MS / 1000 ? seconds : null;
}

/**
 * What a refused send on the code step changes: "wait before another code" means one was
 * sent moments ago (the countdown says enough, no toast when the page sent it by itself);
 * a cap refuses before anything changes, so a code texted earlier still works; any other
 * failure (a refused number, the provider down) leaves no code.
 */
export function afterFailedSend(
  error: unknown,
  previous: SendState,
  options: { isAutomatic: boolean; now: number },
): { state: SendState; resendAt: number | null; showToast: boolean } {
  const wait = recentCodeWait(error);
  if (wait !== null) {
    return {
      state: { kind: 'sent' },
      resendAt: options.now + wait * 1000,
      showToast: !options.isAutomatic,
    };
  }
  const isCap = hasErrorCode(error, 'SEND_CAP_REACHED', 'RATE_LIMITED', 'RESEND_COOLDOWN');
  const reason = errorMessage(error, messages.common.genericError);
  return {
    state: previous.kind === 'sent' && isCap ? previous : { kind: 'failed', reason },
    resendAt: null,
    showToast: true,
  };
}

/** The phone step's reading of a refused send: a number the server refuses is the field's. */
export function phoneStepError(error: unknown): { title?: string; text: string } {
  return hasErrorCode(error, 'VALIDATION_FAILED', 'PHONE_COUNTRY_NOT_SERVED')
    ? { text: errorMessage(error, messages.parent.invalidPhone) }
    : {
        title: messages.parent.failedToSendCode,
        text: errorMessage(error, messages.common.genericError),
      };
}
