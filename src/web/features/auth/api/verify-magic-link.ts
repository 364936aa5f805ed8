import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInResponse, User, VerifyMagicLinkBody } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * POST /api/auth/verify: spends the emailed token and starts a session (the server sets
 * the cookie). Answers the user and where to go next (`next` when given and the user is
 * staff); 400 for an invalid, used or expired token.
 */
export function verifyMagicLink(body: VerifyMagicLinkBody): Promise<SignInResponse> {
  return api.post<SignInResponse>('/api/auth/verify', body);
}

export function useVerifyMagicLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyMagicLink,
    onSuccess: ({ user }) => {
      // Someone else may have been signed in on this browser: nothing cached for staff
      // survives. The new user is known already, so the guard renders at once.
      queryClient.removeQueries({ queryKey: queryKeys.adminUsers });
      queryClient.setQueryData<User | null>(queryKeys.authUser, user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.authUser });
    },
  });
}
