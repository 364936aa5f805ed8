import { useEffect, useMemo } from 'react';
import { DASHBOARD_POLL_MS } from '#shared/constants.ts';
import type { EventSwitch, TapInEvent } from '#shared/schemas.ts';
import { coachStore } from '#web/lib/offline-queue.ts';
import { useCheckIns } from '../api/get-check-ins.ts';
import { useEventRoster } from '../api/get-event-roster.ts';
import { useLiveCheckIns } from '../api/live-check-ins.ts';
import { keepRecentEvent } from '../lib/query-snapshots.ts';
import { indexCheckIns, rosterChart, rosterStats } from '../lib/roster.ts';
import { useArrivalAnnouncer } from './use-arrival-announcer.ts';
import { useRedirectWhenSignedOut } from './use-signed-out.ts';

/**
 * An event's roster and check-ins, kept current by the live stream (polled every 5 s
 * while it is down), with what the page derives from them: the check-in index, the stat
 * counts and the arrivals chart. Both lists are remembered for a visit with no network.
 * `onEventsChange` hears the stream say that the active event changed (decision 035).
 */
export function useEventCheckIns(
  event: TapInEvent,
  onEventsChange?: (switched: EventSwitch) => void,
) {
  const eventId = event.id;
  const roster = useEventRoster(eventId);
  const { announcement, announce } = useArrivalAnnouncer(roster.data);
  const liveStatus = useLiveCheckIns(eventId, announce, onEventsChange);
  const checkIns = useCheckIns(eventId, {
    pollMs: liveStatus === 'live' ? false : DASHBOARD_POLL_MS,
  });
  useRedirectWhenSignedOut(roster.error, checkIns.error);
  useEffect(() => {
    void keepRecentEvent(coachStore, eventId).catch(() => {});
  }, [eventId]);

  const index = useMemo(() => indexCheckIns(checkIns.data), [checkIns.data]);
  const stats = useMemo(
    () => (roster.data && checkIns.data ? rosterStats(roster.data, index) : null),
    [roster.data, checkIns.data, index],
  );
  const chart = useMemo(
    () => rosterChart(roster.data, checkIns.data, event.date),
    [roster.data, checkIns.data, event.date],
  );

  return {
    roster,
    checkIns,
    liveStatus,
    announcement,
    index,
    stats,
    chart,
    isLoaded: Boolean(roster.data && checkIns.data),
  };
}
