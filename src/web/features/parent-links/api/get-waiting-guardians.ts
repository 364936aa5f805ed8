import { useQuery } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { WaitingGuardian } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

/**
 * GET /api/events/:eventId/parent-links/waiting: phones linked to athletes of the event that
 * nobody confirmed as a guardian yet (decision 059). Kept under the Parent links key, so
 * whatever refreshes the links refreshes this list too.
 */
export function getWaitingGuardians(eventId: string): Promise<WaitingGuardian[]> {
  return api.get<WaitingGuardian[]>(apiPath(endpoints.waitingGuardians, { eventId }));
}

export function useWaitingGuardians(eventId: string) {
  return useQuery({
    queryKey: [...staffQueryKeys.parentLinks(eventId), 'waiting'],
    queryFn: () => getWaitingGuardians(eventId),
  });
}
