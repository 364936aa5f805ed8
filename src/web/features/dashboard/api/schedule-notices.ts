import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { ScheduleNotice } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

/** How often the dashboard asks again (the live stream's event changes ask at once). */
const NOTICES_POLL_MS = 60_000;

/** GET /api/schedule-notices: what the schedule did that this coach has not dismissed (039). */
export function useScheduleNotices() {
  return useQuery({
    queryKey: staffQueryKeys.scheduleNotices,
    queryFn: () => api.get<ScheduleNotice[]>(apiPath(endpoints.scheduleNotices)),
    refetchInterval: NOTICES_POLL_MS,
    refetchOnMount: 'always',
    // With no network: keep what is shown rather than fail.
    networkMode: 'online',
  });
}

/** POST /api/schedule-notices/:id/dismiss: for this coach only. */
export function useDismissScheduleNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noticeId: string) =>
      api.post<void>(apiPath(endpoints.dismissScheduleNotice, { noticeId })),
    onMutate: (noticeId) => {
      queryClient.setQueryData<ScheduleNotice[]>(staffQueryKeys.scheduleNotices, (list) =>
        list?.filter((notice) => notice.id !== noticeId),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueryKeys.scheduleNotices }),
  });
}
