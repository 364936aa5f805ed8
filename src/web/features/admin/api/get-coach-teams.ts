import { useQuery } from '@tanstack/react-query';
import * as endpoints from '#shared/api/endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { CoachTeamsOverview } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/admin/coach-teams: the club's mode (open or teams) and every team (decision 044). */
export function getCoachTeams(): Promise<CoachTeamsOverview> {
  return api.get<CoachTeamsOverview>(apiPath(endpoints.adminCoachTeams));
}

export function useCoachTeams() {
  return useQuery({ queryKey: queryKeys.coachTeams, queryFn: getCoachTeams });
}
