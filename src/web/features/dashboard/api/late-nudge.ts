import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { LateNudge } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

const path = (eventId: string) => apiPath(endpoints.lateNudge, { eventId });

/** GET …/late-nudge: the texts the nudge would send now, or when it went (decision 042). */
export function useLateNudge(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: staffQueryKeys.lateNudge(eventId),
    queryFn: () => api.get<LateNudge>(path(eventId)),
    enabled,
    // The count changes as athletes arrive: the confirmation must say the number of now.
    refetchInterval: 30_000,
  });
}

/** POST …/late-nudge: texts the guardians of the athletes not checked in (once per event). */
export function useSendLateNudge(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<LateNudge>(apiPath(endpoints.sendLateNudge, { eventId })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueryKeys.lateNudge(eventId) }),
  });
}
