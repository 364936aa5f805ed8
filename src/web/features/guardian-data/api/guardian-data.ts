import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { GuardianData } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/parent/my-data: what TapIn keeps about this device's phone (decision 044). */
export function useGuardianData() {
  return useQuery({
    queryKey: queryKeys.guardianData,
    queryFn: () => api.get<GuardianData>(apiPath(endpoints.guardianData)),
    retry: false,
  });
}

/** Refreshes what the parent's screens hold after a change to their links or devices. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.guardianData }),
      queryClient.invalidateQueries({ queryKey: queryKeys.parentAthletesAll }),
      queryClient.invalidateQueries({ queryKey: queryKeys.parentSession }),
    ]);
}

/** DELETE /api/parent/links/:athleteId */
export function useRemoveOwnLink() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (athleteId: string) => api.delete(apiPath(endpoints.removeOwnLink, { athleteId })),
    onSuccess: refresh,
  });
}

/** DELETE /api/parent/devices/:deviceId */
export function useRemoveOwnDevice() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (deviceId: string) => api.delete(apiPath(endpoints.forgetDevice, { deviceId })),
    onSuccess: refresh,
  });
}

/** POST /api/parent/erase */
export function useEraseOwnPhone() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () =>
      api.post<{ links: number; devices: number; checkIns: number }>(
        apiPath(endpoints.eraseParentData),
      ),
    onSuccess: refresh,
  });
}
