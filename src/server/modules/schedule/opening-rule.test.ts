/**
 * Opening rules a coach can predict (decision 039): an event opened by hand is never closed by
 * another event's schedule while its own time runs; the self-opening event whose time comes
 * meanwhile waits and opens when it ends; the events list says so beforehand, and every coach
 * (not only one with a dashboard open) is told through a stored schedule notice.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, scheduleNotices, users } from '#server/db/schema.ts';
import { createTestApp, signInAs, TEST_ORIGIN, type TestApp } from '../../testing/test-app.ts';
import { runSchedule } from './service.ts';

let t: TestApp;
let coach: string;
let otherCoach: string;

const as = (cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie, origin: TEST_ORIGIN } });
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  as(coach, method, url, payload);
/** Moves the fake clock (forward only) and signs both coaches in again. */
const setNow = async (iso: string) => {
  t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
  coach = await signInAs(t, 'rules@opening.test');
  otherCoach = await signInAs(t, 'other@opening.test');
};
const activeNames = async () =>
  (await t.db.select().from(events).where(eq(events.active, true))).map((event) => event.name);
type Listed = {
  id: string;
  name: string;
  openedBy: string | null;
  heldOpenUntil: string | null;
  waitsFor: { id: string; name: string; until: string } | null;
};
const listed = async (name: string) =>
  ((await call('GET', '/api/events')).json() as Listed[]).find((event) => event.name === name)!;

beforeAll(async () => {
  t = await createTestApp();
  // The first account becomes admin; the second is approved as a coach.
  coach = await signInAs(t, 'rules@opening.test');
  otherCoach = await signInAs(t, 'other@opening.test');
  await t.db.update(users).set({ role: 'coach' }).where(eq(users.email, 'other@opening.test'));
});
afterAll(() => t.close());

