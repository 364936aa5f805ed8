/**
 * Bulk fixtures written straight through Drizzle before the server starts: far faster than
 * going through the API, and the same rows the API would have written.
 *
 * Rows go in with `INSERT … SELECT * FROM unnest($1::uuid[], $2::text[], …)`: one array
 * parameter per column, so building a 10,000-row statement costs next to nothing (a plain
 * multi-row `insert().values()` spends ~50 µs of Drizzle CPU per row and table).
 */
import { randomUUID } from 'node:crypto';
import { getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { athletes, eventAthletes, events, parentDevices, parentLinks } from '#server/db/schema.ts';
import { hashToken, randomToken } from '#server/platform/crypto.ts';
import { toLocationId } from '#shared/location.ts';

const CHUNK = 10_000;

/**
 * Inserts `rows` into `table`, `chunkSize` rows per statement. Only the given columns are
 * written (the others take their defaults); values go through each column's own encoder.
 */
export async function bulkInsert<T extends PgTable>(
  db: DbOrTx,
  table: T,
  keys: (keyof T['$inferInsert'] & string)[],
  rows: T['$inferInsert'][],
  chunkSize = CHUNK,
): Promise<void> {
  const columns = getTableColumns(table);
  const tableName = getTableConfig(table).name;
  const picked = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`bulkInsert: ${tableName} has no column ${key}`);
    return { key, column };
  });
  const names = sql.join(
    picked.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const arrays = picked.map(({ key, column }) => {
      const values = chunk.map((row) => {
        const value = (row as Record<string, unknown>)[key];
        return value === null || value === undefined ? null : column.mapToDriverValue(value);
      });
      return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
    });
    await db.execute(
      sql`insert into ${sql.identifier(tableName)} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}

export async function createActiveEvent(db: DbOrTx, name: string, now = new Date()) {
  const id = randomUUID();
  const locationName = 'Bench Arena';
  await db.insert(events).values({
    id,
    name,
    locationName,
    locationId: toLocationId(locationName),
    date: now,
    active: true,
  });
  return id;
}

export interface VerifiedParent {
  athleteId: string;
  phoneNumber: string;
  /** The tapin_parent cookie value; only its hash is stored. */
  token: string;
}

export interface CheckInFixture {
  eventId: string;
  parents: VerifiedParent[];
}

/** A 10-digit US number in the 555 range, in E.164 as the server stores phones. */
export function benchPhone(index: number): string {
  return `+1555${String(index).padStart(7, '0')}`;
}

/**
 * One active event with `count` athletes on its roster; each athlete linked to its own
 * phone, and each phone verified on one device (parent_devices row for a known token).
 */
export async function seedVerifiedParents(
  db: Db,
  count: number,
  now = new Date(),
): Promise<CheckInFixture> {
  const expiresAt = new Date(now.getTime() + 7 * 24 * 3600 * 1000);
  const parents: VerifiedParent[] = Array.from({ length: count }, (_, index) => ({
    athleteId: randomUUID(),
    phoneNumber: benchPhone(index),
    token: randomToken(),
  }));

  const eventId = await db.transaction(async (tx) => {
    const eventId = await createActiveEvent(tx, 'Bench Check-in Rush', now);
    await bulkInsert(
      tx,
      athletes,
      ['id', 'firstName', 'lastName', 'gradYear'],
      parents.map((parent, i) => ({
        id: parent.athleteId,
        firstName: 'Bench',
        lastName: `Athlete ${parent.phoneNumber.slice(-7)}`,
        gradYear: 2030 + (i % 5),
      })),
    );
    await bulkInsert(
      tx,
      eventAthletes,
      ['eventId', 'athleteId'],
      parents.map((parent) => ({ eventId, athleteId: parent.athleteId })),
    );
    await bulkInsert(
      tx,
      parentLinks,
      ['phoneNumber', 'athleteId'],
      parents.map((parent) => ({ phoneNumber: parent.phoneNumber, athleteId: parent.athleteId })),
    );
    await bulkInsert(
      tx,
      parentDevices,
      ['tokenHash', 'phoneNumber', 'expiresAt'],
      parents.map((parent) => ({
        tokenHash: hashToken(parent.token),
        phoneNumber: parent.phoneNumber,
        expiresAt,
      })),
    );
    return eventId;
  });
  return { eventId, parents };
}
