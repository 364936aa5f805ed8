import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { ParentSession } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** DELETE /api/parent/session: this device forgets its verified phone. */
export function deleteParentSession(): Promise<void> {
  return api.delete(apiPath(endpoints.deleteParentSession));
}

export function useDeleteParentSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteParentSession,
    onSuccess: () => {
      queryClient.setQueryData<ParentSession>(queryKeys.parentSession, { phoneNumber: null });
      queryClient.removeQueries({ queryKey: queryKeys.parentAthletesAll });
      queryClient.removeQueries({ queryKey: queryKeys.athleteAll });
    },
  });
}
