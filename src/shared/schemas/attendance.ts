/**
 * The API contract, attendance over time (GET /api/attendance, GET /api/attendance.csv,
 * decision 031). Imported through src/shared/schemas.ts, the one path for every schema.
 */
import { z } from 'zod';
import { isTimeZone } from '../i18n/datetime.ts';
import { messages } from '../messages.ts';
import { idSchema } from './common.ts';

/** The longest range one request may cover: a season and then some. */
export const ATTENDANCE_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
export function isCalendarDay(value: string): boolean {
  if (!dayPattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The years a range may start or end in. Wider ranges answer nothing useful, and the edges
 * of the calendar are where JavaScript and PostgreSQL part (PostgreSQL has no year 0): a
 * clear 400, never a 500 (decision 040).
 */
export const ATTENDANCE_YEARS = { first: 1900, last: 2199 } as const;

const daySchema = z
  .string({ error: () => messages.attendance.dateInvalid })
  .refine(isCalendarDay, { error: () => messages.attendance.dateInvalid })
  .refine(
    (day) => {
      const year = Number(day.slice(0, 4));
      return year >= ATTENDANCE_YEARS.first && year <= ATTENDANCE_YEARS.last;
    },
    {
      error: () =>
        messages.attendance.yearOutOfRange(ATTENDANCE_YEARS.first, ATTENDANCE_YEARS.last),
    },
  );

/**
 * The query of both attendance routes. `from` and `to` are days in the coach's time zone
 * `tz` (IANA, UTC without it), both included; `teamId` keeps one team's athletes.
 */
export const attendanceQuerySchema = z
  .object({
    from: daySchema,
    to: daySchema,
    teamId: idSchema.optional(),
    tz: z
      .string()
      .max(64)
      .refine(isTimeZone, { error: () => messages.coachApi.unknownTimeZone })
      .default('UTC'),
  })
  .check((ctx) => {
    const { from, to } = ctx.value;
    if (!isCalendarDay(from) || !isCalendarDay(to)) return;
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    if (days < 1) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: ['from'],
        message: messages.attendance.rangeReversed,
      });
    } else if (days > ATTENDANCE_MAX_DAYS) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: ['to'],
        message: messages.attendance.rangeTooLong(ATTENDANCE_MAX_DAYS),
      });
    }
  });
export type AttendanceQuery = z.input<typeof attendanceQuerySchema>;

/**
 * How one athlete did at each event of the answer, one letter per event in the order of
 * `events`: P came (on time), L came late, A absent (expected, no check-in), - not on
 * that event's roster. A string, not an object keyed by event id: a season of 60 events ×
 * 400 athletes answers 24 KB of it instead of a megabyte.
 */
export const PRESENCE = { present: 'P', late: 'L', absent: 'A', none: '-' } as const;
export type PresenceLetter = (typeof PRESENCE)[keyof typeof PRESENCE];

export const attendanceEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The event's start, an ISO timestamp. */
  date: z.string(),
  /** Extra: athletes (of the team filter) on its roster, and how many of them checked in. */
  expected: z.number().int(),
  attended: z.number().int(),
});
export type AttendanceEvent = z.infer<typeof attendanceEventSchema>;

export const attendanceAthleteSchema = z.object({
  athleteId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  teamName: z.string().nullable(),
  expected: z.number().int(),
  attended: z.number().int(),
  late: z.number().int(),
  /** attended / expected, from 0 to 1 (0 when nothing was expected). */
  rate: z.number(),
  /** Extra: one letter per event of `events`, in its order (PRESENCE). */
  presence: z.string().regex(/^[PLA-]*$/),
});
export type AttendanceAthlete = z.infer<typeof attendanceAthleteSchema>;

export const attendanceResponseSchema = z.object({
  events: z.array(attendanceEventSchema),
  athletes: z.array(attendanceAthleteSchema),
  /** Extra: every team, by name (the page's team filter), whatever the filter. */
  teams: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AttendanceResponse = z.infer<typeof attendanceResponseSchema>;
