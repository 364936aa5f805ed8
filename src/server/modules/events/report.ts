/**
 * The check-in report: every athlete on the event roster, checked in or not, as CSV.
 * Check-in times are in the coach's time zone (the browser sends it), in US English
 * month/day/year order, a form spreadsheets read as a date and time. Cells that a spreadsheet would run as a formula (= + - @, tab, CR first) get a leading
 * single quote: names come from uploaded files and parents, so they are never trusted.
 */
import { and, asc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { en } from '../../../shared/messages.ts';
import type { DbOrTx } from '../../db/client.ts';
import { athletes, checkIns, eventAthletes, teams } from '../../db/schema.ts';

const FORMULA_START = /^[=+\-@\t\r]/;

/** Neutralises one cell: a leading single quote makes spreadsheets read it as text. */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** True for a time zone this runtime knows (IANA names such as America/Chicago, and UTC). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** 05/01/2030 10:05:00 AM: the local time in `timeZone`, without the zone (in the header). */
export function reportTimeFormatter(timeZone: string): (date: Date) => string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
  });
  // Newer ICU puts a narrow no-break space before AM/PM: plain spaces read everywhere.
  return (date) => format.format(date).replace(',', '').replace(/\s+/g, ' ');
}

export async function buildReportCsv(
  db: DbOrTx,
  input: { eventId: string; timeZone: string },
): Promise<string> {
  const { eventId, timeZone } = input;
  const rows = await db
    .select({
      firstName: athletes.firstName,
      lastName: athletes.lastName,
      teamName: teams.name,
      gradYear: athletes.gradYear,
      timestamp: checkIns.timestamp,
      source: checkIns.source,
    })
    .from(eventAthletes)
    .innerJoin(athletes, eq(athletes.id, eventAthletes.athleteId))
    .leftJoin(teams, eq(teams.id, athletes.teamId))
    .leftJoin(
      checkIns,
      and(eq(checkIns.athleteId, athletes.id), eq(checkIns.eventId, eventAthletes.eventId)),
    )
    .where(eq(eventAthletes.eventId, eventId))
    .orderBy(asc(athletes.lastName), asc(athletes.firstName), asc(teams.name), asc(athletes.id));

  const t = en.coachApi;
  const formatTime = reportTimeFormatter(timeZone);
  const data = rows.map((row) =>
    [
      row.firstName,
      row.lastName,
      row.teamName ?? '',
      row.gradYear === null ? '' : String(row.gradYear),
      row.timestamp ? t.yes : t.no,
      row.timestamp ? formatTime(row.timestamp) : '',
      row.source ? t.sources[row.source] : '',
    ].map(neutralizeCell),
  );
  // A BOM so Excel reads UTF-8 names (José Muñoz) correctly; CRLF as spreadsheets expect.
  return `\ufeff${Papa.unparse({ fields: t.reportHeader(timeZone), data }, { newline: '\r\n' })}\r\n`;
}
