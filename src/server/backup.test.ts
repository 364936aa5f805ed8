/**
 * `npm run backup` / `npm run restore` as real processes on a PGlite folder: a round trip
 * brings back exactly what was backed up and keeps the replaced data aside; a running
 * TapIn (the folder's lock held) and a bad file are refused with a plain line, changing
 * nothing.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { events } from './db/schema.ts';
import { createEventWithRoster } from './db/seed.ts';
import { lockDataDir } from './platform/data-dir-lock.ts';
import { migrationsHash, templateDir } from './testing/global-setup.ts';
import { testDatabaseKind } from './testing/test-app.ts';

const root = mkdtempSync(path.join(tmpdir(), 'tapin-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function cli(args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.resolve('src/server/backup.ts'), ...args],
      {
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => resolve({ code, output: output.trim() }));
  });
}

async function withDatabase<T>(
  dataDir: string,
  run: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

const eventNames = (dataDir: string) =>
  withDatabase(dataDir, async (database) =>
    (await database.db.select({ name: events.name }).from(events)).map((row) => row.name).sort(),
  );

const addEvent = (dataDir: string, name: string) =>
  withDatabase(dataDir, (database) =>
    createEventWithRoster(database.db, {
      name,
      locationName: 'Gym',
      date: new Date(),
      roster: [{ firstName: 'Bea', lastName: 'Backup', team: 'Eagles', gradYear: 2030 }],
    }),
  );

describe.skipIf(testDatabaseKind() !== 'pglite')('backup and restore', () => {
  it('round trip: restore brings back the backed-up state and keeps the replaced data aside', async () => {
    const dataDir = path.join(root, 'data');
    const template = path.join(templateDir, `pglite-template-${migrationsHash()}.tar.gz`);
    const seed = await openDatabase({
      kind: 'pglite',
      dataDir,
      loadDataDir: new Blob([readFileSync(template)]),
    });
    await seed.close();
    await addEvent(dataDir, 'Before Backup');

    const file = path.join(root, 'snapshot.tar.gz');
    const backedUp = await cli(['backup', file], dataDir);
    expect(backedUp.code, backedUp.output).toBe(0);
    expect(backedUp.output).toContain(`to ${file}`);
    expect(existsSync(file)).toBe(true);

    await addEvent(dataDir, 'After Backup');
    expect(await eventNames(dataDir)).toEqual(['After Backup', 'Before Backup']);

    const restored = await cli(['restore', file], dataDir);
    expect(restored.code, restored.output).toBe(0);
    expect(await eventNames(dataDir)).toEqual(['Before Backup']);
    const kept = readdirSync(root).find((name) => name.startsWith('data.before-restore-'));
    expect(kept).toBeDefined();
    expect(restored.output).toContain(kept!);
    expect(await eventNames(path.join(root, kept!))).toEqual(['After Backup', 'Before Backup']);
  }, 120_000);

  it('refuses while TapIn holds the folder, and refuses a bad file; nothing changes', async () => {
    const dataDir = path.join(root, 'data');
    const lock = await lockDataDir(dataDir);
    try {
      const busy = await cli(['backup', path.join(root, 'busy.tar.gz')], dataDir);
      expect(busy.code).not.toBe(0);
      expect(busy.output).toContain(`DATA_DIR ${dataDir} is in use`);
      expect(busy.output).toContain('stop it first');
      expect(existsSync(path.join(root, 'busy.tar.gz'))).toBe(false);
    } finally {
      await lock.release();
    }

    const junk = path.join(root, 'junk.tar.gz');
    writeFileSync(junk, 'this is not a backup');
    const bad = await cli(['restore', junk], dataDir);
    expect(bad.code).not.toBe(0);
    expect(bad.output).toContain('not a TapIn backup');
    expect(bad.output.split('\n')).toHaveLength(1);
    expect(await eventNames(dataDir)).toEqual(['Before Backup']);
    expect(readdirSync(root).filter((name) => name.includes('.restoring-'))).toEqual([]);
  }, 120_000);
});
