import { useMutation } from '@tanstack/react-query';
import type { SendVerificationResponse } from '../../../../shared/schemas.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/send-verification: texts a 6-digit code. 200 and 429 both carry
 * `retryAfter`, the seconds until another code may be requested.
 */
export function sendVerification(phoneNumber: string): Promise<SendVerificationResponse> {
  return api.post<SendVerificationResponse>('/api/send-verification', { phoneNumber });
}

export function useSendVerification() {
  return useMutation({ mutationFn: sendVerification });
}
