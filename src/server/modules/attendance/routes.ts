import { writeAudit } from '#server/db/audit.ts';
import { attachment } from '#server/http/content-disposition.ts';
import { route } from '#server/http/route.ts';
import type { App, Deps } from '#server/http/types.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { reportTimeFormatter } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import { attendanceQuerySchema, attendanceResponseSchema } from '#shared/schemas.ts';
import { requireStaffScope } from '../auth/scope.ts';
import { pickupAttendanceCells } from '../pickup/service.ts';
import { attendanceCsv } from './csv.ts';
import { attendanceReport } from './service.ts';

const tags = ['attendance'];
const description =
  '`from` and `to` (YYYY-MM-DD, both included, at most 366 days apart) are days in `tz`, the ' +
  "coach's IANA time zone (UTC without it). An event counts when it starts on one of those days " +
  'and has started by now or has a check-in (check-in opened before the start). Expected: on the roster of a counted event; attended: a check-in ' +
  'exists (an undone check-in is deleted and does not count); late: checked in after the ' +
  "start; rate: attended / expected (0 when nothing was expected). `teamId` keeps that team's " +
  'athletes, and the events they were expected at.';

export function attendanceRoutes(app: App, deps: Deps) {
  route(
    app,
    endpoints.attendance,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Attendance over a date range: per athlete expected, attended, late and rate',
        description,
        querystring: attendanceQuerySchema,
        response: { 200: attendanceResponseSchema },
      },
    },
    async (request) => {
      const { scope } = await requireStaffScope(deps, request);
      const { from, to, tz, teamId } = request.query;
      return attendanceReport(deps, { from, to, timeZone: tz, teamId, scope });
    },
  );

  route(
    app,
    endpoints.attendanceCsv,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'The same attendance table as CSV, event days in the coach’s time zone',
        description,
        querystring: attendanceQuerySchema,
      },
    },
    async (request, reply) => {
      const { user, scope } = await requireStaffScope(deps, request);
      const { from, to, tz, teamId } = request.query;
      const report = await attendanceReport(deps, { from, to, timeZone: tz, teamId, scope });
      // Personal data leaving in bulk is on the audit log (decision 044).
      await writeAudit(deps.db, {
        actorType: 'user',
        actorId: user.id,
        action: 'data.attendance_downloaded',
        targetType: teamId ? 'team' : undefined,
        targetId: teamId,
        details: { from, to, athletes: report.athletes.length, events: report.events.length },
        ip: request.ip,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(messages.attendance.csvFilename(from, to)))
        .header('cache-control', 'no-store')
        .send(
          attendanceCsv(
            report,
            tz,
            await pickupAttendanceCells(deps, {
              eventIds: report.events.map((event) => event.id),
              formatTime: reportTimeFormatter(tz),
            }),
          ),
        );
    },
  );
}
