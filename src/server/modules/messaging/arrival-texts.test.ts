/**
 * Arrival texts end to end through the real app (decision 042): every check-in path
 * enqueues one text per opted-in guardian (never the tapping phone), the grace period and
 * the coach's Undo, the late and the too-late arrival, the daily cap, exactly once under
 * parallel check-ins, and the coach's nudge. Texts land in the dev outbox, as in dev.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertSubscriptions,
  guardianContacts,
  outboundMessages,
  parentLinks,
} from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import {
  confirmedLinks,
  createTestApp,
  signInAs,
  TEST_ORIGIN,
  type TestApp,
  verifyParent,
} from '#server/testing/test-app.ts';
import { HEARD_HEADER } from '#shared/constants.ts';
import { TEXTS_WORDING_VERSION } from '#shared/guardian-texts.ts';
import { formatTextTime } from './templates.ts';

let t: TestApp;
let coach: string;
let phoneCounter = 100;
const nextPhone = () => `+1505555${String(phoneCounter++).padStart(4, '0')}`;

beforeAll(async () => {
  t = await createTestApp({
    env: { ORG_NAME: 'Lincoln Youth Soccer', ALERT_TEXTS_PER_DAY: '500' },
  });
  coach = await signInAs(t, 'admin@texts.test');
});
afterAll(() => t?.close());

const GRACE = 30_000;

/** An active event with one child, the tapping parent and `guardians` opted in. */
async function family(
  options: {
    guardians?: number;
    firstName?: string;
    lastName?: string;
    eventName?: string;
    subscribeTapper?: boolean;
  } = {},
) {
  const { event, athletes } = await createEventWithRoster(t.db, {
    name: options.eventName ?? 'Practice',
    locationName: 'North Field',
    date: t.clock.now(),
    active: true,
    roster: [{ firstName: options.firstName ?? 'Maya', lastName: options.lastName ?? 'Garcia' }],
  });
  const athleteId = athletes[0]!.id;
  const tapper = nextPhone();
  const guardians = Array.from({ length: options.guardians ?? 1 }, nextPhone);
  await t.db
    .insert(parentLinks)
    .values(
      confirmedLinks([tapper, ...guardians].map((phoneNumber) => ({ phoneNumber, athleteId }))),
    );
  const subscribed = options.subscribeTapper ? [tapper, ...guardians] : guardians;
  await t.db.insert(alertSubscriptions).values(
    subscribed.map((phoneNumber) => ({
      phoneNumber,
      athleteId,
      kind: 'arrival' as const,
      wordingVersion: 'test-1',
    })),
  );
  return { eventId: event.id, athleteId, tapper, guardians };
}

const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, origin: TEST_ORIGIN }, payload });

const parentTap = (cookie: string, athleteId: string, eventId: string) =>
  post('/api/check-in', cookie, { athleteId, eventId, source: 'qr' });

const coachCheckIn = (athleteId: string, eventId: string, extra: object = {}) =>
  post('/api/check-in', coach, { athleteId, eventId, source: 'manual_fallback', ...extra });

