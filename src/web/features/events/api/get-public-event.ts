import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { PublicEvent } from '#shared/schemas.ts';
import { api, hasErrorCode } from '#web/lib/api-client.ts';
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

/**
 * Whether the answer says there is no such event: none by that id, or an id that is not one
 * at all (a mangled link). By code, not status (decision 024): a proxy's 404 page or a
 * 503 is not "no such event", and a retry may still find it.
 */
export function isNoSuchEvent(error: unknown): boolean {
  return hasErrorCode(error, 'EVENT_NOT_FOUND', 'VALIDATION_FAILED');
}

export function usePublicEvent(eventId: string | null) {
  return useQuery({ ...publicEventQueryOptions(eventId ?? ''), enabled: Boolean(eventId) });
}
