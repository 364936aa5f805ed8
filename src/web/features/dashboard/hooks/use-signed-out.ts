/**
 * The dashboard's calls that learn by themselves that the session ended (its offline queue's
 * run, a query error read back) hand it to the app's one handler (lib/session-ended.ts),
 * which forgets what the coach left in this browser and sends them to sign in.
 */
import { useEffect } from 'react';
import { endSession, isSessionEnded } from '#web/lib/session-ended.ts';

/** Goes to the sign-in page; `replace` when the page itself can no longer be shown. */
export function useSignOut(): (options?: { replace?: boolean }) => void {
  return endSession;
}

/** Signs out when any of the errors says the session ended (a query whose answer was "signed out"). */
export function useRedirectWhenSignedOut(...errors: unknown[]): void {
  const hasSignedOut = errors.some(isSessionEnded);
  useEffect(() => {
    if (hasSignedOut) endSession({ replace: true });
  }, [hasSignedOut]);
}
