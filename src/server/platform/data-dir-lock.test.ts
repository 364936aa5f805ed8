/**
 * One process per data folder, with real processes: a second one is refused at once with
 * the folder and the holder named; a holder killed with kill -9 leaves nothing that blocks
 * the next start; and a burst of check-ins cut by kill -9 loses no acknowledged check-in.
 * The processes run on PGlite whatever the test project, so this runs in the PGlite one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEventWithRoster } from '../db/seed.ts';
import {
  runServerToExit,
  type ServerProcess,
  seedDataDir,
  signInOverHttp,
  startServerProcess,
} from '../testing/server-process.ts';
import { testDatabaseKind } from '../testing/test-app.ts';

const root = mkdtempSync(path.join(tmpdir(), 'tapin-lock-'));
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await server.stop();
  rmSync(root, { recursive: true, force: true });
});

async function start(dataDir: string) {
  const server = await startServerProcess({ DATA_DIR: dataDir });
  running.push(server);
  return server;
}

describe.skipIf(testDatabaseKind() !== 'pglite')('one process per DATA_DIR', () => {
  it('refuses a second process on the same folder at once, naming the folder and the holder', async () => {
    const dataDir = path.join(root, 'shared');
    await (await seedDataDir(dataDir)).close();
    const first = await start(dataDir);
    const second = await runServerToExit({ DATA_DIR: dataDir });
    console.info(`second process on one DATA_DIR: refused in ${second.ms} ms`);
    expect(second.code).not.toBe(0);
    expect(second.output.split('\n')).toHaveLength(1);
    expect(second.output).toContain(`DATA_DIR ${dataDir} is in use`);
    expect(second.output).toContain(`process ${first.child.pid}`);
    // The first one is untouched.
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    await first.stop();
  }, 180_000);

  it('two processes started at the same moment on one folder: one runs, the other names it', async () => {
    const dataDir = path.join(root, 'together');
    await (await seedDataDir(dataDir)).close();
    const results = await Promise.allSettled([
      startServerProcess({ DATA_DIR: dataDir }),
      startServerProcess({ DATA_DIR: dataDir }),
    ]);
    const winners = results.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    running.push(...winners);
    const refusals = results.flatMap((result) =>
      result.status === 'rejected' ? [String(result.reason)] : [],
    );
    expect(winners).toHaveLength(1);
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toContain(`DATA_DIR ${dataDir} is in use`);
    expect(refusals[0]).toContain(`process ${winners[0]!.child.pid}`);
    await winners[0]!.stop();
  }, 180_000);

  it('kill -9 during a burst of check-ins: the next start is not blocked and keeps every acknowledged check-in', async () => {
    const dataDir = path.join(root, 'burst');
    const seed = await seedDataDir(dataDir);
    const { event, athletes } = await createEventWithRoster(seed.db, {
      name: 'Burst Meet',
      locationName: 'Gym',
      date: new Date(),
      active: true,
      roster: Array.from({ length: 400 }, (_, i) => ({
        firstName: `Kid${i}`,
        lastName: 'Burst',
        team: 'Eagles',
        gradYear: 2030,
      })),
    });
    await seed.close();

    const server = await start(dataDir);
    const cookie = await signInOverHttp(server.url, 'burst-admin@tapin.test');
    const acknowledged = new Set<string>();
    let next = 0;
    let killedAt = -1;
    const worker = async () => {
      while (next < athletes.length) {
        const athlete = athletes[next++]!;
        try {
          const response = await fetch(`${server.url}/api/check-in`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: server.url, cookie },
            body: JSON.stringify({
              athleteId: athlete.id,
              eventId: event.id,
              source: 'manual_fallback',
            }),
          });
          if (response.ok) acknowledged.add(athlete.id);
          else if (killedAt < 0) throw new Error(`check-in: ${response.status}`);
        } catch (error) {
          if (killedAt < 0) throw error;
          return; // the server is gone
        }
        if (acknowledged.size >= 60 && killedAt < 0) {
          killedAt = acknowledged.size;
          server.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(killedAt).toBeGreaterThan(0);
    await new Promise((resolve) =>
      server.child.signalCode !== null ? resolve(null) : server.child.once('exit', resolve),
    );

    const restarted = await start(dataDir);
    const response = await fetch(`${restarted.url}/api/check-ins/${event.id}`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    const stored = new Set(
      ((await response.json()) as { athleteId: string }[]).map((c) => c.athleteId),
    );
    const lost = [...acknowledged].filter((id) => !stored.has(id));
    console.info(
      `kill -9 during a check-in burst: ${acknowledged.size} acknowledged, ${stored.size} stored after restart, ${lost.length} lost`,
    );
    expect(lost).toEqual([]);
    await restarted.stop();
  }, 180_000);
});
