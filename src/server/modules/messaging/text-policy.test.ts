/**
 * One policy per kind of text (issue 32, decision 058): STOP and a guardian's "no" reach
 * every kind they should, also during a text's wait (a departure text's 30 s grace, a
 * "pickup pending" text not yet delivered); the daily cap skips every alert kind and the
 * admin's "used" is what the outbox shows sent that day. Runs on PGlite and on PostgreSQL
 * (TEST_DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
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
import { TEXTS_WORDING_VERSION } from '#shared/guardian-texts.ts';
import { stopTexts } from './stops.ts';
import { dedupeKey, dedupeKeySql } from './text-kinds.ts';

let t: TestApp;
let coach: string;
let n = 0;
let phoneSeq = 100;
const newPhone = () => `+1404556${String(phoneSeq++).padStart(4, '0')}`;
const ip = () => `10.62.${n % 250}.${(n++ % 200) + 1}`;
const headers = (cookie: string) => ({ cookie, origin: TEST_ORIGIN });
const GRACE = 30_000;

beforeAll(async () => {
  t = await createTestApp({
    env: { SMS_UNVERIFIED_SENDS_PER_IP_PER_HOUR: '1000', ALERT_TEXTS_PER_DAY: '1000' },
  });
  coach = await signInAs(t, 'admin@policy.test');
});
afterAll(() => t?.close());

/** A pickup event with one child checked in by `tapper`, and `guardians` opted in to kinds. */
async function pickupFamily(
  app: TestApp,
  staff: string,
  options: { guardians?: number; kinds?: ('arrival' | 'departure')[] } = {},
) {
  const { event, athletes } = await createEventWithRoster(app.db, {
    name: `Policy Practice ${n++}`,
    locationName: 'Field',
    date: app.clock.now(),
    active: true,
    roster: [{ firstName: 'Sam', lastName: 'Diaz' }],
  });
  const athleteId = athletes[0]!.id;
  const tapper = newPhone();
  const guardians = Array.from({ length: options.guardians ?? 2 }, newPhone);
  await app.db
    .insert(parentLinks)
    .values(
      confirmedLinks([tapper, ...guardians].map((phoneNumber) => ({ phoneNumber, athleteId }))),
    );
  const kinds = options.kinds ?? ['departure'];
  await app.db
    .insert(alertSubscriptions)
    .values(
      guardians.flatMap((phoneNumber) =>
        kinds.map((kind) => ({ phoneNumber, athleteId, kind, wordingVersion: 'test-1' })),
      ),
    );
  const on = await app.app.inject({
    method: 'PUT',
    url: `/api/events/${event.id}/pickup-check`,
    headers: headers(staff),
    payload: { enabled: true },
  });
  expect(on.statusCode).toBe(204);
  const checkedIn = await app.app.inject({
    method: 'POST',
    url: '/api/check-in',
    headers: headers(staff),
    payload: { athleteId, eventId: event.id, source: 'manual_fallback' },
  });
  expect(checkedIn.statusCode).toBe(201);
  return { eventId: event.id, athleteId, tapper, guardians };
}

