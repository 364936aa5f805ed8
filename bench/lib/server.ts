/**
 * Starts the real server (`node --import tsx src/server/main.ts`) as a child process on a
 * free loopback port and waits until GET /readyz answers 200.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup, trackChild } from './cleanup.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Configuration keys of the server that the bench sets itself (never inherited). */
const OWNED_KEYS = ['NODE_ENV', 'HOST', 'PORT', 'PUBLIC_URL', 'DATABASE_URL', 'DATA_DIR'];

export interface RunningServer {
  url: string;
  pid: number;
  /** Server log lines at level warn or above (pino JSON), and anything it printed to stderr. */
  warnings(): string[];
  /** SIGTERM (graceful drain), then SIGKILL after a grace period. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Waits until the server has worked off requests still in flight after a load run (the
 * load generator drops its connections at the end; the server finishes them regardless):
 * /readyz queries the database, so it answers fast only once the pool's queue is empty.
 */
export async function waitUntilIdle(url: string, timeoutMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let fast = 0;
  while (Date.now() < deadline) {
    const started = performance.now();
    try {
      await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) });
    } catch {
      // Counted as slow.
    }
    fast = performance.now() - started < 20 ? fast + 1 : 0;
    if (fast >= 3) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function collectLines(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void) {
  if (!stream) return;
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) onLine(line);
  });
  stream.on('end', () => {
    if (pending.trim()) onLine(pending);
  });
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export async function startServer(options: {
  /** Server environment on top of the bench defaults (database selection, pool size…). */
  env: Record<string, string>;
  /** Extra Node flags for the server, e.g. ['--cpu-prof'] (BENCH_SERVER_NODE_ARGS). */
  nodeArgs?: string[];
  readyTimeoutMs?: number;
}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of OWNED_KEYS) delete env[key];
  Object.assign(env, {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    RATE_LIMIT_PER_MINUTE: '100000000',
    LOG_LEVEL: 'warn',
    ...options.env,
  });

  const nodeArgs = options.nodeArgs ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  trackChild(child);

  const warnings: string[] = [];
  const output: string[] = [];
  const keep = (line: string, isWarning: boolean) => {
    output.push(line);
    if (output.length > 50) output.shift();
    if (isWarning && warnings.length < 200) warnings.push(line);
  };
  collectLines(child.stdout, (line) => {
    let level = 0;
    try {
      level = (JSON.parse(line) as { level?: number }).level ?? 0;
    } catch {
      level = 40;
    }
    keep(line, level >= 40);
  });
  collectLines(child.stderr, (line) => keep(line, true));

  let exited: string | null = null;
  child.once('exit', (code, signal) => {
    exited = signal ? `signal ${signal}` : `exit code ${code}`;
  });

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 10_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    })();
    return stopping;
  };
  const dispose = onCleanup(`server pid ${child.pid}`, stop);

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (exited) {
      await dispose();
      throw new Error(`server exited before it was ready (${exited}):\n${output.join('\n')}`);
    }
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await dispose();
      throw new Error(
        `server not ready after ${options.readyTimeoutMs ?? 60_000} ms:\n${output.join('\n')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    pid: child.pid!,
    warnings: () => [...warnings],
    stop: async () => {
      await dispose();
      await stop();
    },
  };
}
