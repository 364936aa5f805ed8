/**
 * A dashboard stream ends at once when its session ends (decision 036): sign-out, a new
 * sign-in on the same browser, demotion and deletion each send `sessions-ended` on the live
 * bus in the transaction that ends the sessions, and every instance ends that user's streams.
 * The periodic re-check is left at its default 15 s here, so only the notice can explain an
 * end within a second. The second part runs two server processes on one PostgreSQL.
 */
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventWithRoster } from '#server/db/seed.ts';
import {
  type ServerProcess,
  signInOverHttp,
  startServerProcess,
} from '#server/testing/server-process.ts';
import { openSse, type SseStream } from '#server/testing/sse.ts';
import {
  cookieHeader,
  createTestApp,
  createTestDatabase,
  latestMagicToken,
  signInAs,
  signInAsCoach,
  TEST_ORIGIN,
  type TestApp,
  testDatabaseKind,
} from '#server/testing/test-app.ts';

/** Well under the 15 s re-check: only the notice ends a stream this soon. */
const AT_ONCE_MS = 1_500;

/** 'ended' when the server ends the stream within `ms`, else 'open'. */
const outcome = (stream: SseStream, ms = AT_ONCE_MS) =>
  Promise.race([stream.ended.then(() => 'ended'), delay(ms).then(() => 'open')]);

describe('one instance', () => {
  let t: TestApp;
  let admin: string;
  let url: string;

  const coach = (email: string) => signInAsCoach(t, admin, email);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t, 'admin@ended.test');
    const { event } = await createEventWithRoster(t.db, {
      name: 'Sessions Ended Meet',
      locationName: 'Gym',
      date: new Date(),
      roster: [],
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    url = `http://127.0.0.1:${port}/api/events/${event.id}/live`;
  });
  afterAll(() => t.close());

  it('ends the streams of a sign-out, a sign-in over it, a demotion and a deletion at once', async () => {
    const leaving = await coach('leaving@ended.test');
    const elsewhere = await signInAs(t, 'leaving@ended.test', '10.8.0.2'); // their phone
    const replaced = await coach('replaced@ended.test');
    const demoted = await coach('demoted@ended.test');
    const deleted = await coach('deleted@ended.test');
    const kept = await coach('kept@ended.test');
    const cookies = [leaving.cookie, elsewhere, replaced.cookie, demoted.cookie, deleted.cookie];
    const streams = await Promise.all(
      [...cookies, kept.cookie].map((cookie) => openSse(url, { cookie })),
    );
    try {
      await Promise.all(streams.map((stream) => stream.next((e) => e.event === 'ready')));

      await t.app.inject({
        method: 'GET',
        url: '/api/logout',
        headers: { cookie: leaving.cookie },
      });
      // Someone else signs in on the browser `replaced` used: that session ends.
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/magic-link',
        headers: { origin: TEST_ORIGIN },
        payload: { email: 'next@ended.test' },
      });
      const next = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify',
        headers: { origin: TEST_ORIGIN, cookie: replaced.cookie },
        payload: { token: await latestMagicToken(t, 'next@ended.test') },
      });
      expect(cookieHeader(next)).not.toBe('');
      const demotion = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${demoted.id}/role`,
        payload: { role: 'pending' },
        headers: { cookie: admin, origin: TEST_ORIGIN },
      });
      expect(demotion.statusCode).toBe(200);
      const deletion = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/users/${deleted.id}`,
        headers: { cookie: admin, origin: TEST_ORIGIN },
      });
      expect(deletion.statusCode).toBe(204);

      // The same coach's session on their phone was not signed out, nor was `kept`.
      expect(await Promise.all(streams.map((stream) => outcome(stream)))).toEqual([
        'ended',
        'open',
        'ended',
        'ended',
        'ended',
        'open',
      ]);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it("ends nobody's stream for a logout with no session", async () => {
    const kept = await coach('again@ended.test');
    const stream = await openSse(url, { cookie: kept.cookie });
    try {
      await stream.next((e) => e.event === 'ready');
      // No session on this request: nothing ends, nobody's stream is touched.
      await t.app.inject({ method: 'GET', url: '/api/logout' });
      expect(await outcome(stream, 500)).toBe('open');
    } finally {
      stream.close();
    }
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('two server instances', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = (database.pool!.options as { connectionString: string }).connectionString;
    [first, second] = await Promise.all([
      startServerProcess({ DATABASE_URL: url }),
      startServerProcess({ DATABASE_URL: url }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
  });

  it('end on the second the streams of a sign-out, a demotion and a deletion made on the first', async () => {
    const admin = await signInOverHttp(first.url, 'admin@instances-ended.test');
    const headers = { 'content-type': 'application/json', origin: first.url, cookie: admin };
    const coach = async (email: string) => {
      const cookie = await signInOverHttp(first.url, email);
      const me = await fetch(`${first.url}/api/auth/user`, { headers: { cookie } });
      const { id } = (await me.json()) as { id: string };
      const promoted = await fetch(`${first.url}/api/admin/users/${id}/role`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ role: 'coach' }),
      });
      expect(promoted.status).toBe(200);
      return { cookie, id };
    };
    const { event } = await createEventWithRoster(database.db, {
      name: 'Two Gyms Ended',
      locationName: 'North Gym',
      date: new Date(),
      roster: [],
    });
    const leaving = await coach('leaving@instances-ended.test');
    const demoted = await coach('demoted@instances-ended.test');
    const deleted = await coach('deleted@instances-ended.test');
    const kept = await coach('kept@instances-ended.test');
    const live = `${second.url}/api/events/${event.id}/live`;
    const streams = await Promise.all(
      [leaving, demoted, deleted, kept].map(({ cookie }) => openSse(live, { cookie })),
    );
    try {
      await Promise.all(streams.map((stream) => stream.next((e) => e.event === 'ready')));
      await fetch(`${first.url}/api/logout`, {
        headers: { cookie: leaving.cookie },
        redirect: 'manual',
      });
      const demotion = await fetch(`${first.url}/api/admin/users/${demoted.id}/role`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ role: 'pending' }),
      });
      expect(demotion.status).toBe(200);
      const deletion = await fetch(`${first.url}/api/admin/users/${deleted.id}`, {
        method: 'DELETE',
        headers: { origin: first.url, cookie: admin },
      });
      expect(deletion.status).toBe(204);
      expect(await Promise.all(streams.map((stream) => outcome(stream)))).toEqual([
        'ended',
        'ended',
        'ended',
        'open',
      ]);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
