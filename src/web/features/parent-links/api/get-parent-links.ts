import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { ParentLink } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

/** GET /api/events/:eventId/parent-links: every phone linked to an athlete of the event. */
export function getParentLinks(eventId: string): Promise<ParentLink[]> {
  return api.get<ParentLink[]>(apiPath(endpoints.parentLinks, { eventId }));
}

export const parentLinksQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: staffQueryKeys.parentLinks(eventId),
    queryFn: () => getParentLinks(eventId),
  });

export function useParentLinks(eventId: string, options: { enabled: boolean }) {
  return useQuery({ ...parentLinksQueryOptions(eventId), enabled: options.enabled });
}
