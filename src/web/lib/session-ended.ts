/**
 * The one place a staff session that ended is handled (decisions 024, 053): any query or
 * mutation answered with the code SESSION_REQUIRED, and any other call that learned it
 * (`endSession`, e.g. an offline queue's run), sends the person to the login page, set
 * to come back here, after forgetting what a signed-out coach left in this browser. The coach pages' guard (RequireStaff) and the admin dashboard (outside
 * the guard) run the hook, so this lives in staff chunks, not in the parent bundle. Screens need not look for 401 themselves; they
 * only keep from showing an error toast or panel for it (`isSessionEnded`).
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { type ApiError, hasErrorCode } from './api-client.ts';
import { loginReturningHere } from './login-return.ts';
import { paths } from './paths.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The staff session is gone (never there, expired, or ended by sign-out or demotion): the
 * hook below sends the person to sign in; a screen uses this only to show nothing else
 * meanwhile.
 */
export const isSessionEnded = (error: unknown): error is ApiError =>
  hasErrorCode(error, 'SESSION_REQUIRED');

type EndedListener = (options: { replace: boolean }) => void;
const listeners = new Set<EndedListener>();

/**
 * Says the session ended, from a call outside the query cache (an offline queue's run, a
 * query whose error is read later): the same handler as for a query that fails with
 * SESSION_REQUIRED. `replace` when the page itself can no longer be shown.
 */
export function endSession(options: { replace?: boolean } = {}): void {
  for (const listener of listeners) listener({ replace: options.replace ?? false });
}

/** Hears `endSession` (the hook below); answers how to stop. */
export function onSessionEnded(listener: EndedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `onEnded` for every query or mutation that fails with SESSION_REQUIRED. */
export function watchForEndedSession(client: QueryClient, onEnded: () => void): () => void {
  const check = (event: { type: string; action?: { type: string; error?: unknown } }) => {
    if (event.type === 'updated' && event.action?.type === 'error') {
      if (isSessionEnded(event.action.error)) onEnded();
    }
  };
  const stopQueries = client.getQueryCache().subscribe(check);
  const stopMutations = client.getMutationCache().subscribe(check);
  return () => {
    stopQueries();
    stopMutations();
  };
}

/** Where to send the person: the login page returning here, or nowhere when already there. */
export function loginAfterSessionEnded(): string | null {
  return window.location.pathname === paths.coach.login.pattern ? null : loginReturningHere();
}

/**
 * Sends the person to sign in when the session ends, after `onEnded` (the coach pages
 * forget what they kept offline: queues sealed, kept answers and release names gone,
 * decision 036). Once the pages that used them are gone (this hook's page unmounts), the
 * cached answers go too, all but who is signed in.
 */
export function useGoToLoginWhenSessionEnds(onEnded: () => void = () => {}): void {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;
  useEffect(() => {
    let hasEnded = false;
    const ended: EndedListener = ({ replace }) => {
      if (!hasEnded) onEndedRef.current();
      hasEnded = true;
      const target = loginAfterSessionEnded();
      if (target) navigate(target, { replace });
    };
    const stopWatching = watchForEndedSession(client, () => ended({ replace: true }));
    const stopHearing = onSessionEnded(ended);
    return () => {
      stopWatching();
      stopHearing();
      if (hasEnded) client.removeQueries({ predicate: (query) => !isSignedInUserQuery(query) });
    };
  }, [client, navigate]);
}

const isSignedInUserQuery = (query: { queryKey: readonly unknown[] }) =>
  JSON.stringify(query.queryKey) === JSON.stringify(queryKeys.authUser);
