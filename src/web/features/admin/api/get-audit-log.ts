import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { AuditList } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

/** The filters as a query string, only those set. */
export function auditQueryString(filters: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** GET /api/admin/audit: the newest entries under the filters (admins only). */
export function getAuditLog(filters: Record<string, string>): Promise<AuditList> {
  return api.get<AuditList>(`${apiPath(endpoints.adminAudit)}${auditQueryString(filters)}`);
}

export function useAuditLog(filters: Record<string, string>) {
  return useQuery({
    queryKey: staffQueryKeys.auditLog(filters),
    queryFn: () => getAuditLog(filters),
    placeholderData: keepPreviousData,
  });
}
