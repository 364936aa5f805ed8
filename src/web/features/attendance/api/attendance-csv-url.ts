import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import { withQuery } from '#web/lib/url.ts';
import { type AttendanceFilter, attendanceQuery } from './get-attendance.ts';

/**
 * GET /api/attendance.csv: the same table as a spreadsheet, built by the server
 * (formula-safe, event days in this browser's time zone). A plain link: the session cookie
 * goes along and the server names the file ('attendance-{from}-to-{to}.csv').
 */
export function attendanceCsvUrl(filter: AttendanceFilter): string {
  return withQuery(apiPath(endpoints.attendanceCsv), attendanceQuery(filter));
}
