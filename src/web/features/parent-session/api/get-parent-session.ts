import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { ParentSession } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/parent/session: the phone number this device has verified, if any. */
export function getParentSession(): Promise<ParentSession> {
  return api.get<ParentSession>(apiPath(endpoints.parentSession));
}

export const parentSessionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.parentSession, queryFn: getParentSession });

export function useParentSession(options: { enabled?: boolean } = {}) {
  return useQuery({ ...parentSessionQueryOptions(), ...options });
}
