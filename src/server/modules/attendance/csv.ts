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

/** Safe pickup's cells (decision 049): one more column per event that had a release. */
export interface PickupCells {
  eventIds: Set<string>;
  cell: (eventId: string, athleteId: string) => string;
}

export function attendanceCsv(
  report: AttendanceResponse,
  timeZone: string,
  pickup?: PickupCells | null,
): string {
  const t = messages.attendance;
  const day = reportDayFormatter(timeZone);
  const pickupEvents = pickup ? report.events.filter((event) => pickup.eventIds.has(event.id)) : [];
  const fields = [
    ...t.csvHeader,
    ...report.events.map((event) => `${event.name} (${day(new Date(event.date))})`),
    ...pickupEvents.map((event) =>
      messages.pickup.report.attendanceColumn(`${event.name} (${day(new Date(event.date))})`),
    ),
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
    ...pickupEvents.map((event) => pickup?.cell(event.id, athlete.athleteId) ?? ''),
  ]);
  return spreadsheetCsv(fields, data);
}
