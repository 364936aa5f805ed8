/**
 * Open dashboards are told when the active event changes (decision 035): the schedule opening
 * or closing check-in by itself, the overlap rule keeping one event over another, and a
 * coach's switch, cancel or end of series. Through a real stream (`GET /api/events/:id/live`)
 * of a dashboard watching a third event, on a real database and the test app's fake clock.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { signInOverHttp, startServerProcess } from '#server/testing/server-process.ts';
import { openSse, type SseStream } from '#server/testing/sse.ts';
import {
  createTestApp,
  createTestDatabase,
  signInAs,
  TEST_ORIGIN,
  type TestApp,
  testDatabaseKind,
} from '#server/testing/test-app.ts';
import type { EventsChangedMessage } from '#shared/schemas.ts';
import { runSchedule } from './service.ts';

const MINUTE = 60_000;
const activeNames = async () =>
  (await t.db.select().from(events).where(eq(events.active, true))).map((event) => event.name);
let t: TestApp;
let coach: string;
let stream: SseStream;
let base: string;

const call = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: coach, origin: TEST_ORIGIN } });
const at = (minutes: number) => new Date(t.clock.now().getTime() + minutes * MINUTE).toISOString();
const make = async (name: string, start: number, end: number | null, autoOpenMinutes?: number) => {
  const answer = await call('POST', '/api/events', {
    name,
    locationName: 'Gym',
    date: at(start),
    ...(end === null ? {} : { endsAt: at(end) }),
    ...(autoOpenMinutes === undefined ? {} : { autoOpenMinutes }),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { id: string; name: string };
};
/** The `events` messages the dashboard received after `from`, parsed. */
const changes = (from: number) =>
  stream.events
    .slice(from)
    .filter((message) => message.event === 'events')
    .map((message) => JSON.parse(message.data) as EventsChangedMessage);
/** The first `events` message with a switch at or after `from` (the stream's index). */
const nextSwitch = async (from: number) => {
  const found = await stream.next(
    (message) =>
      stream.events.indexOf(message) >= from &&
      message.event === 'events' &&
      (JSON.parse(message.data) as EventsChangedMessage).switched !== null,
    3_000,
  );
  return (JSON.parse(found.data) as EventsChangedMessage).switched;
};

