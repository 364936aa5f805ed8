/**
 * Bench settings, read once from the environment. Every knob has a default that fits the
 * 2-core reference machine; `npm run bench` needs none of them.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';

export type DatabaseKind = 'postgres' | 'pglite';

export interface Settings {
  /** Measured seconds per scenario (BENCH_SECONDS). */
  seconds: number;
  /** Unmeasured warm-up seconds before each scenario (BENCH_WARMUP_SECONDS). */
  warmupSeconds: number;
  /** Concurrent HTTP clients (BENCH_CONNECTIONS). */
  connections: number;
  /** Verified parents (one athlete each) seeded per database; 0 = sized from the duration (BENCH_PARENTS). */
  parents: number;
  /** Databases to run, in order (BENCH_DATABASES=postgres,pglite). */
  databases: DatabaseKind[];
  /** Admin URL of the PostgreSQL server; a fresh database is created next to it. */
  postgresAdminUrl: string;
  /** Pool size passed to the server (DATABASE_POOL_SIZE), when set. */
  poolSize: number | null;
  /** Extra Node flags for the server process, space-separated (BENCH_SERVER_NODE_ARGS). */
  serverNodeArgs: string[];
  /** Where the JSON results go. */
  resultsFile: string;
}

function number(name: string, fallback: number, { min = 0 } = {}): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) {
    throw new Error(`${name} must be a number >= ${min} (got "${raw}")`);
  }
  return value;
}

function databases(): DatabaseKind[] {
  const raw = process.env.BENCH_DATABASES?.trim();
  if (!raw) return ['postgres', 'pglite'];
  const kinds = raw.split(',').map((item) => item.trim().toLowerCase());
  for (const kind of kinds) {
    if (kind !== 'postgres' && kind !== 'pglite') {
      throw new Error(`BENCH_DATABASES: unknown database "${kind}" (postgres, pglite)`);
    }
  }
  return kinds as DatabaseKind[];
}

export function loadSettings(): Settings {
  const poolSize = number('DATABASE_POOL_SIZE', 0, { min: 0 });
  return {
    seconds: number('BENCH_SECONDS', 10, { min: 1 }),
    warmupSeconds: number('BENCH_WARMUP_SECONDS', 2, { min: 0 }),
    connections: Math.round(number('BENCH_CONNECTIONS', 50, { min: 1 })),
    parents: Math.round(number('BENCH_PARENTS', 0, { min: 0 })),
    databases: databases(),
    postgresAdminUrl:
      process.env.BENCH_DATABASE_URL ||
      process.env.TEST_DATABASE_URL ||
      'postgres://postgres@127.0.0.1:5432/test',
    poolSize: poolSize > 0 ? Math.round(poolSize) : null,
    serverNodeArgs: (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean),
    resultsFile: new URL('../results/latest.json', import.meta.url).pathname,
  };
}

/** The commit the bench ran on, with "+dirty" when the working tree had changes. */
export function describeRevision(cwd: string): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd,
      encoding: 'utf8',
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${commit}+dirty` : commit;
  } catch {
    return 'unknown';
  }
}

export function describeMachine() {
  return {
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
  };
}
