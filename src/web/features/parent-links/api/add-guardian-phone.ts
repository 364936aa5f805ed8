import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

export type AddGuardianPhoneInput = { eventId: string; athleteId: string; phoneNumber: string };

/**
 * POST /api/events/:eventId/parent-links: a coach or admin adds a guardian's phone to an
 * athlete of the event by hand, confirmed at once (decision 059); 201, 400 VALIDATION_FAILED
 * for a phone that is not one, 404 ATHLETE_NOT_FOUND for an athlete not on this roster.
 */
export function addGuardianPhone({
  eventId,
  athleteId,
  phoneNumber,
}: AddGuardianPhoneInput): Promise<void> {
  return api.post(apiPath(endpoints.addGuardianPhone, { eventId }), { athleteId, phoneNumber });
}

export function useAddGuardianPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGuardianPhone,
    // The links and the waiting list share the Parent links key; the pickup view lists the
    // guardians who may collect.
    onSuccess: (_result, { eventId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffQueryKeys.parentLinks(eventId) }),
        queryClient.invalidateQueries({ queryKey: staffQueryKeys.eventPickup(eventId) }),
      ]),
  });
}
