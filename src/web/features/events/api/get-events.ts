import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TapInEvent } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/events: every event, newest first (coach or admin). */
export function getEvents(): Promise<TapInEvent[]> {
  return api.get<TapInEvent[]>('/api/events');
}

export const eventsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.events, queryFn: getEvents });

export function useEvents() {
  return useQuery(eventsQueryOptions());
}
