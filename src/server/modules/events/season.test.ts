/**
 * Repeating events and check-in that opens by itself (decision 030), through the API on a
 * real database (PGlite, or PostgreSQL with TEST_DB=postgres), with the test app's fake clock.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, eventRoster, events } from '#server/db/schema.ts';
import {
  createTestApp,
  importRosterCsv,
  signInAs,
  TEST_ORIGIN,
  type TestApp,
} from '#server/testing/test-app.ts';
import { messages } from '#shared/messages.ts';
import { runSchedule } from '../schedule/service.ts';

const season = messages.coachTools.season;
const HOUR = 60 * 60_000;
let t: TestApp;
let coach: string;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: coach, origin: TEST_ORIGIN } });
type Listed = {
  id: string;
  name: string;
  date: string;
  endsAt: string | null;
  seriesId: string | null;
  cancelled: boolean;
  active: boolean;
  overlappedBy: { id: string; name: string } | null;
};
const list = async (prefix: string) =>
  ((await call('GET', '/api/events')).json() as Listed[])
    .filter((event) => event.name.startsWith(prefix))
    .sort((a, b) => a.date.localeCompare(b.date));
/** Moves the fake clock (forward only) and signs in again: sessions expire as time passes. */
const setNow = async (iso: string) => {
  t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
  coach = await signInAs(t, 'season@events.test');
};
const importCsv = async (eventId: string, lines: string[]) => {
  const answer = await importRosterCsv(t, coach, eventId, lines);
  expect(answer.statusCode, answer.body).toBe(200);
};
const rosterSize = async (eventId: string) =>
  (await t.db.select().from(eventRoster).where(eq(eventRoster.eventId, eventId))).length;
const activeNames = async () =>
  (await t.db.select().from(events).where(eq(events.active, true))).map((event) => event.name);

beforeAll(async () => {
  t = await createTestApp();
  coach = await signInAs(t, 'season@events.test');
});
afterAll(async () => {
  await t.close();
});

