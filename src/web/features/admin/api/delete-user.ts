import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '#shared/api/endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** DELETE /api/admin/users/{userId}: reject a pending user or delete any other (204). */
export function deleteUser(userId: string): Promise<void> {
  return api.delete(apiPath(endpoints.adminDeleteUser, { userId }));
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers }),
  });
}
