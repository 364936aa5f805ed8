/**
 * Start-up failures with real processes: each ends non-zero with one or two plain lines
 * naming the setting or folder and the cause, and no stack trace unless LOG_LEVEL=debug.
 * The processes' own database does not follow the test project, so each case runs once:
 * in the PGlite project (the PostgreSQL cases need TEST_DATABASE_URL, and run in that one).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, runServerToExit } from './testing/server-process.ts';
import { testDatabaseKind } from './testing/test-app.ts';

const root = mkdtempSync(path.join(tmpdir(), 'tapin-startup-'));
const mounts: string[] = [];
afterAll(() => {
  for (const mount of mounts) {
    try {
      execFileSync('umount', [mount]);
    } catch {
      // already gone
    }
  }
  rmSync(root, { recursive: true, force: true });
});

/** A small tmpfs (root only): null where this machine cannot mount one. */
function mountTmpfs(name: string, options: string): string | null {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    return null;
  }
  mounts.push(dir);
  return dir;
}

/** Plain: at most two lines, non-zero exit, no stack frames. */
function expectPlain(result: { code: number | null; output: string }, ...parts: string[]) {
  expect(result.code, result.output).not.toBe(0);
  expect(result.code, result.output).not.toBeNull();
  expect(result.output.split('\n').length, result.output).toBeLessThanOrEqual(2);
  expect(result.output).not.toMatch(/^\s+at /m);
  for (const part of parts) expect(result.output).toContain(part);
}

const onPglite = testDatabaseKind() === 'pglite';
const onPostgres = testDatabaseKind() === 'postgres';
const timeout = 150_000;

describe.skipIf(!onPglite)('plain start-up errors', () => {
  it(
    'a bad setting names the variable',
    async () => {
      const result = await runServerToExit({ PORT: 'eighty', DATA_DIR: path.join(root, 'bad') });
      expectPlain(result, 'PORT');
    },
    timeout,
  );

  it(
    'a port in use names the port',
    async () => {
      const port = await freePort();
      const blocker: Server = createServer();
      await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
      try {
        const result = await runServerToExit({
          PORT: String(port),
          DATA_DIR: path.join(root, 'port'),
        });
        expectPlain(result, `PORT ${port}`, 'already in use');
      } finally {
        blocker.close();
      }
    },
    timeout,
  );

  it(
    'a data folder whose path runs through a file names the folder',
    async () => {
      const file = path.join(root, 'a-file');
      writeFileSync(file, 'not a folder');
      const dataDir = path.join(file, 'data');
      const result = await runServerToExit({ DATA_DIR: dataDir });
      expectPlain(result, `DATA_DIR ${dataDir}`, 'not a folder');
    },
    timeout,
  );

  it(
    'a read-only data folder names the folder and says read-only',
    async (context) => {
      const mount = mountTmpfs('read-only', 'size=4m,ro');
      if (!mount) return context.skip();
      for (const dataDir of [mount, path.join(mount, 'data')]) {
        const result = await runServerToExit({ DATA_DIR: dataDir });
        expectPlain(result, `DATA_DIR ${dataDir}`, 'read-only');
      }
    },
    timeout,
  );

  it(
    'a full disk names the folder and says the disk is full',
    async (context) => {
      const mount = mountTmpfs('full', 'size=2m');
      if (!mount) return context.skip();
      const dataDir = path.join(mount, 'data');
      const result = await runServerToExit({ DATA_DIR: dataDir });
      console.info(`full disk: refused in ${result.ms} ms: ${result.output}`);
      expectPlain(result, `DATA_DIR ${dataDir}`, 'full');
    },
    timeout,
  );

  it(
    'a refused or silent DATABASE_URL names the setting and the cause',
    async () => {
      const closedPort = await freePort();
      const refused = await runServerToExit({
        DATABASE_URL: `postgres://tapin:secret-password@127.0.0.1:${closedPort}/tapin`,
      });
      expectPlain(refused, 'DATABASE_URL', `127.0.0.1:${closedPort}`, 'refused');
      expect(refused.output).not.toContain('secret-password');

      // A server that accepts the connection and never answers.
      const silentServer: Server = createServer(() => {});
      await new Promise<void>((resolve) => silentServer.listen(0, '127.0.0.1', resolve));
      const address = silentServer.address();
      const silentPort = typeof address === 'object' && address ? address.port : 0;
      try {
        const silent = await runServerToExit({
          DATABASE_URL: `postgres://tapin@127.0.0.1:${silentPort}/tapin`,
          DATABASE_CONNECT_TIMEOUT_MS: '1000',
        });
        expectPlain(silent, 'DATABASE_URL', 'did not answer in time');
      } finally {
        silentServer.close();
      }
    },
    timeout,
  );

  it(
    'stack traces only with LOG_LEVEL=debug',
    async () => {
      const file = path.join(root, 'another-file');
      writeFileSync(file, '');
      const result = await runServerToExit({
        DATA_DIR: path.join(file, 'data'),
        LOG_LEVEL: 'debug',
      });
      expect(result.code).not.toBe(0);
      expect(result.output).toContain('not a folder');
      expect(result.output).toMatch(/^\s+at /m);
    },
    timeout,
  );
});

describe.skipIf(!onPostgres)('plain start-up errors on PostgreSQL', () => {
  it(
    'a failed migration says so, and the database is left as it was',
    async () => {
      const baseUrl = process.env.TEST_DATABASE_URL ?? '';
      const name = `tapin_badmigration_${Date.now()}`;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      // A table in the way of the first migration.
      const blocker = new pg.Client({ connectionString: url.toString() });
      await blocker.connect();
      await blocker.query('create table teams (something_else int)');
      await blocker.end();
      try {
        const result = await runServerToExit({ DATABASE_URL: url.toString() });
        expectPlain(result, 'migrations failed');
        expect(result.output).toContain('teams');
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    timeout,
  );
});
