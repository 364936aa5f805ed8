/**
 * The tap time is the arrival time (decision 039): an arrival sent later is dated by when it
 * was tapped within the bounds the server can defend (tap-time.ts), else at receipt and marked
 * so, for a parent's tap and a coach's check-in alike; attendance counts it by that time.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkIns, events, parentLinks } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { HEARD_HEADER } from '#shared/constants.ts';
import {
  confirmedLinks,
  createTestApp,
  signInAs,
  TEST_ORIGIN,
  type TestApp,
  verifyParent,
} from '../../testing/test-app.ts';
import { readHeard, signHeard } from './tap-time.ts';

let t: TestApp;
let coach: string;
let parent: string;
let eventId: string;
let otherEventId: string;
let ids: string[];
const MINUTE = 60_000;
const PHONE = '+13035559001';

const inject = (
  cookie: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload, headers: { origin: TEST_ORIGIN, cookie, ...headers } });

/** The parent's event screen: its signed "heard" time. */
const heardOnScreen = async (id = eventId) => {
  const screen = await inject(parent, 'GET', `/api/parent/events/${id}/screen`);
  expect(screen.statusCode).toBe(200);
  return String(screen.headers[HEARD_HEADER]);
};
const sendLater = (athleteId: string, tappedAt: Date, heard?: string) =>
  inject(parent, 'POST', '/api/check-in', {
    athleteId,
    eventId,
    source: 'qr',
    tappedAt: tappedAt.toISOString(),
    ...(heard ? { heard } : {}),
  });
const rowOf = async (athleteId: string) => {
  const [row] = await t.db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.athleteId, athleteId), eq(checkIns.eventId, eventId)));
  return row;
};

beforeAll(async () => {
  t = await createTestApp();
  const now = t.clock.now();
  const created = await createEventWithRoster(t.db, {
    name: 'Gym With No Signal',
    locationName: 'Basement Gym',
    // Starts in 5 minutes; check-in opened 10 minutes ago.
    date: new Date(now.getTime() + 5 * MINUTE),
    active: true,
    roster: Array.from({ length: 9 }, (_, i) => ({ firstName: `Tapper${i}`, lastName: 'Offline' })),
  });
  eventId = created.event.id;
  ids = created.athletes.map((athlete) => athlete.id);
  await t.db
    .update(events)
    .set({ openedAt: new Date(now.getTime() - 10 * MINUTE), openedBy: 'coach' })
    .where(eq(events.id, eventId));
  await t.db
    .insert(parentLinks)
    .values(confirmedLinks(ids.map((athleteId) => ({ phoneNumber: PHONE, athleteId }))));
  const other = await createEventWithRoster(t.db, {
    name: 'Another Event',
    locationName: 'Field',
    date: now,
    roster: [],
  });
  otherEventId = other.event.id;
  parent = await verifyParent(t, PHONE, '10.39.0.1');
  coach = await signInAs(t, 'taptime@coach.test');
});
afterAll(() => t.close());

describe('the signed "heard" time', () => {
  it('is this server’s, for this event only, and cannot be forged', () => {
    const at = new Date('2031-05-01T12:00:00Z');
    const heard = signHeard('secret-a', eventId, at);
    expect(readHeard('secret-a', eventId, heard)?.toISOString()).toBe(at.toISOString());
    expect(readHeard('secret-b', eventId, heard)).toBeNull();
    expect(readHeard('secret-a', otherEventId, heard)).toBeNull();
    const [id, , mac] = heard.split('.');
    expect(readHeard('secret-a', eventId, `${id}.${at.getTime() - 60_000}.${mac}`)).toBeNull();
    expect(readHeard('secret-a', eventId, 'garbage')).toBeNull();
    expect(readHeard('secret-a', eventId, undefined)).toBeNull();
  });
});