/** The coach releases the child to `phone` (on the list): departure texts wait 30 s. */
async function releaseTo(eventId: string, athleteId: string, phone: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/releases`,
    headers: headers(coach),
    payload: { id: randomUUID(), method: 'list', athleteId, phoneNumber: phone },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { textsQueued: number };
}

/** Texts (not codes) the dev outbox holds for a phone. */
async function textsTo(phone: string) {
  const all = await t.app.deps.outbox.list({ to: phone });
  return all.filter((message) => message.channel === 'sms' && !message.code);
}

async function rowsOf(eventId: string, purpose: string) {
  return t.db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.eventId, eventId), eq(outboundMessages.purpose, purpose)));
}

/** A guardian unticks a kind on the Texts screen (arrival kept as it is unless named). */
async function untick(phone: string, athleteId: string, choice: object) {
  const cookie = await verifyParent(t, phone, ip());
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/parent/texts',
    headers: headers(cookie),
    payload: { wordingVersion: TEXTS_WORDING_VERSION, children: [{ athleteId, ...choice }] },
  });
  expect(saved.statusCode).toBe(200);
}

describe('a departure text', () => {
  it('is not sent to a guardian who replied STOP during its grace wait', async () => {
    const { eventId, athleteId, tapper, guardians } = await pickupFamily(t, coach);
    const [stopper, other] = guardians as [string, string];
    expect((await releaseTo(eventId, athleteId, tapper)).textsQueued).toBe(2);
    await stopTexts({ db: t.db }, { phone: stopper, source: 'sms_reply', now: t.clock.now() });
    t.clock.advance(GRACE + 1_000);
    await t.app.deps.deliverer.runOnce();
    expect(await textsTo(stopper)).toEqual([]);
    expect((await textsTo(other)).map((m) => m.body)).toEqual([
      expect.stringMatching(/^Sam D\. was picked up/),
    ]);
    const rows = await rowsOf(eventId, 'departure');
    expect(rows.find((row) => row.recipient === stopper)?.status).toBe('cancelled');
  });

  it('is not sent to a guardian who unticked "picked up" texts during its grace wait', async () => {
    const { eventId, athleteId, tapper, guardians } = await pickupFamily(t, coach);
    const [leaver, other] = guardians as [string, string];
    expect((await releaseTo(eventId, athleteId, tapper)).textsQueued).toBe(2);
    await untick(leaver, athleteId, { arrival: false, departure: false });
    t.clock.advance(GRACE + 1_000);
    await t.app.deps.deliverer.runOnce();
    expect(await textsTo(leaver)).toEqual([]);
    expect(await textsTo(other)).toHaveLength(1);
    const rows = await rowsOf(eventId, 'departure');
    expect(rows.find((row) => row.recipient === leaver)?.status).toBe('cancelled');
  });

  it('is not sent to a guardian unlinked from the child during its grace wait', async () => {
    const { eventId, athleteId, tapper, guardians } = await pickupFamily(t, coach);
    const [gone] = guardians as [string, string];
    await releaseTo(eventId, athleteId, tapper);
    await t.db.delete(parentLinks).where(eq(parentLinks.phoneNumber, gone));
    t.clock.advance(GRACE + 1_000);
    await t.app.deps.deliverer.runOnce();
    expect(await textsTo(gone)).toEqual([]);
  });

  it('a guardian who switched texts off gets no departure text either', async () => {
    const { eventId, athleteId, tapper, guardians } = await pickupFamily(t, coach);
    const [off] = guardians as [string, string];
    await releaseTo(eventId, athleteId, tapper);
    await t.db
      .insert(guardianContacts)
      .values({ phoneNumber: off, smsAlerts: false })
      .onConflictDoUpdate({ target: guardianContacts.phoneNumber, set: { smsAlerts: false } });
    t.clock.advance(GRACE + 1_000);
    await t.app.deps.deliverer.runOnce();
    expect(await textsTo(off)).toEqual([]);
  });
});

describe('a "pickup pending" text', () => {
  it('is not sent after STOP, nor after the guardian unticked their texts, before delivery', async () => {
    const advance = 2 * 60 * 60 * 1000 + 11 * 60 * 1000;
    const { eventId, guardians } = await pickupFamily(t, coach, {
      guardians: 3,
      kinds: ['arrival', 'departure'],
    });
    const athleteId = (
      await t.db.select().from(parentLinks).where(eq(parentLinks.phoneNumber, guardians[0]!))
    )[0]!.athleteId;
    t.clock.advance(advance);
    try {
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/pickup/pending-texts`,
        headers: headers(coach),
      });
      expect(sent.json()).toEqual({ queued: 3 });
      const [stopper, leaver, other] = guardians as [string, string, string];
      await stopTexts({ db: t.db }, { phone: stopper, source: 'sms_reply', now: t.clock.now() });
      await untick(leaver, athleteId, { arrival: false, departure: false });
      await t.app.deps.deliverer.runOnce();
      expect(await textsTo(stopper)).toEqual([]);
      expect(await textsTo(leaver)).toEqual([]);
      expect((await textsTo(other)).map((m) => m.body)).toEqual([expect.stringMatching(/Sam D\./)]);
      const rows = await rowsOf(eventId, 'pickup-pending');
      expect(rows.map((row) => [row.recipient, row.status]).sort()).toEqual(
        [
          [stopper, 'cancelled'],
          [leaver, 'cancelled'],
          [other, 'sent'],
        ].sort(),
      );
    } finally {
      t.clock.advance(-advance);
    }
  });
});

/** The kinds STOP ends (everything but codes, which come from their own sender). */
const STOPPABLE = [
  'arrival',
  'arrival_correction',
  'nudge',
  'departure',
  'pickup-pending',
  'consent',
] as const;

