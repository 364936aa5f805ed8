/**
 * The guardianship migration (0013, decision 059) on a database as it stood before it: links
 * parents made themselves become unconfirmed and lose what they gave at once (the adults they
 * added stop counting, their codes and those adults' codes are void, their text choices are
 * paused); links from a roster file a coach imported stay confirmed, and so does what they gave.
 * Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '#server/db/client.ts';
import { testDatabaseKind } from '#server/testing/test-app.ts';

interface Runner {
  query<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

async function openRunner(): Promise<Runner> {
  if (testDatabaseKind() === 'pglite') {
    const client = await PGlite.create();
    return {
      query: async <T>(text: string) => (await client.query<T>(text)).rows,
      close: () => client.close(),
    };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `tapin_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
    close: async () => {
      await client.end();
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };

async function apply(db: Runner, tag: string) {
  const text = readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.query(statement);
  }
}

let db: Runner;
beforeAll(async () => {
  db = await openRunner();
  for (const { tag } of journal.entries) {
    if (tag === '0013_guardianship') break;
    await apply(db, tag);
  }
});
afterAll(() => db.close());

const PARENT = '+14045550301';
const FILE_GUARDIAN = '+14045550302';
const PARENTS_ADULT = '+14045550303';
const FILES_ADULT = '+14045550304';

describe('migration 0013: guardianship with an origin', () => {
  it('takes back at once what a self-made link gave, and keeps what a roster file gave', async () => {
    const [athlete] = await db.query<{ id: string }>(
      `insert into athletes (first_name, last_name) values ('Sam', 'Dawson') returning id`,
    );
    const [event] = await db.query<{ id: string }>(
      `insert into events (name, location_id, location_name, date, active, pickup_check)
       values ('Practice', 'gym', 'Gym', now(), true, true) returning id`,
    );
    const a = athlete!.id;
    const e = event!.id;
    await db.query(`
      insert into parent_links (phone_number, athlete_id, source, event_id) values
        ('${PARENT}', '${a}', 'parent', null),
        ('${FILE_GUARDIAN}', '${a}', 'roster', '${e}')`);
    await db.query(`
      insert into trusted_adults (athlete_id, phone_number, name, added_by_phone) values
        ('${a}', '${PARENTS_ADULT}', 'Added by the self-made link', '${PARENT}'),
        ('${a}', '${FILES_ADULT}', 'Added by the file''s guardian', '${FILE_GUARDIAN}')`);
    await db.query(`
      insert into pickup_codes (event_id, athlete_id, phone_number, seed, code_hash) values
        ('${e}', '${a}', '${PARENT}', 's1', 'h1'),
        ('${e}', '${a}', '${PARENTS_ADULT}', 's2', 'h2'),
        ('${e}', '${a}', '${FILE_GUARDIAN}', 's3', 'h3'),
        ('${e}', '${a}', '${FILES_ADULT}', 's4', 'h4')`);
    await db.query(`
      insert into alert_subscriptions (phone_number, athlete_id, kind, wording_version) values
        ('${PARENT}', '${a}', 'arrival', 'v1')`);

    await apply(db, '0013_guardianship');

    const links = await db.query<{ phone_number: string; confirmed_by: string | null }>(
      `select phone_number, confirmed_by from parent_links order by phone_number`,
    );
    expect(links).toEqual([
      { phone_number: PARENT, confirmed_by: null },
      { phone_number: FILE_GUARDIAN, confirmed_by: 'import' },
    ]);
    const codes = await db.query<{ phone_number: string; void: boolean }>(
      `select phone_number, voided_at is not null as void from pickup_codes order by phone_number`,
    );
    expect(codes).toEqual([
      { phone_number: PARENT, void: true },
      { phone_number: FILE_GUARDIAN, void: false },
      { phone_number: PARENTS_ADULT, void: true },
      { phone_number: FILES_ADULT, void: false },
    ]);
    // The rows stay (a confirmation brings them back); the rule no longer counts them.
    const adults = await db.query<{ phone_number: string }>(
      `select ta.phone_number from trusted_adults ta
       where ta.removed_at is null and exists (select 1 from parent_links gl
         where gl.phone_number = ta.added_by_phone and gl.athlete_id = ta.athlete_id
           and gl.confirmed_at is not null)`,
    );
    expect(adults).toEqual([{ phone_number: FILES_ADULT }]);
    const [subscriptions] = await db.query<{ n: number }>(
      `select count(*)::int as n from alert_subscriptions`,
    );
    expect(subscriptions?.n).toBe(1);
  });
});
