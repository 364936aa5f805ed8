import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import { ACTING_USER_HEADER, MANUAL_CHECK_IN_PHONE } from '#shared/constants.ts';
import type { CheckInResponse } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { upsertCheckIn } from '../lib/check-ins-cache.ts';
import { checkInsQueryOptions } from './get-check-ins.ts';

export type ManualCheckInInput = {
  athleteId: string;
  eventId: string;
  /** When the coach tapped, for a check-in queued offline (ISO). */
  tappedAt?: string;
  /** With `tappedAt`: the signed time the dashboard last heard about the event (039). */
  heard?: string;
  /** Who made a check-in queued offline: refused if someone else is signed in now. */
  actingUserId?: string;
};

/**
 * POST /api/check-in as a coach: source manual_fallback with the placeholder phone number
 * (docs/product.md#api). Idempotent: 200 with the existing record when the athlete already was in.
 */
export function checkInAthleteManually({
  athleteId,
  eventId,
  tappedAt,
  heard,
  actingUserId,
}: ManualCheckInInput): Promise<CheckInResponse> {
  return api.post<CheckInResponse>(
    apiPath(endpoints.checkIn),
    {
      athleteId,
      eventId,
      phoneNumber: MANUAL_CHECK_IN_PHONE,
      source: 'manual_fallback',
      ...(tappedAt ? { tappedAt } : {}),
      ...(tappedAt && heard ? { heard } : {}),
    },
    actingUserHeaders(actingUserId),
  );
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

/** The header that names who made a change queued offline (decision 035). */
export function actingUserHeaders(actingUserId: string | undefined) {
  return actingUserId ? { [ACTING_USER_HEADER]: actingUserId } : undefined;
}
