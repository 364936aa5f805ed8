/**
 * An event's roster entries (event_athletes): adding athletes to one event, copying one
 * event's roster onto another, and spreading a series occurrence's roster to the rest of
 * the series. Athletes already on a roster are skipped and counted.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { chunks, param, rows } from './sql.ts';

/** Puts athletes on an event's roster; answers how many were not there yet. */
export async function addToRoster(
  db: DbOrTx,
  eventId: string,
  athleteIds: string[],
): Promise<number> {
  let newCount = 0;
  for (const chunk of chunks(athleteIds)) {
    const [added] = await rows<{ n: number }>(
      db,
      sql`
        with added as (
          insert into event_athletes (event_id, athlete_id)
          select ${eventId}::uuid, athlete_id
          from unnest(${param(chunk)}::uuid[]) as input(athlete_id)
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
  input: { sourceEventId: string; targetEventId: string },
): Promise<{ count: number; newCount: number }> {
  const [result] = await rows<{ count: number; added: number }>(
    db,
    sql`
      with source as (
        select athlete_id from event_athletes where event_id = ${input.sourceEventId}::uuid
      ),
      added as (
        insert into event_athletes (event_id, athlete_id)
        select ${input.targetEventId}::uuid, athlete_id from source
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
 * started yet; occurrences already started keep theirs. One statement; a no-op outside a
 * series. Answers how many occurrences were reached.
 */
export async function spreadToSeries(
  db: DbOrTx,
  input: { eventId: string; now: Date },
): Promise<number> {
  const [result] = await rows<{ reached: number }>(
    db,
    sql`
      with future as (
        select f.id from events e
        join events f on f.series_id = e.series_id and f.id <> e.id
        where e.id = ${input.eventId}::uuid and f.date > ${input.now.toISOString()}::timestamptz
      ),
      added as (
        insert into event_athletes (event_id, athlete_id)
        select future.id, ea.athlete_id
        from future cross join event_athletes ea
        where ea.event_id = ${input.eventId}::uuid
        on conflict do nothing
        returning 1
      )
      select (select count(*) from future)::int as reached, (select count(*) from added)::int as added`,
  );
  return Number(result?.reached ?? 0);
}
