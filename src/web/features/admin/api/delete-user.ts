import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

/** DELETE /api/admin/users/{userId}: reject a pending user or delete any other (204). */
export function deleteUser(userId: string): Promise<void> {
  return api.delete(apiPath(endpoints.adminDeleteUser, { userId }));
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKeys.adminUsers }),
  });
}
