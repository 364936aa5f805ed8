/**
 * PostgreSQL stalling under a parent's check-in and verification text, on a cluster of the
 * test's own (so it can be frozen with SIGSTOP): a table lock held by another session, a
 * statement that sleeps, the whole server paused, the pool used up. Every answer comes
 * within the time limits as 503 + Retry-After + {code, message}; nothing is half-done (no
 * text sent without a stored code, no check-in counted twice or told done and lost); the
 * app recovers by itself once the database answers again.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { SmsMessage, SmsSender } from '../platform/sms.ts';
import {
  cookieHeader,
  createLinkedEvent,
  TEST_ORIGIN,
  testDatabaseKind,
} from '../testing/test-app.ts';
import {
  canMakeThrowawayCluster,
  startThrowawayCluster,
  type ThrowawayCluster,
} from '../testing/throwaway-cluster.ts';
import { type Database, openDatabase } from './client.ts';

const QUERY_TIMEOUT_MS = 1_500;
const CONNECT_TIMEOUT_MS = 1_000;
/** The most a request may take while the database stalls: a wait for a connection, a
 * statement, and the time left over on a busy two-core machine. */
const BOUND_MS = CONNECT_TIMEOUT_MS + QUERY_TIMEOUT_MS + 1_000 + 2_000;
const PHONE = '+15055550142';

