import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPath, pathRoot } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import { localTimeZone } from '#shared/i18n/datetime.ts';
import type { AttendanceResponse } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { withQuery } from '#web/lib/url.ts';

export interface AttendanceFilter {
  from: string;
  to: string;
  /** '' for every team. */
  teamId: string;
}

/** The query string both attendance calls send: the range in this browser's time zone. */
export function attendanceQuery(filter: AttendanceFilter) {
  return { from: filter.from, to: filter.to, teamId: filter.teamId, tz: localTimeZone() };
}

/** GET /api/attendance (coach or admin): per athlete, expected, attended, late and rate. */
export function getAttendance(filter: AttendanceFilter): Promise<AttendanceResponse> {
  return api.get<AttendanceResponse>(
    withQuery(apiPath(endpoints.attendance), attendanceQuery(filter)),
  );
}

/**
 * Its query key. Not in lib/query-keys.ts: that table is in the parent bundle, and no other
 * feature refreshes attendance.
 */
export const attendanceKey = (filter: AttendanceFilter) =>
  [pathRoot(endpoints.attendance), filter] as const;

/** The figures of a range; the last answer stays on screen while the next one loads. */
export function useAttendance(filter: AttendanceFilter) {
  return useQuery({
    queryKey: attendanceKey(filter),
    queryFn: () => getAttendance(filter),
    placeholderData: keepPreviousData,
  });
}
