import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { ParentAthlete } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { withQuery } from '#web/lib/url.ts';

/** GET /api/athlete/:id?event=: one linked athlete with its check-in at the event. */
export function getAthlete(athleteId: string, eventId: string): Promise<ParentAthlete> {
  return api.get<ParentAthlete>(
    withQuery(apiPath(endpoints.athlete, { id: athleteId }), { event: eventId }),
  );
}

export const athleteQueryOptions = (athleteId: string, eventId: string) =>
  queryOptions({
    queryKey: queryKeys.athlete(athleteId, eventId),
    queryFn: () => getAthlete(athleteId, eventId),
  });

export function useAthlete(athleteId: string, eventId: string) {
  return useQuery({ ...athleteQueryOptions(athleteId, eventId), enabled: Boolean(athleteId) });
}
