/**
 * Attendance over time (decision 031): per athlete, the events of a date range they were
 * expected at, attended and were late to. One SQL statement does the counting in the
 * database, whatever the range's size.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { isKnownTimeZone } from '#server/db/time-zones.ts';
import { appError } from '#server/http/errors.ts';
import type { Deps } from '#server/http/types.ts';
import { messages } from '#shared/messages.ts';
import type { AttendanceResponse } from '#shared/schemas.ts';
import { type StaffScope, teamVisible } from '../auth/scope.ts';

const NOT_ON_ROSTER = '-';

export interface AttendanceInput {
  /** First and last day of the range (YYYY-MM-DD, both included), in `timeZone`. */
  from: string;
  to: string;
  /** The coach's IANA time zone: where the range's days start and end. */
  timeZone: string;
  teamId?: string | undefined;
  /** What the asking coach may see (decision 044): their teams' athletes and events only. */
  scope: StaffScope;
}

/**
 * Which events count, the one place this is decided: an event counts when it starts on a
 * day of the range in the coach's time zone, is taking place (its start is not after `now`,
 * or check-in for it has begun: a check-in exists, e.g. one opened by itself before the
 * start, decision 035) and was not cancelled (decision 030). `e` is the events table's alias. The
 * days' bounds are worked out by PostgreSQL (`timestamp AT TIME ZONE zone` reads a
 * wall-clock time in that zone), so daylight-saving days are 23 or 25 hours long.
 */
function countedEvent(input: AttendanceInput, now: Date): SQL {
  return sql`e.date >= (${input.from}::date)::timestamp at time zone ${input.timeZone}
    and e.date < (${input.to}::date + 1)::timestamp at time zone ${input.timeZone}
    and (e.date <= ${now.toISOString()}::timestamptz
      or exists (select 1 from check_ins c where c.event_id = e.id))
    and e.cancelled_at is null`;
}

interface Row {
  teams: Array<{ id: string; name: string }>;
  events: Array<{
    id: string;
    name: string;
    startsAt: number | string;
    expected: number;
    attended: number;
  }>;
  athletes: Array<{
    athleteId: string;
    firstName: string;
    lastName: string;
    teamName: string | null;
    expected: number;
    attended: number;
    late: number;
    /** 1-based positions in `events` of the events the athlete was expected at, and… */
    idxs: number[];
    /** …how each went, one letter each (PRESENCE). */
    codes: string;
  }>;
}

/**
 * The figures of one range. Expected: on the roster of a counted event. Attended: a
 * check-in exists for the athlete and event (undoing deletes it, so it no longer counts).
 * Late: checked in after the event's start. Events are listed when at least one athlete
 * (of the team, with `teamId`) was expected there; athletes when they were expected at
 * least once. Events oldest first; athletes by last name, first name. Every team comes
 * along (by name), for the page's team filter: the page makes one request.
 */
export async function attendanceReport(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: AttendanceInput,
): Promise<AttendanceResponse> {
  const { db, clock } = deps;
  // A zone PostgreSQL does not know would fail the statement: a 400 first (decision 040).
  if (!(await isKnownTimeZone(db, input.timeZone))) {
    throw appError('VALIDATION_FAILED', messages.coachApi.unknownTimeZone);
  }
  const teamId = input.teamId ?? null;
  const scope = input.scope;
  const query = sql`
    with counted as (
      select e.id, e.name, e.date from events e where ${countedEvent(input, clock.now())}
    ),
    roster as (
      select ea.athlete_id, c.id as event_id, c.date as starts_at, ci.timestamp as checked_in_at
      from counted c
      join event_roster ea on ea.event_id = c.id
      join athletes a on a.id = ea.athlete_id
      left join check_ins ci on ci.event_id = ea.event_id and ci.athlete_id = ea.athlete_id
      where (${teamId}::uuid is null or a.team_id = ${teamId}::uuid)
        and ${teamVisible(scope, sql`a.team_id`)}
    ),
    listed as (
      select r.event_id, count(*)::int as expected, count(r.checked_in_at)::int as attended,
        (row_number() over (order by min(r.starts_at), r.event_id))::int as idx
      from roster r group by r.event_id
    ),
    per_athlete as (
      select r.athlete_id,
        count(*)::int as expected,
        count(r.checked_in_at)::int as attended,
        (count(*) filter (where r.checked_in_at > r.starts_at))::int as late,
        array_agg(l.idx order by l.idx) as idxs,
        string_agg(case
          when r.checked_in_at is null then 'A'
          when r.checked_in_at > r.starts_at then 'L'
          else 'P' end, '' order by l.idx) as codes
      from roster r join listed l on l.event_id = r.event_id
      group by r.athlete_id
    )
    select
      (select coalesce(json_agg(json_build_object(
          'id', c.id, 'name', c.name, 'startsAt', (extract(epoch from c.date) * 1000)::bigint,
          'expected', l.expected, 'attended', l.attended) order by l.idx), '[]'::json)
        from listed l join counted c on c.id = l.event_id) as events,
      (select coalesce(json_agg(json_build_object(
          'athleteId', a.id, 'firstName', a.first_name, 'lastName', a.last_name,
          'teamName', t.name, 'expected', p.expected, 'attended', p.attended, 'late', p.late,
          'idxs', p.idxs, 'codes', p.codes)
          order by lower(a.last_name), lower(a.first_name), a.id), '[]'::json)
        from per_athlete p join athletes a on a.id = p.athlete_id
        left join teams t on t.id = a.team_id) as athletes,
      (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name)
          order by lower(t.name), t.id), '[]'::json) from teams t
        where ${teamVisible(scope, sql`t.id`)}) as teams
  `;
  const [row] = await rows<Row>(db, query);
  const events = row?.events ?? [];
  return {
    events: events.map((event) => ({
      id: event.id,
      name: event.name,
      date: new Date(Number(event.startsAt)).toISOString(),
      expected: event.expected,
      attended: event.attended,
    })),
    teams: row?.teams ?? [],
    athletes: (row?.athletes ?? []).map((athlete) => {
      const presence = Array<string>(events.length).fill(NOT_ON_ROSTER);
      athlete.idxs.forEach((idx, i) => {
        presence[idx - 1] = athlete.codes[i]!;
      });
      return {
        athleteId: athlete.athleteId,
        firstName: athlete.firstName,
        lastName: athlete.lastName,
        teamName: athlete.teamName,
        expected: athlete.expected,
        attended: athlete.attended,
        late: athlete.late,
        rate: athlete.expected === 0 ? 0 : athlete.attended / athlete.expected,
        presence: presence.join(''),
      };
    }),
  };
}

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
