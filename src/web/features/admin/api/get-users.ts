import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '#shared/api/endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { AdminUser } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/admin/users: every account, pending first (admins only). */
export function getUsers(): Promise<AdminUser[]> {
  return api.get<AdminUser[]>(apiPath(endpoints.adminUsers));
}

export const usersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminUsers, queryFn: getUsers });

export function useUsers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...usersQueryOptions(), ...options });
}