const undo = (athleteId: string, eventId: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/check-in/${athleteId}/${eventId}`,
    headers: { cookie: coach, origin: TEST_ORIGIN },
  });

/** The alert texts the dev outbox holds for a phone (codes left out), oldest first. */
async function textsTo(phone: string) {
  const all = await t.app.deps.outbox.list({ to: phone });
  return all
    .filter((message) => message.channel === 'sms' && !message.code)
    .map((message) => message.body)
    .reverse();
}

async function deliverAfterGrace() {
  t.clock.advance(GRACE + 1_000);
  return t.app.deps.deliverer.runOnce();
}

describe('the arrival text', () => {
  it('goes to every opted-in guardian except the tapping phone, after the grace period, in one segment', async () => {
    const f = await family({ guardians: 2, subscribeTapper: true });
    const cookie = await verifyParent(t, f.tapper);
    const tappedAt = t.clock.now();
    expect((await parentTap(cookie, f.athleteId, f.eventId)).statusCode).toBe(201);
    // A double tap changes nothing.
    expect((await parentTap(cookie, f.athleteId, f.eventId)).statusCode).toBe(200);

    // Nothing before the grace period ends.
    expect((await t.app.deps.deliverer.runOnce()).sent).toBe(0);
    expect(await textsTo(f.guardians[0]!)).toEqual([]);

    const report = await deliverAfterGrace();
    expect(report.sent).toBe(2);
    const time = formatTextTime(tappedAt, Intl.DateTimeFormat().resolvedOptions().timeZone);
    for (const guardian of f.guardians) {
      expect(await textsTo(guardian)).toEqual([
        `Lincoln Youth Soccer: Maya G. checked in at Practice at ${time}. Reply STOP to end.`,
      ]);
    }
    expect(await textsTo(f.tapper)).toEqual([]);
    const rows = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.eventId, f.eventId));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'sent', segments: 1, attempts: 1, purpose: 'arrival' });
      expect(row.sentAt).not.toBeNull();
    }
    // Sent once: another round sends nothing.
    expect((await t.app.deps.deliverer.runOnce()).sent).toBe(0);
  });

  it("is written in the guardian's language, whoever checked the child in (decision 045)", async () => {
    const f = await family({ guardians: 2 });
    const [spanish, english] = f.guardians as [string, string];
    await t.db.insert(guardianContacts).values({ phoneNumber: spanish, locale: 'es' });
    // An English-speaking coach's Check In.
    expect((await coachCheckIn(f.athleteId, f.eventId)).statusCode).toBe(201);
    await deliverAfterGrace();
    const [toSpanish] = await textsTo(spanish);
    const [toEnglish] = await textsTo(english);
    expect(toSpanish).toMatch(/^Lincoln Youth Soccer: Maya G\. se registro a las .+ en Practice\./);
    expect(toSpanish).toMatch(/\bSTOP\b/);
    expect(toEnglish).toMatch(/^Lincoln Youth Soccer: Maya G\. checked in at Practice at /);
  });

  it('comes from a coach\'s Check In (to every guardian) and from "Check in all"', async () => {
    const f = await family({ guardians: 1, subscribeTapper: true });
    expect((await coachCheckIn(f.athleteId, f.eventId)).statusCode).toBe(201);
    await deliverAfterGrace();
    expect(await textsTo(f.tapper)).toHaveLength(1);
    expect(await textsTo(f.guardians[0]!)).toHaveLength(1);

    const g = await family({ guardians: 1 });
    const cookie = await verifyParent(t, g.tapper);
    const all = await post('/api/check-in/all', cookie, {
      eventId: g.eventId,
      athleteIds: [g.athleteId],
    });
    expect(all.json().results[0].status).toBe('checked-in');
    await deliverAfterGrace();
    expect(await textsTo(g.guardians[0]!)).toHaveLength(1);
    expect(await textsTo(g.tapper)).toEqual([]);
  });

  it('skips a guardian no longer linked, one who stopped texts, or switched texts off; emails a confirmed address', async () => {
    const f = await family({ guardians: 4 });
    const [unlinked, stopped, off, emailed] = f.guardians as [string, string, string, string];
    await t.db
      .delete(parentLinks)
      .where(and(eq(parentLinks.phoneNumber, unlinked), eq(parentLinks.athleteId, f.athleteId)));
    await t.db.insert(guardianContacts).values([
      { phoneNumber: stopped, smsStoppedAt: t.clock.now() },
      { phoneNumber: off, smsAlerts: false },
      {
        phoneNumber: emailed,
        email: 'Grandma@Example.com',
        emailConfirmedAt: t.clock.now(),
        emailAlerts: true,
      },
    ]);
    await coachCheckIn(f.athleteId, f.eventId);
    await deliverAfterGrace();
    expect(await textsTo(unlinked)).toEqual([]);
    expect(await textsTo(stopped)).toEqual([]);
    expect(await textsTo(off)).toEqual([]);
    expect(await textsTo(emailed)).toHaveLength(1);
    const [email] = await t.app.deps.outbox.list({ to: 'grandma@example.com' });
    expect(email).toMatchObject({ channel: 'email', subject: 'Maya G. checked in at Practice' });
  });

  it('keeps links, phone numbers and carrier keywords a roster supplies out of the text', async () => {
    const f = await family({
      firstName: 'Visit evil.com',
      lastName: 'Stop',
      eventName: 'STOP practice - call 505-555-0100 or https://phish.example/x HELP',
    });
    await coachCheckIn(f.athleteId, f.eventId);
    await deliverAfterGrace();
    const [text] = await textsTo(f.guardians[0]!);
    expect(text).toBeDefined();
    expect(text).not.toMatch(/evil\.com|https?:|phish\.example|505|555|0100/i);
    expect(text?.match(/\bSTOP\b/gi)).toEqual(['STOP']); // only the STOP line's
    expect(text).not.toMatch(/\bHELP\b/i);
    expect(text).toMatch(/Reply STOP to end\.$/);
  });
});

describe('undo', () => {
  it('within the grace period means no text; a new check-in brings one back', async () => {
    const f = await family();
    await coachCheckIn(f.athleteId, f.eventId);
    expect((await undo(f.athleteId, f.eventId)).statusCode).toBe(204);
    expect(await deliverAfterGrace()).toMatchObject({ sent: 0 });
    expect(await textsTo(f.guardians[0]!)).toEqual([]);
    const [row] = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.eventId, f.eventId));
    expect(row?.status).toBe('cancelled');

    await coachCheckIn(f.athleteId, f.eventId);
    await deliverAfterGrace();
    expect(await textsTo(f.guardians[0]!)).toHaveLength(1);
  });

  it('switched off within the grace period means no text', async () => {
    const f = await family();
    const guardian = f.guardians[0]!;
    const cookie = await verifyParent(t, guardian);
    await coachCheckIn(f.athleteId, f.eventId);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/parent/texts',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: {
        wordingVersion: TEXTS_WORDING_VERSION,
        children: [{ athleteId: f.athleteId, arrival: false }],
      },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await deliverAfterGrace()).toMatchObject({ sent: 0 });
    expect(await textsTo(guardian)).toEqual([]);
    const [row] = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.eventId, f.eventId));
    expect(row).toMatchObject({
      status: 'cancelled',
      lastError: 'Not sent: the guardian is no longer opted in',
    });
  });

  it('after the text went out sends one short correction', async () => {
    const f = await family();
    await coachCheckIn(f.athleteId, f.eventId);
    await deliverAfterGrace();
    await undo(f.athleteId, f.eventId);
    await t.app.deps.deliverer.runOnce();
    // Checked in and undone again: still one arrival and one correction.
    await coachCheckIn(f.athleteId, f.eventId);
    await undo(f.athleteId, f.eventId);
    await deliverAfterGrace();
    const texts = await textsTo(f.guardians[0]!);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toBe(
      'Lincoln Youth Soccer: Correction: Maya G. is not checked in at Practice after all. Reply STOP to end.',
    );
  });
});

describe('late arrivals', () => {
  async function heardNow(eventId: string) {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/check-ins/${eventId}`,
      headers: { cookie: coach },
    });
    return list.headers[HEARD_HEADER] as string;
  }

  it('a check-in that reached TapIn late says the real time and that it was sent late', async () => {
    const f = await family();
    const heard = await heardNow(f.eventId);
    const tappedAt = new Date(t.clock.now().getTime() + 60_000);
    t.clock.advance(20 * 60_000);
    await coachCheckIn(f.athleteId, f.eventId, { tappedAt: tappedAt.toISOString(), heard });
    await deliverAfterGrace();
    const time = formatTextTime(tappedAt, Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(await textsTo(f.guardians[0]!)).toEqual([
      `Lincoln Youth Soccer: Maya G. checked in at Practice at ${time} (sent late, no signal). Reply STOP to end.`,
    ]);
  });

  it('an arrival more than 30 minutes old is not sent at all', async () => {
    const f = await family();
    const heard = await heardNow(f.eventId);
    const tappedAt = new Date(t.clock.now().getTime() + 60_000);
    t.clock.advance(90 * 60_000);
    await coachCheckIn(f.athleteId, f.eventId, { tappedAt: tappedAt.toISOString(), heard });
    expect(await deliverAfterGrace()).toMatchObject({ sent: 0, skipped: 1 });
    expect(await textsTo(f.guardians[0]!)).toEqual([]);
    const [row] = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.eventId, f.eventId));
    expect(row).toMatchObject({ status: 'skipped' });
    expect(row?.lastError).toMatch(/30 minutes/);
  });
});

