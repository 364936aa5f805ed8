import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { SyncRosterResult } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

/**
 * POST /api/events/{id}/sync-roster (empty body): the server fetches the connected sheet
 * as CSV and imports its valid rows; the answer counts them and carries the sync time.
 */
export function syncRoster(eventId: string): Promise<SyncRosterResult> {
  return api.post<SyncRosterResult>(apiPath(endpoints.syncRoster, { eventId }));
}

export function useSyncRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncRoster,
    // A failure is kept on the event too (lastSyncError): the list shows it.
    onError: () => queryClient.invalidateQueries({ queryKey: staffQueryKeys.events, exact: true }),
    onSuccess: (_result, eventId) =>
      Promise.all([
        // lastSyncAt changed, and a failure before it is cleared.
        queryClient.invalidateQueries({ queryKey: staffQueryKeys.events, exact: true }),
        queryClient.invalidateQueries({ queryKey: staffQueryKeys.eventRoster(eventId) }),
        queryClient.invalidateQueries({ queryKey: staffQueryKeys.teams }),
      ]),
  });
}