describe('repeating events', () => {
  it('creates a series of 10 practices (Tue and Thu) at the same wall-clock time across a DST change', async () => {
    // Tue 2031-03-04 18:00 in New York (EST); DST starts on Sunday 9 March.
    const created = await call('POST', '/api/events', {
      name: 'Practice A',
      locationName: 'Main Gym',
      date: '2031-03-04T18:00:00-05:00',
      endsAt: '2031-03-04T19:30:00-05:00',
      repeat: { weekdays: [2, 4], until: '2031-04-01', timeZone: 'America/New_York' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const first = created.json() as Listed;
    expect(first.date).toBe('2031-03-04T23:00:00.000Z');
    const occurrences = await list('Practice A');
    expect(occurrences).toHaveLength(9);
    // Tue 4, Thu 6 (EST), then Tue 11 onwards (EDT): always 18:00 local, 90 minutes long.
    expect(occurrences.map((event) => event.date)).toEqual([
      '2031-03-04T23:00:00.000Z',
      '2031-03-06T23:00:00.000Z',
      '2031-03-11T22:00:00.000Z',
      '2031-03-13T22:00:00.000Z',
      '2031-03-18T22:00:00.000Z',
      '2031-03-20T22:00:00.000Z',
      '2031-03-25T22:00:00.000Z',
      '2031-03-27T22:00:00.000Z',
      '2031-04-01T22:00:00.000Z',
    ]);
    for (const event of occurrences) {
      expect(event.seriesId).toBe(first.seriesId);
      expect(new Date(event.endsAt!).getTime() - new Date(event.date).getTime()).toBe(1.5 * HOUR);
      expect(event.cancelled).toBe(false);
      expect(event.active).toBe(false);
    }
    const ten = await call('POST', '/api/events', {
      name: 'Practice Ten',
      locationName: 'Main Gym',
      date: '2031-03-04T18:00:00Z',
      repeat: { weekdays: [2, 4], until: '2031-04-03' },
    });
    expect(ten.statusCode).toBe(201);
    expect(await list('Practice Ten')).toHaveLength(10);
  });

  it('refuses bad repeats with clear messages', async () => {
    const base = { name: 'Bad', locationName: 'Gym', date: '2031-03-04T18:00:00Z' };
    const refused = async (repeat: object, message: string) => {
      const answer = await call('POST', '/api/events', { ...base, repeat });
      expect(answer.statusCode, JSON.stringify(repeat)).toBe(400);
      expect(answer.json()).toEqual({ code: 'VALIDATION_FAILED', message });
    };
    await refused({ weekdays: [], until: '2031-04-01' }, season.weekdaysInvalid);
    await refused({ weekdays: [1, 1], until: '2031-04-01' }, season.weekdaysInvalid);
    await refused({ weekdays: [8], until: '2031-04-01' }, season.weekdaysInvalid);
    await refused({ weekdays: [1], until: '1 April' }, season.untilInvalid);
    await refused({ weekdays: [1], until: '2031-03-01' }, season.untilBeforeStart);
    await refused({ weekdays: [1], until: '2031-03-05' }, season.noOccurrences);
    await refused(
      { weekdays: [1, 2, 3, 4, 5, 6, 7], until: '2032-12-31' },
      season.tooManyOccurrences(208),
    );
    await refused(
      { weekdays: [1], until: '2031-04-01', timeZone: 'Mars/Base' },
      season.timeZoneInvalid,
    );
    const end = await call('POST', '/api/events', { ...base, endsAt: '2031-03-04T17:00:00Z' });
    expect(end.json()).toEqual({ code: 'VALIDATION_FAILED', message: season.endsBeforeStart });
    expect(await list('Bad')).toEqual([]);
  });

  it('shares one roster: an import reaches the occurrence and future ones, never past ones', async () => {
    await setNow('2031-05-01T00:00:00Z');
    const created = await call('POST', '/api/events', {
      name: 'Roster Series',
      locationName: 'Field',
      date: '2031-05-05T17:00:00Z',
      repeat: { weekdays: [1], until: '2031-07-07' },
    });
    const occurrences = await list('Roster Series');
    expect(occurrences).toHaveLength(10);
    expect(created.json().id).toBe(occurrences[0]!.id);
    // Before the season: the roster reaches all ten.
    await importCsv(occurrences[0]!.id, ['Ann,Early', 'Bob,Early']);
    for (const event of occurrences) expect(await rosterSize(event.id)).toBe(2);

    // Mid-season (after the 4th practice): a late joiner, imported onto the 5th.
    await setNow('2031-05-27T12:00:00Z');
    await importCsv(occurrences[4]!.id, ['Cat,Late']);
    const sizes = await Promise.all(occurrences.map((event) => rosterSize(event.id)));
    expect(sizes).toEqual([2, 2, 2, 2, 3, 3, 3, 3, 3, 3]);

    // A copy onto the 3rd (past now) changes the 3rd and the future ones only.
    const other = await call('POST', '/api/events', {
      name: 'Other Event',
      locationName: 'Field',
      date: '2031-05-02T17:00:00Z',
    });
    await importCsv(other.json().id, ['Dan,Copied']);
    const copied = await call('POST', '/api/roster/copy', {
      sourceEventId: other.json().id,
      targetEventId: occurrences[2]!.id,
    });
    expect(copied.statusCode, copied.body).toBe(200);
    const after = await Promise.all(occurrences.map((event) => rosterSize(event.id)));
    expect(after).toEqual([2, 2, 3, 2, 4, 4, 4, 4, 4, 4]);
    // An event outside the series is untouched.
    expect(await rosterSize(other.json().id)).toBe(1);
  });

  it('renames, moves and cancels one occurrence; ending the series cancels the future ones', async () => {
    await setNow('2031-08-01T00:00:00Z');
    await call('POST', '/api/events', {
      name: 'Cancel Series',
      locationName: 'Field',
      date: '2031-08-04T17:00:00Z',
      repeat: { weekdays: [1], until: '2031-08-25' },
    });
    const [one, two, three] = await list('Cancel Series');
    const renamed = await call('PATCH', `/api/events/${two!.id}`, { name: 'Cancel Series (away)' });
    expect(renamed.json().name).toBe('Cancel Series (away)');
    const moved = await call('PATCH', `/api/events/${two!.id}`, { date: '2031-08-12T18:00:00Z' });
    expect(moved.json().date).toBe('2031-08-12T18:00:00.000Z');
    const cancelled = await call('PATCH', `/api/events/${three!.id}`, { cancelled: true });
    expect(cancelled.json()).toMatchObject({ cancelled: true, active: false });
    const switchOn = await call('PATCH', `/api/events/${three!.id}`, { active: true });
    expect(switchOn.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: season.cancelledNotActive,
    });
    expect(
      (await call('PATCH', `/api/events/${three!.id}`, { cancelled: false })).json().cancelled,
    ).toBe(false);

    await setNow('2031-08-10T00:00:00Z');
    const ended = await call('POST', `/api/events/${one!.id}/end-series`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ cancelledCount: 3 });
    const now = await list('Cancel Series');
    expect(now.map((event) => event.cancelled)).toEqual([false, true, true, true]);
    const again = await call('POST', `/api/events/${one!.id}/end-series`);
    expect(again.json()).toEqual({ code: 'VALIDATION_FAILED', message: season.seriesAlreadyEnded });
    const single = await call('POST', '/api/events', {
      name: 'Single',
      locationName: 'Field',
      date: '2031-08-04T17:00:00Z',
    });
    const notSeries = await call('POST', `/api/events/${single.json().id}/end-series`);
    expect(notSeries.json()).toEqual({ code: 'VALIDATION_FAILED', message: season.notInSeries });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, one!.id), eq(auditLog.action, 'event.series_ended')));
    expect(audit).toHaveLength(1);
  });

  it("audits a change to an occurrence's end or self-opening, and not a PATCH that changes nothing", async () => {
    await setNow('2031-09-01T00:00:00Z');
    await call('POST', '/api/events', {
      name: 'Audit Times',
      locationName: 'Field',
      date: '2031-09-02T17:00:00Z',
      endsAt: '2031-09-02T18:00:00Z',
      repeat: { weekdays: [2], until: '2031-09-16' },
    });
    const [first] = await list('Audit Times');
    const entries = async () =>
      (
        await t.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.targetId, first!.id))
          .orderBy(auditLog.createdAt)
      )
        .filter((entry) => entry.action !== 'event.series_created')
        .map((entry) => ({ action: entry.action, details: entry.details }));
    const patch = async (body: object) => {
      const answer = await call('PATCH', `/api/events/${first!.id}`, body);
      expect(answer.statusCode, answer.body).toBe(200);
    };
    await patch({ endsAt: '2031-09-02T18:30:00Z' });
    await patch({ autoOpenMinutes: 20 });
    await patch({ autoOpenMinutes: 20, endsAt: '2031-09-02T18:30:00Z' }); // the same again
    await patch({ autoOpenMinutes: null, endsAt: null });
    await patch({ date: '2031-09-02T19:00:00Z' });
    expect(await entries()).toEqual([
      {
        action: 'event.end_changed',
        details: { from: '2031-09-02T18:00:00.000Z', to: '2031-09-02T18:30:00.000Z' },
      },
      { action: 'event.auto_open_changed', details: { from: null, to: 20 } },
      {
        action: 'event.end_changed',
        details: { from: '2031-09-02T18:30:00.000Z', to: null },
      },
      { action: 'event.auto_open_changed', details: { from: 20, to: null } },
      {
        action: 'event.moved',
        details: { from: '2031-09-02T17:00:00.000Z', to: '2031-09-02T19:00:00.000Z' },
      },
    ]);
    await patch({ endsAt: '2031-09-02T20:00:00Z' });
    // Moved past its own end: the end moves along (keeping the hour), and that is said too.
    await patch({ date: '2031-09-02T20:30:00Z' });
    const last = (await entries()).slice(5);
    expect(last[0]).toEqual({
      action: 'event.end_changed',
      details: { from: null, to: '2031-09-02T20:00:00.000Z' },
    });
    // One PATCH's entries share a time: compared in any order.
    expect(last.slice(1)).toHaveLength(2);
    expect(last.slice(1)).toEqual(
      expect.arrayContaining([
        {
          action: 'event.moved',
          details: { from: '2031-09-02T19:00:00.000Z', to: '2031-09-02T20:30:00.000Z' },
        },
        {
          action: 'event.end_changed',
          details: { from: '2031-09-02T20:00:00.000Z', to: '2031-09-02T21:30:00.000Z' },
        },
      ]),
    );
  });
});

