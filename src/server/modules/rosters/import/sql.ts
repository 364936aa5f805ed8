/** The few helpers every bulk roster statement uses: array parameters, rows, chunks. */
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';

/** Rows per set-based statement. */
export const CHUNK = 2_000;

/** A JS array as one bound parameter (read with unnest(...::type[])). */
export const param = (values: unknown[]) => sql.param(values);

export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
