import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../../shared/schemas.ts';
import { api, isApiError } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/auth/user: the signed-in coach or admin. Signed out (401) is an answer, not an
 * error: it resolves to null, so guards can tell "nobody" from "the server failed".
 */
export async function getUser(): Promise<User | null> {
  try {
    return await api.get<User>('/api/auth/user');
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const userQueryOptions = () =>
  // No retry (spec §7): the client default already says so.
  queryOptions({ queryKey: queryKeys.authUser, queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions());
}
