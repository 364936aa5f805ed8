import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { Team } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

/** GET /api/teams: every team, by name (coach or admin). */
export function getTeams(): Promise<Team[]> {
  return api.get<Team[]>(apiPath(endpoints.teams));
}

export const teamsQueryOptions = () =>
  queryOptions({ queryKey: staffQueryKeys.teams, queryFn: getTeams });

export function useTeams() {
  return useQuery(teamsQueryOptions());
}
