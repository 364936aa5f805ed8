import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '#shared/api/endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { Team } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/teams: every team, by name (coach or admin). */
export function getTeams(): Promise<Team[]> {
  return api.get<Team[]>(apiPath(endpoints.teams));
}

export const teamsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.teams, queryFn: getTeams });

export function useTeams() {
  return useQuery(teamsQueryOptions());
}
