/**
 * A PostgreSQL cluster of its own for fault tests (initdb into a temporary folder, started on
 * a free port, removed afterwards): a test may pause it (SIGSTOP, as a frozen VM or a stalled
 * disk would), restart it or stop it without disturbing the shared server other tests use.
 * Test support only; needs PostgreSQL's server binaries (`pg_config --bindir`).
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface ThrowawayCluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  /** Freezes the postmaster alone (new connections hang) or every process of the cluster. */
  pause(which: 'postmaster' | 'all'): void;
  resume(): void;
  /** `pg_ctl restart -m fast`: every connection is dropped, the server comes back. */
  restart(): Promise<void>;
  stop(): void;
  remove(): void;
}

function binDir(): string | null {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  } catch {
    // no pg_config
  }
  for (const root of ['/usr/lib/postgresql']) {
    if (!existsSync(root)) continue;
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = path.join(root, version, 'bin');
      if (existsSync(path.join(dir, 'initdb'))) return dir;
    }
  }
  return null;
}

/** Whether this machine can make a throwaway cluster (PostgreSQL's server binaries). */
export function canMakeThrowawayCluster(): boolean {
  return binDir() !== null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** PostgreSQL refuses to run as root: run its tools as the `postgres` user then. */
function run(bin: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  const command = isRoot ? 'runuser' : bin;
  const fullArgs = isRoot ? ['-u', 'postgres', '--', bin, ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) {
    throw new Error(`${path.basename(bin)} failed: ${result.stderr || result.stdout}`);
  }
}

/** The same, without blocking this process (its requests go on meanwhile). */
async function runAsync(bin: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  const command = isRoot ? 'runuser' : bin;
  const fullArgs = isRoot ? ['-u', 'postgres', '--', bin, ...args] : args;
  await promisify(execFile)(command, fullArgs, { timeout: 60_000 });
}

function pidsOf(postmaster: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === postmaster) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found');
  const dir = mkdtempSync(path.join(tmpdir(), 'tapin-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  if (isRoot) execFileSync('chown', ['postgres', dir]);
  run(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  const pgCtl = (...args: string[]) =>
    run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-l', path.join(dir, 'log'), ...args]);
  pgCtl('-o', options, '-w', 'start');
  const postmaster = () =>
    Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let paused: number[] = [];
  const resume = () => {
    for (const pid of paused) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // gone
      }
    }
    paused = [];
  };
  const stop = () => {
    resume();
    if (existsSync(path.join(dataDir, 'postmaster.pid'))) pgCtl('-m', 'immediate', '-w', 'stop');
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    pause(which) {
      const main = postmaster();
      paused = which === 'postmaster' ? [main] : [main, ...pidsOf(main)];
      for (const pid of paused) process.kill(pid, 'SIGSTOP');
    },
    resume,
    async restart() {
      resume();
      await runAsync(path.join(bin, 'pg_ctl'), [
        ...['-D', dataDir, '-l', path.join(dir, 'log')],
        ...['-o', options, '-m', 'fast', '-w', 'restart'],
      ]);
    },
    stop,
    remove() {
      try {
        stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
