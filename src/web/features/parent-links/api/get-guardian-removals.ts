import { useQuery } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { GuardianRemoval } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

/** GET /api/events/:eventId/parent-links/removed: links guardians removed themselves. */
export function getGuardianRemovals(eventId: string): Promise<GuardianRemoval[]> {
  return api.get<GuardianRemoval[]>(apiPath(endpoints.guardianRemovals, { eventId }));
}

export function useGuardianRemovals(eventId: string, options: { enabled: boolean }) {
  return useQuery({
    queryKey: [...staffQueryKeys.parentLinks(eventId), 'removed'],
    queryFn: () => getGuardianRemovals(eventId),
    enabled: options.enabled,
  });
}
