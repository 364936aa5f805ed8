/**
 * The pickup panel's state and its one action (issue 26, decision 049): the pickup view,
 * the releases queued on this tablet (sent when the network returns, and on opening), and
 * `release`: online it posts and refetches the view; with no signal and a child the tablet
 * matched, it queues the release under an id of the tablet's, so it is recorded once
 * whatever happens.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useUser } from '#web/features/auth/api/get-user.ts';
import { fullName } from '#web/lib/format.ts';
import {
  coachPickupKeys,
  postRelease,
  sendQueuedRelease,
  usePickupView,
} from '../api/coach-pickup.ts';
import { queuedAdult } from '../lib/pickup-names.ts';
import { completeRelease, type ReleaseFn } from '../lib/release-choice.ts';
import { queueRelease, syncReleases } from '../lib/release-queue.ts';
import { useOnline, useQueued } from './use-queued-releases.ts';

export function usePickupPanel(eventId: string, isLive: boolean) {
  const view = usePickupView(eventId, isLive);
  const user = useUser();
  const userId = user.data?.id ?? null;
  const isOnline = useOnline();
  const queuedAll = useQueued();
  const client = useQueryClient();

  // Queued releases go out when the network returns (and on opening).
  useEffect(() => {
    if (!isOnline || !userId || queuedAll.length === 0) return;
    void syncReleases(userId, sendQueuedRelease).then((sent) => {
      if (sent > 0) void client.invalidateQueries({ queryKey: coachPickupKeys.view(eventId) });
    });
  }, [isOnline, userId, queuedAll, client, eventId]);

  const release = useCallback<ReleaseFn>(
    async (body, offlineMatch) => {
      const full = completeRelease(
        body,
        crypto.randomUUID(),
        Intl.DateTimeFormat().resolvedOptions().timeZone,
        new Date(),
      );
      if (!navigator.onLine && offlineMatch && userId) {
        const child = view.data?.children.find(
          (entry) => entry.athleteId === offlineMatch.athleteId,
        );
        await queueRelease({
          eventId,
          userId,
          body: { ...full, athleteId: offlineMatch.athleteId },
          childName: child ? fullName(child) : '',
          adultName: offlineMatch.adultName,
        });
        return 'queued';
      }
      const answer = await postRelease(eventId, full);
      await client.invalidateQueries({ queryKey: coachPickupKeys.view(eventId) });
      return answer.release;
    },
    [client, eventId, userId, view.data],
  );

  const queuedTo = (athleteId: string) => queuedAdult(queuedAll, eventId, athleteId);

  return { data: view.data, release, queuedTo };
}
