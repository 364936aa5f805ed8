/**
 * Texts at the carrier's pace (issue 32, decision 058): the alert sender carries at most
 * SMS_ALERTS_PER_MINUTE, decided in the database across deliverers; sign-in codes go at once
 * however long the queue of alerts, and take their place first when they share the number;
 * an arrival unsent 30 minutes after the tap, or a departure 15 minutes after the release,
 * is dropped with a reason; the admin's Texts panel shows how late the queue runs.
 * Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { alertSubscriptions, outboundMessages, parentLinks } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import {
  confirmedLinks,
  createTestApp,
  signInAs,
  TEST_ORIGIN,
  type TestApp,
  verifyParent,
} from '#server/testing/test-app.ts';
import { createDeliverer } from './deliverer.ts';
import { enqueueMessages } from './enqueue.ts';

let t: TestApp;
let admin: string;
let n = 0;
let phoneSeq = 100;
const newPhone = () => `+1404557${String(phoneSeq++).padStart(4, '0')}`;
const ip = () => `10.63.${n % 250}.${(n++ % 200) + 1}`;
const headers = (cookie: string) => ({ cookie, origin: TEST_ORIGIN });
const PACE = 12;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      SMS_ALERTS_PER_MINUTE: String(PACE),
      SMS_UNVERIFIED_SENDS_PER_IP_PER_HOUR: '1000',
      ALERT_TEXTS_PER_DAY: '5000',
    },
  });
  admin = await signInAs(t, 'admin@pace.test');
});
afterAll(() => t?.close());
// Each test starts with an empty queue and a fresh minute of the sender's pace.
afterEach(async () => {
  await t.db
    .update(outboundMessages)
    .set({ status: 'cancelled' })
    .where(inArray(outboundMessages.status, ['pending', 'sending']));
  t.clock.advance(2 * MINUTE);
});

/** `count` due alert texts (corrections: no subscription needed) to new phones. */
async function queueAlerts(count: number) {
  return enqueueMessages(
    { db: t.db },
    Array.from({ length: count }, () => ({
      kind: 'arrival_correction' as const,
      channel: 'sms' as const,
      recipient: newPhone(),
      body: 'Lincoln: a queued text. Reply STOP to end.',
      sendAfter: t.clock.now(),
    })),
  );
}

async function statuses(ids: string[]) {
  const rows = await t.db
    .select({ status: outboundMessages.status })
    .from(outboundMessages)
    .where(inArray(outboundMessages.id, ids));
  return {
    sent: rows.filter((row) => row.status === 'sent').length,
    pending: rows.filter((row) => row.status === 'pending').length,
  };
}

async function summary() {
  const answer = await t.app.inject({ url: '/api/admin/texts', headers: { cookie: admin } });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { queueDelaySeconds: number; pending: number };
}

describe("the alert sender's pace", () => {
  it('is SMS_ALERTS_PER_MINUTE: 60 with Twilio unless set, none with the dev outbox', () => {
    const base = { NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN };
    const twilio = {
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
    };
    expect(loadConfig(base).texts.alertsPerMinute).toBeNull();
    expect(loadConfig({ ...base, ...twilio }).texts).toMatchObject({
      alertsPerMinute: 60,
      alertsShareCodesSender: true,
    });
    expect(
      loadConfig({
        ...base,
        ...twilio,
        SMS_ALERTS_PER_MINUTE: '12',
        TWILIO_MESSAGING_SERVICE_SID: 'MG00000000000000000000000000000000',
      }).texts,
    ).toMatchObject({ alertsPerMinute: 12, alertsShareCodesSender: false });
    expect(() => loadConfig({ ...base, SMS_ALERTS_PER_MINUTE: '0' })).toThrow();
  });

  it('holds across two deliverers at once, and the panel says how late the queue runs', async () => {
    const queued = (await queueAlerts(30)).map((row) => row.id);
    const other = createDeliverer({
      db: t.db,
      clock: t.clock,
      config: t.config,
      alertSms: t.app.deps.alertSms,
      mailer: t.app.deps.mailer,
      log: t.app.log,
    });
    const [a, b] = await Promise.all([t.app.deps.deliverer.runOnce(), other.runOnce()]);
    expect(a.sent + b.sent).toBe(PACE);
    expect(await t.app.deps.deliverer.runOnce()).toMatchObject({ sent: 0 });
    t.clock.advance(40_000);
    expect(await t.app.deps.deliverer.runOnce()).toMatchObject({ sent: 0 });
    expect(await statuses(queued)).toEqual({ sent: PACE, pending: 30 - PACE });
    expect((await summary()).queueDelaySeconds).toBe(40);
    t.clock.advance(21_000);
    expect(await t.app.deps.deliverer.runOnce()).toMatchObject({ sent: PACE });
    expect(await statuses(queued)).toEqual({ sent: 2 * PACE, pending: 30 - 2 * PACE });
  });

  it('never holds back a sign-in code; codes on the same number take their place first', async () => {
    const queued = (await queueAlerts(40)).map((row) => row.id);
    expect(await t.app.deps.deliverer.runOnce()).toMatchObject({ sent: PACE });
    // The pace is spent and 28 alerts wait: a parent's code still goes at once.
    const phone = newPhone();
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/send-verification',
      headers: { origin: TEST_ORIGIN },
      remoteAddress: ip(),
      payload: { phoneNumber: phone },
    });
    expect(requested.statusCode).toBe(200);
    const codes = (await t.app.deps.outbox.list({ to: phone })).filter((m) => m.code);
    expect(codes).toHaveLength(1);
    // The next minute: two codes first (the dev outbox, like TWILIO_FROM alone, is one
    // sender for both), then the alerts take what is left.
    t.clock.advance(MINUTE + 1_000);
    await verifyParent(t, newPhone(), ip());
    await verifyParent(t, newPhone(), ip());
    expect(await t.app.deps.deliverer.runOnce()).toMatchObject({ sent: PACE - 2 });
    expect(await statuses(queued)).toEqual({ sent: 2 * PACE - 2, pending: 40 - 2 * PACE + 2 });
  });
});

