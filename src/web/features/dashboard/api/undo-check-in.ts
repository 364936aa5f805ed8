import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { removeCheckIn } from '../lib/check-ins-cache.ts';
import { checkInsQueryOptions } from './get-check-ins.ts';

export type UndoCheckInInput = { athleteId: string; eventId: string };

/** DELETE /api/check-in/:athleteId/:eventId: 204, also when there was nothing to undo. */
export function undoCheckIn({ athleteId, eventId }: UndoCheckInInput): Promise<void> {
  return api.delete(
    `/api/check-in/${encodeURIComponent(athleteId)}/${encodeURIComponent(eventId)}`,
  );
}

export function useUndoCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoCheckIn,
    onSuccess: (_result, { athleteId, eventId }) => {
      queryClient.setQueryData(checkInsQueryOptions(eventId).queryKey, (list) =>
        removeCheckIn(list, athleteId),
      );
    },
  });
}
