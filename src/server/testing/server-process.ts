/** Starts the real server (`src/server/main.ts`) as a child process, for multi-instance tests and the benchmark. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { migrationsHash, templateDir } from './global-setup.ts';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
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

/** A PGlite data folder holding the migrated test template (a fresh initdb costs seconds). */
export async function seedDataDir(dataDir: string) {
  const template = path.join(templateDir, `pglite-template-${migrationsHash()}.tar.gz`);
  const database = await openDatabase({
    kind: 'pglite',
    dataDir,
    loadDataDir: new Blob([readFileSync(template)]),
  });
  await database.migrate();
  return database;
}

export async function startServerProcess(
  env: Record<string, string>,
  options: { openFileLimit?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const node = [process.execPath, '--import', 'tsx', path.resolve('src/server/main.ts')];
  // prlimit (util-linux) starts the process with a lower open-file limit.
  const command = options.openFileLimit
    ? ['prlimit', `--nofile=${options.openFileLimit}:${options.openFileLimit}`, '--', ...node]
    : node;
  const child = spawn(command[0]!, command.slice(1), {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  // Generous: a new PGlite folder on a busy two-core machine can take a while.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return { url, child, output: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`server did not become ready:\n${output}`);
}

/** Starts main.ts expecting it to fail at start-up: its exit code, output and time taken. */
export async function runServerToExit(
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<{ code: number | null; output: string; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/server/main.ts')], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, output: output.trim(), ms: Math.round(performance.now() - started) };
}

/** Signs an email in against a running server through its dev outbox; returns the cookie header. */
export async function signInOverHttp(url: string, email: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: url };
  const sent = await fetch(`${url}/api/auth/magic-link`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email }),
  });
  if (!sent.ok) throw new Error(`magic-link: ${sent.status}`);
  const [message] = (await (
    await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(email)}`)
  ).json()) as {
    link: string;
  }[];
  const token = new URL(message!.link).hash.replace('#token=', '');
  const verified = await fetch(`${url}/api/auth/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token }),
  });
  if (!verified.ok) throw new Error(`verify: ${verified.status}`);
  return verified.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Verifies a parent phone against a running server through its dev outbox. */
export async function verifyParentOverHttp(url: string, phoneNumber: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: url };
  const sent = await fetch(`${url}/api/send-verification`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ phoneNumber }),
  });
  if (!sent.ok) throw new Error(`send-verification: ${sent.status}`);
  const [message] = (await (
    await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(phoneNumber)}`)
  ).json()) as {
    code: string;
  }[];
  const verified = await fetch(`${url}/api/verify-code`, {
    method: 'POST',
    // The code answers only the browser that asked for it: its verification cookie.
    headers: { ...headers, cookie: cookiesOf(sent) },
    body: JSON.stringify({ phoneNumber, code: message!.code }),
  });
  if (!verified.ok) throw new Error(`verify-code: ${verified.status}`);
  return cookiesOf(verified);
}

/** The cookies a response sets (cleared ones left out), as a Cookie request header. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}
