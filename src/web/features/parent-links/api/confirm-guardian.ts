import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

export type GuardianConfirmationInput = { eventId: string; athleteId: string; phoneNumber: string };

/**
 * POST /api/events/:eventId/parent-links/:athleteId/:phoneNumber/confirmation: confirms one
 * phone as one athlete's guardian (decision 059); 204, 404 when not linked.
 */
export function confirmGuardian({
  eventId,
  athleteId,
  phoneNumber,
}: GuardianConfirmationInput): Promise<void> {
  return api.post(apiPath(endpoints.confirmGuardian, { eventId, athleteId, phoneNumber }));
}

export function useConfirmGuardian() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmGuardian,
    // The links, the waiting list and the removals share the Parent links key.
    onSettled: (_result, _error, { eventId }) =>
      queryClient.invalidateQueries({ queryKey: staffQueryKeys.parentLinks(eventId) }),
  });
}
