/**
 * Time zones both halves of the server understand (decision 040). A coach's zone is read by
 * JavaScript (Intl: report times, occurrences) and by PostgreSQL (`AT TIME ZONE`: attendance's
 * days), and the two lists differ: ICU knows "AET" or "CTT", which PostgreSQL refuses with an
 * error, and PostgreSQL reads "IST" as an abbreviation (Israel) where ICU means India. A zone
 * is accepted when it is a name of `pg_timezone_names`, spelt exactly so, and Intl knows it.
 * The database's list is read once per database handle and kept.
 */
import { sql } from 'drizzle-orm';
import { isTimeZone } from '#shared/i18n/datetime.ts';
import type { DbOrTx } from './client.ts';

const known = new WeakMap<object, Promise<Set<string>>>();

function databaseZones(db: DbOrTx): Promise<Set<string>> {
  let zones = known.get(db);
  if (!zones) {
    zones = db
      .execute(sql`select name from pg_timezone_names`)
      .then(
        (result) =>
          new Set(
            (result as unknown as { rows: Array<{ name: string }> }).rows.map((row) => row.name),
          ),
      );
    // A failed read (database away) is not kept: the next request asks again.
    zones.catch(() => known.delete(db));
    known.set(db, zones);
  }
  return zones;
}

/** True when `timeZone` is a zone name both Intl and the database know (see above). */
export async function isKnownTimeZone(db: DbOrTx, timeZone: string): Promise<boolean> {
  if (!isTimeZone(timeZone)) return false;
  return (await databaseZones(db)).has(timeZone);
}
