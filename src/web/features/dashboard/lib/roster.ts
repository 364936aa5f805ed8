/**
 * The dashboard's arithmetic, kept pure so it is cheap to memoise and easy to test:
 * the check-in index, the stat-card counts, the status filter and name search, the
 * late-arrivals rule and the arrivals chart's 5-minute bins.
 */
import { foldAccents } from '#shared/names.ts';
import type { Athlete, CheckIn } from '#shared/schemas.ts';

export type StatusFilter = 'all' | 'checked-in' | 'not-checked-in';

export type CheckInIndex = ReadonlyMap<string, CheckIn>;

export function indexCheckIns(checkIns: readonly CheckIn[] | undefined): CheckInIndex {
  const index = new Map<string, CheckIn>();
  for (const checkIn of checkIns ?? []) index.set(checkIn.athleteId, checkIn);
  return index;
}

/** Lower case without accents, so "jose" finds José. */
export function searchKey(text: string): string {
  return foldAccents(text);
}

export type SearchableAthlete = { athlete: Athlete; key: string };

/** Computed once per roster: each athlete with its search key ("first last"). */
export function toSearchable(roster: readonly Athlete[]): SearchableAthlete[] {
  return roster.map((athlete) => ({
    athlete,
    key: searchKey(`${athlete.firstName} ${athlete.lastName}`),
  }));
}

/**
 * docs/product.md#coach-dashboard: status filter, then a case-insensitive substring match on the
 * name.
 */
export function filterRoster(
  roster: readonly SearchableAthlete[],
  checkIns: CheckInIndex,
  filter: StatusFilter,
  query: string,
): Athlete[] {
  const needle = searchKey(query.trim().replace(/\s+/g, ' '));
  const result: Athlete[] = [];
  for (const { athlete, key } of roster) {
    if (filter !== 'all' && checkIns.has(athlete.id) !== (filter === 'checked-in')) continue;
    if (needle && !key.includes(needle)) continue;
    result.push(athlete);
  }
  return result;
}

export type RosterStats = { expected: number; checkedIn: number; notCheckedIn: number };

/** Counts roster athletes only: a check-in of someone taken off the roster is not counted. */
export function rosterStats(roster: readonly Athlete[], checkIns: CheckInIndex): RosterStats {
  let checkedIn = 0;
  for (const athlete of roster) if (checkIns.has(athlete.id)) checkedIn += 1;
  return { expected: roster.length, checkedIn, notCheckedIn: roster.length - checkedIn };
}

/** Clicking the active card returns to all (docs/product.md#coach-dashboard, #states). */
export function nextFilter(current: StatusFilter, clicked: StatusFilter): StatusFilter {
  return current === clicked ? 'all' : clicked;
}

export type Attendance =
  | { kind: 'late'; count: number }
  | { kind: 'expected'; count: number }
  | { kind: 'all-in' };

/**
 * Late means not yet checked in once the event's start time has passed; before that,
 * the same athletes are still expected.
 */
export function attendance(eventStart: string, now: number, notCheckedIn: number): Attendance {
  if (notCheckedIn === 0) return { kind: 'all-in' };
  return Date.parse(eventStart) <= now
    ? { kind: 'late', count: notCheckedIn }
    : { kind: 'expected', count: notCheckedIn };
}

export const ARRIVAL_BIN_MS = 5 * 60_000;
/** Eight hours of 5-minute bars; an older start scrolls out of the chart. */
export const MAX_ARRIVAL_BINS = 96;
/** At least an hour is drawn, so a single rush is a bar, not a wall. */
export const MIN_ARRIVAL_BINS = 12;
/** How far the chart stretches to show the event's start next to the arrivals. */
const START_REACH_MS = 60 * 60_000;

export type ArrivalBin = { start: number; count: number };
export type ArrivalChart = {
  bins: ArrivalBin[];
  total: number;
  peak: ArrivalBin;
  /** Index of the bin holding the event's start, when it is on the chart. */
  startIndex: number | null;
};

const floorBin = (time: number) => Math.floor(time / ARRIVAL_BIN_MS) * ARRIVAL_BIN_MS;

/**
 * Check-ins per 5 minutes, from the first arrival (or the start, if near) to the last;
 * at least an hour, at most eight (the latest).
 */
export function arrivalBins(checkIns: readonly CheckIn[], eventStart: string): ArrivalChart | null {
  const times = checkIns.map((checkIn) => Date.parse(checkIn.timestamp)).filter(Number.isFinite);
  if (times.length === 0) return null;
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const time of times) {
    if (time < first) first = time;
    if (time > last) last = time;
  }
  const start = Date.parse(eventStart);
  let from = floorBin(first);
  let to = floorBin(last);
  if (Number.isFinite(start)) {
    if (start < first && first - start <= START_REACH_MS) from = floorBin(start);
    if (start > last && start - last <= START_REACH_MS) to = floorBin(start);
  }
  from = Math.min(from, to - (MIN_ARRIVAL_BINS - 1) * ARRIVAL_BIN_MS);
  from = Math.max(from, to - (MAX_ARRIVAL_BINS - 1) * ARRIVAL_BIN_MS);

  const bins: ArrivalBin[] = [];
  for (let binStart = from; binStart <= to; binStart += ARRIVAL_BIN_MS) {
    bins.push({ start: binStart, count: 0 });
  }
  for (const time of times) {
    const bin = bins[Math.floor((time - from) / ARRIVAL_BIN_MS)];
    if (bin) bin.count += 1;
  }
  let peak = bins[0]!;
  let total = 0;
  for (const bin of bins) {
    total += bin.count;
    if (bin.count > peak.count) peak = bin;
  }
  const startIndex =
    Number.isFinite(start) && start >= from && start < to + ARRIVAL_BIN_MS
      ? Math.floor((start - from) / ARRIVAL_BIN_MS)
      : null;
  return { bins, total, peak, startIndex };
}

/**
 * The arrivals chart of the roster: check-ins of athletes on the roster only (a check-in
 * of someone taken off it is not drawn). Null until both lists are loaded or with no
 * arrival yet.
 */
export function rosterChart(
  roster: readonly Athlete[] | undefined,
  checkIns: readonly CheckIn[] | undefined,
  eventStart: string,
): ArrivalChart | null {
  if (!roster || !checkIns) return null;
  const onRoster = new Set(roster.map((athlete) => athlete.id));
  return arrivalBins(
    checkIns.filter((checkIn) => onRoster.has(checkIn.athleteId)),
    eventStart,
  );
}
