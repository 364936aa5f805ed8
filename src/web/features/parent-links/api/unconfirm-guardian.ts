import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';
import type { GuardianConfirmationInput } from './confirm-guardian.ts';

/**
 * DELETE /api/events/:eventId/parent-links/:athleteId/:phoneNumber/confirmation: takes back a
 * phone's confirmation as the athlete's guardian (decision 059); 204, 409
 * GUARDIAN_NOT_CONFIRMED when it was not confirmed.
 */
export function unconfirmGuardian({
  eventId,
  athleteId,
  phoneNumber,
}: GuardianConfirmationInput): Promise<void> {
  return api.delete(apiPath(endpoints.unconfirmGuardian, { eventId, athleteId, phoneNumber }));
}

export function useUnconfirmGuardian() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unconfirmGuardian,
    onSettled: (_result, _error, { eventId }) =>
      queryClient.invalidateQueries({ queryKey: staffQueryKeys.parentLinks(eventId) }),
  });
}
