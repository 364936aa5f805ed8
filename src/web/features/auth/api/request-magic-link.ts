import { useMutation } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { MagicLinkBody } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';

/**
 * POST /api/auth/magic-link: emails a one-time sign-in link, which leads back to `next`
 * (a staff page) when given. The answer is the same for any address (400 for a malformed
 * one, 429 over the caps).
 */
export function requestMagicLink(body: MagicLinkBody): Promise<{ message: string }> {
  return api.post<{ message: string }>(apiPath(endpoints.requestMagicLink), body);
}

export function useRequestMagicLink() {
  return useMutation({ mutationFn: requestMagicLink });
}
