import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, checkIns } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { openSse } from '#server/testing/sse.ts';
import {
  createTestApp,
  signInAs,
  signInAsCoach,
  TEST_ORIGIN,
  type TestApp,
  verifyParent,
} from '#server/testing/test-app.ts';

let t: TestApp;
let coach: string;
let coachId: string;
let pending: string;
let base: string;
let meet: Awaited<ReturnType<typeof createEventWithRoster>>;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signInAs(t, 'admin@live.test');
  coachId = (await signInAsCoach(t, admin, 'coach@live.test')).id;
  coach = await signInAs(t, 'coach@live.test');
  pending = await signInAs(t, 'pending@live.test');
  meet = await createEventWithRoster(t.db, {
    name: 'Live Meet',
    locationName: 'Arena',
    date: new Date(),
    active: true,
    roster: [
      { firstName: 'Ada', lastName: 'Lovelace', team: 'Eagles', gradYear: 2030 },
      { firstName: 'Alan', lastName: 'Turing', team: 'Eagles', gradYear: 2031 },
      { firstName: 'Grace', lastName: 'Hopper', team: 'Hawks', gradYear: 2030 },
    ],
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const manual = (cookie: string, athleteId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/check-in',
    headers: { cookie, origin: TEST_ORIGIN },
    payload: {
      athleteId,
      eventId: meet.event.id,
      phoneNumber: '0000000000',
      source: 'manual_fallback',
    },
  });
const undo = (cookie: string, athleteId: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/check-in/${athleteId}/${meet.event.id}`,
    headers: { cookie, origin: TEST_ORIGIN },
  });
const list = (cookie: string) =>
  t.app.inject({ method: 'GET', url: `/api/check-ins/${meet.event.id}`, headers: { cookie } });

describe('coach check-in and undo', () => {
  it('checks in by hand once, lists it, undoes it, and records who did each', async () => {
    const ada = meet.athletes[0]!.id;
    const first = await manual(coach, ada);
    expect(first.statusCode).toBe(201);
    expect(first.json().checkIn).toMatchObject({ athleteId: ada, source: 'manual_fallback' });
    expect((await manual(coach, ada)).statusCode).toBe(200);
    expect((await list(coach)).json()).toEqual([first.json().checkIn]);

    expect((await undo(coach, ada)).statusCode).toBe(204);
    expect((await list(coach)).json()).toEqual([]);
    expect((await undo(coach, ada)).statusCode).toBe(204);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.actorId, coachId));
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['check_in.manual', 'check_in.undone']),
    );
  });

  it('is refused to pending users, parents and strangers', async () => {
    const ada = meet.athletes[0]!.id;
    expect((await manual(pending, ada)).statusCode).toBe(403);
    expect((await undo(pending, ada)).statusCode).toBe(403);
    expect((await list(pending)).statusCode).toBe(403);
    const parent = await verifyParent(t, '+15055550100', '10.11.0.1');
    expect((await manual(parent, ada)).statusCode).toBe(401);
    expect((await undo(parent, ada)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/check-ins/${meet.event.id}` })).statusCode,
    ).toBe(401);
    const rows = await t.db.select().from(checkIns).where(eq(checkIns.eventId, meet.event.id));
    expect(rows).toEqual([]);
  });

  it("keeps a queued coach check-in's tap time apart from the receipt time (decision 022)", async () => {
    const alan = meet.athletes[1]!.id;
    const tappedAt = new Date(Date.now() - 10 * 60_000).toISOString();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/check-in',
        headers: { cookie: coach, origin: TEST_ORIGIN },
        payload: { athleteId: alan, eventId: meet.event.id, source: 'manual_fallback', tappedAt },
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    const [row] = await t.db.select().from(checkIns).where(eq(checkIns.athleteId, alan));
    expect(row?.tappedAt?.toISOString()).toBe(tappedAt);
    expect(row!.timestamp.getTime()).toBeGreaterThan(Date.parse(tappedAt));
    expect(first.json().checkIn.timestamp).toBe(row!.timestamp.toISOString());
    // Sent twice (a retried queue): one check-in, the first one kept.
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.json().checkIn).toEqual(first.json().checkIn);
    expect((await undo(coach, alan)).statusCode).toBe(204);
  });

  it('keeps the earlier parent check-in when a queued coach check-in arrives later', async () => {
    const grace = meet.athletes[2]!.id;
    const parent = await verifyParent(t, '+15055550102', '10.11.0.3');
    await t.app.inject({
      method: 'POST',
      url: '/api/link-parent',
      headers: { cookie: parent, origin: TEST_ORIGIN },
      payload: { eventId: meet.event.id, athleteId: grace, firstName: 'Grace', lastName: 'Hopper' },
    });
    const tap = await t.app.inject({
      method: 'POST',
      url: '/api/check-in',
      headers: { cookie: parent, origin: TEST_ORIGIN },
      payload: { athleteId: grace, eventId: meet.event.id, source: 'qr' },
    });
    const parentCheckIn = tap.json().checkIn;
    expect(parentCheckIn.source).toBe('qr');
    const queued = await t.app.inject({
      method: 'POST',
      url: '/api/check-in',
      headers: { cookie: coach, origin: TEST_ORIGIN },
      payload: {
        athleteId: grace,
        eventId: meet.event.id,
        source: 'manual_fallback',
        tappedAt: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(queued.statusCode).toBe(200);
    expect(queued.json()).toEqual({ checkIn: parentCheckIn, alreadyCheckedIn: true });
    expect((await undo(coach, grace)).statusCode).toBe(204);
  });

  it('dates a queued coach check-in tapped more than a day ago at receipt, marked so', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/check-in',
      headers: { cookie: coach, origin: TEST_ORIGIN },
      payload: {
        athleteId: meet.athletes[1]!.id,
        eventId: meet.event.id,
        source: 'manual_fallback',
        tappedAt: new Date(Date.now() - 25 * 60 * 60_000).toISOString(),
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().checkIn.offline).toBe('receipt');
    expect((await undo(coach, meet.athletes[1]!.id)).statusCode).toBe(204);
  });

  it('refuses an athlete who is not on the roster', async () => {
    const response = await manual(coach, '00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
  });
});

describe('live stream', () => {
  it('pushes parent check-ins and coach undos to every open dashboard', async () => {
    const url = `${base}/api/events/${meet.event.id}/live`;
    const [first, second] = await Promise.all([
      openSse(url, { cookie: coach }),
      openSse(url, { cookie: coach }),
    ]);
    try {
      await first.next((event) => event.event === 'ready');
      await second.next((event) => event.event === 'ready');

      const parent = await verifyParent(t, '+15055550101', '10.11.0.2');
      const grace = meet.athletes[2]!.id;
      const sentAt = performance.now();
      const link = await t.app.inject({
        method: 'POST',
        url: '/api/link-parent',
        headers: { cookie: parent, origin: TEST_ORIGIN },
        payload: {
          eventId: meet.event.id,
          athleteId: grace,
          firstName: 'Grace',
          lastName: 'Hopper',
        },
      });
      // The parent's own search is no confirmation (decision 059): the tap says so, in the
      // answer and on the live stream, so the dashboard marks it at once.
      expect(link.json().checkIn).toMatchObject({ unconfirmed: true });
      const arrived = await second.next((event) => event.event === 'check-in');
      expect(JSON.parse(arrived.data)).toMatchObject({
        type: 'check-in',
        athleteId: grace,
        eventId: meet.event.id,
        checkIn: { unconfirmed: true },
      });
      expect(arrived.receivedAt - sentAt).toBeLessThan(1_000);

      expect((await undo(coach, grace)).statusCode).toBe(204);
      const undone = await first.next((event) => event.event === 'undo');
      expect(JSON.parse(undone.data)).toEqual({
        type: 'undo',
        eventId: meet.event.id,
        athleteId: grace,
      });

      // The parent's own tap (the one-statement path) is announced too.
      const tap = await t.app.inject({
        method: 'POST',
        url: '/api/check-in',
        headers: { cookie: parent, origin: TEST_ORIGIN },
        payload: { athleteId: grace, eventId: meet.event.id, source: 'qr' },
      });
      expect(tap.statusCode).toBe(201);
      const again = await first.next(
        (event) => event.event === 'check-in' && event.receivedAt > undone.receivedAt,
      );
      expect(JSON.parse(again.data)).toEqual({
        type: 'check-in',
        eventId: meet.event.id,
        athleteId: grace,
        checkIn: tap.json().checkIn,
      });
    } finally {
      first.close();
      second.close();
    }
  });

  it('tells dashboards when athletes join the roster (import, copy), not when none did', async () => {
    const url = `${base}/api/events/${meet.event.id}/live`;
    const stream = await openSse(url, { cookie: coach });
    const post = (path: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { cookie: coach, origin: TEST_ORIGIN },
        payload,
      });
    try {
      await stream.next((event) => event.event === 'ready');
      const late = { firstName: 'Katherine', lastName: 'Johnson', teamName: 'Hawks' };
      const imported = await post('/api/roster/import', {
        eventId: meet.event.id,
        athletes: [late],
      });
      expect(imported.json()).toMatchObject({ newCount: 1 });
      const changed = await stream.next((event) => event.event === 'roster');
      expect(JSON.parse(changed.data)).toEqual({ type: 'roster', eventId: meet.event.id });

      // The same athlete again adds nobody: no message.
      const again = await post('/api/roster/import', { eventId: meet.event.id, athletes: [late] });
      expect(again.json()).toMatchObject({ newCount: 0, duplicateCount: 1 });

      // A roster copied onto this event is announced as well.
      const other = await createEventWithRoster(t.db, {
        name: 'Other Meet',
        locationName: 'Field',
        date: new Date(),
        roster: [{ firstName: 'Dorothy', lastName: 'Vaughan', team: 'Hawks', gradYear: 2031 }],
      });
      const copied = await post('/api/roster/copy', {
        sourceEventId: other.event.id,
        targetEventId: meet.event.id,
      });
      expect(copied.json()).toMatchObject({ newCount: 1 });
      await stream.next(
        (event) => event.event === 'roster' && event.receivedAt > changed.receivedAt,
      );
      expect(stream.events.filter((event) => event.event === 'roster')).toHaveLength(2);
    } finally {
      stream.close();
    }
  });

  it('is for coaches and admins only, and only for events that exist', async () => {
    await expect(openSse(`${base}/api/events/${meet.event.id}/live`)).rejects.toThrow(/401/);
    await expect(
      openSse(`${base}/api/events/${meet.event.id}/live`, { cookie: pending }),
    ).rejects.toThrow(/403/);
    await expect(
      openSse(`${base}/api/events/00000000-0000-4000-8000-000000000000/live`, { cookie: coach }),
    ).rejects.toThrow(/404/);
  });
});
