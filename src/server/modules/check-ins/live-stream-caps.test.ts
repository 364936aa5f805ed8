/**
 * Open dashboard streams are capped per user and per client address (each holds a socket):
 * past the cap the answer is 429 with a message, and a closed stream frees its place.
 */
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEventWithRoster } from '#server/db/seed.ts';
import { openSse, type SseStream } from '#server/testing/sse.ts';
import { createTestApp, signInAs, signInAsCoach, type TestApp } from '#server/testing/test-app.ts';
import { messages } from '#shared/messages.ts';

let t: TestApp;
let url: string;
let admin: string;
let coach: string;

beforeAll(async () => {
  t = await createTestApp({ env: { LIVE_STREAMS_PER_USER: '2', LIVE_STREAMS_PER_ADDRESS: '3' } });
  admin = await signInAs(t, 'admin@caps.test');
  coach = (await signInAsCoach(t, admin, 'coach@caps.test')).cookie;
  const { event } = await createEventWithRoster(t.db, {
    name: 'Caps Meet',
    locationName: 'Gym',
    date: new Date(),
    roster: [],
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/events/${event.id}/live`;
});
afterAll(() => t.close());

const refused = async (cookie: string) => {
  const response = await fetch(url, { headers: { cookie } });
  return { status: response.status, body: await response.json() };
};

it('caps open streams per user and per address, and frees a place when one closes', async () => {
  const open: SseStream[] = [];
  try {
    open.push(await openSse(url, { cookie: admin }), await openSse(url, { cookie: admin }));
    // A third for the same user: refused.
    expect(await refused(admin)).toEqual({
      status: 429,
      body: { code: 'TOO_MANY_LIVE_STREAMS', message: messages.errors.tooManyLiveStreams },
    });
    // Another user from the same address: one more fits (3 per address), then no more.
    open.push(await openSse(url, { cookie: coach }));
    expect(await refused(coach)).toEqual({
      status: 429,
      body: { code: 'TOO_MANY_LIVE_STREAMS', message: messages.errors.tooManyLiveStreams },
    });
    // A closed stream gives its place back.
    open.shift()?.close();
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        open.push(await openSse(url, { cookie: coach }));
        break;
      } catch {
        await delay(50);
      }
    }
    expect(open).toHaveLength(3);
  } finally {
    for (const stream of open) stream.close();
  }
});
