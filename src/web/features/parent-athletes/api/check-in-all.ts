import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { CheckInAllBody, CheckInAllResponse } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * POST /api/check-in/all: several linked athletes in one tap. Idempotent; each athlete
 * answers checked-in, already-checked-in or not-linked. 409 when the event is not open.
 */
export function checkInAll(input: CheckInAllBody): Promise<CheckInAllResponse> {
  return api.post<CheckInAllResponse>(apiPath(endpoints.checkInAll), input);
}

export function useCheckInAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInAll,
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: queryKeys.parentAthletesAll });
      queryClient.invalidateQueries({ queryKey: queryKeys.athleteAll });
    },
  });
}
