import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { User } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { isSessionEnded } from '#web/lib/session-ended.ts';

/**
 * GET /api/auth/user: the signed-in coach or admin. Signed out (401) is an answer, not an
 * error: it resolves to null, so guards can tell "nobody" from "the server failed".
 */
export async function getUser(): Promise<User | null> {
  try {
    return await api.get<User>(apiPath(endpoints.authUser));
  } catch (error) {
    if (isSessionEnded(error)) return null;
    throw error;
  }
}

export const userQueryOptions = () =>
  // No retry (docs/product.md#api): the client default already says so.
  queryOptions({ queryKey: queryKeys.authUser, queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions());
}