describe('STOP', () => {
  it('cancels every kind of text it should, at once, and none of them is sent', async () => {
    const phone = newPhone();
    const { event, athletes } = await createEventWithRoster(t.db, {
      name: 'Stopped',
      locationName: 'Field',
      date: t.clock.now(),
      active: true,
      roster: [{ firstName: 'Sam', lastName: 'Diaz' }],
    });
    await t.db.insert(outboundMessages).values(
      STOPPABLE.map((purpose) => ({
        channel: 'sms' as const,
        purpose,
        recipient: phone,
        body: `A ${purpose} text. Reply STOP to end.`,
        dedupeKey: `test-stop:${purpose}:${phone}`,
        eventId: event.id,
        athleteId: athletes[0]!.id,
        sendAfter: new Date(t.clock.now().getTime() + GRACE),
      })),
    );
    const { cancelled } = await stopTexts(
      { db: t.db },
      { phone, source: 'sms_reply', now: t.clock.now() },
    );
    expect(cancelled).toBe(STOPPABLE.length);
    t.clock.advance(GRACE + 1_000);
    await t.app.deps.deliverer.runOnce();
    expect(await textsTo(phone)).toEqual([]);
    const rows = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, phone));
    expect(rows.map((row) => [row.purpose, row.status]).sort()).toEqual(
      STOPPABLE.map((purpose) => [purpose, 'cancelled']).sort(),
    );
  });
});

describe('the daily cap', () => {
  it('skips every alert kind once reached, and the admin\'s "used" is the outbox\'s count of texts sent today', async () => {
    const capped = await createTestApp({ env: { ALERT_TEXTS_PER_DAY: '2' } });
    try {
      const admin = await signInAs(capped, 'admin@policy-cap.test');
      const { eventId, athleteId, guardians } = await pickupFamily(capped, admin, {
        guardians: 3,
        kinds: ['arrival', 'departure'],
      });
      // Three of every kind besides the arrivals the check-in queued, all due.
      const others = STOPPABLE.filter((kind) => kind !== 'arrival');
      await capped.db.insert(outboundMessages).values(
        others.flatMap((purpose) =>
          guardians.map((recipient) => ({
            channel: 'sms' as const,
            purpose,
            recipient,
            body: `A ${purpose} text. Reply STOP to end.`,
            dedupeKey: `test-cap:${purpose}:${recipient}`,
            eventId,
            athleteId,
            sendAfter: capped.clock.now(),
          })),
        ),
      );
      capped.clock.advance(GRACE + 1_000);
      await capped.app.deps.deliverer.runOnce();
      const rows = await capped.db.select().from(outboundMessages);
      expect(rows.filter((row) => row.status === 'sent')).toHaveLength(2);
      for (const kind of STOPPABLE) {
        const ofKind = rows.filter((row) => row.purpose === kind);
        expect(ofKind.length, kind).toBe(3);
        expect(
          ofKind.some(
            (row) =>
              row.status === 'skipped' &&
              row.lastError === 'Daily cap reached (2 alert texts a day)',
          ),
          kind,
        ).toBe(true);
      }
      const summary = await capped.app.inject({
        url: '/api/admin/texts',
        headers: { cookie: admin },
      });
      expect(summary.statusCode).toBe(200);
      const sentToday = rows.filter((row) => row.channel === 'sms' && row.status === 'sent');
      expect(summary.json().today.texts).toBe(sentToday.length);
      expect(summary.json().cap).toMatchObject({ usedToday: sentToday.length, reachedToday: true });
    } finally {
      await capped.close();
    }
  });
});

describe('the dedupe key', () => {
  it('has one format, the same whether built in code or in SQL', async () => {
    const ids = { eventId: randomUUID(), athleteId: randomUUID(), recipient: '+14045550100' };
    const [row] = (
      (await t.db.execute(
        sql`select ${sql.raw(
          dedupeKeySql('arrival', {
            eventId: `'${ids.eventId}'::uuid`,
            athleteId: `'${ids.athleteId}'::uuid`,
            recipient: `'${ids.recipient}'`,
          }),
        )} as key`,
      )) as unknown as { rows: { key: string }[] }
    ).rows;
    expect(row?.key).toBe(dedupeKey('arrival', ids));
    expect(dedupeKey('departure', ids)).toBe(
      `departure:${ids.eventId}:${ids.athleteId}:${ids.recipient}`,
    );
    expect(
      dedupeKey('consent', { recipient: ids.recipient, day: new Date('2026-11-28T10:00Z') }),
    ).toBe(`consent:2026-11-28:-:${ids.recipient}`);
  });
});
