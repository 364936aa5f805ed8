import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '#shared/api/endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { TapInEvent, UpdateEventBody } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

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
      queryClient.setQueryData<TapInEvent[]>(queryKeys.events, (list) =>
        list?.map((item) => (item.id === event.id ? event : item)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.earlierEvents, exact: true });
      return queryClient.invalidateQueries({ queryKey: queryKeys.events, exact: true });
    },
  });
}
