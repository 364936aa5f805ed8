import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

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
      queryClient.invalidateQueries({ queryKey: staffQueryKeys.parentLinks(eventId) });
    },
  });
}
