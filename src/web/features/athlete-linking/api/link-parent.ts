import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { LinkParentBody, LinkParentResponse } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * POST /api/link-parent: links this phone to a roster athlete (picked from the search,
 * or matched from the manual form) and, when the event is open, checks it in.
 */
export function linkParent(body: LinkParentBody): Promise<LinkParentResponse> {
  return api.post<LinkParentResponse>(apiPath(endpoints.linkParent), body);
}

export function useLinkParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkParent,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: queryKeys.parentAthletesAll });
      queryClient.invalidateQueries({ queryKey: queryKeys.athleteAll });
    },
  });
}