beforeAll(async () => {
  t = await createTestApp();
  coach = await signInAs(t, 'coach@live-switch.test');
  const { event: watched } = await createEventWithRoster(t.db, {
    name: 'Watched Meet',
    locationName: 'Gym',
    date: new Date(t.clock.now().getTime() - 24 * 60 * MINUTE),
    roster: [],
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  stream = await openSse(`${base}/api/events/${watched.id}/live`, { cookie: coach });
  await stream.next((message) => message.event === 'ready');
});
afterAll(async () => {
  stream?.close();
  await t?.close();
});

describe('a dashboard watching another event', () => {
  it('hears the schedule open, hand over and close, and the overlap rule choose, once each', async () => {
    await t.db.update(events).set({ active: false });
    // A: +30..+90 min, opens 30 min before (now). B: +60 (120 min), opens 30 min before.
    // Created inside its window, A opens at once: the schedule runs before the answer.
    let from = stream.events.length;
    const a = await make('Switch A', 30, 90, 30);
    const b = await make('Switch B', 60, null, 30);
    expect(await activeNames()).toEqual(['Switch A']);
    expect((await runSchedule(t.app.deps)).opened).toEqual([]);
    expect(await nextSwitch(from)).toEqual({
      by: 'schedule',
      opened: [{ id: a.id, name: 'Switch A' }],
      closed: [],
      passedOver: [],
      active: { id: a.id, name: 'Switch A' },
    });

    // B's time comes while A is open: the overlap rule keeps A, and says so once.
    t.clock.advance(31 * MINUTE);
    from = stream.events.length;
    expect(await runSchedule(t.app.deps)).toMatchObject({ opened: [], passedOver: [b.id] });
    expect(await nextSwitch(from)).toEqual({
      by: 'schedule',
      opened: [],
      closed: [],
      passedOver: [{ id: b.id, name: 'Switch B' }],
      active: { id: a.id, name: 'Switch A' },
    });
    from = stream.events.length;
    t.clock.advance(MINUTE);
    expect(await runSchedule(t.app.deps)).toMatchObject({ opened: [], passedOver: [] });

    // A ends: B takes over.
    t.clock.advance(60 * MINUTE);
    expect(await runSchedule(t.app.deps)).toMatchObject({ opened: [b.id], closed: [a.id] });
    expect(await nextSwitch(from)).toEqual({
      by: 'schedule',
      opened: [{ id: b.id, name: 'Switch B' }],
      closed: [{ id: a.id, name: 'Switch A' }],
      passedOver: [],
      active: { id: b.id, name: 'Switch B' },
    });
    // Nothing more was said in between: one message per change.
    expect(changes(from).filter((message) => message.switched)).toHaveLength(1);

    // B closes 120 minutes after its start.
    from = stream.events.length;
    t.clock.advance(120 * MINUTE);
    expect((await runSchedule(t.app.deps)).closed).toEqual([b.id]);
    expect(await nextSwitch(from)).toMatchObject({
      by: 'schedule',
      opened: [],
      closed: [{ id: b.id, name: 'Switch B' }],
      active: null,
    });
  });

  it("hears a coach's switch, cancel and end of series; a rename only refreshes the list", async () => {
    coach = await signInAs(t, 'coach@live-switch.test');
    await t.db.update(events).set({ active: false });
    const one = await make('Coach One', 10, null);
    const two = await make('Coach Two', 20, null);

    let from = stream.events.length;
    await call('PATCH', `/api/events/${one.id}`, { active: true });
    expect(await nextSwitch(from)).toEqual({
      by: 'coach',
      opened: [{ id: one.id, name: 'Coach One' }],
      closed: [],
      passedOver: [],
      active: { id: one.id, name: 'Coach One' },
    });
    from = stream.events.length;
    await call('PATCH', `/api/events/${two.id}`, { active: true });
    expect(await nextSwitch(from)).toMatchObject({
      opened: [{ id: two.id }],
      closed: [{ id: one.id, name: 'Coach One' }],
    });

    from = stream.events.length;
    const renamed = await call('PATCH', `/api/events/${one.id}`, { name: 'Coach One (away)' });
    expect(renamed.statusCode).toBe(200);
    await stream.next(
      (message) => stream.events.indexOf(message) >= from && message.event === 'events',
    );
    expect(changes(from)).toEqual([{ type: 'events', eventId: 'events', switched: null }]);

    from = stream.events.length;
    await call('PATCH', `/api/events/${two.id}`, { cancelled: true });
    expect(await nextSwitch(from)).toMatchObject({
      by: 'coach',
      opened: [],
      closed: [{ id: two.id, name: 'Coach Two' }],
      active: null,
    });

    const series = (
      await call('POST', '/api/events', {
        name: 'Coach Series',
        locationName: 'Gym',
        date: at(60),
        repeat: { weekdays: [1, 2, 3, 4, 5, 6, 7], until: at(60 * 24 * 3).slice(0, 10) },
      })
    ).json() as { id: string };
    from = stream.events.length;
    await call('PATCH', `/api/events/${series.id}`, { active: true });
    expect(await nextSwitch(from)).toMatchObject({ opened: [{ id: series.id }] });
    from = stream.events.length;
    const ended = await call('POST', `/api/events/${series.id}/end-series`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await nextSwitch(from)).toMatchObject({
      by: 'coach',
      closed: [{ id: series.id, name: 'Coach Series' }],
      active: null,
    });
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('two server instances', () => {
  it("tell a dashboard on the second about a coach's switch made through the first", async () => {
    const database = await createTestDatabase();
    const url = (database.pool!.options as { connectionString: string }).connectionString;
    const [first, second] = await Promise.all([
      startServerProcess({ DATABASE_URL: url }),
      startServerProcess({ DATABASE_URL: url }),
    ]);
    try {
      const { event } = await createEventWithRoster(database.db, {
        name: 'Far Gym',
        locationName: 'Gym',
        date: new Date(),
        roster: [],
      });
      // One session (the first user is the admin), used on both instances: another tab.
      const watcher = await signInOverHttp(second.url, 'watcher@instances.test');
      const far = await openSse(`${second.url}/api/events/${event.id}/live`, { cookie: watcher });
      try {
        await far.next((message) => message.event === 'ready');
        const answer = await fetch(`${first.url}/api/events/${event.id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', origin: first.url, cookie: watcher },
          body: JSON.stringify({ active: true }),
        });
        expect(answer.status).toBe(200);
        const heard = await far.next((message) => message.event === 'events', 3_000);
        expect(JSON.parse(heard.data)).toMatchObject({
          switched: { by: 'coach', opened: [{ id: event.id, name: 'Far Gym' }] },
        });
      } finally {
        far.close();
      }
    } finally {
      await Promise.all([first.stop(), second.stop()]);
      await database.drop();
    }
  }, 60_000);
});
