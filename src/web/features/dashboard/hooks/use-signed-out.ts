/**
 * The dashboard's one answer to a session that ended (SESSION_REQUIRED, told by `lib/signed-out.ts`):
 * forget what it kept for offline use (its changes sealed, decision 036) and send the coach to sign in. Every query, action
 * and queue run of the dashboard comes here.
 */
import { useCallback, useEffect } from 'react';
import { useLocation } from 'wouter';
import { coachStore } from '#web/lib/offline-queue.ts';
import { loginAfterSessionEnded } from '#web/lib/session-ended.ts';
import { forgetCoachData } from '../lib/offline-owner.ts';
import { isSignedOut } from '../lib/signed-out.ts';

/** Goes to the sign-in page; `replace` when the page itself can no longer be shown. */
export function useSignOut(): (options?: { replace?: boolean }) => void {
  const [, navigate] = useLocation();
  return useCallback(
    (options) => {
      void forgetCoachData(coachStore).catch(() => {});
      // The same target as the app-wide handler: the login page, returning here.
      const target = loginAfterSessionEnded();
      if (target) navigate(target, { replace: options?.replace ?? false });
    },
    [navigate],
  );
}

/** Signs out when any of the errors says the session ended (a query whose answer was "signed out"). */
export function useRedirectWhenSignedOut(...errors: unknown[]): void {
  const signOut = useSignOut();
  const hasSignedOut = errors.some(isSignedOut);
  useEffect(() => {
    if (hasSignedOut) signOut({ replace: true });
  }, [hasSignedOut, signOut]);
}
