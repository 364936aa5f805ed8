/**
 * The attendance page's pure logic (decision 031): the default range, sorting, the rows
 * under the chosen rate, team totals and the rate per event.
 */
import { formatDate, formatDateTime } from '#shared/i18n/datetime.ts';
import type { AttendanceAthlete, AttendanceEvent, PresenceLetter } from '#shared/schemas.ts';

/** The range a coach sees first: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;
/** Athletes under this rate (percent) stand out until the coach picks another. */
export const DEFAULT_THRESHOLD = 75;

/** YYYY-MM-DD of `date` on this device's calendar. */
export function toDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last `days` days up to `now`, both ends included, on this device's calendar. */
export function defaultRange(now: Date, days = DEFAULT_RANGE_DAYS): { from: string; to: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return { from: toDay(start), to: toDay(now) };
}

export type SortKey = 'name' | 'team' | 'expected' | 'attended' | 'late' | 'rate';
export type SortDirection = 'ascending' | 'descending';
export interface Sort {
  key: SortKey;
  direction: SortDirection;
}

const byName = (a: AttendanceAthlete, b: AttendanceAthlete) =>
  a.lastName.localeCompare(b.lastName, undefined, { sensitivity: 'base' }) ||
  a.firstName.localeCompare(b.firstName, undefined, { sensitivity: 'base' }) ||
  a.athleteId.localeCompare(b.athleteId);

/** The rows in the chosen order; ties fall back to the name, always A to Z. */
export function sortAthletes(
  athletes: readonly AttendanceAthlete[],
  sort: Sort,
): AttendanceAthlete[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const compare = (a: AttendanceAthlete, b: AttendanceAthlete): number => {
    switch (sort.key) {
      case 'name':
        return 0;
      case 'team':
        return (a.teamName ?? '').localeCompare(b.teamName ?? '', undefined, {
          sensitivity: 'base',
        });
      default:
        return a[sort.key] - b[sort.key];
    }
  };
  return [...athletes].sort((a, b) => {
    if (sort.key === 'name') return sign * byName(a, b);
    return sign * compare(a, b) || byName(a, b);
  });
}

/** Clicking a column: its natural first order (names A to Z, figures high to low), then flips. */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key === key) {
    return {
      key,
      direction: current.direction === 'ascending' ? 'descending' : 'ascending',
    };
  }
  return { key, direction: key === 'name' || key === 'team' ? 'ascending' : 'descending' };
}

/** True when the athlete's rate is under `thresholdPercent` (0–100). */
export function isBelow(
  athlete: Pick<AttendanceAthlete, 'rate' | 'expected'>,
  thresholdPercent: number,
) {
  return athlete.expected > 0 && athlete.rate * 100 < thresholdPercent;
}

/** "75%": a rate (0–1) as a whole percent. */
export function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

export interface TeamTotal {
  teamName: string | null;
  athletes: number;
  expected: number;
  attended: number;
  late: number;
  rate: number;
}

/** One line per team (athletes without a team together, last), teams by name. */
export function teamTotals(athletes: readonly AttendanceAthlete[]): TeamTotal[] {
  const totals = new Map<string | null, TeamTotal>();
  for (const athlete of athletes) {
    const total = totals.get(athlete.teamName) ?? {
      teamName: athlete.teamName,
      athletes: 0,
      expected: 0,
      attended: 0,
      late: 0,
      rate: 0,
    };
    total.athletes += 1;
    total.expected += athlete.expected;
    total.attended += athlete.attended;
    total.late += athlete.late;
    totals.set(athlete.teamName, total);
  }
  return [...totals.values()]
    .map((total) => ({
      ...total,
      rate: total.expected === 0 ? 0 : total.attended / total.expected,
    }))
    .sort((a, b) =>
      a.teamName === null
        ? 1
        : b.teamName === null
          ? -1
          : a.teamName.localeCompare(b.teamName, undefined, { sensitivity: 'base' }),
    );
}

/** The rate of each event (attended / expected), in the answer's order: oldest first. */
export function eventRates(events: readonly AttendanceEvent[]): number[] {
  return events.map((event) => (event.expected === 0 ? 0 : event.attended / event.expected));
}

/** How the athlete did at the event at `index` of the answer's events. */
export function presenceAt(athlete: Pick<AttendanceAthlete, 'presence'>, index: number) {
  return (athlete.presence[index] ?? '-') as PresenceLetter;
}

/** The presence letters' meanings, by the catalogue's keys. */
export const PRESENCE_KEY = {
  P: 'present',
  L: 'late',
  A: 'absent',
  '-': 'none',
} as const satisfies Record<PresenceLetter, string>;

/**
 * How the chart and its table name each event's day: the date, or the date and time when two
 * events fall on one day (a morning and an evening session), so no two labels read the same.
 */
export function eventDateFormat(
  events: readonly Pick<AttendanceEvent, 'date'>[],
): (iso: string) => string {
  const days = events.map((event) => formatDate(event.date));
  return new Set(days).size < days.length ? formatDateTime : formatDate;
}
