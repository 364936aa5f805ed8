/**
 * PostgreSQL ending the app's connections mid-traffic (pg_terminate_backend, as an
 * operator or a failover would) and restarting: the app reconnects by itself, a live
 * dashboard is told to catch up (its stream repeats `event: ready`) and keeps getting
 * check-ins afterwards, because the live bus listens again. On a cluster of the test's own.
 */
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openSse, type SseStream } from '../testing/sse.ts';
import {
  createLinkedEvent,
  signInAs,
  TEST_ORIGIN,
  type TestApp,
  testDatabaseKind,
  verifyParent,
} from '../testing/test-app.ts';
import {
  canMakeThrowawayCluster,
  startThrowawayCluster,
  type ThrowawayCluster,
} from '../testing/throwaway-cluster.ts';
import { type Database, openDatabase } from './client.ts';

const PHONE = '+15055550177';
const OTHER_PHONE = '+15055550178';

describe.runIf(testDatabaseKind() === 'postgres' && canMakeThrowawayCluster())(
  'PostgreSQL dropping the connections',
  () => {
    let cluster: ThrowawayCluster;
    let database: Database;
    let app: Awaited<ReturnType<typeof buildApp>>;
    let base: string;
    let eventId: string;
    let athleteIds: string[];
    let parent: string;
    let coach: string;
    let stream: SseStream;

    beforeAll(async () => {
      cluster = await startThrowawayCluster();
      const config = loadConfig({
        NODE_ENV: 'test',
        PUBLIC_URL: TEST_ORIGIN,
        SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
        DATABASE_URL: cluster.url,
        DATABASE_POOL_SIZE: '4',
        DATABASE_QUERY_TIMEOUT_MS: '2000',
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
      });
      database = await openDatabase(config.database);
      await database.migrate();
      app = await buildApp({
        config,
        database,
        logger: false,
        serveWeb: false,
        scheduleLifecycle: false,
      });
      await app.listen({ host: '127.0.0.1', port: 0 });
      base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      ({ eventId, athleteIds } = await createLinkedEvent(database.db, {
        name: 'Reconnect Meet',
        locationName: 'Pool',
        firstNames: ['Ari', 'Bo', 'Cal', 'Dot', 'Eli', 'Fay'],
        lastName: 'Drop',
        phone: PHONE,
      }));
      const t = { app } as unknown as TestApp;
      parent = await verifyParent(t, PHONE);
      coach = await signInAs(t, 'coach@reconnect.test');
      stream = await openSse(`${base}/api/events/${eventId}/live`, { cookie: coach });
      await stream.next((message) => message.event === 'ready');
    }, 60_000);

    afterAll(async () => {
      stream?.close();
      await app?.close();
      await database?.close();
      cluster?.remove();
    });

    const checkIn = (athleteId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/check-in',
        headers: { origin: TEST_ORIGIN, cookie: parent },
        payload: { athleteId, eventId, source: 'qr' },
      });
    /** Taps until the check-in is taken (503s while the database comes back). */
    const checkInUntilTaken = async (athleteId: string) => {
      const started = performance.now();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 100; attempt++) {
        const response = await checkIn(athleteId);
        statuses.push(response.statusCode);
        if (response.statusCode === 201 || response.statusCode === 200) break;
        expect(response.statusCode, response.body).toBe(503);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return { statuses, ms: Math.round(performance.now() - started) };
    };
    const timed = async <T>(run: () => Promise<T>) => {
      const started = performance.now();
      const result = await run();
      return { result, ms: Math.round(performance.now() - started) };
    };
    const readies = () => stream.events.filter((message) => message.event === 'ready').length;
    const arrival = (athleteId: string, timeoutMs = 5_000) =>
      stream.next(
        (message) =>
          message.event === 'check-in' && JSON.parse(message.data).athleteId === athleteId,
        timeoutMs,
      );

    it('every connection ended by pg_terminate_backend, one of them mid-transaction', async () => {
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      // A request inside a transaction when its connection is ended: an answer, no crash,
      // and no text.
      const locker = new pg.Client({ connectionString: cluster.url });
      await locker.connect();
      await locker.query('begin');
      await locker.query('lock table verification_codes in exclusive mode');
      const textsBefore = (await app.deps.outbox.list({ to: OTHER_PHONE })).length;
      const inTransaction = app.inject({
        method: 'POST',
        url: '/api/send-verification',
        headers: { origin: TEST_ORIGIN },
        payload: { phoneNumber: OTHER_PHONE },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const before = readies();
      const ended = await admin.query(
        `select count(pg_terminate_backend(pid)) as n from pg_stat_activity
         where backend_type = 'client backend' and pid not in (pg_backend_pid(), $1)`,
        [(locker as unknown as { processID: number }).processID],
      );
      await locker.query('rollback');
      await locker.end();
      await admin.end();
      expect(Number(ended.rows[0].n)).toBeGreaterThanOrEqual(2);
      const answered = await inTransaction;
      console.info(
        `a verification text whose connection was ended mid-transaction: ${answered.statusCode}`,
      );
      expect(answered.statusCode, answered.body).toBe(503);
      expect(await app.deps.outbox.list({ to: OTHER_PHONE })).toHaveLength(textsBefore);

      // Told to catch up (what was announced while the bus was not listening is refetched)...
      const resynced = await timed(() => stream.next(() => readies() > before, 10_000));
      // ...and hears the check-ins that follow.
      const taken = await checkInUntilTaken(athleteIds[1]!);
      await arrival(athleteIds[1]!);
      console.info(
        `pg_terminate_backend: the dashboard was told to catch up after ${resynced.ms} ms; the next check-in answered ${taken.statuses.join(', ')} (${taken.ms} ms) and reached it`,
      );
      expect(readies()).toBeGreaterThan(before);
    });

    it('PostgreSQL restarted mid-traffic', async () => {
      const before = readies();
      const traffic = athleteIds.slice(2, 5).map(async (athleteId, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 150));
        return checkInUntilTaken(athleteId);
      });
      const restartStarted = performance.now();
      await cluster.restart();
      const restartMs = Math.round(performance.now() - restartStarted);
      const taken = await Promise.all(traffic);
      await stream.next(() => readies() > before, 10_000);
      const last = await checkInUntilTaken(athleteIds[5]!);
      await arrival(athleteIds[5]!);
      console.info(
        `restart (${restartMs} ms): check-ins answered ${taken.map((t) => `${t.statuses.join('/')} in ${t.ms} ms`).join('; ')}; after it ${last.statuses.join('/')}; the dashboard heard it`,
      );
      for (const result of taken) expect(result.statuses.at(-1)).toBeOneOf([200, 201]);
      const counted = await database.pool!.query(
        'select athlete_id, count(*)::int as n from check_ins where event_id = $1 group by athlete_id',
        [eventId],
      );
      expect(counted.rows.every((row) => row.n === 1)).toBe(true);
    }, 60_000);
  },
);