/** A pickup event, one child checked in by the coach, one guardian opted in to both kinds. */
async function family() {
  const { event, athletes } = await createEventWithRoster(t.db, {
    name: `Paced Practice ${n++}`,
    locationName: 'Field',
    date: t.clock.now(),
    active: true,
    roster: [{ firstName: 'Sam', lastName: 'Diaz' }],
  });
  const athleteId = athletes[0]!.id;
  const guardian = newPhone();
  const adult = newPhone();
  await t.db.insert(parentLinks).values(
    confirmedLinks([
      { phoneNumber: guardian, athleteId },
      { phoneNumber: adult, athleteId },
    ]),
  );
  await t.db.insert(alertSubscriptions).values(
    (['arrival', 'departure'] as const).map((kind) => ({
      phoneNumber: guardian,
      athleteId,
      kind,
      wordingVersion: 'test-1',
    })),
  );
  const on = await t.app.inject({
    method: 'PUT',
    url: `/api/events/${event.id}/pickup-check`,
    headers: headers(admin),
    payload: { enabled: true },
  });
  expect(on.statusCode).toBe(204);
  const checkedIn = await t.app.inject({
    method: 'POST',
    url: '/api/check-in',
    headers: headers(admin),
    payload: { athleteId, eventId: event.id, source: 'manual_fallback' },
  });
  expect(checkedIn.statusCode).toBe(201);
  return { eventId: event.id, athleteId, guardian, adult };
}

async function textOf(eventId: string, purpose: string) {
  const [row] = await t.db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.eventId, eventId), eq(outboundMessages.purpose, purpose)));
  return row;
}

async function release(f: Awaited<ReturnType<typeof family>>) {
  const released = await t.app.inject({
    method: 'POST',
    url: `/api/events/${f.eventId}/releases`,
    headers: headers(admin),
    payload: { id: randomUUID(), method: 'list', athleteId: f.athleteId, phoneNumber: f.adult },
  });
  expect(released.statusCode).toBe(201);
  // The arrival text is out of the way: only the departure is left to send.
  await t.db
    .update(outboundMessages)
    .set({ status: 'cancelled' })
    .where(and(eq(outboundMessages.eventId, f.eventId), eq(outboundMessages.purpose, 'arrival')));
}

describe('a text too late to be news', () => {
  it('an arrival still unsent 30 minutes after the tap is dropped with the reason; at 29 it goes', async () => {
    const late = await family();
    t.clock.advance(31 * MINUTE);
    expect(await t.app.deps.deliverer.runOnce()).toMatchObject({ sent: 0, skipped: 1 });
    expect(await textOf(late.eventId, 'arrival')).toMatchObject({
      status: 'skipped',
      lastError: expect.stringMatching(/30 minutes/),
    });
    const inTime = await family();
    t.clock.advance(29 * MINUTE);
    expect(await t.app.deps.deliverer.runOnce()).toMatchObject({ sent: 1 });
    expect(await textOf(inTime.eventId, 'arrival')).toMatchObject({ status: 'sent' });
  });

  it('a departure text still unsent 15 minutes after the release is dropped with the reason; at 14 it goes', async () => {
    const late = await family();
    await release(late);
    t.clock.advance(16 * MINUTE);
    expect(await t.app.deps.deliverer.runOnce()).toMatchObject({ sent: 0, skipped: 1 });
    expect(await textOf(late.eventId, 'departure')).toMatchObject({
      status: 'skipped',
      lastError: expect.stringMatching(/15 minutes/),
    });
    const inTime = await family();
    await release(inTime);
    t.clock.advance(14 * MINUTE);
    expect(await t.app.deps.deliverer.runOnce()).toMatchObject({ sent: 1 });
    expect(await textOf(inTime.eventId, 'departure')).toMatchObject({ status: 'sent' });
  });
});
