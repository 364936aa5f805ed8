import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { AdminUser } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

/** GET /api/admin/users: every account, pending first (admins only). */
export function getUsers(): Promise<AdminUser[]> {
  return api.get<AdminUser[]>(apiPath(endpoints.adminUsers));
}

export const usersQueryOptions = () =>
  queryOptions({ queryKey: staffQueryKeys.adminUsers, queryFn: getUsers });

export function useUsers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...usersQueryOptions(), ...options });
}
