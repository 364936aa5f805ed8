/**
 * A PostgreSQL that stops answering (through a TCP proxy that stops forwarding): requests
 * answer 503 with Retry-After within the time limits, /readyz says 503 within about a
 * second, and everything recovers without a restart once the database answers again.
 * PostgreSQL only: the embedded database has no network to stall.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.ts';
import { signInAs, TEST_ORIGIN, type TestApp, testDatabaseKind } from '../testing/test-app.ts';
import { type Database, openDatabase } from './client.ts';
import { createEventWithRoster } from './seed.ts';

const QUERY_TIMEOUT_MS = 1_500;
const CONNECT_TIMEOUT_MS = 1_000;

describe.skipIf(testDatabaseKind() !== 'postgres')('a stalled PostgreSQL', () => {
  const baseUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `tapin_outage_${randomBytes(6).toString('hex')}`;
  let proxy: TcpProxy;
  let database: Database;
  let t: Pick<TestApp, 'app'>;
  let eventId: string;
  let coach: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const direct = new URL(baseUrl);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(baseUrl);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    viaProxy.pathname = `/${name}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: TEST_ORIGIN,
      DATABASE_URL: viaProxy.toString(),
      DATABASE_POOL_SIZE: '3',
      DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
    });
    database = await openDatabase(config.database);
    await database.migrate();
    const app = await buildApp({ config, database, logger: false, serveWeb: false });
    await app.ready();
    t = { app } as Pick<TestApp, 'app'>;
    coach = await signInAs(t as TestApp, 'outage@tapin.test');
    ({
      event: { id: eventId },
    } = await createEventWithRoster(database.db, {
      name: 'Outage Meet',
      locationName: 'Gym',
      date: new Date(),
      active: true,
      roster: [{ firstName: 'Sam', lastName: 'Stall', team: 'Eagles', gradYear: 2030 }],
    }));
  });

  afterAll(async () => {
    proxy?.resume();
    await t?.app.close();
    await database?.close();
    await proxy?.close();
    const dropper = new pg.Client({ connectionString: baseUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });

  const parentEvent = () => t.app.inject({ url: `/api/parent/events/${eventId}` });
  const coachCheckIns = () =>
    t.app.inject({ url: `/api/check-ins/${eventId}`, headers: { cookie: coach } });
  const timed = async <T>(run: () => Promise<T>) => {
    const started = performance.now();
    const result = await run();
    return { result, ms: Math.round(performance.now() - started) };
  };

  it('answers 503 with Retry-After while stalled, and recovers without a restart', async () => {
    expect((await parentEvent()).statusCode).toBe(200);
    expect((await coachCheckIns()).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);

    proxy.stall();
    // More requests than the pool has connections: some wait for a connection, some for
    // an answer; every one gets an honest 503 within the limits.
    const stalled = await Promise.all(
      Array.from({ length: 8 }, (_, i) => timed(i % 2 ? parentEvent : coachCheckIns)),
    );
    const ready = await timed(() => t.app.inject({ url: '/readyz' }));
    const slowest = Math.max(...stalled.map((entry) => entry.ms));
    console.info(
      `stalled database: ${stalled.length} requests answered 503 in ${Math.min(...stalled.map((e) => e.ms))}–${slowest} ms (query limit ${QUERY_TIMEOUT_MS} ms, connect limit ${CONNECT_TIMEOUT_MS} ms); /readyz 503 in ${ready.ms} ms`,
    );
    for (const { result } of stalled) {
      expect(result.statusCode).toBe(503);
      expect(result.headers['retry-after']).toBe('5');
      expect(result.json()).toEqual({
        code: 'DATABASE_UNAVAILABLE',
        message: messages.errors.databaseUnavailable,
      });
    }
    // Bounded: a connection wait plus a query (or a query and a rollback), never the stall.
    expect(slowest).toBeLessThan(2 * (QUERY_TIMEOUT_MS + 1_000) + CONNECT_TIMEOUT_MS + 1_500);
    expect(ready.result.statusCode).toBe(503);
    expect(ready.ms).toBeLessThan(1_500);

    proxy.resume();
    const recovered = await timed(async () => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const [event, checkIns, readyz] = await Promise.all([
          parentEvent(),
          coachCheckIns(),
          t.app.inject({ url: '/readyz' }),
        ]);
        if ([event, checkIns, readyz].every((response) => response.statusCode === 200)) return true;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return false;
    });
    console.info(`stalled database: recovered in ${recovered.ms} ms after it answered again`);
    expect(recovered.result).toBe(true);
  });
});