describe.runIf(testDatabaseKind() === 'postgres' && canMakeThrowawayCluster())(
  'a stalling PostgreSQL, as a parent meets it',
  () => {
    let cluster: ThrowawayCluster;
    let database: Database;
    let admin: pg.Client;
    let app: Awaited<ReturnType<typeof buildApp>>;
    const texts: SmsMessage[] = [];
    const sms: SmsSender = {
      kind: 'twilio',
      async send(message) {
        texts.push(message);
      },
    };
    let eventId: string;
    let athleteIds: string[];
    let parent: string;

    beforeAll(async () => {
      cluster = await startThrowawayCluster();
      const url = new URL(cluster.url);
      const config = loadConfig({
        NODE_ENV: 'test',
        PUBLIC_URL: TEST_ORIGIN,
        SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
        DATABASE_URL: url.toString(),
        DATABASE_POOL_SIZE: '3',
        DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
        DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      });
      database = await openDatabase(config.database);
      await database.migrate();
      admin = new pg.Client({ connectionString: url.toString() });
      admin.on('error', () => {});
      await admin.connect();
      app = await buildApp({
        config,
        database,
        sms,
        logger: false,
        serveWeb: false,
        scheduleLifecycle: false,
      });
      await app.ready();
      ({ eventId, athleteIds } = await createLinkedEvent(database.db, {
        name: 'Stall Meet',
        locationName: 'Gym',
        firstNames: ['Ada', 'Bea', 'Cy', 'Dee'],
        lastName: 'Stall',
        phone: PHONE,
      }));
      parent = await verify();
    }, 60_000);

    afterAll(async () => {
      cluster?.resume();
      await app?.close();
      await database?.close();
      await admin?.end().catch(() => {});
      cluster?.remove();
    });

    async function verify(): Promise<string> {
      const sent = await sendCode();
      expect(sent.statusCode, sent.body).toBe(200);
      const verified = await app.inject({
        method: 'POST',
        url: '/api/verify-code',
        headers: { origin: TEST_ORIGIN, cookie: cookieHeader(sent) },
        payload: { phoneNumber: PHONE, code: texts.at(-1)?.code },
      });
      expect(verified.statusCode, verified.body).toBe(200);
      return cookieHeader({ cookies: verified.cookies.filter((cookie) => cookie.value !== '') });
    }
    const sendCode = () =>
      app.inject({
        method: 'POST',
        url: '/api/send-verification',
        headers: { origin: TEST_ORIGIN },
        remoteAddress: `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        payload: { phoneNumber: PHONE },
      });
    const checkIn = (athleteId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/check-in',
        headers: { origin: TEST_ORIGIN, cookie: parent },
        payload: { athleteId, eventId, source: 'qr' },
      });
    const timed = async <T>(run: () => Promise<T>) => {
      const started = performance.now();
      const result = await run();
      return { result, ms: Math.round(performance.now() - started) };
    };
    const expectOutage = (response: Awaited<ReturnType<typeof checkIn>>) => {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        code: 'DATABASE_UNAVAILABLE',
        message: messages.errors.databaseUnavailable,
      });
    };
    /** Check-ins of the athlete as another session sees them: committed ones only. */
    const committed = async (athleteId: string) =>
      Number(
        (await admin.query('select count(*) from check_ins where athlete_id = $1', [athleteId]))
          .rows[0].count,
      );
    const recovered = async () => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const ready = await app.inject({ url: '/readyz' });
        if (ready.statusCode === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('never ready again');
    };

    it('a table lock held by another session: 503 in bounded time, then one check-in', async () => {
      const athleteId = athleteIds[0]!;
      const locker = new pg.Client({ connectionString: cluster.url });
      await locker.connect();
      await locker.query('begin');
      await locker.query('lock table check_ins in access exclusive mode');
      const blocked = await timed(() => checkIn(athleteId));
      await locker.query('rollback');
      await locker.end();
      console.info(
        `table lock: check-in answered ${blocked.result.statusCode} in ${blocked.ms} ms`,
      );
      expectOutage(blocked.result);
      expect(blocked.ms).toBeLessThan(BOUND_MS);
      expect(await committed(athleteId)).toBe(0);
      expect((await checkIn(athleteId)).statusCode).toBe(201);
      expect((await checkIn(athleteId)).statusCode).toBe(200);
      expect(await committed(athleteId)).toBe(1);
    });

    it('a statement that sleeps (pg_sleep in a trigger): cancelled, nothing stored', async () => {
      const athleteId = athleteIds[1]!;
      await admin.query(`create function tapin_slow() returns trigger language plpgsql as
        $$ begin perform pg_sleep(30); return new; end $$`);
      await admin.query(
        'create trigger tapin_slow before insert on check_ins for each row execute function tapin_slow()',
      );
      const slow = await timed(() => checkIn(athleteId));
      await admin.query('drop trigger tapin_slow on check_ins');
      await admin.query('drop function tapin_slow');
      console.info(`pg_sleep: check-in answered ${slow.result.statusCode} in ${slow.ms} ms`);
      expectOutage(slow.result);
      expect(slow.ms).toBeLessThan(BOUND_MS);
      expect(await committed(athleteId)).toBe(0);
      expect((await checkIn(athleteId)).statusCode).toBe(201);
      expect(await committed(athleteId)).toBe(1);
    });

    it('the whole server paused: 503s, no text without a code, nothing told done and lost', async () => {
      const athleteId = athleteIds[2]!;
      const textsBefore = texts.length;
      // A warm pool: its connections are idle and open when the server freezes.
      await Promise.all(
        Array.from({ length: 3 }, () =>
          app.inject({ url: `/api/parent/events/${eventId}`, headers: { cookie: parent } }),
        ),
      );
      cluster.pause('all');
      const send = await timed(sendCode);
      const [tap, ready] = await Promise.all([
        timed(() => checkIn(athleteId)),
        timed(() => app.inject({ url: '/readyz' })),
      ]);
      console.info(
        `paused server: send-verification ${send.result.statusCode} in ${send.ms} ms, check-in ${tap.result.statusCode} in ${tap.ms} ms, /readyz ${ready.result.statusCode} in ${ready.ms} ms`,
      );
      cluster.resume();
      expectOutage(send.result);
      expectOutage(tap.result);
      expect(ready.result.statusCode).toBe(503);
      expect(ready.result.json()).toEqual({
        code: 'DATABASE_UNAVAILABLE',
        message: messages.errors.databaseUnavailable,
        status: 'database unreachable',
      });
      expect(send.ms).toBeLessThan(BOUND_MS);
      expect(tap.ms).toBeLessThan(BOUND_MS);
      expect(ready.ms).toBeLessThan(1_500);
      expect(texts.length).toBe(textsBefore);

      const back = await timed(recovered);
      console.info(`paused server: ready again ${back.ms} ms after it resumed`);
      // No connection was lost for good: the pool has them all back.
      const pool = database.pool!;
      expect(pool.totalCount - pool.idleCount).toBe(0);
      // Every connection the pool hands out now is a clean one: a check-in it answers as
      // done is in the database for everyone (not inside a transaction left open).
      for (const id of athleteIds.slice(2)) {
        const response = await checkIn(id);
        expect([200, 201]).toContain(response.statusCode);
        expect(await committed(id)).toBe(1);
      }
      // The parent can ask for a text again, and that text's code is the stored one.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await sendCode();
      if (again.statusCode === 200) {
        expect(texts.length).toBe(textsBefore + 1);
        const verified = await app.inject({
          method: 'POST',
          url: '/api/verify-code',
          headers: { origin: TEST_ORIGIN, cookie: cookieHeader(again) },
          payload: { phoneNumber: PHONE, code: texts.at(-1)?.code },
        });
        expect(verified.statusCode, verified.body).toBe(200);
      } else {
        // The paused send reached the database after all: its cooldown stands, no text.
        expect(again.statusCode, again.body).toBe(429);
      }
    }, 60_000);

    it('the postmaster alone paused: open connections serve, new ones time out, then recover', async () => {
      cluster.pause('postmaster');
      // Open connections are served by their own backends: the parent's screen answers.
      const served = await timed(() =>
        app.inject({ url: `/api/parent/events/${eventId}`, headers: { cookie: parent } }),
      );
      // Connections lost now cannot be replaced: every new one waits for the postmaster.
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      const stalled = await Promise.all(
        Array.from({ length: 4 }, () =>
          timed(() =>
            app.inject({ url: `/api/parent/events/${eventId}`, headers: { cookie: parent } }),
          ),
        ),
      );
      cluster.resume();
      const back = await timed(recovered);
      console.info(
        `postmaster paused: an open connection answered ${served.result.statusCode} in ${served.ms} ms; with new connections needed ${stalled.map((s) => `${s.result.statusCode}/${s.ms} ms`).join(', ')}; ready ${back.ms} ms after it resumed`,
      );
      expect(served.result.statusCode).toBe(200);
      for (const { result, ms } of stalled) {
        expectOutage(result);
        expect(ms).toBeLessThan(BOUND_MS);
      }
      const pool = database.pool!;
      expect(pool.totalCount - pool.idleCount).toBe(0);
    });

    it('the pool used up: waiting requests answer 503 within the connect limit', async () => {
      // Every connection of the pool busy with work that outlasts the wait (slow requests,
      // held here for as long as the test needs, so the timing cannot race).
      const pool = database.pool!;
      const busy = await Promise.all(Array.from({ length: 3 }, () => pool.connect()));
      const waiting = await timed(() =>
        app.inject({ url: `/api/parent/events/${eventId}`, headers: { cookie: parent } }),
      );
      const tap = await timed(() => checkIn(athleteIds[0]!));
      for (const client of busy) client.release();
      console.info(
        `pool used up: the parent's screen answered ${waiting.result.statusCode} in ${waiting.ms} ms, a tap ${tap.result.statusCode} in ${tap.ms} ms`,
      );
      for (const { result, ms } of [waiting, tap]) {
        expectOutage(result);
        expect(ms).toBeLessThan(BOUND_MS);
      }
      await recovered();
    });
  },
);
