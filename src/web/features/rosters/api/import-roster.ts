import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { RosterImportBody, RosterImportResult } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

/**
 * POST /api/roster/import {eventId, athletes}: the preview's valid rows only
 * (docs/product.md#validation). One transaction on the server: all of them land or none.
 */
export function importRoster(body: RosterImportBody): Promise<RosterImportResult> {
  return api.post<RosterImportResult>(apiPath(endpoints.rosterImport), body);
}

export function useImportRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRoster,
    // The roster grew, and teams named in the file were created.
    onSuccess: (_result, { eventId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffQueryKeys.eventRoster(eventId) }),
        queryClient.invalidateQueries({ queryKey: staffQueryKeys.teams }),
      ]),
  });
}
