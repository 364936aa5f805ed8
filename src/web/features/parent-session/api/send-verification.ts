import { useMutation } from '@tanstack/react-query';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import { VERIFICATION_RESEND_COOLDOWN_MS } from '#shared/constants.ts';
import type { SendVerificationResponse } from '#shared/schemas.ts';
import { api, hasErrorCode } from '#web/lib/api-client.ts';

/**
 * POST /api/send-verification: texts a 6-digit code. 200 and 429 both carry
 * `retryAfter`, the seconds until another code may be requested.
 */
export function sendVerification(phoneNumber: string): Promise<SendVerificationResponse> {
  return api.post<SendVerificationResponse>(apiPath(endpoints.sendVerification), { phoneNumber });
}

export function useSendVerification() {
  return useMutation({ mutationFn: sendVerification });
}

/** Seconds from a RESEND_COOLDOWN's `retryAfter` (the one refusal that says how long). */
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
 * Whether a refused send means "a code went out moments ago, wait before another": a cooldown
 * whose wait is no longer than the resend cooldown. Answers that wait in seconds.
 */
export function recentCodeWait(error: unknown): number | null {
  const seconds = retryAfterOf(error);
  return seconds !== null && seconds <= VERIFICATION_RESEND_COOLDOWN_MS / 1000 ? seconds : null;
}

/**
 * What the phone step hands the code step in the history entry: the code was texted, and
 * when another may be asked for. Without it (a reload, a shared link) the code step sends.
 */
export type CodeSentState = { codeSentTo: string; resendAt: number };

export function readCodeSentState(phone: string): CodeSentState | null {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  if (!state || typeof state !== 'object') return null;
  const { codeSentTo, resendAt } = state as Partial<CodeSentState>;
  if (codeSentTo !== phone || typeof resendAt !== 'number') return null;
  return { codeSentTo, resendAt };
}
