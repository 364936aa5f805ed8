/**
 * Teams of an import, matched case-insensitively (the unique index on lower(name)); a
 * missing one is created with the file's first spelling, an existing one keeps its own.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { chunks, param, rows } from './sql.ts';

/** Team names to ids, creating the missing ones. Keys are lower-cased names. */
export async function ensureTeams(db: DbOrTx, names: string[]): Promise<Map<string, string>> {
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
