import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import { api } from '#web/lib/api-client.ts';
import { removeCheckIn } from '../lib/check-ins-cache.ts';
import { actingUserHeaders } from './check-in-athlete.ts';
import { checkInsQueryOptions } from './get-check-ins.ts';

export type UndoCheckInInput = {
  athleteId: string;
  eventId: string;
  /** Who made an undo queued offline: refused if someone else is signed in now. */
  actingUserId?: string;
};

/** DELETE /api/check-in/:athleteId/:eventId: 204, also when there was nothing to undo. */
export function undoCheckIn({ athleteId, eventId, actingUserId }: UndoCheckInInput): Promise<void> {
  return api.delete(
    apiPath(endpoints.undoCheckIn, { athleteId, eventId }),
    actingUserHeaders(actingUserId),
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
