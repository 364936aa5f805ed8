import { useQuery } from '@tanstack/react-query';
import type { GuardianRemoval } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/events/:eventId/parent-links/removed: links guardians removed themselves. */
export function getGuardianRemovals(eventId: string): Promise<GuardianRemoval[]> {
  return api.get<GuardianRemoval[]>(
    `/api/events/${encodeURIComponent(eventId)}/parent-links/removed`,
  );
}

export function useGuardianRemovals(eventId: string, options: { enabled: boolean }) {
  return useQuery({
    queryKey: [...queryKeys.parentLinks(eventId), 'removed'],
    queryFn: () => getGuardianRemovals(eventId),
    enabled: options.enabled,
  });
}
