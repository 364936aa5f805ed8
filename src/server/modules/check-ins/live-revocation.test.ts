/**
 * An open dashboard stream re-checks its session (every LIVE_STREAM_CHECK_SECONDS, 1 s
 * here): once the user is deleted or signed out, the stream ends; a coach still signed in
 * keeps theirs.
 */
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEventWithRoster } from '#server/db/seed.ts';
import { openSse } from '#server/testing/sse.ts';
import {
  createTestApp,
  signInAs,
  signInAsCoach,
  TEST_ORIGIN,
  type TestApp,
} from '#server/testing/test-app.ts';

let t: TestApp;
let admin: string;
let url: string;

const newCoach = (email: string) => signInAsCoach(t, admin, email);

beforeAll(async () => {
  t = await createTestApp({ env: { LIVE_STREAM_CHECK_SECONDS: '1' } });
  admin = await signInAs(t, 'admin@revoke.test');
  const { event } = await createEventWithRoster(t.db, {
    name: 'Revocation Meet',
    locationName: 'Gym',
    date: new Date(),
    roster: [],
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/events/${event.id}/live`;
});
afterAll(() => t.close());

it("ends a deleted coach's stream and a signed-out one's, and keeps the others", async () => {
  const kept = await newCoach('kept@revoke.test');
  const deleted = await newCoach('deleted@revoke.test');
  const leaving = await newCoach('leaving@revoke.test');
  const streams = await Promise.all(
    [kept, deleted, leaving].map((coach) => openSse(url, { cookie: coach.cookie })),
  );
  const [keptStream, deletedStream, leavingStream] = streams;
  try {
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${deleted.id}`,
      headers: { cookie: admin, origin: TEST_ORIGIN },
    });
    expect(removed.statusCode).toBe(204);
    await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: leaving.cookie } });

    const outcome = (stream: typeof keptStream) =>
      Promise.race([stream!.ended.then(() => 'ended'), delay(3_000).then(() => 'open')]);
    expect(await Promise.all(streams.map(outcome))).toEqual(['open', 'ended', 'ended']);
    expect(deletedStream!.events.map((event) => event.event)).toEqual(['ready']);
  } finally {
    for (const stream of [keptStream, deletedStream, leavingStream]) stream!.close();
  }
});
