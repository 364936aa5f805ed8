import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import { ROSTER_SEARCH_MIN_CHARS } from '#shared/constants.ts';
import type { RosterMatch } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { withQuery } from '#web/lib/url.ts';

/** GET /api/parent/events/:id/search?q=: up to 10 roster athletes matching name or team. */
export function searchRoster(eventId: string, q: string): Promise<RosterMatch[]> {
  return api.get<RosterMatch[]>(withQuery(apiPath(endpoints.rosterSearch, { eventId }), { q }));
}

export const rosterSearchQueryOptions = (eventId: string, q: string) =>
  queryOptions({
    queryKey: queryKeys.rosterSearch(eventId, q),
    queryFn: () => searchRoster(eventId, q),
  });

export function useRosterSearch(eventId: string, q: string) {
  const term = q.trim();
  return useQuery({
    ...rosterSearchQueryOptions(eventId, term),
    enabled: Boolean(eventId) && term.length >= ROSTER_SEARCH_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
}
