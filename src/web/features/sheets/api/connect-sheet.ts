import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '#shared/api/endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.events, exact: true }),
  });
}
