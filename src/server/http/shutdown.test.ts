/**
 * Stopping a server (SIGTERM, as a deploy or a scale-down does): requests under way finish
 * with their real answer (and close their connection), live dashboards' streams end
 * cleanly, a request that still arrives is turned away (503 with Retry-After and the usual
 * {code, message}) and not carried out, and the process exits on its own within a bounded
 * time, a frozen database included. /readyz and /healthz say what a balancer needs.
 */
import { connect, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { createEventWithRoster } from '../db/seed.ts';
import {
  type ServerProcess,
  signInOverHttp,
  startServerProcess,
} from '../testing/server-process.ts';
import { openSse } from '../testing/sse.ts';
import { createTestApp, type TestApp, testDatabaseKind } from '../testing/test-app.ts';
import { canMakeThrowawayCluster, startThrowawayCluster } from '../testing/throwaway-cluster.ts';

describe('draining, in process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers the probes and turns requests away with the usual body', async () => {
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });

    t.app.startDraining();
    const draining = await t.app.inject({ url: '/readyz' });
    expect(draining.statusCode).toBe(503);
    expect(draining.headers['retry-after']).toBe('5');
    expect(draining.json()).toEqual({
      code: 'SHUTTING_DOWN',
      message: messages.errors.shuttingDown,
      status: 'draining',
    });
    const api = await t.app.inject({ url: '/api/events' });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('5');
    expect(api.json()).toEqual({ code: 'SHUTTING_DOWN', message: messages.errors.shuttingDown });
    // Alive all the same: a liveness probe must not have it killed mid-drain.
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });
});

/** Reads HTTP/1.1 responses (Content-Length bodies) from a raw socket. */
function responsesOf(socket: Socket) {
  let buffer = '';
  const parsed: { status: number; headers: Record<string, string>; body: string }[] = [];
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (;;) {
      const headEnd = buffer.indexOf('\r\n\r\n');
      if (headEnd === -1) return;
      const [statusLine, ...lines] = buffer.slice(0, headEnd).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      const length = Number(headers['content-length'] ?? 0);
      if (buffer.length < headEnd + 4 + length) return;
      parsed.push({
        status: Number(statusLine!.split(' ')[1]),
        headers,
        body: buffer.slice(headEnd + 4, headEnd + 4 + length),
      });
      buffer = buffer.slice(headEnd + 4 + length);
    }
  });
  return parsed;
}

