import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '#shared/api/endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { Athlete } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/events/:id/athletes: the event roster, by last then first name. */
export function getEventRoster(eventId: string): Promise<Athlete[]> {
  return api.get<Athlete[]>(apiPath(endpoints.eventRoster, { eventId }));
}

export const eventRosterQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.eventRoster(eventId),
    queryFn: () => getEventRoster(eventId),
  });

export function useEventRoster(eventId: string | null) {
  return useQuery({
    ...eventRosterQueryOptions(eventId ?? ''),
    enabled: Boolean(eventId),
    // With no network: wait (the copy kept from the last visit stays) rather than fail.
    networkMode: 'online',
  });
}
