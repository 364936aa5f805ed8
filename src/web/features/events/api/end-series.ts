import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { EndSeriesResult } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

/**
 * POST /api/events/{id}/end-series: every occurrence of the event's series not yet started
 * is cancelled (decision 030); the list is refetched.
 */
export function endSeries(eventId: string): Promise<EndSeriesResult> {
  return api.post<EndSeriesResult>(apiPath(endpoints.endSeries, { eventId }), {});
}

export function useEndSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSeries,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: staffQueryKeys.events, exact: true }),
  });
}
