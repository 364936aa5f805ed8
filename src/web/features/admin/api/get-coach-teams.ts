import { useQuery } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { CoachTeamsOverview } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

/** GET /api/admin/coach-teams: the club's mode (open or teams) and every team (decision 044). */
export function getCoachTeams(): Promise<CoachTeamsOverview> {
  return api.get<CoachTeamsOverview>(apiPath(endpoints.adminCoachTeams));
}

export function useCoachTeams() {
  return useQuery({ queryKey: staffQueryKeys.coachTeams, queryFn: getCoachTeams });
}
