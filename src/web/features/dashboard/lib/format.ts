/**
 * Time formats of the dashboard, US English (spec §9). The formatters are built once:
 * a roster of 1,000 rows formats up to 1,000 arrival times per render.
 */
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

/** "9:05 AM". */
export function formatClockTime(value: string | number | Date): string {
  return timeFormat.format(new Date(value));
}

/** "Sat, May 2, 2026, 9:00 AM". */
export function formatEventDate(value: string | number | Date): string {
  return dateTimeFormat.format(new Date(value));
}

/** "Saturday, May 2". */
export function formatDay(value: string | number | Date): string {
  return dayFormat.format(new Date(value));
}

/** The event's start: the time alone when it is today, else the date and time. */
export function formatStart(start: string, now: number): string {
  const date = new Date(start);
  return date.toDateString() === new Date(now).toDateString()
    ? formatClockTime(date)
    : formatEventDate(date);
}
