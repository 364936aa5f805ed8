import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { EventSwitch, LiveMessage, PickupView, TapInEvent } from '#shared/schemas.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';
import { applyLiveMessage } from '../lib/check-ins-cache.ts';
import { applySwitch } from '../lib/event-switch.ts';
import { connectLive, type LiveStatus } from '../lib/live-sync.ts';
import { checkInsQueryOptions } from './get-check-ins.ts';

/** The live stream's address: GET /api/events/:eventId/live (Server-Sent Events). */
export const liveStreamUrl = (eventId: string) => apiPath(endpoints.liveCheckIns, { eventId });

/**
 * Keeps the event's cached check-ins current from its live stream (no refetch per
 * message), refetches its roster when athletes join it, and says whether the stream is
 * live. `onLiveMessage` hears each new message
 * once (not the catch-up replays), e.g. to announce arrivals. When the list of events
 * changes (the schedule or a coach switched the active event, decision 035) a bare switch
 * is applied to the cached list, anything else refetches it (decision 038), and
 * `onEventsChange` hears the switch.
 */
export function useLiveCheckIns(
  eventId: string | null,
  onLiveMessage?: (message: LiveMessage) => void,
  onEventsChange?: (switched: EventSwitch) => void,
): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const listener = useRef(onLiveMessage);
  listener.current = onLiveMessage;
  const eventsListener = useRef(onEventsChange);
  eventsListener.current = onEventsChange;

  useEffect(() => {
    if (!eventId) return;
    const { queryKey } = checkInsQueryOptions(eventId);
    setStatus('connecting');
    return connectLive({
      url: liveStreamUrl(eventId),
      onStatus: setStatus,
      onMessage: (message, isReplay) => {
        if (message.eventId !== eventId) return;
        queryClient.setQueryData(queryKey, (list) => applyLiveMessage(list, message));
        if (isReplay) return;
        listener.current?.(message);
        // An arrival or an undone arrival changes who can be released (issue 26), where
        // the event uses pickup check at all.
        const pickup = staffQueryKeys.eventPickup(eventId);
        if (queryClient.getQueryData<PickupView>(pickup)?.enabled)
          void queryClient.invalidateQueries({ queryKey: pickup });
        // A tap from a phone nobody confirmed (decision 059): it may be new to the
        // "Waiting for confirmation" list (which shares the Parent links key).
        if (message.type === 'check-in' && message.checkIn.unconfirmed)
          void queryClient.invalidateQueries({ queryKey: staffQueryKeys.parentLinks(eventId) });
      },
      resync: () => queryClient.refetchQueries({ queryKey, exact: true }),
      onRosterChange: () =>
        void queryClient.invalidateQueries({ queryKey: staffQueryKeys.eventRoster(eventId) }),
      onPickupChange: () =>
        void queryClient.invalidateQueries({ queryKey: staffQueryKeys.eventPickup(eventId) }),
      onEventsChange: (switched, switchOnly) => {
        // A bare switch by the schedule is applied to the list held; anything else (a coach's
        // switch changes who holds check-in open: decision 039) asks for it again.
        const applied =
          switched && switchOnly && switched.by === 'schedule'
            ? applySwitch(queryClient.getQueryData<TapInEvent[]>(staffQueryKeys.events), switched)
            : undefined;
        if (applied) queryClient.setQueryData(staffQueryKeys.events, applied);
        else void queryClient.invalidateQueries({ queryKey: staffQueryKeys.events, exact: true });
        // The run that switched may have stored a schedule notice (decision 039).
        void queryClient.invalidateQueries({ queryKey: staffQueryKeys.scheduleNotices });
        if (switched) eventsListener.current?.(switched);
      },
    });
  }, [eventId, queryClient]);

  return status;
}
