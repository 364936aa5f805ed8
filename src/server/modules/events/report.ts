/**
 * The check-in report: every athlete on the event roster, checked in or not, as CSV.
 * Check-in times are in the coach's time zone (the browser sends it), in US English
 * month/day/year order, a form spreadsheets read as a date and time. An arrival sent later says
 * so, and whether its time is the tap's or the receipt's (decision 039). Written by
 * http/spreadsheet-csv.ts: formula-safe cells, a BOM and CRLF.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { athletes, checkIns, eventRoster, teams } from '#server/db/schema.ts';
import { spreadsheetCsv } from '#server/http/spreadsheet-csv.ts';
import type { Deps } from '#server/http/types.ts';
import { reportTimeFormatter } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import { type StaffScope, teamVisible } from '../auth/scope.ts';
import { pickupReportColumns } from '../pickup/service.ts';

export async function buildReportCsv(
  deps: Pick<Deps, 'db'>,
  input: { eventId: string; timeZone: string; scope: StaffScope },
): Promise<string> {
  const { db } = deps;
  const { eventId, timeZone } = input;
  const scope = input.scope;
  const rows = await db
    .select({
      athleteId: athletes.id,
      firstName: athletes.firstName,
      lastName: athletes.lastName,
      teamName: teams.name,
      gradYear: athletes.gradYear,
      timestamp: checkIns.timestamp,
      source: checkIns.source,
      offline: checkIns.offline,
      unconfirmed: checkIns.unconfirmed,
    })
    .from(eventRoster)
    .innerJoin(athletes, eq(athletes.id, eventRoster.athleteId))
    .leftJoin(teams, eq(teams.id, athletes.teamId))
    .leftJoin(
      checkIns,
      and(eq(checkIns.athleteId, athletes.id), eq(checkIns.eventId, eventRoster.eventId)),
    )
    .where(and(eq(eventRoster.eventId, eventId), teamVisible(scope, sql`${athletes.teamId}`)))
    .orderBy(asc(athletes.lastName), asc(athletes.firstName), asc(teams.name), asc(athletes.id));

  const t = messages.coachApi;
  const formatTime = reportTimeFormatter(timeZone);
  const pickup = await pickupReportColumns(deps, { eventId, formatTime });
  const data = rows.map((row) => [
    row.firstName,
    row.lastName,
    row.teamName ?? '',
    row.gradYear === null ? '' : String(row.gradYear),
    row.timestamp ? t.yes : t.no,
    row.timestamp ? formatTime(row.timestamp) : '',
    !row.source
      ? ''
      : row.unconfirmed
        ? t.unconfirmedSource(t.sources[row.source])
        : t.sources[row.source],
    row.offline ? t.offline[row.offline] : '',
    // Safe pickup's columns, on an event with "Pickup check" (decision 049).
    ...(pickup ? pickup.cells(row.athleteId) : []),
  ]);
  return spreadsheetCsv([...t.reportHeader(timeZone), ...(pickup?.header ?? [])], data);
}
