import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { UserRole } from '#shared/constants.ts';
import type { AdminUser } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

export type UpdateUserRoleInput = { userId: string; role: UserRole };

/**
 * PATCH /api/admin/users/{userId}/role: approve (pending → coach), promote or demote.
 * 400 for one's own role, 409 for the last admin.
 */
export function updateUserRole({ userId, role }: UpdateUserRoleInput): Promise<AdminUser> {
  return api.patch<AdminUser>(apiPath(endpoints.adminUserRole, { userId }), { role });
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    // Returned, so the mutation settles once the list is fresh (the order changes too).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKeys.adminUsers }),
  });
}
