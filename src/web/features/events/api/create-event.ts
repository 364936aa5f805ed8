import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { CreateEventBody, TapInEvent } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

/**
 * POST /api/events with the payload of docs/product.md#api-staff: name, locationId, locationName,
 * date (an ISO timestamp with its zone) and active: false. The server derives locationId itself and
 * creates every event inactive.
 */
export function createEvent(body: CreateEventBody): Promise<TapInEvent> {
  return api.post<TapInEvent>(apiPath(endpoints.createEvent), body);
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: staffQueryKeys.events, exact: true }),
  });
}
