import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { TapInEvent, UpdateEventBody } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

export type UpdateEventInput = { eventId: string } & UpdateEventBody;

/**
 * PATCH /api/events/{id}: {active} or {name}. Switching an event on switches every other
 * one off on the server, so the whole list is refetched afterwards.
 */
export function updateEvent({ eventId, ...body }: UpdateEventInput): Promise<TapInEvent> {
  return api.patch<TapInEvent>(apiPath(endpoints.updateEvent, { eventId }), body);
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: (event) => {
      // The answer lands at once; the refetch brings the others' switched-off state.
      queryClient.setQueryData<TapInEvent[]>(staffQueryKeys.events, (list) =>
        list?.map((item) => (item.id === event.id ? event : item)),
      );
      void queryClient.invalidateQueries({ queryKey: staffQueryKeys.earlierEvents, exact: true });
      return queryClient.invalidateQueries({ queryKey: staffQueryKeys.events, exact: true });
    },
  });
}
