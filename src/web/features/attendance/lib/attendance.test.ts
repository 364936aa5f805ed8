import { describe, expect, it } from 'vitest';
import type { AttendanceAthlete } from '#shared/schemas.ts';
import {
  defaultRange,
  eventDateFormat,
  eventRates,
  isBelow,
  nextSort,
  percent,
  presenceAt,
  sortAthletes,
  teamTotals,
} from './attendance.ts';

const athlete = (
  firstName: string,
  lastName: string,
  teamName: string | null,
  expected: number,
  attended: number,
  late = 0,
): AttendanceAthlete => ({
  athleteId: `${firstName}-${lastName}`,
  firstName,
  lastName,
  teamName,
  expected,
  attended,
  late,
  rate: expected === 0 ? 0 : attended / expected,
  presence: 'PLA-'.slice(0, expected),
});

const ann = athlete('Ann', 'Able', 'Eagles', 4, 4, 1);
const ben = athlete('Ben', 'baker', 'Eagles', 4, 2, 1);
const cal = athlete('Cal', 'Cole', 'Hawks', 4, 1);
const dee = athlete('Dee', 'Dunn', null, 2, 1, 1);

describe('attendance page logic', () => {
  it('defaults to the last 30 days, today included, across a month end', () => {
    expect(defaultRange(new Date(2026, 2, 5, 23, 59))).toEqual({
      from: '2026-02-04',
      to: '2026-03-05',
    });
  });

  it('sorts by any column, ties by name, names without regard to case', () => {
    const names = (rows: AttendanceAthlete[]) => rows.map((row) => row.firstName);
    expect(
      names(sortAthletes([cal, ben, dee, ann], { key: 'name', direction: 'ascending' })),
    ).toEqual(['Ann', 'Ben', 'Cal', 'Dee']);
    expect(
      names(sortAthletes([ann, ben, cal, dee], { key: 'rate', direction: 'ascending' })),
    ).toEqual(['Cal', 'Ben', 'Dee', 'Ann']);
    expect(
      names(sortAthletes([ann, ben, cal, dee], { key: 'late', direction: 'descending' })),
    ).toEqual(['Ann', 'Ben', 'Dee', 'Cal']);
    expect(
      names(sortAthletes([dee, cal, ben, ann], { key: 'team', direction: 'ascending' })),
    ).toEqual(['Dee', 'Ann', 'Ben', 'Cal']);
  });

  it('starts figures high to low and names A to Z, and flips on a second click', () => {
    const start = { key: 'name', direction: 'ascending' } as const;
    expect(nextSort(start, 'rate')).toEqual({ key: 'rate', direction: 'descending' });
    expect(nextSort(start, 'name')).toEqual({ key: 'name', direction: 'descending' });
    expect(nextSort({ key: 'rate', direction: 'descending' }, 'team')).toEqual({
      key: 'team',
      direction: 'ascending',
    });
  });

  it('marks athletes under the chosen rate, never one with nothing expected', () => {
    expect([ann, ben, cal, dee].map((row) => isBelow(row, 75))).toEqual([false, true, true, true]);
    expect(isBelow(ben, 50)).toBe(false);
    expect(isBelow(athlete('Eve', 'Eck', null, 0, 0), 75)).toBe(false);
    expect(percent(2 / 3)).toBe('67%');
  });

  it('totals each team, athletes without a team last', () => {
    expect(teamTotals([cal, dee, ben, ann])).toEqual([
      { teamName: 'Eagles', athletes: 2, expected: 8, attended: 6, late: 2, rate: 0.75 },
      { teamName: 'Hawks', athletes: 1, expected: 4, attended: 1, late: 0, rate: 0.25 },
      { teamName: null, athletes: 1, expected: 2, attended: 1, late: 1, rate: 0.5 },
    ]);
  });

  it('gives each event its rate and each athlete a presence per event', () => {
    const events = [
      { id: 'a', name: 'A', date: '', expected: 4, attended: 3 },
      { id: 'b', name: 'B', date: '', expected: 0, attended: 0 },
    ];
    expect(eventRates(events)).toEqual([0.75, 0]);
    expect([0, 1, 2, 3, 9].map((index) => presenceAt(ann, index))).toEqual([
      'P',
      'L',
      'A',
      '-',
      '-',
    ]);
  });
});

describe('eventDateFormat', () => {
  it('names days by their date, and by date and time once two events share a day', () => {
    const morning = { date: '2026-11-25T15:00:00.000Z' };
    const evening = { date: '2026-11-25T23:30:00.000Z' };
    const nextDay = { date: '2026-11-27T15:00:00.000Z' };
    const apart = eventDateFormat([morning, nextDay]);
    expect(apart(morning.date)).not.toBe(apart(nextDay.date));
    expect(apart(morning.date)).not.toMatch(/\d:\d\d/);
    const sameDay = eventDateFormat([morning, evening, nextDay]);
    expect(sameDay(morning.date)).not.toBe(sameDay(evening.date));
    expect(sameDay(evening.date)).toMatch(/\d:\d\d/);
  });
});
