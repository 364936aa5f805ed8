/**
 * The databases a bench run targets: a fresh PostgreSQL database (created and dropped per
 * run) or a fresh PGlite data directory. Each gives the options to open it from the bench
 * process (seeding) and the environment that points the server at it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseOptions } from '#server/db/client.ts';
import { onCleanup } from './cleanup.ts';
import type { DatabaseKind, Settings } from './settings.ts';

export interface DatabaseTarget {
  kind: DatabaseKind;
  label: string;
  /** What was run against, for the report (server version, pool size…). */
  details: Record<string, string | number>;
  /** To open it with openDatabase() from the bench process (seeding, checks). */
  options: DatabaseOptions;
  /** Environment for the server process. */
  serverEnv: Record<string, string>;
  /** Drops the database or deletes the folder. Idempotent. */
  dispose(): Promise<void>;
}

export type Prepared = { target: DatabaseTarget } | { skipped: string };

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

export async function preparePostgres(settings: Settings): Promise<Prepared> {
  const adminUrl = settings.postgresAdminUrl;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  let version: string;
  try {
    await admin.connect();
    const result = await admin.query<{ server_version: string }>('show server_version');
    version = result.rows[0]?.server_version ?? 'unknown';
  } catch (error) {
    await admin.end().catch(() => {});
    return {
      skipped: `PostgreSQL unreachable at ${redact(adminUrl)}: ${(error as Error).message}`,
    };
  }

  const name = `tapin_bench_${randomBytes(6).toString('hex')}`;
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;

  const drop = async () => {
    const dropper = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
    await dropper.connect();
    try {
      await dropper.query(`drop database if exists ${name} with (force)`);
    } finally {
      await dropper.end().catch(() => {});
    }
  };
  const dispose = onCleanup(`drop database ${name}`, drop);
  const poolSize = settings.poolSize ?? 20;
  return {
    target: {
      kind: 'postgres',
      label: 'PostgreSQL',
      details: {
        server: `PostgreSQL ${version}`,
        database: name,
        poolSize: settings.poolSize ?? '20 (server default)',
      },
      options: { kind: 'postgres', url: url.toString(), poolSize: 10 },
      serverEnv: {
        DATABASE_URL: url.toString(),
        ...(settings.poolSize ? { DATABASE_POOL_SIZE: String(poolSize) } : {}),
      },
      dispose,
    },
  };
}

export async function preparePglite(): Promise<Prepared> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tapin-bench-pglite-'));
  const dispose = onCleanup(`remove ${dataDir}`, () =>
    rm(dataDir, { recursive: true, force: true }),
  );
  return {
    target: {
      kind: 'pglite',
      label: 'PGlite',
      details: { server: 'PGlite (embedded, one connection)', dataDir },
      options: { kind: 'pglite', dataDir },
      serverEnv: { DATA_DIR: dataDir },
      dispose,
    },
  };
}

export function prepareDatabase(kind: DatabaseKind, settings: Settings): Promise<Prepared> {
  return kind === 'postgres' ? preparePostgres(settings) : preparePglite();
}
