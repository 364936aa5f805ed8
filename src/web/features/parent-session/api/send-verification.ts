import { useMutation } from '@tanstack/react-query';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { SendVerificationResponse } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';

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
