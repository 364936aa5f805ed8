/**
 * Opens the database: embedded PGlite (data in a folder) or PostgreSQL through a pool.
 * Both speak the same SQL and run the same migrations; the rest of the server sees `Db`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: what repository functions accept. */
export type DbOrTx = Db | Tx;

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File }
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** How long to wait for a connection (new, or free in the pool). */
      connectTimeoutMs?: number;
      /** How long one statement may take: the server cancels it, the client stops waiting. */
      queryTimeoutMs?: number;
    };

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Applies pending migrations. */
  migrate(): Promise<void>;
  /**
   * Runs a hand-written statement on the hot path as a named prepared statement (PostgreSQL
   * parses and plans it once per connection). Everything else goes through Drizzle.
   */
  prepared<Row>(name: string, text: string, values: unknown[]): Promise<Row[]>;
  /** Runs a trivial query: the readiness check. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The underlying driver, for LISTEN/NOTIFY and tests. */
  pglite?: PGlite;
  pool?: pg.Pool;
}

/** The advisory lock key that serialises migrations across processes ("tapin" in ASCII). */
const MIGRATION_LOCK_KEY = 0x746170696e;

/**
 * Applies pending migrations under a session advisory lock, so several instances starting
 * at once on one fresh database take turns: the first migrates, the others then find
 * nothing to do. Its own connection, without the pool's statement time limit (a migration
 * on a large table may take a while), and the lock goes with the connection if we die.
 */
async function migratePostgres(options: { url: string; connectTimeoutMs?: number }) {
  const client = new pg.Client({
    connectionString: options.url,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 3_000,
  });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.end().catch(() => {});
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 3_000,
      // statement_timeout is the server's limit; query_timeout the client's, for a server
      // that has stopped answering at all (a paused VM, a stalled disk, a lost network).
      statement_timeout: options.queryTimeoutMs ?? 5_000,
      query_timeout: (options.queryTimeoutMs ?? 5_000) + 1_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      pool,
      migrate: () => migratePostgres(options),
      prepared: async <Row>(name: string, text: string, values: unknown[]) =>
        (await pool.query({ name, text, values })).rows as Row[],
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    prepared: async <Row>(_name: string, text: string, values: unknown[]) =>
      (await client.query<Row>(text, values)).rows,
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
