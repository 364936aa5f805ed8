import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { ParentAthlete } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { withQuery } from '#web/lib/url.ts';

export type ParentAthletesInput = { eventId: string; phone: string };

/** GET /api/athletes?phone=&event=: this phone's linked athletes with their check-in. */
export function getParentAthletes({
  eventId,
  phone,
}: ParentAthletesInput): Promise<ParentAthlete[]> {
  return api.get<ParentAthlete[]>(
    withQuery(apiPath(endpoints.parentAthletes), { phone, event: eventId }),
  );
}

export const parentAthletesQueryOptions = (input: ParentAthletesInput) =>
  queryOptions({
    queryKey: queryKeys.parentAthletes(input.eventId, input.phone),
    queryFn: () => getParentAthletes(input),
  });

export function useParentAthletes(input: ParentAthletesInput) {
  return useQuery(parentAthletesQueryOptions(input));
}
