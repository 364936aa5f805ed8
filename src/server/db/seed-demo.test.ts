/**
 * `npm run seed:demo` prints the links of the server it seeds for: the configured PORT or
 * PUBLIC_URL, never a fixed port.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];

async function seedDemo(env: Record<string, string>): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tapin-seed-demo-'));
  dirs.push(dataDir);
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  const { stdout } = await run('node', ['--import', 'tsx', 'scripts/seed-demo.ts'], {
    cwd: root,
    env: { ...rest, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
  });
  return stdout;
}

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

// The script opens its own embedded database (DATA_DIR): the same on either test project,
// so it runs on one. Each run starts a fresh PGlite folder: seconds, more on a busy machine.
describe.skipIf(process.env.TEST_DB === 'postgres')('npm run seed:demo', () => {
  it('prints the check-in link and the outbox on the configured port', async () => {
    const out = await seedDemo({ PORT: '4321' });
    expect(out).toMatch(/http:\/\/localhost:4321\/check-in\?event=[0-9a-f-]{36}/);
    expect(out).toContain('http://localhost:4321/dev/outbox');
    expect(out).not.toContain(':3000');
  }, 120_000);

  it('prints PUBLIC_URL when it is set', async () => {
    const out = await seedDemo({ PORT: '4321', PUBLIC_URL: 'http://127.0.0.1:8088' });
    expect(out).toMatch(/http:\/\/127\.0\.0\.1:8088\/check-in\?event=/);
    expect(out).toContain('http://127.0.0.1:8088/dev/outbox');
  }, 120_000);
});
