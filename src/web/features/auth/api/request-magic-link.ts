import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/auth/magic-link: emails a one-time sign-in link. The answer is the same for
 * any address (400 for a malformed one, 429 over the caps).
 */
export function requestMagicLink(email: string): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/auth/magic-link', { email });
}

export function useRequestMagicLink() {
  return useMutation({ mutationFn: requestMagicLink });
}
