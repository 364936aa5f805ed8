import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '#shared/api/endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { RosterImportBody, RosterImportResult } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

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
        queryClient.invalidateQueries({ queryKey: queryKeys.eventRoster(eventId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.teams }),
      ]),
  });
}
