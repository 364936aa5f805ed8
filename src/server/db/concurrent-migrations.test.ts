/**
 * Three real server processes starting at once on one fresh PostgreSQL database: the
 * migrations run under an advisory lock, so all three come up and the schema is applied once.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../testing/server-process.ts';
import { testDatabaseKind } from '../testing/test-app.ts';

describe.skipIf(testDatabaseKind() !== 'postgres')('migrations under a database lock', () => {
  it('three processes starting at once on one fresh database all come up', async () => {
    const baseUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `tapin_migrate_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const started: ServerProcess[] = [];
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 3 }, () =>
          startServerProcess({ DATABASE_URL: url.toString() }).then((server) => {
            started.push(server);
            return server;
          }),
        ),
      );
      const failures = results.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : [],
      );
      expect(failures).toEqual([]);
      for (const server of started) {
        expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      }
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const applied = await check.query('select hash from drizzle.__drizzle_migrations');
      const distinct = new Set(applied.rows.map((row) => row.hash));
      await check.end();
      expect(applied.rows.length).toBe(distinct.size);
    } finally {
      await Promise.all(started.map((server) => server.stop()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
