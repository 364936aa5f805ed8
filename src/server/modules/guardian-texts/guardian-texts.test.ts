/**
 * Guardian texts' consent (decision 046): unticked by default, a yes and a no recorded with
 * the wording version and the client address, one confirmation text however many children,
 * only the phone's own children, the STOP state, the emailed confirmation link (valid,
 * expired, used), the admin's CSV, and the consent record outliving RETENTION_DAYS.
 */
import { and, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertSubscriptions,
  consentRecords,
  eventAthletes,
  events,
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
import type { TextsSaveResponse, TextsState } from '#shared/schemas.ts';
import { runLifecycle } from '../lifecycle/lifecycle.ts';
import { smsSegments } from '../messaging/enqueue.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let athleteIds: string[];
let strangerId: string;
let phoneCounter = 0;

const nextPhone = () => `+1404555${String(2000 + phoneCounter++).padStart(4, '0')}`;

beforeAll(async () => {
  t = await createTestApp({
    env: { ORG_NAME: 'Lincoln Youth Soccer', ORG_CONTACT: 'info@lys.test', RETENTION_DAYS: '30' },
  });
  const { athletes } = await createEventWithRoster(t.db, {
    name: 'Consent Practice',
    locationName: 'Field 1',
    date: new Date(),
    active: true,
    roster: [
      { firstName: 'Maya', lastName: 'Garcia' },
      { firstName: 'Leo', lastName: 'Garcia' },
      { firstName: '=cmd', lastName: '|calc' },
      { firstName: 'Sam', lastName: 'Stranger' },
    ],
  });
  athleteIds = athletes.slice(0, 3).map((athlete) => athlete.id);
  strangerId = athletes[3]!.id;
});
afterAll(() => t.close());

/** A verified phone linked to the first children (two by default). */
async function guardian(children = 2) {
  const phone = nextPhone();
  const cookie = await verifyParent(t, phone, `10.40.${phoneCounter}.1`);
  await t.db
    .insert(parentLinks)
    .values(
      confirmedLinks(
        athleteIds.slice(0, children).map((athleteId) => ({ phoneNumber: phone, athleteId })),
      ),
    );
  return { phone, cookie };
}

function getTexts(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/parent/texts', headers: { cookie } });
}

function putTexts(cookie: string, payload: Record<string, unknown>, ip = '10.41.0.7') {
  return t.app.inject({
    method: 'PUT',
    url: '/api/parent/texts',
    headers: { cookie, origin: TEST_ORIGIN },
    remoteAddress: ip,
    payload: { wordingVersion: TEXTS_WORDING_VERSION, ...payload },
  });
}

const records = (phone: string) =>
  t.db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.phoneNumber, phone))
    .orderBy(consentRecords.createdAt, consentRecords.athleteLabel);
const subscriptions = (phone: string) =>
  t.db.select().from(alertSubscriptions).where(eq(alertSubscriptions.phoneNumber, phone));
const messagesTo = (recipient: string) =>
  t.db.select().from(outboundMessages).where(eq(outboundMessages.recipient, recipient));

