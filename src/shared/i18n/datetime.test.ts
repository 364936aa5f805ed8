import { describe, expect, it } from 'vitest';
import { inLocale } from './active.ts';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatLongDate,
  formatStart,
  formatTime,
  formatTimestamp,
  formatWeekdayDate,
  formatWeekdayDateTime,
  isTimeZone,
  localTimeZone,
  reportTimeFormatter,
} from './datetime.ts';

/** Normalises ICU's narrow no-break spaces so the expectations read plainly. */
const plain = (text: string) => text.replace(/\s/g, ' ');
// Local wall-clock times, so the expectations hold in any time zone the tests run in.
const saturdayMorning = new Date(2026, 4, 2, 9, 5, 7);
const afternoon = new Date(2025, 0, 4, 15, 5);

describe('date and time formats (US English)', () => {
  it('formats times, dates and both', () => {
    expect(plain(formatTime(saturdayMorning))).toBe('9:05 AM');
    expect(plain(formatTime(afternoon.toISOString()))).toBe('3:05 PM');
    expect(formatDate(afternoon)).toBe('Jan 4, 2025');
    expect(formatWeekdayDate(saturdayMorning)).toBe('Sat, May 2, 2026');
    expect(plain(formatDateTime(saturdayMorning))).toBe('May 2, 2026, 9:05 AM');
    expect(plain(formatWeekdayDateTime(saturdayMorning))).toBe('Sat, May 2, 2026, 9:05 AM');
    expect(formatDay(saturdayMorning)).toBe('Saturday, May 2');
    expect(formatLongDate(saturdayMorning.getTime())).toBe('Saturday, May 2, 2026');
    expect(plain(formatTimestamp(saturdayMorning))).toBe('5/2/2026, 9:05:07 AM');
  });

  it('shows an event start as a time on its own day, else as a date and time', () => {
    const start = saturdayMorning.toISOString();
    expect(plain(formatStart(start, new Date(2026, 4, 2, 23, 0)))).toBe('9:05 AM');
    expect(plain(formatStart(start, new Date(2026, 4, 3, 8, 0)))).toBe('Sat, May 2, 2026, 9:05 AM');
  });
});

describe('time zones', () => {
  it('knows IANA zones and refuses others', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone(localTimeZone())).toBe(true);
  });

  it("formats report cells in the coach's zone, with plain spaces and no comma", () => {
    const moment = new Date(Date.UTC(2030, 4, 1, 15, 5, 0));
    expect(reportTimeFormatter('America/Chicago')(moment)).toBe('05/01/2030 10:05:00 AM');
    expect(reportTimeFormatter('UTC')(moment)).toBe('05/01/2030 3:05:00 PM');
    expect(reportTimeFormatter('Asia/Tokyo')(moment)).toBe('05/02/2030 12:05:00 AM');
  });
});

describe('date and time formats in Spanish (decision 045)', () => {
  it('formats with the language passed in, or the active one', () => {
    expect(plain(formatTime(saturdayMorning, 'es'))).toMatch(/^9:05 a\. ?m\.$/);
    expect(formatDate(afternoon, 'es')).toBe('4 ene 2025');
    expect(formatLongDate(saturdayMorning, 'es')).toBe('sábado, 2 de mayo de 2026');
    expect(formatDay(saturdayMorning, 'es')).toBe('sábado, 2 de mayo');
    expect(inLocale('es', () => formatLongDate(saturdayMorning))).toBe('sábado, 2 de mayo de 2026');
    expect(formatLongDate(saturdayMorning)).toBe('Saturday, May 2, 2026');
    expect(plain(formatStart(saturdayMorning, new Date(2026, 4, 2, 8, 0), 'es'))).toBe(
      plain(formatTime(saturdayMorning, 'es')),
    );
  });

  it('writes report cells day first in Spanish', () => {
    const moment = new Date(Date.UTC(2030, 4, 1, 15, 5, 0));
    expect(reportTimeFormatter('UTC', 'es')(moment)).toMatch(/^01\/05\/2030 3:05:00 p\. ?m\.$/);
    expect(reportTimeFormatter('UTC', 'en')(moment)).toBe('05/01/2030 3:05:00 PM');
  });
});
