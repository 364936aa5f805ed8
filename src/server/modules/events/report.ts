/**
 * The check-in report: every athlete on the event roster, checked in or not, as CSV.
 * Cells that a spreadsheet would run as a formula (= + - @, tab, CR first) get a leading
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

export async function buildReportCsv(db: DbOrTx, eventId: string): Promise<string> {
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
  const data = rows.map((row) =>
    [
      row.firstName,
      row.lastName,
      row.teamName ?? '',
      row.gradYear === null ? '' : String(row.gradYear),
      row.timestamp ? t.yes : t.no,
      row.timestamp ? row.timestamp.toISOString() : '',
      row.source ? t.sources[row.source] : '',
    ].map(neutralizeCell),
  );
  // A BOM so Excel reads UTF-8 names (José Muñoz) correctly; CRLF as spreadsheets expect.
  return `\ufeff${Papa.unparse({ fields: [...t.reportHeader], data }, { newline: '\r\n' })}\r\n`;
}