describe.runIf(testDatabaseKind() === 'postgres')('SIGTERM on a real server process', () => {
  let database: Awaited<ReturnType<typeof import('../testing/test-app.ts').createTestDatabase>>;
  let server: ServerProcess;

  beforeAll(async () => {
    const { createTestDatabase } = await import('../testing/test-app.ts');
    database = await createTestDatabase();
    const url = (database.pool!.options as { connectionString: string }).connectionString;
    server = await startServerProcess({ DATABASE_URL: url, DATABASE_QUERY_TIMEOUT_MS: '10000' });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('drains: the request under way finishes, streams end, a late request is turned away, it exits', async () => {
    const { event, athletes } = await createEventWithRoster(database.db, {
      name: 'Last Meet',
      locationName: 'Gym',
      date: new Date(),
      active: true,
      roster: [
        { firstName: 'Lee', lastName: 'Late' },
        { firstName: 'Max', lastName: 'Later' },
      ],
    });
    const coach = await signInOverHttp(server.url, 'coach@drain.test');
    const stream = await openSse(`${server.url}/api/events/${event.id}/live`, { cookie: coach });
    await stream.next((message) => message.event === 'ready');

    // A coach's check-in held by a lock another session keeps for a while.
    const url = (database.pool!.options as { connectionString: string }).connectionString;
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table check_ins in exclusive mode');
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    const responses = responsesOf(socket);
    const body = JSON.stringify({
      athleteId: athletes[0]!.id,
      eventId: event.id,
      source: 'manual_fallback',
    });
    socket.write(
      `POST /api/check-in HTTP/1.1\r\nhost: 127.0.0.1\r\norigin: ${server.url}\r\ncookie: ${coach}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    for (let i = 0; i < 100; i++) {
      const waiting = await locker.query(
        `select count(*)::int as n from pg_locks where relation = 'check_ins'::regclass and not granted`,
      );
      if (waiting.rows[0].n > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await stream.ended;
    const streamEndedMs = Math.round(performance.now() - signalled);
    // A request that still arrives, pipelined on the connection already open.
    const late = JSON.stringify({
      athleteId: athletes[1]!.id,
      eventId: event.id,
      source: 'manual_fallback',
    });
    socket.write(
      `POST /api/check-in HTTP/1.1\r\nhost: 127.0.0.1\r\norigin: ${server.url}\r\ncookie: ${coach}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(late)}\r\n\r\n${late}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    await locker.query('rollback');
    await locker.end();
    const code = await exited;
    const exitMs = Math.round(performance.now() - signalled);
    socket.destroy();
    console.info(
      `SIGTERM: streams ended after ${streamEndedMs} ms; the held request answered ${responses[0]?.status} (connection: ${responses[0]?.headers.connection}), the late one ${responses[1]?.status ?? 'not at all (connection closed)'}; exited ${code} after ${exitMs} ms`,
    );

    expect(responses[0]?.status, responses[0]?.body).toBe(201);
    // The connection closes after it, or an idle keep-alive would hold the shutdown.
    expect(responses[0]?.headers.connection).toBe('close');
    // The late request is turned away: with the usual body if it is answered at all (after
    // a `Connection: close` answer a client knows it was not processed and sends it again).
    if (responses[1]) {
      expect(responses[1].status).toBe(503);
      expect(responses[1].headers['retry-after']).toBe('5');
      expect(JSON.parse(responses[1].body)).toEqual({
        code: 'SHUTTING_DOWN',
        message: messages.errors.shuttingDown,
      });
    }
    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(15_000);
    const stored = await database.pool!.query('select athlete_id from check_ins');
    expect(stored.rows.map((row) => row.athlete_id)).toEqual([athletes[0]!.id]);
  }, 60_000);
});

describe.runIf(testDatabaseKind() === 'postgres' && canMakeThrowawayCluster())(
  'SIGTERM while PostgreSQL is frozen',
  () => {
    it('the request under way answers 503, and the process still exits promptly', async () => {
      const cluster = await startThrowawayCluster();
      try {
        const server = await startServerProcess({
          DATABASE_URL: cluster.url,
          DATABASE_QUERY_TIMEOUT_MS: '1500',
          DATABASE_CONNECT_TIMEOUT_MS: '1000',
        });
        const coach = await signInOverHttp(server.url, 'coach@frozen.test');
        cluster.pause('all');
        const request = fetch(`${server.url}/api/events`, { headers: { cookie: coach } });
        await new Promise((resolve) => setTimeout(resolve, 100));
        const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
        const signalled = performance.now();
        server.child.kill('SIGTERM');
        const answer = await request;
        const answeredMs = Math.round(performance.now() - signalled);
        const code = await exited;
        const exitMs = Math.round(performance.now() - signalled);
        console.info(
          `SIGTERM with PostgreSQL frozen: the request under way answered ${answer.status} after ${answeredMs} ms; exited ${code} after ${exitMs} ms`,
        );
        expect(answer.status).toBe(503);
        expect(await answer.json()).toEqual({
          code: 'DATABASE_UNAVAILABLE',
          message: messages.errors.databaseUnavailable,
        });
        expect(code).toBe(0);
        // The statement's limits and closing's bounded waits, never the 15 s last resort.
        expect(exitMs).toBeLessThan(10_000);
      } finally {
        cluster.remove();
      }
    }, 90_000);
  },
);
