/**
 * A process with a low open-file limit (1,024 is a common default) takes connections up to
 * that limit less a reserve, logs a plain line when it turns one away, keeps working, and
 * takes connections again once others close. A real process, started with prlimit.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, seedDataDir, startServerProcess } from '../testing/server-process.ts';
import { testDatabaseKind } from '../testing/test-app.ts';

const root = mkdtempSync(path.join(tmpdir(), 'tapin-fd-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe.skipIf(testDatabaseKind() !== 'pglite')('connection limits', () => {
  it('logs a plain line when it refuses connections past the open-file limit, and recovers', async () => {
    const dataDir = path.join(root, 'data');
    await (await seedDataDir(dataDir)).close();
    server = await startServerProcess({ DATA_DIR: dataDir }, { openFileLimit: 256 });
    const { port, hostname } = new URL(server.url);
    const sockets: Socket[] = [];
    let resets = 0;
    for (let i = 0; i < 200; i++) {
      const socket = connect(Number(port), hostname);
      socket.on('error', () => {});
      socket.on('close', () => resets++);
      sockets.push(socket);
    }
    for (let attempt = 0; attempt < 100 && !server.output().includes('refusing new'); attempt++) {
      await delay(50);
    }
    console.info(
      `open-file limit 256: ${resets} of 200 connections turned away; log: ${server
        .output()
        .trim()
        .split('\n')
        .find((line) => line.includes('refusing'))}`,
    );
    expect(server.output()).toContain('refusing new connections');
    expect(server.output()).toContain('open-file limit');
    expect(resets).toBeGreaterThan(0);
    for (const socket of sockets) socket.destroy();
    await delay(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  }, 150_000);
});
