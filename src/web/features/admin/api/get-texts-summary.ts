import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { TextsSummary } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

/** GET /api/admin/texts: texts and segments today and this month, cost, the cap (admins only). */
export function getTextsSummary(): Promise<TextsSummary> {
  return api.get<TextsSummary>(apiPath(endpoints.adminTexts));
}

export const textsSummaryQueryOptions = () =>
  queryOptions({ queryKey: staffQueryKeys.adminTexts, queryFn: getTextsSummary });

export function useTextsSummary() {
  return useQuery({ ...textsSummaryQueryOptions(), refetchInterval: 60_000 });
}
