import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { AdminUser, AssignTeamsBody } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

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
        queryClient.invalidateQueries({ queryKey: staffQueryKeys.adminUsers }),
        queryClient.invalidateQueries({ queryKey: staffQueryKeys.coachTeams }),
      ]),
  });
}
