/**
 * The starts of a series' occurrences (decision 030): every day from the first start's
 * date until `until` (inclusive) whose ISO weekday is chosen, at the first start's wall-clock
 * time in the coach's zone, so a 6 pm practice stays at 6 pm across a daylight-saving change.
 */
const DAY_MS = 24 * 60 * 60_000;

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localParts(instant: Date, timeZone: string): LocalParts {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at this instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const p = localParts(new Date(instant), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant the zone's wall clock shows this local time (the later one in a gap). */
function zonedInstant(local: LocalParts, ms: number, timeZone: string): Date {
  const guess =
    Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second) + ms;
  const first = guess - offsetAt(guess, timeZone);
  return new Date(guess - offsetAt(first, timeZone));
}

/** The local calendar date of an instant in a zone, as YYYY-MM-DD. */
export function localDate(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** At most `max + 1` starts (so the caller can tell "too many"). */
export function occurrenceStarts(input: {
  firstStart: Date;
  timeZone: string;
  weekdays: number[];
  until: string;
  max: number;
}): Date[] {
  const local = localParts(input.firstStart, input.timeZone);
  const ms = input.firstStart.getTime() % 1000;
  const [untilYear, untilMonth, untilDay] = input.until.split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const last = Date.UTC(untilYear, untilMonth - 1, untilDay);
  const days = new Set(input.weekdays);
  const starts: Date[] = [];
  for (
    let day = Date.UTC(local.year, local.month - 1, local.day);
    day <= last && starts.length <= input.max;
    day += DAY_MS
  ) {
    const date = new Date(day);
    const isoWeekday = date.getUTCDay() === 0 ? 7 : date.getUTCDay();
    if (!days.has(isoWeekday)) continue;
    starts.push(
      zonedInstant(
        {
          ...local,
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
        },
        ms,
        input.timeZone,
      ),
    );
  }
  return starts;
}
