/**
 * Puts validated athletes on an event roster, in bulk: a handful of set-based statements
 * per chunk of rows, never one round trip per row, inside the caller's transaction, so an
 * import lands completely or not at all (decision 009).
 *
 * - Teams are matched case-insensitively (the unique index on lower(name)); a missing one
 *   is created with the file's first spelling, an existing one keeps its own.
 * - Athletes are matched to existing ones by first name, last name and team,
 *   case-insensitively, so the same child is one athlete across events. A matched athlete
 *   without a grad year gets the file's.
 * - Rows twice in the input, or already on the roster, are skipped and counted.
 * - Guardian phones become roster-file links (parent_links, source 'roster', this event)
 *   from each phone to its athlete: for every athlete the import carries phones for, the
 *   event's file links are replaced by exactly the file's phones; parents' own links and
 *   other events' file links are never touched. An import that lists no guardian phone at
 *   all is silent about guardians and changes no link (decision 021).
 */
import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import type { ValidAthlete } from './parse-roster.ts';

/** Serialises roster writes: athletes have no unique key, so two imports must not race. */
export const ROSTER_LOCK = 7_425_004;
const CHUNK = 2_000;
/** Guardian links per statement (two phones a row: a 5,000-row file is two statements). */
const LINK_CHUNK = 5_000;

/**
 * An athlete to import. `guardianPhones` (E.164, already checked) given replaces the
 * athlete's links from this event's roster file; left out, they stay as they are.
 */
export type ImportAthlete = Omit<ValidAthlete, 'guardianPhones'> & { guardianPhones?: string[] };

export interface GuardianLinkCounts {
  /** Roster-file links made by this import. */
  added: number;
  /** Roster-file links of this event removed because the file no longer lists the phone. */
  removed: number;
}

export interface ImportCounts {
  /** Rows taken (valid rows given). */
  count: number;
  /** Athletes added to the roster. */
  newCount: number;
  /** Rows skipped: twice in the input, or already on the roster. */
  duplicateCount: number;
  /** Set when the import carried guardian phones (copies and imports without phones: absent). */
  guardianLinks?: GuardianLinkCounts;
}

const param = (values: unknown[]) => sql.param(values);

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const keyOf = (athlete: ImportAthlete) =>
  [athlete.firstName, athlete.lastName, athlete.teamName ?? ''].map((part) => part.toLowerCase());

/** Team names to ids, creating the missing ones. Keys are lower-cased names. */
async function ensureTeams(db: DbOrTx, names: string[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const chunk of chunks(names)) {
    await db.execute(sql`
      insert into teams (name)
      select name from unnest(${param(chunk)}::text[]) as input(name)
      on conflict (lower(name)) do nothing`);
    const found = await rows<{ input: string; id: string }>(
      db,
      sql`
        select input.name as input, teams.id
        from unnest(${param(chunk)}::text[]) as input(name)
        join teams on lower(teams.name) = lower(input.name)`,
    );
    for (const row of found) ids.set(row.input.toLowerCase(), row.id);
  }
  return ids;
}

interface Resolved {
  firstName: string;
  lastName: string;
  teamId: string | null;
  gradYear: number | null;
}

/** Existing athlete ids for each input (or null), by first, last and team, ignoring case. */
async function matchAthletes(db: DbOrTx, input: Resolved[]): Promise<(string | null)[]> {
  const matched: (string | null)[] = [];
  for (const chunk of chunks(input)) {
    const found = await rows<{ ord: number; id: string }>(
      db,
      sql`
        with input as (
          select first_name, last_name, team_id, ord::int as ord
          from unnest(
            ${param(chunk.map((a) => a.firstName))}::text[],
            ${param(chunk.map((a) => a.lastName))}::text[],
            ${param(chunk.map((a) => a.teamId))}::uuid[]
          ) with ordinality as i(first_name, last_name, team_id, ord)
        ),
        candidates as (
          select distinct on (lower(a.first_name), lower(a.last_name), a.team_id)
            a.id, lower(a.first_name) as first_key, lower(a.last_name) as last_key,
            coalesce(a.team_id::text, '') as team_key
          from athletes a
          where lower(a.last_name) in (select lower(last_name) from input)
          order by lower(a.first_name), lower(a.last_name), a.team_id, a.created_at, a.id
        )
        select input.ord, candidates.id
        from input
        join candidates
          on candidates.first_key = lower(input.first_name)
         and candidates.last_key = lower(input.last_name)
         and candidates.team_key = coalesce(input.team_id::text, '')`,
    );
    const byOrd = new Map(found.map((row) => [Number(row.ord), row.id]));
    chunk.forEach((_, index) => {
      matched.push(byOrd.get(index + 1) ?? null);
    });
  }
  return matched;
}

