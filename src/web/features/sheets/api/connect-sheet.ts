import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

export type ConnectSheetInput = { eventId: string; googleSheetUrl: string };

/**
 * PATCH /api/events/{id} {googleSheetUrl}: the server checks the link (https, an allowed
 * host, a sheet's shape) and forgets the last sync time of a different sheet.
 */
export function connectSheet({ eventId, googleSheetUrl }: ConnectSheetInput): Promise<TapInEvent> {
  return api.patch<TapInEvent>(apiPath(endpoints.updateEvent, { eventId }), { googleSheetUrl });
}

export function useConnectSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectSheet,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: staffQueryKeys.events, exact: true }),
  });
}
