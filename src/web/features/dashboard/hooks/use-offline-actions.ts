import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { Athlete, User } from '#shared/schemas.ts';
import { fullName } from '#web/lib/format.ts';
import { heardFor } from '#web/lib/heard.ts';
import { coachStore } from '#web/lib/offline-queue.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { checkInsQueryOptions } from '../api/get-check-ins.ts';
import { apiSyncTransport } from '../api/sync-offline-actions.ts';
import {
  type ActionKind,
  heldActions,
  pendingActions,
  type QueuedAction,
  queueAction,
  type SyncOutcome,
  syncActions,
} from '../lib/action-queue.ts';
import { applyQueuedAction, applySyncOutcome } from '../lib/check-ins-cache.ts';
import { forgetCoachData, type SealedAction, sealedActions } from '../lib/offline-owner.ts';
import { useOnline } from './use-online.ts';
import { useSignOut } from './use-signed-out.ts';

/** While actions wait and the browser says it is online, how often the page tries again. */
const RETRY_MS = 5000;

function newId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The dashboard's offline side (decision 022): whether the browser has a network, the
 * check-ins and undos of this event waiting in this browser, and what became of the ones
 * sent (shown until dismissed). The queue is sent on opening, when the network returns
 * and every few seconds while something waits. Actions another coach made on this device
 * (who has since been signed out here) are `held`: kept and shown, never sent under the
 * coach signed in now (decision 035).
 */
export function useOfflineActions(eventId: string) {
  const queryClient = useQueryClient();
  const isOnline = useOnline();
  const signOut = useSignOut();
  const [queued, setQueued] = useState<QueuedAction[]>([]);
  const [sealed, setSealed] = useState<SealedAction[]>([]);
  const [outcomes, setOutcomes] = useState<SyncOutcome[]>([]);
  // Who is signed in: the server's answer of the last run, else the page's signed-in user.
  const [checkedUserId, setCheckedUserId] = useState<string | undefined>(undefined);
  const pageUser = queryClient.getQueryData<User | null>(queryKeys.authUser) ?? null;
  const userId = checkedUserId ?? pageUser?.id;

  const refresh = useCallback(async () => {
    const all = await pendingActions(coachStore).catch(() => []);
    setQueued(all.filter((action) => action.eventId === eventId));
    setSealed(await sealedActions(coachStore).catch(() => []));
  }, [eventId]);

  const sync = useCallback(async () => {
    if (!navigator.onLine) return;
    const {
      outcomes: sent,
      stop,
      userId: runUserId,
    } = await syncActions(coachStore, apiSyncTransport).catch(() => ({
      outcomes: [],
      stop: 'waiting' as const,
      userId: undefined,
    }));
    if (runUserId && pageUser && runUserId !== pageUser.id) {
      // Someone else signed in on this browser meanwhile: nothing of the coach who was
      // stays readable (decision 036); the page starts again for who is signed in now.
      await forgetCoachData(coachStore).catch(() => {});
      window.location.reload();
      return;
    }
    if (runUserId) setCheckedUserId(runUserId);
    for (const outcome of sent) {
      const { queryKey } = checkInsQueryOptions(outcome.action.eventId);
      queryClient.setQueryData(queryKey, (list) => applySyncOutcome(list, outcome));
    }
    if (sent.length > 0) {
      setOutcomes((previous) => [...previous, ...sent]);
      // The server's own list settles anything the outcomes could not (a refused action).
      const events = new Set(sent.map((outcome) => outcome.action.eventId));
      for (const id of events) {
        void queryClient.invalidateQueries({ ...checkInsQueryOptions(id), exact: true });
      }
    }
    await refresh();
    if (stop === 'signed-out') signOut({ replace: true });
  }, [queryClient, refresh, signOut, pageUser]);

  useEffect(() => {
    void refresh().then(sync);
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [refresh, sync]);

  const heldHere = heldActions(queued, userId);
  const pending = queued.filter((action) => !heldHere.includes(action));
  const held = [...heldHere, ...sealed];
  const isWaiting = pending.length > 0 && isOnline;
  useEffect(() => {
    if (!isWaiting) return;
    const timer = setInterval(() => void sync(), RETRY_MS);
    return () => clearInterval(timer);
  }, [isWaiting, sync]);

  /** Keeps a check-in or undo made with no network; shown at once, sent when it can be. */
  const queue = useCallback(
    async (kind: ActionKind, athlete: Athlete) => {
      const action: QueuedAction = {
        id: newId(),
        seq: Date.now(),
        kind,
        athleteId: athlete.id,
        eventId,
        athleteName: fullName(athlete),
        at: new Date().toISOString(),
        // The coach who made it: sent only under their own session (decision 035).
        userId: pageUser?.id,
        userName: pageUser?.email,
        // What the tap may be dated by on the server (decision 039).
        heard: heardFor(eventId),
      };
      const { queryKey } = checkInsQueryOptions(eventId);
      // The list still says when it was last loaded from the server.
      const updatedAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt;
      queryClient.setQueryData(queryKey, (list) => applyQueuedAction(list, action), { updatedAt });
      await queueAction(coachStore, action);
      await refresh();
    },
    [eventId, queryClient, refresh, pageUser?.id, pageUser?.email],
  );

  const dismiss = useCallback(() => setOutcomes([]), []);

  return { isOnline, pending, held, outcomes, queue, dismiss };
}