describe('asking a guardian', () => {
  it('starts unticked: a guardian who never says yes has no subscription', async () => {
    const { phone, cookie } = await guardian();
    const response = await getTexts(cookie);
    expect(response.statusCode).toBe(200);
    const state = response.json() as TextsState;
    expect(state).toMatchObject({
      phoneNumber: phone,
      orgName: 'Lincoln Youth Soccer',
      orgContact: 'info@lys.test',
      wordingVersion: TEXTS_WORDING_VERSION,
      smsStoppedAt: null,
      smsAlerts: true,
      emailAlerts: false,
      email: null,
      pendingEmail: null,
    });
    expect(state.children.map((child) => [child.firstName, child.arrival])).toEqual([
      ['Leo', false],
      ['Maya', false],
    ]);
    expect(await subscriptions(phone)).toEqual([]);
    expect(await records(phone)).toEqual([]);
    expect(await messagesTo(phone)).toEqual([]);
  });

  it('records each yes with the wording version and address, and sends one text for two children', async () => {
    const { phone, cookie } = await guardian();
    const response = await putTexts(cookie, {
      children: athleteIds.slice(0, 2).map((athleteId) => ({ athleteId, arrival: true })),
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json() as TextsSaveResponse;
    expect(saved.confirmationSent).toBe(true);
    expect(saved.children.every((child) => child.arrival)).toBe(true);

    const subs = await subscriptions(phone);
    expect(subs).toHaveLength(2);
    expect(subs.every((sub) => sub.wordingVersion === TEXTS_WORDING_VERSION)).toBe(true);
    const rows = await records(phone);
    expect(
      rows.map((row) => [row.athleteLabel, row.action, row.channel, row.source, row.kind]),
    ).toEqual([
      ['Leo Garcia', 'opt_in', 'sms', 'check_in_page', 'arrival'],
      ['Maya Garcia', 'opt_in', 'sms', 'check_in_page', 'arrival'],
    ]);
    expect(rows.every((row) => row.wordingVersion === TEXTS_WORDING_VERSION)).toBe(true);
    expect(rows.every((row) => row.ip === '10.41.0.7')).toBe(true);

    const sent = await messagesTo(phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'sms', purpose: 'consent', segments: 1 });
    expect(sent[0]?.body).toContain('Lincoln Youth Soccer');
    expect(sent[0]?.body).toContain('Reply HELP for help, STOP to end.');
    expect(sent[0]?.body).toContain('Msg & data rates may apply');

    // Saving the same again changes nothing and sends nothing.
    const again = await putTexts(cookie, {
      children: athleteIds.slice(0, 2).map((athleteId) => ({ athleteId, arrival: true })),
    });
    expect(again.json().confirmationSent).toBe(false);
    expect(await records(phone)).toHaveLength(2);
    expect(await messagesTo(phone)).toHaveLength(1);
  });

  it('records a no: the subscription goes, an opt_out row stays, no text', async () => {
    const { phone, cookie } = await guardian();
    await putTexts(cookie, { children: [{ athleteId: athleteIds[0], arrival: true }] });
    t.clock.advance(1000);
    const off = await putTexts(cookie, {
      children: [{ athleteId: athleteIds[0], arrival: false }],
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().confirmationSent).toBe(false);
    expect(await subscriptions(phone)).toEqual([]);
    expect((await records(phone)).map((row) => row.action)).toEqual(['opt_in', 'opt_out']);
    expect(await messagesTo(phone)).toHaveLength(1);
  });

  it("refuses a child not linked to the phone, changing nothing, even beside the phone's own", async () => {
    const { phone, cookie } = await guardian();
    const response = await putTexts(cookie, {
      children: [
        { athleteId: athleteIds[0], arrival: true },
        { athleteId: strangerId, arrival: true },
      ],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ATHLETE_NOT_FOUND');
    expect(await subscriptions(phone)).toEqual([]);
    expect(await records(phone)).toEqual([]);
    expect(await messagesTo(phone)).toEqual([]);
    // Nor does the stranger show on the screen.
    const state = (await getTexts(cookie)).json() as TextsState;
    expect(state.children.map((child) => child.id)).not.toContain(strangerId);
  });

  it('offers departure texts only for children whose events use pickup check, and refuses a yes elsewhere', async () => {
    const { phone, cookie } = await guardian();
    const state = (await getTexts(cookie)).json() as TextsState;
    expect(state.children.map((child) => [child.firstName, child.pickup, child.departure])).toEqual(
      [
        ['Leo', false, false],
        ['Maya', false, false],
      ],
    );
    const refused = await putTexts(cookie, {
      children: [{ athleteId: athleteIds[0], arrival: true, departure: true }],
    });
    expect(refused.statusCode).toBe(400);
    expect(await subscriptions(phone)).toEqual([]);
    expect(await records(phone)).toEqual([]);

    // Maya's team starts using pickup check: her choice appears, and a yes is one consent
    // row (texts only) and one confirmation text.
    const { event } = await createEventWithRoster(t.db, {
      name: 'Pickup Practice',
      locationName: 'Field 2',
      date: new Date(t.clock.now().getTime() + DAY),
      active: false,
      roster: [],
    });
    await t.db.update(events).set({ pickupCheck: true }).where(eq(events.id, event.id));
    await t.db.insert(eventAthletes).values({ eventId: event.id, athleteId: athleteIds[0]! });
    const offered = (await getTexts(cookie)).json() as TextsState;
    expect(offered.children.find((child) => child.id === athleteIds[0])?.pickup).toBe(true);
    expect(offered.children.find((child) => child.id === athleteIds[1])?.pickup).toBe(false);
    const saved = await putTexts(cookie, {
      children: [{ athleteId: athleteIds[0], arrival: false, departure: true }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().confirmationSent).toBe(true);
    expect((await subscriptions(phone)).map((sub) => sub.kind)).toEqual(['departure']);
    expect(
      (await records(phone)).map((row) => [row.kind, row.channel, row.action, row.wordingVersion]),
    ).toEqual([['departure', 'sms', 'opt_in', TEXTS_WORDING_VERSION]]);
    expect(await messagesTo(phone)).toHaveLength(1);
    // Arrival choices left out of a save keep departure as it is, and a no is recorded.
    await putTexts(cookie, { children: [{ athleteId: athleteIds[0], arrival: true }] });
    expect((await subscriptions(phone)).map((sub) => sub.kind).sort()).toEqual([
      'arrival',
      'departure',
    ]);
    t.clock.advance(1000);
    await putTexts(cookie, {
      children: [{ athleteId: athleteIds[0], arrival: true, departure: false }],
    });
    expect((await subscriptions(phone)).map((sub) => sub.kind)).toEqual(['arrival']);
    expect((await records(phone)).at(-1)).toMatchObject({ kind: 'departure', action: 'opt_out' });
    await t.db.update(events).set({ pickupCheck: false }).where(eq(events.id, event.id));
  });

  it('refuses a save made under another wording (409), changing nothing', async () => {
    const { phone, cookie } = await guardian();
    const response = await putTexts(cookie, {
      wordingVersion: 'texts-1999-v0',
      children: [{ athleteId: athleteIds[0], arrival: true }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('WORDING_CHANGED');
    expect(await subscriptions(phone)).toEqual([]);
  });

  it('lets no coach or admin set a parent’s choices through the parent routes', async () => {
    const admin = await signInAs(t, 'admin@texts.test');
    const response = await putTexts(admin, {
      children: [{ athleteId: athleteIds[0], arrival: true }],
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('DEVICE_NOT_VERIFIED');
  });

  it('says a phone stopped, keeps its choices, and texts it no confirmation', async () => {
    const { phone, cookie } = await guardian();
    const stoppedAt = new Date('2026-01-02T03:04:05.000Z');
    await t.db.insert(guardianContacts).values({ phoneNumber: phone, smsStoppedAt: stoppedAt });
    const response = await putTexts(cookie, {
      children: [{ athleteId: athleteIds[0], arrival: true }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      confirmationSent: false,
      smsStoppedAt: stoppedAt.toISOString(),
    });
    expect(await subscriptions(phone)).toHaveLength(1);
    expect(await messagesTo(phone)).toEqual([]);
  });

  it('keeps the confirmation text in one GSM-7 segment with the longest club name', async () => {
    const long = await createTestApp({
      env: { ORG_NAME: 'Asociación Deportiva Niños del Río Úbeda' },
    });
    try {
      const phone = '+14045559999';
      const cookie = await verifyParent(long, phone);
      const { athletes } = await createEventWithRoster(long.db, {
        name: 'E',
        locationName: 'F',
        date: new Date(),
        roster: [{ firstName: 'A', lastName: 'B' }],
      });
      await long.db
        .insert(parentLinks)
        .values(confirmedLinks({ phoneNumber: phone, athleteId: athletes[0]!.id }));
      const response = await long.app.inject({
        method: 'PUT',
        url: '/api/parent/texts',
        headers: { cookie, origin: TEST_ORIGIN },
        payload: {
          wordingVersion: TEXTS_WORDING_VERSION,
          children: [{ athleteId: athletes[0]!.id, arrival: true }],
        },
      });
      expect(response.statusCode).toBe(200);
      const [sent] = await long.db
        .select()
        .from(outboundMessages)
        .where(eq(outboundMessages.recipient, phone));
      expect(sent?.body).toContain('Asociacion Deportiva Ninos del Rio Ubeda');
      expect(smsSegments(sent?.body ?? '')).toBe(1);
      expect(sent?.segments).toBe(1);
    } finally {
      await long.close();
    }
  });
});

describe('email as a free channel', () => {
  const emailed = async (address: string) => {
    const [message] = await t.app.deps.outbox.list({ to: address });
    return message;
  };
  const tokenIn = (link: string | undefined) =>
    link ? new URL(link).hash.slice('#token='.length) : '';
  const confirm = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/parent/texts/email/confirm',
      headers: { origin: TEST_ORIGIN },
      payload: { token },
    });

  it('confirms an address by its link once; a second open says used; email then may be chosen', async () => {
    const { phone, cookie } = await guardian();
    const refused = await putTexts(cookie, { emailAlerts: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('EMAIL_NOT_CONFIRMED');

    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/parent/texts/email',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { email: ' Parent@Example.TEST ' },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ email: null, pendingEmail: 'parent@example.test' });
    const message = await emailed('parent@example.test');
    expect(message?.link).toMatch(/^http:\/\/localhost:3000\/check-in\/confirm-email#token=/);
    const token = tokenIn(message?.link);

    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ email: 'parent@example.test' });
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('EMAIL_LINK_USED');

    const state = (await getTexts(cookie)).json() as TextsState;
    expect(state).toMatchObject({ email: 'parent@example.test', pendingEmail: null });
    const emailRows = (await records(phone)).filter((row) => row.channel === 'email');
    expect(emailRows.map((row) => [row.action, row.source])).toEqual([['opt_in', 'email_link']]);

    // Email only, with a child chosen: one confirmation email, and texts off recorded.
    const chosen = await putTexts(cookie, {
      smsAlerts: false,
      emailAlerts: true,
      children: [{ athleteId: athleteIds[0], arrival: true }],
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      smsAlerts: false,
      emailAlerts: true,
      confirmationSent: true,
    });
    expect(await messagesTo(phone)).toEqual([]);
    const mails = await messagesTo('parent@example.test');
    expect(mails.map((mail) => [mail.channel, mail.purpose])).toEqual([['email', 'consent']]);
    const rows = await records(phone);
    expect(
      rows
        .filter((row) => row.source === 'check_in_page')
        .map((row) => [row.channel, row.action, row.athleteLabel]),
    ).toEqual(
      expect.arrayContaining([
        ['email', 'opt_in', 'Maya Garcia'],
        ['sms', 'opt_out', null],
        ['email', 'opt_in', null],
      ]),
    );
  });

  it('says a link expired after its time, and that a made-up one is not valid', async () => {
    const { cookie } = await guardian();
    await t.app.inject({
      method: 'POST',
      url: '/api/parent/texts/email',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { email: 'late@example.test' },
    });
    const token = tokenIn((await emailed('late@example.test'))?.link);
    t.clock.advance(25 * 60 * 60 * 1000);
    const late = await confirm(token);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('EMAIL_LINK_EXPIRED');
    const state = (await getTexts(cookie)).json() as TextsState;
    expect(state).toMatchObject({ email: null, pendingEmail: null });
    const madeUp = await confirm('x'.repeat(43));
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().code).toBe('EMAIL_LINK_INVALID');
  });
});

describe('the consent record', () => {
  it('downloads as spreadsheet-safe CSV, for admins only', async () => {
    const { phone, cookie } = await guardian(3);
    await putTexts(cookie, { children: [{ athleteId: athleteIds[2], arrival: true }] });
    const coach = await signInAs(t, 'coach@texts.test');
    const refused = await t.app.inject({
      url: '/api/admin/consent-records.csv',
      headers: { cookie: coach },
    });
    // A signed-in user who is not an admin (pending here) is refused.
    expect(refused.statusCode).toBe(403);

    const admin = await signInAs(t, 'admin@texts.test');
    const response = await t.app.inject({
      url: '/api/admin/consent-records.csv',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('consent-record.csv');
    expect(response.body.startsWith('\ufeffWhen (UTC),Phone,Athlete,')).toBe(true);
    const parsed = Papa.parse<string[]>(response.body.slice(1).trim()).data;
    // A phone number starts with "+": a formula to a spreadsheet, so it is quoted as text.
    const row = parsed.find((cells) => cells[1] === `'${phone}`);
    expect(row).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      `'${phone}`,
      "'=cmd |calc",
      athleteIds[2],
      'arrival',
      'sms',
      'opt_in',
      'check_in_page',
      TEXTS_WORDING_VERSION,
      '10.41.0.7',
    ]);
  });

  it('outlives RETENTION_DAYS; goes four years after the phone’s last event, unless a yes stands', async () => {
    const now = t.clock.now();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const base = { channel: 'sms' as const, source: 'check_in_page' as const, ip: '10.0.0.9' };
    await t.db.insert(consentRecords).values([
      // A year old: far past RETENTION_DAYS (30), kept whole.
      { ...base, phoneNumber: '+15551110001', action: 'opt_in', createdAt: ago(365) },
      // Five years old, opted out long ago: goes.
      { ...base, phoneNumber: '+15551110002', action: 'opt_in', createdAt: ago(5 * 365 + 2) },
      { ...base, phoneNumber: '+15551110002', action: 'opt_out', createdAt: ago(5 * 365) },
      // Five years old, but the phone said something three years ago: all kept.
      { ...base, phoneNumber: '+15551110003', action: 'opt_in', createdAt: ago(5 * 365) },
      { ...base, phoneNumber: '+15551110003', action: 'stop', createdAt: ago(3 * 365) },
      // Five years old, and the yes still stands: kept.
      {
        ...base,
        phoneNumber: '+15551110004',
        athleteId: athleteIds[0],
        action: 'opt_in',
        createdAt: ago(5 * 365),
      },
      // Five years old, but the phone was texted last year: kept.
      { ...base, phoneNumber: '+15551110005', action: 'opt_in', createdAt: ago(5 * 365) },
    ]);
    await t.db.insert(alertSubscriptions).values({
      phoneNumber: '+15551110004',
      athleteId: athleteIds[0]!,
      kind: 'arrival',
      wordingVersion: 'old',
    });
    await t.db.insert(outboundMessages).values({
      channel: 'sms',
      purpose: 'arrival',
      recipient: '+15551110005',
      body: 'x',
      createdAt: ago(365),
    });
    const result = await runLifecycle({ db: t.db }, { now, retentionDays: 30, sessionIdleMs: DAY });
    expect(result.consentRecords).toBe(2);
    const left = await t.db
      .select({ phone: consentRecords.phoneNumber, ip: consentRecords.ip })
      .from(consentRecords)
      .where(sql`${consentRecords.phoneNumber} like '+1555111000%'`);
    expect(left.map((row) => row.phone).sort()).toEqual([
      '+15551110001',
      '+15551110003',
      '+15551110003',
      '+15551110004',
      '+15551110005',
    ]);
    // Retention does not strip the record's addresses either: it is the proof.
    expect(left.every((row) => row.ip === '10.0.0.9')).toBe(true);
    expect(
      await t.db
        .select()
        .from(alertSubscriptions)
        .where(
          and(
            eq(alertSubscriptions.phoneNumber, '+15551110004'),
            eq(alertSubscriptions.kind, 'arrival'),
          ),
        ),
    ).toHaveLength(1);
  });
});
