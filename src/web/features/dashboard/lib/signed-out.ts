import { isSessionEnded } from '#web/lib/session-ended.ts';

/**
 * Whether an error says the staff session ended (code SESSION_REQUIRED, decision 024): the
 * feature's only test of it. The app-wide handler (lib/session-ended.ts) sends the coach to
 * sign in for any query or mutation; `hooks/use-signed-out.ts` adds what the dashboard must
 * do itself: forget what it kept offline, and sign out when its own offline queue is refused.
 */
export const isSignedOut = (error: unknown): boolean => isSessionEnded(error);
