/**
 * Every date and time TapIn shows, in one place: the locale and the time zone handling live
 * here, not at the call sites. Each format takes the language as its last, optional argument
 * (a `Locale` of src/shared/i18n/locales.ts); left out, it is the active one (active.ts):
 * the page's language in the browser, the request's on the server (decision 045). Browser screens format in the device's zone;
 * the CSV report formats in the zone the coach's browser sends. Formatters are built once
 * (a roster of 1,000 rows formats up to 1,000 arrival times per render).
 */
import { activeTag } from './active.ts';
import { LOCALES, type Locale } from './locales.ts';

type When = string | number | Date;
type Options = Intl.DateTimeFormatOptions;

const dateOptions = { month: 'short', day: 'numeric', year: 'numeric' } as const satisfies Options;
const timeOptions = { hour: 'numeric', minute: '2-digit' } as const satisfies Options;

/**
 * One formatter per format, built on first use and kept: a screen that never shows a format
 * never builds it, and the bundler drops the formats a bundle does not use (`__PURE__`).
 */
function format(options: Options): (value: When, locale?: Locale) => string {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  return (value, locale) => {
    const tag = tagOf(locale);
    let formatter = formatters.get(tag);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(tag, options);
      formatters.set(tag, formatter);
    }
    return formatter.format(new Date(value));
  };
}

/** The Intl tag of `locale`, or of the active language. */
function tagOf(locale: Locale | undefined): string {
  // A formatter handed to `.map()` gets an index here: only a known language counts.
  const config = locale ? LOCALES[locale] : undefined;
  return config ? (config.intl ?? config.tag) : activeTag();
}

/** "9:05 AM". */
export const formatTime = /* @__PURE__ */ format(timeOptions);
/** "Jan 4, 2025". */
export const formatDate = /* @__PURE__ */ format(dateOptions);
/** "Sat, May 2, 2026". */
export const formatWeekdayDate = /* @__PURE__ */ format({ weekday: 'short', ...dateOptions });
/** "May 2, 2026, 9:00 AM". */
export const formatDateTime = /* @__PURE__ */ format({ ...dateOptions, ...timeOptions });
/** "Sat, May 2, 2026, 9:00 AM". */
export const formatWeekdayDateTime = /* @__PURE__ */ format({
  weekday: 'short',
  ...dateOptions,
  ...timeOptions,
});
/** "Saturday, May 2". */
export const formatDay = /* @__PURE__ */ format({
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});
/** "Saturday, May 2, 2026". */
export const formatLongDate = /* @__PURE__ */ format({
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
/** "5/1/2030, 10:05:00 AM": a log line's moment (the dev outbox). */
export const formatTimestamp = /* @__PURE__ */ format({
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/** A moment relative to `now`: the time alone when it falls on the same day, else the date and time. */
export function formatStart(value: When, now: When, locale?: Locale): string {
  const start = new Date(value);
  return start.toDateString() === new Date(now).toDateString()
    ? formatTime(start, locale)
    : formatWeekdayDateTime(start, locale);
}

/** The device's IANA time zone ("America/Chicago"), which the report is asked for in. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
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

/** "05/01/2030": the day in `timeZone`, month/day/year in English (a report's column headings). */
export function reportDayFormatter(timeZone: string, locale?: Locale): (date: Date) => string {
  const format = new Intl.DateTimeFormat(tagOf(locale), {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return (when) => format.format(when);
}

/**
 * "05/01/2030 10:05:00 AM": the wall-clock time in `timeZone`, without the zone (the report's
 * header names it), in month/day/year order, a form spreadsheets read as a date and time.
 */
export function reportTimeFormatter(timeZone: string, locale?: Locale): (date: Date) => string {
  const format = new Intl.DateTimeFormat(tagOf(locale), {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
  });
  // Newer ICU puts a narrow no-break space before AM/PM (and "p. m." in Spanish): plain
  // spaces read everywhere.
  return (when) => format.format(when).replace(',', '').replace(/\s+/g, ' ');
}

/**
 * "5:00 PM" / "5:00 p.m.": a clock time in `timeZone` for a text message, with plain spaces
 * (a narrow no-break space is outside GSM-7 and would double a text's price).
 */
export function textTime(at: Date, timeZone: string, locale?: Locale): string {
  return new Intl.DateTimeFormat(tagOf(locale), { hour: 'numeric', minute: '2-digit', timeZone })
    .format(at)
    .replace(/\s+/g, ' ');
}
