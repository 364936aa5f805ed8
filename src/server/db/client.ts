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
import { MIGRATION_LOCK_KEY } from './locks.ts';
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

/** How long closing the pool may wait for the server. */
const POOL_CLOSE_MS = 2_000;

/** A client-side time limit was hit: what the server did with the statement is unknown. */
const isReadTimeout = (error: unknown) =>
  error instanceof Error && error.message === 'Query read timeout';

const lostConnection = () => new Error('Connection terminated: a statement timed out');

/** The statement text a `client.query(...)` call sends. */
function queryText(args: unknown[]): string {
  const first = args[0];
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'text' in first) return String(first.text);
  return '';
}

/**
 * A pg pool whose checked-out clients cannot outlive an outage in a bad state (decision
 * 034). Drizzle's `transaction()` takes a client with `connect()`, and (drizzle-orm 0.45):
 *
 * - runs BEGIN before the try/finally that releases the client, so a BEGIN that fails (a
 *   stalled or restarting server) loses the client for good: after a few, every request
 *   waits for a connection that never comes, until a restart;
 * - releases the client as healthy after a client-side time limit ("Query read timeout"),
 *   though the statement is still in flight and its ROLLBACK was never sent: the next
 *   request on that connection runs inside the open transaction, answered as done and
 *   never committed.
 *
 * Here a client-side time limit closes the connection at once (the server rolls back
 * whatever was open, and the queued ROLLBACK fails fast instead of waiting out its own
 * limit), a failed BEGIN releases the client, and a release after either removes the client
 * from the pool. Errors of a checked-out client are caught (pg emits them with no listener
 * attached while a client is out of the pool, which would end the process).
 */
class GuardedPool extends pg.Pool {
  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (callback and promise)
  override connect(callback?: any): any {
    // pool.query() checks out with a callback and releases with the error itself.
    if (callback) return super.connect(callback);
    return super.connect().then((client) => guardClient(client));
  }
}

const originalQuery = new WeakMap<pg.PoolClient, pg.PoolClient['query']>();

function guardClient(client: pg.PoolClient): pg.PoolClient {
  let query = originalQuery.get(client);
  if (!query) {
    query = client.query;
    originalQuery.set(client, query);
    client.on('error', () => {});
  }
  const release = client.release;
  let isReleased = false;
  let isBroken = false;
  client.release = (error?: Error | boolean) => {
    if (isReleased) return;
    isReleased = true;
    release(error || (isBroken ? lostConnection() : undefined));
  };
  const send = query;
  client.query = ((...args: unknown[]) => {
    const result = (send as (...a: unknown[]) => unknown).apply(client, args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      if (isReadTimeout(error) && !isBroken) {
        isBroken = true;
        (
          client as unknown as { connection?: { stream?: { destroy(): void } } }
        ).connection?.stream?.destroy();
      }
      if (/^\s*begin\b/i.test(queryText(args)))
        client.release(isBroken ? lostConnection() : (error as Error));
      throw error;
    });
  }) as pg.PoolClient['query'];
  return client;
}

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
    const pool = new GuardedPool({
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
      // Ending the pool waits for the server to say goodbye on every connection: bounded, so
      // a stalled server cannot hold a shutdown (its sessions end with the process).
      close: async () => {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          pool.end().catch(() => {}),
          new Promise((resolve) => {
            timer = setTimeout(resolve, POOL_CLOSE_MS);
          }),
        ]);
        clearTimeout(timer);
      },
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
