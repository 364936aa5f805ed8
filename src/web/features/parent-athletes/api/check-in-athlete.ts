import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { CheckInResponse, checkInBodySchema, ParentAthlete } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { withCheckIn } from '../lib/parent-tap.ts';

export type CheckInInput = z.input<typeof checkInBodySchema>;

/**
 * POST /api/check-in: 201 for a new check-in, 200 when the athlete already was checked
 * in (a double tap is harmless); 409 when the event is not open.
 */
export function checkInAthlete(input: CheckInInput): Promise<CheckInResponse> {
  return api.post<CheckInResponse>(apiPath(endpoints.checkIn), input);
}

export function useCheckInAthlete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInAthlete,
    onSuccess: ({ checkIn }, { athleteId, eventId, phoneNumber }) => {
      // The list shows the answer as it is: not asked for again while the confirmation
      // renders (decision 054).
      queryClient.setQueryData(queryKeys.parentAthletes(eventId, phoneNumber ?? ''), (list) =>
        withCheckIn(list as ParentAthlete[] | undefined, athleteId, checkIn),
      );
      queryClient.invalidateQueries({ queryKey: queryKeys.athleteAll });
    },
  });
}
