import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '#shared/api/endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { AdminUser, AssignTeamsBody } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type AssignTeamsInput = AssignTeamsBody & { userId: string };

/** PUT /api/admin/users/{userId}/teams: the teams a user coaches, replacing theirs (decision 044). */
export function assignTeams({ userId, ...body }: AssignTeamsInput): Promise<AdminUser> {
  return api.put<AdminUser>(apiPath(endpoints.adminUserTeams, { userId }), body);
}

export function useAssignTeams() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTeams,
    // The list and the club's mode may both have changed.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers }),
        queryClient.invalidateQueries({ queryKey: queryKeys.coachTeams }),
      ]),
  });
}
