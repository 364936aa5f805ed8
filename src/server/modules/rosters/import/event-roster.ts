/**
 * An event's roster entries (event_athletes): adding athletes to one event, copying one
 * event's roster onto another, and spreading a series occurrence's roster to the rest of
 * the series (series_athletes, stored once, decision 038). Athletes already on a roster
 * (as `event_roster` reads it) are skipped and counted.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { athleteVisibleSql, type StaffScope } from '#server/modules/auth/scope.ts';
import { chunks, param, rows } from './sql.ts';

/**
 * Puts athletes on an event's roster; answers how many were not there yet. An occurrence's
 * series athletes that already reach it count as there (they are not stored again).
 */
export async function addToRoster(
  db: DbOrTx,
  eventId: string,
  athleteIds: string[],
): Promise<number> {
  const [event] = await rows<{ series_id: string | null; date: string }>(
    db,
    sql`select series_id, date::text as date from events where id = ${eventId}::uuid`,
  );
  const viaSeries = event?.series_id
    ? sql`and not exists (select 1 from series_athletes sa
        where sa.series_id = ${event.series_id}::uuid and sa.athlete_id = input.athlete_id
          and sa.from_at < ${event.date}::timestamptz)`
    : sql``;
  let newCount = 0;
  for (const chunk of chunks(athleteIds)) {
    const [added] = await rows<{ n: number }>(
      db,
      sql`
        with added as (
          insert into event_athletes (event_id, athlete_id)
          select ${eventId}::uuid, athlete_id
          from unnest(${param(chunk)}::uuid[]) as input(athlete_id)
          where true ${viaSeries}
          on conflict do nothing
          returning 1
        )
        select count(*)::int as n from added`,
    );
    newCount += Number(added?.n ?? 0);
  }
  return newCount;
}

/** Copies one event's roster onto another; answers the source's size and how many were added. */
export async function copyRosterEntries(
  db: DbOrTx,
  input: { sourceEventId: string; targetEventId: string; scope: StaffScope },
): Promise<{ count: number; newCount: number }> {
  const [result] = await rows<{ count: number; added: number }>(
    db,
    sql`
      with source as (
        select athlete_id from event_roster
        where event_id = ${input.sourceEventId}::uuid
          and ${athleteVisibleSql(input.scope, sql`event_roster.athlete_id`)}
      ),
      added as (
        insert into event_athletes (event_id, athlete_id)
        select ${input.targetEventId}::uuid, source.athlete_id from source
        where not exists (select 1 from event_roster r
          where r.event_id = ${input.targetEventId}::uuid and r.athlete_id = source.athlete_id)
        on conflict do nothing
        returning 1
      )
      select (select count(*) from source)::int as count, (select count(*) from added)::int as added`,
  );
  return { count: Number(result?.count ?? 0), newCount: Number(result?.added ?? 0) };
}

/**
 * A series shares one roster (decision 030): after an import, copy or sync onto an
 * occurrence, its whole roster reaches every occurrence of the same series that has not
 * started yet; occurrences already started keep theirs. Stored once for the series
 * (series_athletes, from now), not copied into each occurrence (decision 038): one row per
 * athlete, whatever the number of occurrences. A no-op outside a series. Answers how many
 * occurrences were reached.
 */
export async function spreadToSeries(
  db: DbOrTx,
  input: { eventId: string; now: Date },
): Promise<number> {
  const now = input.now.toISOString();
  const [event] = await rows<{ series_id: string | null }>(
    db,
    sql`select series_id from events where id = ${input.eventId}::uuid`,
  );
  if (!event?.series_id) return 0;
  // The series athletes that reach this occurrence are in series_athletes already: its own
  // rows are all that is new.
  await db.execute(sql`
    insert into series_athletes (series_id, athlete_id, from_at)
    select ${event.series_id}::uuid, ea.athlete_id, ${now}::timestamptz
    from event_athletes ea
    where ea.event_id = ${input.eventId}::uuid
    on conflict (series_id, athlete_id) do nothing`);
  const [result] = await rows<{ reached: number }>(
    db,
    sql`
      select count(*)::int as reached from events
      where series_id = ${event.series_id}::uuid and id <> ${input.eventId}::uuid
        and date > ${now}::timestamptz`,
  );
  return Number(result?.reached ?? 0);
}
