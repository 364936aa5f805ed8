import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { Athlete } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

/** GET /api/events/:id/athletes: the event roster, by last then first name. */
export function getEventRoster(eventId: string): Promise<Athlete[]> {
  return api.get<Athlete[]>(apiPath(endpoints.eventRoster, { eventId }));
}

export const eventRosterQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: staffQueryKeys.eventRoster(eventId),
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