describe('a tournament opened by hand while a practice’s window starts', () => {
  it('stays open through its own end; the practice waits, then opens; every coach is told', async () => {
    await t.db.update(events).set({ active: false });
    await setNow('2034-03-04T08:00:00Z');
    const tournament = (
      await call('POST', '/api/events', {
        name: 'Saturday Tournament',
        locationName: 'Field House',
        date: '2034-03-04T09:00:00Z',
        endsAt: '2034-03-04T13:00:00Z',
      })
    ).json() as { id: string };
    const practice = (
      await call('POST', '/api/events', {
        name: 'U12 Practice',
        locationName: 'Gym',
        date: '2034-03-04T12:13:00Z',
        endsAt: '2034-03-04T13:30:00Z',
        autoOpenMinutes: 30,
      })
    ).json() as { id: string };
    await setNow('2034-03-04T09:00:00Z');
    await call('PATCH', `/api/events/${tournament.id}`, { active: true });

    // Shown before it happens: on both rows.
    expect(await listed('Saturday Tournament')).toMatchObject({
      openedBy: 'coach',
      heldOpenUntil: '2034-03-04T13:00:00.000Z',
    });
    expect((await listed('U12 Practice')).waitsFor).toEqual({
      id: tournament.id,
      name: 'Saturday Tournament',
      until: '2034-03-04T13:00:00.000Z',
    });

    // The practice's window opens at 11:43: the tournament stays open.
    await setNow('2034-03-04T11:45:00Z');
    const run = await runSchedule(t.app.deps);
    expect(run).toMatchObject({ opened: [], closed: [], passedOver: [practice.id] });
    expect(await activeNames()).toEqual(['Saturday Tournament']);
    const parentView = await t.app.inject({
      method: 'GET',
      url: `/api/parent/events/${tournament.id}`,
    });
    expect(parentView.json().active).toBe(true);
    // Said once: a second run (or another instance) stores and announces nothing new.
    expect((await runSchedule(t.app.deps)).passedOver).toEqual([]);
    expect(await t.db.select().from(scheduleNotices)).toHaveLength(1);

    // Every coach is told, each until they dismiss it.
    const forCoach = (await call('GET', '/api/schedule-notices')).json();
    expect(forCoach).toEqual([
      {
        id: expect.any(String),
        kind: 'waited',
        event: { id: practice.id, name: 'U12 Practice' },
        other: { id: tournament.id, name: 'Saturday Tournament' },
        happensAt: '2034-03-04T11:43:00.000Z',
        until: '2034-03-04T13:00:00.000Z',
      },
    ]);
    expect((await as(otherCoach, 'GET', '/api/schedule-notices')).json()).toEqual(forCoach);
    const dismissed = await call('POST', `/api/schedule-notices/${forCoach[0].id}/dismiss`);
    expect(dismissed.statusCode).toBe(204);
    expect((await call('POST', `/api/schedule-notices/${forCoach[0].id}/dismiss`)).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/api/schedule-notices')).json()).toEqual([]);
    expect((await as(otherCoach, 'GET', '/api/schedule-notices')).json()).toHaveLength(1);
    expect((await call('POST', '/api/schedule-notices/not-a-uuid/dismiss')).statusCode).toBe(400);

    // The tournament's own end: the practice takes over, and coaches hear it was closed for it.
    await setNow('2034-03-04T13:00:30Z');
    expect(await runSchedule(t.app.deps)).toMatchObject({
      opened: [practice.id],
      closed: [tournament.id],
    });
    expect(await activeNames()).toEqual(['U12 Practice']);
    expect(await listed('U12 Practice')).toMatchObject({ openedBy: 'schedule', waitsFor: null });
    const kinds = ((await call('GET', '/api/schedule-notices')).json() as { kind: string }[]).map(
      (notice) => notice.kind,
    );
    expect(kinds).toEqual(['closed-for']);
  });

  it('a practice opened by itself is still closed by the next one only by the sooner rule', async () => {
    await t.db.update(events).set({ active: false });
    await setNow('2034-03-11T08:00:00Z');
    const first = (
      await call('POST', '/api/events', {
        name: 'Early Practice',
        locationName: 'Gym',
        date: '2034-03-11T10:00:00Z',
        endsAt: '2034-03-11T11:00:00Z',
        autoOpenMinutes: 15,
      })
    ).json() as { id: string };
    await call('POST', '/api/events', {
      name: 'Late Practice',
      locationName: 'Gym',
      date: '2034-03-11T11:00:00Z',
      endsAt: '2034-03-11T12:00:00Z',
      autoOpenMinutes: 15,
    });
    await setNow('2034-03-11T10:50:00Z');
    await runSchedule(t.app.deps);
    // Opened by the schedule, not held: the sooner rule applies as before (decision 030).
    expect(await activeNames()).toEqual(['Early Practice']);
    expect((await listed('Early Practice')).heldOpenUntil).toBeNull();
    await setNow('2034-03-11T11:00:30Z');
    await runSchedule(t.app.deps);
    expect(await activeNames()).toEqual(['Late Practice']);
    expect(first.id).toBeTruthy();
  });
  it('a practice whose window began before the tournament was opened by hand waits, and is noted', async () => {
    await t.db.update(events).set({ active: false });
    await setNow('2034-03-25T08:00:00Z');
    const practice = (
      await call('POST', '/api/events', {
        name: 'Waiting Practice',
        locationName: 'Gym',
        date: '2034-03-25T10:00:00Z',
        autoOpenMinutes: 60,
      })
    ).json() as { id: string };
    const tournament = (
      await call('POST', '/api/events', {
        name: 'Late Tournament',
        locationName: 'Field',
        date: '2034-03-25T09:00:00Z',
        endsAt: '2034-03-25T15:00:00Z',
      })
    ).json() as { id: string };
    await setNow('2034-03-25T09:10:00Z');
    await runSchedule(t.app.deps);
    expect(await activeNames()).toEqual(['Waiting Practice']);
    await setNow('2034-03-25T09:20:00Z');
    await call('PATCH', `/api/events/${tournament.id}`, { active: true });
    expect(await runSchedule(t.app.deps)).toMatchObject({
      yieldedToCoach: true,
      opened: [],
      closed: [],
      passedOver: [practice.id],
    });
    expect(await activeNames()).toEqual(['Late Tournament']);
    const notices = (await call('GET', '/api/schedule-notices')).json() as {
      event: { name: string };
    }[];
    expect(notices.map((notice) => notice.event.name)).toContain('Waiting Practice');
  });
});
