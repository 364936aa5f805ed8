import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

/**
 * GET /api/events: the current events (the active one, those not ended yet and those ended
 * in the last two weeks), newest first (coach or admin; decision 038).
 */
export function getEvents(): Promise<TapInEvent[]> {
  return api.get<TapInEvent[]>(apiPath(endpoints.events));
}

export const eventsQueryOptions = () =>
  queryOptions({ queryKey: staffQueryKeys.events, queryFn: getEvents });

export function useEvents() {
  return useQuery(eventsQueryOptions());
}

/** A page of the earlier events (GET /api/events?scope=past). */
export const EARLIER_EVENTS_PAGE = 50;

/** GET /api/events?scope=past: the page of earlier events after `before` (an event id). */
export function getEarlierEvents(before: string | null): Promise<TapInEvent[]> {
  const query = new URLSearchParams({ scope: 'past', limit: String(EARLIER_EVENTS_PAGE) });
  if (before) query.set('before', before);
  return api.get<TapInEvent[]>(`${apiPath(endpoints.events)}?${query}`);
}

/** The earlier events, asked for only once `enabled` (the coach asked to see them). */
export function useEarlierEvents(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: staffQueryKeys.earlierEvents,
    queryFn: ({ pageParam }) => getEarlierEvents(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) =>
      page.length < EARLIER_EVENTS_PAGE ? undefined : (page.at(-1)?.id ?? undefined),
    enabled,
  });
}
