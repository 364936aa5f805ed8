import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { SignInResponse, User, VerifyMagicLinkBody } from '#shared/schemas.ts';
import { forgetUnlessOwner } from '#web/features/dashboard/api/offline-data.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * POST /api/auth/verify: spends the emailed token and starts a session (the server sets
 * the cookie). Answers the user and where to go next (`next` when given and the user is
 * staff); 400 for an invalid, used or expired token.
 */
export function verifyMagicLink(body: VerifyMagicLinkBody): Promise<SignInResponse> {
  return api.post<SignInResponse>(apiPath(endpoints.verifyMagicLink), body);
}

export function useVerifyMagicLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyMagicLink,
    onSuccess: ({ user }) => {
      // Someone else may have been signed in on this browser: nothing cached survives, and
      // what the coach pages kept offline goes unless it is this user's (decision 036).
      // The new user is known already, so the guard renders at once.
      queryClient.removeQueries();
      void forgetUnlessOwner(user);
      queryClient.setQueryData<User | null>(queryKeys.authUser, user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.authUser });
    },
  });
}