describe("a parent's tap made offline and sent later", () => {
  it('made before the start and synced after it: dated by the tap, on time in attendance', async () => {
    const start = t.clock.now();
    const heard = await heardOnScreen();
    // 12:08 with no signal for a 12:13 start, back online at 12:13:40.
    t.clock.advance(2 * MINUTE);
    const tappedAt = t.clock.now();
    t.clock.advance(5 * MINUTE + 40_000);
    const sent = await sendLater(ids[0]!, tappedAt, heard);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().checkIn).toMatchObject({
      timestamp: tappedAt.toISOString(),
      offline: 'tap',
    });
    const row = await rowOf(ids[0]!);
    expect(row?.timestamp.toISOString()).toBe(tappedAt.toISOString());
    expect(row?.offline).toBe('tap');

    // Attendance counts it by the tap: present, not late.
    const day = start.toISOString().slice(0, 10);
    coach = await signInAs(t, 'taptime@coach.test');
    const attendance = (await inject(coach, 'GET', `/api/attendance?from=${day}&to=${day}`)).json();
    const athlete = attendance.athletes.find(
      (entry: { firstName: string }) => entry.firstName === 'Tapper0',
    );
    expect(athlete).toMatchObject({ attended: 1, late: 0 });
    // The check-in list the dashboard reads says it was recorded offline.
    const list = (await inject(coach, 'GET', `/api/check-ins/${eventId}`)).json();
    expect(list.find((c: { athleteId: string }) => c.athleteId === ids[0])).toMatchObject({
      offline: 'tap',
    });
    // And so does the check-in report: a "Recorded Offline" column.
    const report = (await inject(coach, 'GET', `/api/events/${eventId}/report`)).body;
    const lines = report.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toContain('Recorded Offline');
    expect(lines.find((line) => line.startsWith('Tapper0,'))).toMatch(/,Yes \(time of tap\)$/);
  });

  it('a forged early time from a device that never heard from the server is dated at receipt', async () => {
    const now = t.clock.now();
    const sent = await sendLater(ids[1]!, new Date(now.getTime() - 9 * MINUTE));
    expect(sent.statusCode).toBe(201);
    expect(sent.json().checkIn).toMatchObject({ timestamp: now.toISOString(), offline: 'receipt' });
    const row = await rowOf(ids[1]!);
    expect(row?.timestamp.toISOString()).toBe(now.toISOString());
    expect(row?.offline).toBe('receipt');
    // The time the phone claimed is kept apart, for the record.
    expect(row?.tappedAt?.toISOString()).toBe(new Date(now.getTime() - 9 * MINUTE).toISOString());
  });

  it('refuses a forged, borrowed or later "heard", a tap before it or before check-in opened', async () => {
    const heard = await heardOnScreen();
    const heardAt = readHeard(t.config.secretKey ?? '', eventId, heard);
    t.clock.advance(MINUTE);
    const now = t.clock.now();
    const [id, ms] = heard.split('.');
    const cases: [string, Date, string | undefined][] = [
      // A signature of someone else's making.
      [ids[2]!, new Date(now.getTime() - 30_000), `${id}.${ms}.${'0'.repeat(64)}`],
      // Heard about another event.
      [ids[3]!, new Date(now.getTime() - 30_000), await heardOnScreen(otherEventId)],
      // Tapped before the device last heard from the server.
      [ids[4]!, new Date(now.getTime() - 2 * MINUTE), heard],
      // Before check-in opened, with a "heard" from before it too (signed by this server).
      [
        ids[5]!,
        new Date(now.getTime() - 60 * MINUTE),
        signHeard(t.config.secretKey ?? '', eventId, new Date(now.getTime() - 90 * MINUTE)),
      ],
    ];
    expect(heardAt).not.toBeNull();
    for (const [athleteId, tappedAt, sentHeard] of cases) {
      const sent = await sendLater(athleteId, tappedAt, sentHeard);
      expect(sent.statusCode).toBe(201);
      expect(sent.json().checkIn).toMatchObject({
        timestamp: now.toISOString(),
        offline: 'receipt',
      });
    }
  });

  it('clamps a phone clock in the future to the receipt', async () => {
    const heard = await heardOnScreen();
    const now = t.clock.now();
    const sent = await sendLater(ids[6]!, new Date(now.getTime() + 3 * 60 * MINUTE), heard);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().checkIn.timestamp).toBe(now.toISOString());
    expect((await rowOf(ids[6]!))?.tappedAt?.toISOString()).toBe(now.toISOString());
  });

  it('an online repeat never replaces an earlier arrival; an earlier offline tap moves it earlier', async () => {
    const heard = await heardOnScreen();
    t.clock.advance(MINUTE);
    const tappedAt = t.clock.now();
    t.clock.advance(MINUTE);
    // Someone checks the athlete in online first…
    const online = await inject(parent, 'POST', '/api/check-in', {
      athleteId: ids[7]!,
      eventId,
      source: 'qr',
    });
    expect(online.statusCode).toBe(201);
    const onlineAt = online.json().checkIn.timestamp;
    t.clock.advance(MINUTE);
    // …an online repeat leaves the arrival alone…
    const repeat = await inject(parent, 'POST', '/api/check-in', {
      athleteId: ids[7]!,
      eventId,
      source: 'qr',
    });
    expect(repeat.json()).toMatchObject({
      alreadyCheckedIn: true,
      checkIn: { timestamp: onlineAt },
    });
    // …and the tap made offline before it arrives: the arrival is the earlier tap.
    const later = await sendLater(ids[7]!, tappedAt, heard);
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({
      alreadyCheckedIn: true,
      checkIn: { timestamp: tappedAt.toISOString(), offline: 'tap' },
    });
    // Sent again (a retry), nothing changes.
    const again = await sendLater(ids[7]!, tappedAt, heard);
    expect(again.json().checkIn.timestamp).toBe(tappedAt.toISOString());
  });
});

describe("a coach's check-in queued offline", () => {
  it('is dated by the tap when the dashboard heard from the server before it, else at receipt', async () => {
    coach = await signInAs(t, 'taptime@coach.test');
    const list = await inject(coach, 'GET', `/api/check-ins/${eventId}`);
    const heard = String(list.headers[HEARD_HEADER]);
    expect(readHeard(t.config.secretKey ?? '', eventId, heard)).not.toBeNull();
    t.clock.advance(MINUTE);
    const tappedAt = t.clock.now();
    t.clock.advance(MINUTE);
    const manual = (athleteId: string, sentHeard?: string) =>
      inject(coach, 'POST', '/api/check-in', {
        athleteId,
        eventId,
        source: 'manual_fallback',
        phoneNumber: '0000000000',
        tappedAt: tappedAt.toISOString(),
        ...(sentHeard ? { heard: sentHeard } : {}),
      });
    const kept = await manual(ids[8]!, heard);
    expect(kept.statusCode).toBe(201);
    expect(kept.json().checkIn).toMatchObject({
      timestamp: tappedAt.toISOString(),
      offline: 'tap',
    });
    // Already in: the answer (the conflict message's source) is the earlier arrival.
    const twice = await manual(ids[8]!, heard);
    expect(twice.json()).toMatchObject({
      alreadyCheckedIn: true,
      checkIn: { timestamp: tappedAt.toISOString() },
    });
    // No "heard": recorded at receipt, marked so.
    await t.db.delete(checkIns).where(eq(checkIns.athleteId, ids[8]!));
    const bare = await manual(ids[8]!);
    expect(bare.json().checkIn).toMatchObject({
      timestamp: t.clock.now().toISOString(),
      offline: 'receipt',
    });
  });
});
