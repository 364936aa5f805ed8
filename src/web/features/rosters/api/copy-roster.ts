import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { RosterCopyBody, RosterCopyResult } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

/** POST /api/roster/copy {sourceEventId, targetEventId}: two different events. */
export function copyRoster(body: RosterCopyBody): Promise<RosterCopyResult> {
  return api.post<RosterCopyResult>(apiPath(endpoints.rosterCopy), body);
}

export function useCopyRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyRoster,
    onSuccess: (_result, { targetEventId }) =>
      queryClient.invalidateQueries({ queryKey: staffQueryKeys.eventRoster(targetEventId) }),
  });
}
