import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '#shared/api/endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { PublicEvent } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/parent/events/:id: what anyone holding the QR code may learn about the event. */
export function getPublicEvent(eventId: string): Promise<PublicEvent> {
  return api.get<PublicEvent>(apiPath(endpoints.publicEvent, { eventId }));
}

export const publicEventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.publicEvent(eventId),
    queryFn: () => getPublicEvent(eventId),
  });

export function usePublicEvent(eventId: string | null) {
  return useQuery({ ...publicEventQueryOptions(eventId ?? ''), enabled: Boolean(eventId) });
}