export async function importAthletes(
  db: DbOrTx,
  input: { eventId: string; athletes: ImportAthlete[] },
): Promise<ImportCounts> {
  const count = input.athletes.length;
  await db.execute(sql`select pg_advisory_xact_lock(${ROSTER_LOCK})`);

  // Twice in the input: keep the first.
  const seen = new Set<string>();
  const unique = input.athletes.filter((athlete) => {
    const key = keyOf(athlete).join('\u0000');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  const teamNames = new Map<string, string>();
  for (const athlete of unique) {
    if (athlete.teamName && !teamNames.has(athlete.teamName.toLowerCase())) {
      teamNames.set(athlete.teamName.toLowerCase(), athlete.teamName);
    }
  }
  const teamIds = await ensureTeams(db, [...teamNames.values()]);
  const resolved: Resolved[] = unique.map((athlete) => ({
    firstName: athlete.firstName,
    lastName: athlete.lastName,
    teamId: athlete.teamName ? (teamIds.get(athlete.teamName.toLowerCase()) ?? null) : null,
    gradYear: athlete.gradYear,
  }));

  const existing = await matchAthletes(db, resolved);
  // Two spellings of one team in the file ("Eagles", "eagles") meet the same athlete twice.
  const ids = new Map<string, string>();
  const created: (Resolved & { id: string })[] = [];
  const athleteIds = resolved.map((athlete, index) => {
    const match = existing[index];
    if (match) return match;
    const key = [
      athlete.firstName.toLowerCase(),
      athlete.lastName.toLowerCase(),
      athlete.teamId ?? '',
    ].join('\u0000');
    const already = ids.get(key);
    if (already) return already;
    const id = randomUUID();
    ids.set(key, id);
    created.push({ ...athlete, id });
    return id;
  });

  for (const chunk of chunks(created)) {
    await db.execute(sql`
      insert into athletes (id, first_name, last_name, team_id, grad_year)
      select * from unnest(
        ${param(chunk.map((a) => a.id))}::uuid[],
        ${param(chunk.map((a) => a.firstName))}::text[],
        ${param(chunk.map((a) => a.lastName))}::text[],
        ${param(chunk.map((a) => a.teamId))}::uuid[],
        ${param(chunk.map((a) => a.gradYear))}::int[]
      )`);
  }

  const fillYears = resolved
    .map((athlete, index) => ({ id: existing[index], gradYear: athlete.gradYear }))
    .filter((row): row is { id: string; gradYear: number } => !!row.id && row.gradYear !== null);
  for (const chunk of chunks(fillYears)) {
    await db.execute(sql`
      update athletes set grad_year = input.grad_year
      from unnest(
        ${param(chunk.map((row) => row.id))}::uuid[],
        ${param(chunk.map((row) => row.gradYear))}::int[]
      ) as input(id, grad_year)
      where athletes.id = input.id and athletes.grad_year is null`);
  }

  let newCount = 0;
  for (const chunk of chunks(athleteIds)) {
    const [added] = await rows<{ n: number }>(
      db,
      sql`
        with added as (
          insert into event_athletes (event_id, athlete_id)
          select ${input.eventId}::uuid, athlete_id
          from unnest(${param(chunk)}::uuid[]) as input(athlete_id)
          on conflict do nothing
          returning 1
        )
        select count(*)::int as n from added`,
    );
    newCount += Number(added?.n ?? 0);
  }
  const guardianLinks = await replaceGuardianLinks(db, {
    eventId: input.eventId,
    athletes: input.athletes,
    keyToAthleteId: new Map(unique.map((athlete, index) => [rowKey(athlete), athleteIds[index]!])),
  });
  return {
    count,
    newCount,
    duplicateCount: count - newCount,
    ...(guardianLinks ? { guardianLinks } : {}),
  };
}

const rowKey = (athlete: ImportAthlete) => keyOf(athlete).join('\u0000');

/**
 * The file's guardian phones, combined over every row of one athlete (the same child on
 * several contact rows, or two spellings of one team), become exactly this event's
 * roster-file links for the athletes the file speaks for: one read of the event's file
 * links, then set-based deletes and inserts of the difference.
 */
async function replaceGuardianLinks(
  db: DbOrTx,
  input: {
    eventId: string;
    athletes: ImportAthlete[];
    keyToAthleteId: Map<string, string>;
  },
): Promise<GuardianLinkCounts | null> {
  const phonesByAthlete = new Map<string, Set<string>>();
  let phoneCount = 0;
  for (const athlete of input.athletes) {
    if (!athlete.guardianPhones) continue;
    const athleteId = input.keyToAthleteId.get(rowKey(athlete));
    if (!athleteId) continue;
    const phones = phonesByAthlete.get(athleteId) ?? new Set<string>();
    for (const phone of athlete.guardianPhones) phones.add(phone);
    phonesByAthlete.set(athleteId, phones);
    phoneCount += athlete.guardianPhones.length;
  }
  // A file with no guardian phone at all says nothing about guardians (decision 021).
  if (phoneCount === 0) return null;

  // This event's file links, read once (its index); the difference is taken here, so no
  // statement's plan depends on how well the planner guesses the size of an array.
  const existing = await rows<{ phone_number: string; athlete_id: string }>(
    db,
    sql`
      select phone_number, athlete_id from parent_links
      where event_id = ${input.eventId}::uuid and source = 'roster'`,
  );
  const have = new Set(existing.map((link) => `${link.athlete_id} ${link.phone_number}`));
  const stale = existing.filter(
    (link) =>
      phonesByAthlete.has(link.athlete_id) &&
      !phonesByAthlete.get(link.athlete_id)?.has(link.phone_number),
  );
  const fresh: { athleteId: string; phone: string }[] = [];
  for (const [athleteId, phones] of phonesByAthlete) {
    for (const phone of phones) {
      if (!have.has(`${athleteId} ${phone}`)) fresh.push({ athleteId, phone });
    }
  }

  let removed = 0;
  for (const chunk of chunks(stale, LINK_CHUNK)) {
    const [result] = await rows<{ n: number }>(
      db,
      sql`
        with removed as (
          delete from parent_links pl
          using unnest(
            ${param(chunk.map((link) => link.phone_number))}::text[],
            ${param(chunk.map((link) => link.athlete_id))}::uuid[]
          ) as stale(phone_number, athlete_id)
          where pl.phone_number = stale.phone_number
            and pl.athlete_id = stale.athlete_id
            and pl.event_id = ${input.eventId}::uuid
          returning 1
        )
        select count(*)::int as n from removed`,
    );
    removed += Number(result?.n ?? 0);
  }
  let added = 0;
  for (const chunk of chunks(fresh, LINK_CHUNK)) {
    const [result] = await rows<{ n: number }>(
      db,
      sql`
        with added as (
          insert into parent_links (phone_number, athlete_id, source, event_id)
          select listed.phone_number, listed.athlete_id, 'roster', ${input.eventId}::uuid
          from unnest(
            ${param(chunk.map((link) => link.phone))}::text[],
            ${param(chunk.map((link) => link.athleteId))}::uuid[]
          ) as listed(phone_number, athlete_id)
          on conflict (phone_number, athlete_id, event_id) do nothing
          returning 1
        )
        select count(*)::int as n from added`,
    );
    added += Number(result?.n ?? 0);
  }
  return { added, removed };
}

/** Copies one event's roster onto another; athletes already there are skipped. */
export async function copyRosterAthletes(
  db: DbOrTx,
  input: { sourceEventId: string; targetEventId: string },
): Promise<ImportCounts> {
  await db.execute(sql`select pg_advisory_xact_lock(${ROSTER_LOCK})`);
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
  const count = Number(result?.count ?? 0);
  const newCount = Number(result?.added ?? 0);
  return { count, newCount, duplicateCount: count - newCount };
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
