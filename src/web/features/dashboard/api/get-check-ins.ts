import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { CheckIn } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

/**
 * GET /api/check-ins/:eventId: the event's check-ins, oldest first. The live stream keeps
 * this cache current; the dashboard polls it (docs/product.md#api: every 5 s) only while the stream
 * is down.
 */
export function getCheckIns(eventId: string): Promise<CheckIn[]> {
  return api.get<CheckIn[]>(apiPath(endpoints.checkIns, { eventId }));
}

export const checkInsQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: staffQueryKeys.checkIns(eventId), queryFn: () => getCheckIns(eventId) });

export function useCheckIns(eventId: string | null, options: { pollMs: number | false }) {
  return useQuery({
    ...checkInsQueryOptions(eventId ?? ''),
    enabled: Boolean(eventId),
    // With no network: wait (the copy kept from the last visit stays) rather than fail.
    networkMode: 'online',
    refetchInterval: options.pollMs,
  });
}
