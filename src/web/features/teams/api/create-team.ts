import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { Team } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

/** POST /api/teams {name}. A name taken in any case is a 409 naming the existing team. */
export function createTeam(name: string): Promise<Team> {
  return api.post<Team>(apiPath(endpoints.createTeam), { name });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKeys.teams }),
  });
}
