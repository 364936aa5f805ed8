/**
 * The attendance table as CSV (decision 031): the summary columns, then one column per
 * event headed by its name and its day in the coach's time zone. Written by
 * http/spreadsheet-csv.ts, as the check-in report is: formula-safe cells, a BOM and CRLF.
 */
import { spreadsheetCsv } from '#server/http/spreadsheet-csv.ts';
import { reportDayFormatter } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import { type AttendanceResponse, PRESENCE, type PresenceLetter } from '#shared/schemas.ts';

const CELL: Record<PresenceLetter, string> = {
  [PRESENCE.present]: messages.attendance.presence.present,
  [PRESENCE.late]: messages.attendance.presence.late,
  [PRESENCE.absent]: messages.attendance.presence.absent,
  [PRESENCE.none]: '',
};

export function attendanceCsv(report: AttendanceResponse, timeZone: string): string {
  const t = messages.attendance;
  const day = reportDayFormatter(timeZone);
  const fields = [
    ...t.csvHeader,
    ...report.events.map((event) => `${event.name} (${day(new Date(event.date))})`),
  ];
  const data = report.athletes.map((athlete) => [
    athlete.firstName,
    athlete.lastName,
    athlete.teamName ?? '',
    String(athlete.expected),
    String(athlete.attended),
    String(athlete.late),
    String(Math.round(athlete.rate * 100)),
    ...[...athlete.presence].map((letter) => CELL[letter as PresenceLetter]),
  ]);
  return spreadsheetCsv(fields, data);
}