describe('exactly once', () => {
  it('20 parallel check-ins of one child (parent taps and coaches) make one text per guardian', async () => {
    const f = await family({ guardians: 3 });
    const cookie = await verifyParent(t, f.tapper);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? parentTap(cookie, f.athleteId, f.eventId)
          : coachCheckIn(f.athleteId, f.eventId),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.every((answer) => answer.statusCode < 300)).toBe(true);
    await Promise.all([deliverAfterGrace(), t.app.deps.deliverer.runOnce()]);
    for (const guardian of f.guardians) expect(await textsTo(guardian)).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.eventId, f.eventId));
    expect(rows).toHaveLength(3);
  });
});

describe("the coach's nudge", () => {
  it('says how many texts will go, texts the guardians of those not here, once per event', async () => {
    const { event, athletes } = await createEventWithRoster(t.db, {
      name: 'Practice',
      locationName: 'South Field',
      date: t.clock.now(),
      active: true,
      roster: [
        { firstName: 'Maya', lastName: 'Garcia' },
        { firstName: 'Leo', lastName: 'Park' },
        { firstName: 'Ana', lastName: 'Ruiz' },
      ],
    });
    const [maya, leo, ana] = athletes as unknown as [
      { id: string },
      { id: string },
      { id: string },
    ];
    const [mom, dad, aunt] = [nextPhone(), nextPhone(), nextPhone()];
    await t.db.insert(parentLinks).values(
      confirmedLinks([
        { phoneNumber: mom, athleteId: maya.id },
        { phoneNumber: dad, athleteId: leo.id },
        { phoneNumber: aunt, athleteId: ana.id },
      ]),
    );
    await t.db.insert(alertSubscriptions).values(
      [
        [mom, maya.id],
        [dad, leo.id],
      ].map(([phoneNumber, athleteId]) => ({
        phoneNumber: phoneNumber!,
        athleteId: athleteId!,
        kind: 'arrival' as const,
        wordingVersion: 'test-1',
      })),
    );
    await coachCheckIn(leo.id, event.id);
    t.clock.advance(10 * 60_000);
    const url = `/api/events/${event.id}/late-nudge`;
    const preview = await t.app.inject({ method: 'GET', url, headers: { cookie: coach } });
    expect(preview.json()).toEqual({
      athletes: 2,
      athletesWithGuardians: 1,
      texts: 1,
      emails: 0,
      sentAt: null,
    });
    const sent = await post(url, coach, {});
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ texts: 1 });
    const again = await post(url, coach, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('LATE_NUDGE_SENT');
    await t.app.deps.deliverer.runOnce();
    const time = formatTextTime(event.date, Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(await textsTo(mom)).toEqual([
      `Lincoln Youth Soccer: Practice started at ${time} and Maya G. isn't checked in yet. Reply STOP to end.`,
    ]);
    expect(await textsTo(aunt)).toEqual([]);
  });

  it('is refused before the event starts', async () => {
    const { event } = await createEventWithRoster(t.db, {
      name: 'Later',
      locationName: 'South Field',
      date: new Date(t.clock.now().getTime() + 3_600_000),
      active: false,
      roster: [{ firstName: 'Maya', lastName: 'Garcia' }],
    });
    const early = await post(`/api/events/${event.id}/late-nudge`, coach, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('LATE_NUDGE_TOO_EARLY');
  });
});