describe('check-in that opens and closes by itself', () => {
  it('opens N minutes before the start, closes at the end, and the sooner of two overlapping events wins', async () => {
    // Keep earlier tests' events out of the way: this test's events are far later.
    await t.db.update(events).set({ active: false });
    await setNow('2033-01-10T08:00:00Z');
    const make = async (
      name: string,
      date: string,
      endsAt: string | null,
      autoOpenMinutes: number,
    ) =>
      (
        await call('POST', '/api/events', {
          name,
          locationName: 'Gym',
          date,
          ...(endsAt ? { endsAt } : {}),
          autoOpenMinutes,
        })
      ).json() as Listed;
    // A: 10:00–11:00, opens 09:30. B: 10:30 (+120 min default), opens 10:00: overlaps A.
    const a = await make('Auto A', '2033-01-10T10:00:00Z', '2033-01-10T11:00:00Z', 30);
    const b = await make('Auto B', '2033-01-10T10:30:00Z', null, 30);
    const listed = await list('Auto ');
    expect(listed.find((event) => event.id === b.id)!.overlappedBy).toEqual({
      id: a.id,
      name: 'Auto A',
    });
    expect(listed.find((event) => event.id === a.id)!.overlappedBy).toBeNull();

    expect(await runSchedule(t.app.deps)).toMatchObject({ opened: [], closed: [] });
    expect(await activeNames()).toEqual([]);
    await setNow('2033-01-10T09:30:00Z');
    expect((await runSchedule(t.app.deps)).opened).toEqual([a.id]);
    expect(await activeNames()).toEqual(['Auto A']);
    // B's window opens at 10:00, but A starts sooner: A stays.
    await setNow('2033-01-10T10:05:00Z');
    await runSchedule(t.app.deps);
    expect(await activeNames()).toEqual(['Auto A']);
    // A ends at 11:00: B takes over.
    await setNow('2033-01-10T11:00:00Z');
    const handover = await runSchedule(t.app.deps);
    expect(handover).toMatchObject({ opened: [b.id], closed: [a.id] });
    expect(await activeNames()).toEqual(['Auto B']);
    // B closes 120 minutes after its start.
    await setNow('2033-01-10T12:29:00Z');
    await runSchedule(t.app.deps);
    expect(await activeNames()).toEqual(['Auto B']);
    await setNow('2033-01-10T12:30:00Z');
    expect((await runSchedule(t.app.deps)).closed).toEqual([b.id]);
    expect(await activeNames()).toEqual([]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(inArray(auditLog.targetId, [a.id, b.id]), eq(auditLog.actorType, 'system')));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'event.auto_closed',
      'event.auto_closed',
      // B's time came while A was open: the overlap rule kept A, said once (decision 035).
      'event.auto_open_deferred',
      'event.auto_opened',
      'event.auto_opened',
    ]);
  });

  it("leaves a coach's switch alone until the next scheduled change", async () => {
    await t.db.update(events).set({ active: false });
    await setNow('2033-02-10T08:00:00Z');
    const auto = (
      await call('POST', '/api/events', {
        name: 'Manual Auto',
        locationName: 'Gym',
        date: '2033-02-10T10:00:00Z',
        endsAt: '2033-02-10T11:00:00Z',
        autoOpenMinutes: 15,
      })
    ).json() as Listed;
    const other = (
      await call('POST', '/api/events', {
        name: 'Manual Other',
        locationName: 'Gym',
        date: '2033-02-10T09:00:00Z',
      })
    ).json() as Listed;
    await setNow('2033-02-10T09:45:00Z');
    await runSchedule(t.app.deps);
    expect(await activeNames()).toEqual(['Manual Auto']);
    // The coach switches the other event on during the window: it stands.
    await setNow('2033-02-10T09:50:00Z');
    await call('PATCH', `/api/events/${other.id}`, { active: true });
    await setNow('2033-02-10T10:30:00Z');
    expect(await runSchedule(t.app.deps)).toMatchObject({
      yieldedToCoach: true,
      opened: [],
      closed: [],
    });
    expect(await activeNames()).toEqual(['Manual Other']);
    // The coach switches the auto event off, then on again after its end: both stand.
    await call('PATCH', `/api/events/${auto.id}`, { active: true });
    await call('PATCH', `/api/events/${auto.id}`, { active: false });
    await setNow('2033-02-10T10:40:00Z');
    await runSchedule(t.app.deps);
    expect(await activeNames()).toEqual([]);

    // The next scheduled change (a later self-opening event) takes over again.
    await call('POST', '/api/events', {
      name: 'Manual Next',
      locationName: 'Gym',
      date: '2033-02-10T13:00:00Z',
      autoOpenMinutes: 10,
    });
    await call('PATCH', `/api/events/${other.id}`, { active: true });
    await setNow('2033-02-10T12:50:00Z');
    await runSchedule(t.app.deps);
    expect(await activeNames()).toEqual(['Manual Next']);
  });

  it('opens at once when an event is created or moved into its window, not at the next run', async () => {
    await t.db.update(events).set({ active: false });
    await setNow('2033-04-10T09:55:00Z');
    const created = await call('POST', '/api/events', {
      name: 'Already Open',
      locationName: 'Gym',
      date: '2033-04-10T10:00:00Z',
      autoOpenMinutes: 10,
    });
    expect(created.json()).toMatchObject({ name: 'Already Open', active: true });
    expect(await activeNames()).toEqual(['Already Open']);
    // Moved to tomorrow: its window no longer holds, and the answer says it is closed.
    const moved = await call('PATCH', `/api/events/${created.json().id}`, {
      date: '2033-04-11T10:00:00Z',
    });
    expect(moved.json()).toMatchObject({ active: false });
    expect(await activeNames()).toEqual([]);
  });

  it('opens lazily on the parent screen read when the timer has not run', async () => {
    await t.db.update(events).set({ active: false });
    await setNow('2033-03-10T08:00:00Z');
    const lazy = (
      await call('POST', '/api/events', {
        name: 'Lazy Auto',
        locationName: 'Gym',
        date: '2033-03-10T10:00:00Z',
        autoOpenMinutes: 20,
      })
    ).json() as Listed;
    await setNow('2033-03-10T09:41:00Z');
    const screen = await t.app.inject({ method: 'GET', url: `/api/parent/events/${lazy.id}` });
    expect(screen.statusCode).toBeLessThan(500);
    expect(await activeNames()).toEqual(['Lazy Auto']);
  });
});
