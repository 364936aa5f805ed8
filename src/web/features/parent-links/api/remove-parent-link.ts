import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '#shared/api/endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type RemoveParentLinkInput = { eventId: string; athleteId: string; phoneNumber: string };

/** DELETE /api/events/:eventId/parent-links/:athleteId/:phoneNumber: 204; 404 when not linked. */
export function removeParentLink({
  eventId,
  athleteId,
  phoneNumber,
}: RemoveParentLinkInput): Promise<void> {
  return api.delete(apiPath(endpoints.removeParentLink, { eventId, athleteId, phoneNumber }));
}

export function useRemoveParentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeParentLink,
    onSettled: (_result, _error, { eventId }) => {
      queryClient.invalidateQueries({ queryKey: queryKeys.parentLinks(eventId) });
    },
  });
}
