/**
 * The durable outbox's deliverer against a stand-in Twilio (decision 042): the provider's
 * id recorded, retries with backoff on 5xx, 429 and timeouts, none on a permanent refusal,
 * 21610 marking the phone stopped, a send lost mid-way taken up again, the alert sender,
 * and the daily cap decided in the database even with two deliverers at once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import {
  alertSubscriptions,
  consentRecords,
  guardianContacts,
  outboundMessages,
  parentLinks,
} from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { createAlertSms, createTwilioSms } from '#server/platform/sms.ts';
import {
  confirmedLinks,
  createTestApp,
  signInAs,
  TEST_ORIGIN,
  type TestApp,
} from '#server/testing/test-app.ts';
import {
  startTwilioStandIn,
  type TwilioStandIn,
  twilioEnv,
} from '#server/testing/twilio-stand-in.ts';
import { createDeliverer, LEASE_MS, MAX_ATTEMPTS } from './deliverer.ts';
import { enqueueMessages } from './enqueue.ts';
import { textsSummary } from './summary.ts';

let twilio: TwilioStandIn;
let t: TestApp;
let coach: string;
let phoneCounter = 300;
const nextPhone = () => `+1505555${String(phoneCounter++).padStart(4, '0')}`;

beforeAll(async () => {
  twilio = await startTwilioStandIn();
  t = await createTestApp({
    env: { ALERT_TEXTS_PER_DAY: '1000' },
    // Alerts go to the stand-in from a Messaging Service.
    alertSms: createTwilioSms(
      {
        kind: 'twilio',
        accountSid: 'AC00000000000000000000000000000000',
        authToken: 'stand-in-auth-token',
        from: '+15005550006',
        apiBase: twilio.apiBase,
      },
      // Short, for the timeout case; long enough for a busy machine's local round trip.
      1_500,
      { messagingServiceSid: 'MG00000000000000000000000000000000' },
    ),
  });
  coach = await signInAs(t, 'admin@deliver.test');
});
afterAll(async () => {
  await t?.close();
  await twilio?.close();
});
beforeEach(() => twilio.reset());

async function message(recipient = nextPhone()) {
  const [row] = await enqueueMessages({ db: t.db }, [
    {
      kind: 'arrival_correction',
      channel: 'sms',
      recipient,
      body: 'Lincoln: a test text. Reply STOP to end.',
      sendAfter: t.clock.now(),
    },
  ]);
  return { id: row!.id, recipient };
}

async function rowOf(id: string) {
  const [row] = await t.db.select().from(outboundMessages).where(eq(outboundMessages.id, id));
  return row!;
}

describe('the deliverer', () => {
  it("sends from the Messaging Service and records the provider's id", async () => {
    const { id, recipient } = await message();
    expect(await t.app.deps.deliverer.runOnce()).toMatchObject({ sent: 1 });
    expect(twilio.accepted).toHaveLength(1);
    expect(twilio.accepted[0]).toMatchObject({
      to: recipient,
      from: null,
      messagingServiceSid: 'MG00000000000000000000000000000000',
    });
    expect(await rowOf(id)).toMatchObject({
      status: 'sent',
      providerMessageId: twilio.accepted[0]!.sid,
      attempts: 1,
      lockedUntil: null,
    });
  });

  it.each([
    ['a 500', { status: 500 }],
    ['a 503', { status: 503 }],
    ['a 429', { status: 429, code: 20429 }],
    ['a timeout', 'timeout' as const],
  ])('tries again later after %s, with a growing wait', async (_name, answer) => {
    const { id } = await message();
    twilio.script.push(answer, answer);
    expect(await t.app.deps.deliverer.runOnce()).toMatchObject({ sent: 0, retried: 1 });
    const first = await rowOf(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.lastError).toBeTruthy();
    const firstWait = first.sendAfter.getTime() - t.clock.now().getTime();
    expect(firstWait).toBeGreaterThanOrEqual(5_000);
    // Not before its time.
    expect(await t.app.deps.deliverer.runOnce()).toMatchObject({ retried: 0, sent: 0 });
    t.clock.advance(firstWait);
    expect(await t.app.deps.deliverer.runOnce()).toMatchObject({ retried: 1 });
    const second = await rowOf(id);
    expect(second.sendAfter.getTime() - t.clock.now().getTime()).toBeGreaterThan(firstWait);
    t.clock.advance(10 * 60_000 * 2);
    expect(await t.app.deps.deliverer.runOnce()).toMatchObject({ sent: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(twilio.attempts).toHaveLength(3);
  });

  it('never retries a permanent refusal, and keeps what the provider said', async () => {
    const { id } = await message();
    twilio.script.push({ status: 400, code: 21211, message: "The 'To' number is not valid" });
    expect(await t.app.deps.deliverer.runOnce()).toMatchObject({ failed: 1 });
    t.clock.advance(3_600_000);
    expect(await t.app.deps.deliverer.runOnce()).toMatchObject({ sent: 0, failed: 0 });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/21211/);
    expect(twilio.attempts).toHaveLength(1);
  });

  it(`gives up after ${MAX_ATTEMPTS} transient failures`, async () => {
    const { id } = await message();
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      twilio.script.push({ status: 500 });
      await t.app.deps.deliverer.runOnce();
      t.clock.advance(30 * 60_000);
    }
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(twilio.attempts).toHaveLength(MAX_ATTEMPTS);
  });

  it('treats 21610 as a STOP: the phone is stopped, recorded, and its other texts cancelled', async () => {
    const phone = nextPhone();
    const first = await message(phone);
    const [later] = await enqueueMessages({ db: t.db }, [
      {
        kind: 'arrival',
        channel: 'sms',
        recipient: phone,
        body: 'later',
        sendAfter: new Date(t.clock.now().getTime() + 60_000),
      },
    ]);
    twilio.optedOut.add(phone);
    expect(await t.app.deps.deliverer.runOnce()).toMatchObject({ failed: 1 });
    expect(await rowOf(first.id)).toMatchObject({ status: 'failed' });
    expect((await rowOf(first.id)).lastError).toMatch(/21610/);
    expect(await rowOf(later!.id)).toMatchObject({ status: 'cancelled' });
    const [contact] = await t.db
      .select()
      .from(guardianContacts)
      .where(eq(guardianContacts.phoneNumber, phone));
    expect(contact?.smsStoppedAt).not.toBeNull();
    const records = await t.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.phoneNumber, phone));
    expect(records).toMatchObject([{ action: 'stop', source: 'provider', channel: 'sms' }]);
  });

  it('takes up a send lost mid-way (a process killed) once its lease ran out, never before', async () => {
    const { id } = await message();
    // What a killed process leaves: claimed, attempt counted, never recorded.
    await t.db
      .update(outboundMessages)
      .set({
        status: 'sending',
        attempts: 1,
        lockedUntil: new Date(t.clock.now().getTime() + LEASE_MS),
      })
      .where(eq(outboundMessages.id, id));
    expect(await t.app.deps.deliverer.runOnce()).toMatchObject({ sent: 0 });
    t.clock.advance(LEASE_MS + 1);
    expect(await t.app.deps.deliverer.runOnce()).toMatchObject({ sent: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('the alert sender', () => {
  it('is the Messaging Service, else TWILIO_ALERTS_FROM, else TWILIO_FROM; codes keep TWILIO_FROM', async () => {
    const send = async (extra: Record<string, string>) => {
      twilio.reset();
      const config = loadConfig({ NODE_ENV: 'test', ...twilioEnv(twilio, extra) });
      await createAlertSms(config, t.app.deps.outbox).send({ to: '+15055550000', body: 'x' });
      return twilio.accepted[0];
    };
    expect(
      await send({ TWILIO_MESSAGING_SERVICE_SID: 'MG1', TWILIO_ALERTS_FROM: '+1' }),
    ).toMatchObject({
      messagingServiceSid: 'MG1',
      from: null,
    });
    expect(await send({ TWILIO_ALERTS_FROM: '+15005550007' })).toMatchObject({
      from: '+15005550007',
    });
    expect(await send({})).toMatchObject({ from: '+15005550006' });
  });
});

describe('the daily cap', () => {
  async function arrivalFor(guardians: number) {
    const { event, athletes } = await createEventWithRoster(t.db, {
      name: 'Capped',
      locationName: 'Field',
      date: t.clock.now(),
      active: true,
      roster: [{ firstName: 'Maya', lastName: 'Garcia' }],
    });
    const athleteId = athletes[0]!.id;
    const phones = Array.from({ length: guardians }, nextPhone);
    await t.db
      .insert(parentLinks)
      .values(confirmedLinks(phones.map((phoneNumber) => ({ phoneNumber, athleteId }))));
    await t.db.insert(alertSubscriptions).values(
      phones.map((phoneNumber) => ({
        phoneNumber,
        athleteId,
        kind: 'arrival' as const,
        wordingVersion: 'test-1',
      })),
    );
    const checkedIn = await t.app.inject({
      method: 'POST',
      url: '/api/check-in',
      headers: { cookie: coach, origin: TEST_ORIGIN },
      payload: { athleteId, eventId: event.id, source: 'manual_fallback' },
    });
    expect(checkedIn.statusCode).toBe(201);
    return event.id;
  }

  it('stops alert texts at ALERT_TEXTS_PER_DAY, decided in the database across deliverers, and the admin sees why', async () => {
    const capped = await createTestApp({
      env: { ALERT_TEXTS_PER_DAY: '5', ORG_NAME: 'Capped Club' },
      alertSms: t.app.deps.alertSms,
    });
    try {
      const admin = await signInAs(capped, 'admin@cap.test');
      const swap = t;
      t = capped;
      coach = admin;
      try {
        await arrivalFor(4);
        await arrivalFor(4);
      } finally {
        t = swap;
      }
      capped.clock.advance(31_000);
      // A second instance's deliverer on the same database, at the same moment.
      const other = createDeliverer({
        db: capped.db,
        clock: capped.clock,
        config: capped.config,
        alertSms: capped.app.deps.alertSms,
        mailer: capped.app.deps.mailer,
        log: capped.app.log,
      });
      const [a, b] = await Promise.all([capped.app.deps.deliverer.runOnce(), other.runOnce()]);
      expect(a.sent + b.sent).toBe(5);
      expect(a.skipped + b.skipped).toBe(0);
      const rows = await capped.db.select().from(outboundMessages);
      expect(rows.filter((row) => row.status === 'sent')).toHaveLength(5);
      const skipped = rows.filter((row) => row.status === 'skipped');
      expect(skipped).toHaveLength(3);
      expect(skipped[0]?.lastError).toBe('Daily cap reached (5 alert texts a day)');

      // Every text the outbox sent today is one the cap counted (decision 058).
      const summary = await capped.app.inject({
        method: 'GET',
        url: '/api/admin/texts',
        headers: { cookie: admin },
      });
      expect(summary.statusCode).toBe(200);
      expect(summary.json()).toMatchObject({
        today: { texts: 5, segments: 5, emails: 0 },
        month: { texts: 5, segments: 5 },
        pricePerSegment: 0.0083,
        cap: {
          perDay: 5,
          usedToday: 5,
          reachedToday: true,
          skippedToday: 3,
          reason: 'Daily cap reached (5 alert texts a day)',
        },
        pending: 0,
      });
      expect(summary.json().today.estimatedCost).toBeCloseTo(5 * 0.0083, 6);
      // The next day the cap starts again (the session would have expired: asked directly).
      const tomorrow = new Date(capped.clock.now().getTime() + 24 * 3_600_000);
      expect(
        (await textsSummary({ db: capped.db, config: capped.config }, tomorrow)).cap,
      ).toMatchObject({
        usedToday: 0,
        reachedToday: false,
      });
    } finally {
      await capped.close();
    }
  });

  it("is the admin's alone", async () => {
    const other = await signInAs(t, 'coach@deliver.test');
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/texts',
      headers: { cookie: other },
    });
    expect(answer.statusCode).toBe(403);
    const rows = await t.db
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.status, 'skipped')));
    expect(rows).toEqual([]);
  });
});
