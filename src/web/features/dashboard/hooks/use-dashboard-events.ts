import { useQuery } from '@tanstack/react-query';
import { eventsQueryOptions } from '#web/features/events/api/get-events.ts';
import { usePersistDashboardQueries } from './use-persist-queries.ts';
import { useRedirectWhenSignedOut } from './use-signed-out.ts';

/**
 * Every event, for the chooser. With no network the query waits (`networkMode: 'online'`)
 * instead of failing, so the list kept from the last visit stays on screen. Remembers the
 * list and the signed-in user for the next visit. Asked again on every visit (the list
 * another screen loaded may be old: the schedule switches events by itself), then kept
 * current by the live stream's `events` messages (decision 035).
 */
export function useDashboardEvents() {
  const events = useQuery({
    ...eventsQueryOptions(),
    networkMode: 'online',
    refetchOnMount: 'always',
  });
  useRedirectWhenSignedOut(events.error);
  // The list, the signed-in coach (the guard has them by now: kept, so a visit with no
  // network gets past it) and the recent events' lists, kept for the next visit.
  usePersistDashboardQueries();
  return events;
}
