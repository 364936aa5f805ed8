import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { AuthProviders } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

/** GET /api/auth/providers: sign-in methods besides the magic link (an OIDC provider). */
export function getProviders(): Promise<AuthProviders> {
  return api.get<AuthProviders>(apiPath(endpoints.authProviders));
}

export const providersQueryOptions = () =>
  queryOptions({ queryKey: staffQueryKeys.authProviders, queryFn: getProviders });

export function useProviders() {
  return useQuery(providersQueryOptions());
}
