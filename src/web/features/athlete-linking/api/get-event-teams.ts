import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { Team } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/parent/events/:id/teams: the teams on the event's roster (verified parents only). */
export function getEventTeams(eventId: string): Promise<Team[]> {
  return api.get<Team[]>(apiPath(endpoints.eventTeams, { eventId }));
}

export const eventTeamsQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: queryKeys.eventTeams(eventId), queryFn: () => getEventTeams(eventId) });

export function useEventTeams(eventId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...eventTeamsQueryOptions(eventId),
    enabled: Boolean(eventId) && (options.enabled ?? true),
  });
}
