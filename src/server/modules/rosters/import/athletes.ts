/**
 * Athletes of an import: matched to existing ones by first name, last name and team,
 * case-insensitively, so the same child is one athlete across events; the others created
 * in bulk; a matched athlete without a grad year given the file's.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { chunks, param, rows } from './sql.ts';

/** An athlete of the import with its team resolved to an id. */
export interface Resolved {
  firstName: string;
  lastName: string;
  teamId: string | null;
  gradYear: number | null;
}

/** Existing athlete ids for each input (or null), by first, last and team, ignoring case. */
export async function matchAthletes(db: DbOrTx, input: Resolved[]): Promise<(string | null)[]> {
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

/**
 * Every input's athlete id: its match, or a new athlete created here. Two spellings of one
 * team in the file ("Eagles", "eagles") meet the same athlete twice and get one id.
 */
export async function createMissingAthletes(
  db: DbOrTx,
  resolved: Resolved[],
  existing: (string | null)[],
): Promise<string[]> {
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
  return athleteIds;
}

/** Matched athletes without a grad year get the file's. */
export async function fillGradYears(
  db: DbOrTx,
  resolved: Resolved[],
  existing: (string | null)[],
): Promise<void> {
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
}
