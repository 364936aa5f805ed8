import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MANUAL_CHECK_IN_PHONE } from '../../../../shared/constants.ts';
import type { CheckInResponse } from '../../../../shared/schemas.ts';
import { api } from '../../../lib/api-client.ts';
import { upsertCheckIn } from '../lib/check-ins-cache.ts';
import { checkInsQueryOptions } from './get-check-ins.ts';

export type ManualCheckInInput = { athleteId: string; eventId: string };

/**
 * POST /api/check-in as a coach: source manual_fallback with the placeholder phone number
 * (spec §7). Idempotent: 200 with the existing record when the athlete already was in.
 */
export function checkInAthleteManually({
  athleteId,
  eventId,
}: ManualCheckInInput): Promise<CheckInResponse> {
  return api.post<CheckInResponse>('/api/check-in', {
    athleteId,
    eventId,
    phoneNumber: MANUAL_CHECK_IN_PHONE,
    source: 'manual_fallback',
  });
}

export function useCheckInAthleteManually() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInAthleteManually,
    // The live stream brings the same record to every dashboard; this one need not wait.
    onSuccess: ({ checkIn }) => {
      queryClient.setQueryData(checkInsQueryOptions(checkIn.eventId).queryKey, (list) =>
        upsertCheckIn(list, checkIn),
      );
    },
  });
}
