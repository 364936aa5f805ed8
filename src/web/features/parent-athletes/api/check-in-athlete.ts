import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { CheckInResponse, checkInBodySchema } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

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
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: queryKeys.parentAthletesAll });
      queryClient.invalidateQueries({ queryKey: queryKeys.athleteAll });
    },
  });
}
