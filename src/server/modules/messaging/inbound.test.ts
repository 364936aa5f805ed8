/**
 * Twilio's inbound-message webhook (decision 042): only a request signed with our auth
 * token is heard (403 and nothing changed otherwise); STOP and its variants end alert
 * texts, HELP says who is texting, START brings them back; one reply each, fast.
 */
import { eq, sql } from 'drizzle-orm';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertSubscriptions,
  consentRecords,
  guardianContacts,
  inboundTexts,
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
} from '#server/testing/test-app.ts';
import { runLifecycle } from '../lifecycle/lifecycle.ts';
import { parseKeyword } from './inbound.ts';
import { TWILIO_SMS_WEBHOOK } from './routes.ts';

const TOKEN = 'webhook-test-auth-token';
let t: TestApp;
let coach: string;
let phoneCounter = 500;
const nextPhone = () => `+1505555${String(phoneCounter++).padStart(4, '0')}`;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      TWILIO_AUTH_TOKEN: TOKEN,
      ORG_NAME: 'Lincoln Youth Soccer',
      ORG_CONTACT: 'info@lys.example',
    },
  });
  coach = await signInAs(t, 'admin@inbound.test');
});
afterAll(() => t?.close());

function inbound(
  params: Record<string, string>,
  options: { token?: string | null; tamper?: Record<string, string> } = {},
) {
  const url = `${TEST_ORIGIN}${TWILIO_SMS_WEBHOOK}`;
  const token = options.token === undefined ? TOKEN : options.token;
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
  };
  if (token) headers['x-twilio-signature'] = getExpectedTwilioSignature(token, url, params);
  return t.app.inject({
    method: 'POST',
    url: TWILIO_SMS_WEBHOOK,
    headers,
    payload: new URLSearchParams({ ...params, ...options.tamper }).toString(),
  });
}

let sidCounter = 0;
/** A provider message id: each text Twilio delivers has its own. */
const nextSid = () => `SM${String(sidCounter++).padStart(32, '0')}`;

const twilioParams = (from: string, body: string, sid = nextSid()) => ({
  MessageSid: sid,
  AccountSid: `AC${'0'.repeat(32)}`,
  From: from,
  To: '+15005550006',
  Body: body,
  NumMedia: '0',
});

/** The one <Message> of a TwiML answer (null: none). */
function replies(body: string): string[] {
  return [...body.matchAll(/<Message>([\s\S]*?)<\/Message>/g)].map((match) =>
    match[1]!.replace(/&amp;/g, '&').replace(/&apos;|&#39;/g, "'"),
  );
}

async function stoppedAt(phone: string) {
  const [row] = await t.db
    .select()
    .from(guardianContacts)
    .where(eq(guardianContacts.phoneNumber, phone));
  return row?.smsStoppedAt ?? null;
}

describe('the signature', () => {
  it.each([
    ['unsigned', { token: null }],
    ['signed with another token', { token: 'not-our-token' }],
    ['signed, then changed', { tamper: { Body: 'START' } }],
  ])('%s: 403, and nothing changes', async (_name, options) => {
    const phone = nextPhone();
    const answer = await inbound(twilioParams(phone, 'STOP'), options);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(await stoppedAt(phone)).toBeNull();
    expect(
      await t.db.select().from(consentRecords).where(eq(consentRecords.phoneNumber, phone)),
    ).toEqual([]);
  });
});

describe('STOP', () => {
  it.each([
    'STOP',
    'stop',
    ' Stop. ',
    'STOPALL',
    'stop all',
    'Unsubscribe',
    'CANCEL',
    'end',
    'Quit!',
    'revoke',
    'OPT OUT',
    'opt-out',
    'Parar',
    'CANCELAR',
    'no más',
    'NO MAS!!',
    'Stop texting me please',
  ])('%j stops alert texts, with one reply', async (body) => {
    const phone = nextPhone();
    const started = Date.now();
    const answer = await inbound(twilioParams(phone, body));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/xml/);
    // A keyword in Spanish is answered in Spanish (decision 045).
    expect(replies(answer.body)).toEqual([
      /^(parar|cancelar|no m[aá]s)/i.test(body)
        ? 'Lincoln Youth Soccer: Ya no le enviaremos avisos de llegada. Responda START para volver a recibirlos.'
        : 'Lincoln Youth Soccer: You will get no more arrival texts. Reply START to get them again.',
    ]);
    expect(await stoppedAt(phone)).not.toBeNull();
    const records = await t.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.phoneNumber, phone));
    expect(records).toMatchObject([{ action: 'stop', source: 'sms_reply', channel: 'sms' }]);
  });

  it('cancels the texts waiting, stops the next ones, and START brings them back', async () => {
    const { event, athletes } = await createEventWithRoster(t.db, {
      name: 'Practice',
      locationName: 'Field',
      date: t.clock.now(),
      active: true,
      roster: [
        { firstName: 'Maya', lastName: 'Garcia' },
        { firstName: 'Leo', lastName: 'Garcia' },
        { firstName: 'Ana', lastName: 'Garcia' },
      ],
    });
    const phone = nextPhone();
    await t.db
      .insert(parentLinks)
      .values(confirmedLinks(athletes.map((a) => ({ phoneNumber: phone, athleteId: a.id }))));
    await t.db.insert(alertSubscriptions).values(
      athletes.map((a) => ({
        phoneNumber: phone,
        athleteId: a.id,
        kind: 'arrival' as const,
        wordingVersion: 'test-1',
      })),
    );
    const checkIn = (athleteId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/check-in',
        headers: { cookie: coach, origin: TEST_ORIGIN },
        payload: { athleteId, eventId: event.id, source: 'manual_fallback' },
      });
    await checkIn(athletes[0]!.id);
    await inbound(twilioParams(phone, 'STOP'));
    await checkIn(athletes[1]!.id);
    t.clock.advance(31_000);
    await t.app.deps.deliverer.runOnce();
    const rows = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, phone));
    expect(rows.map((row) => row.status)).toEqual(['cancelled']);

    const started = await inbound(twilioParams(phone, 'start'));
    expect(replies(started.body)).toEqual([
      'Lincoln Youth Soccer: Arrival texts are on again. Msg & data rates may apply. Reply HELP for help, STOP to end.',
    ]);
    expect(await stoppedAt(phone)).toBeNull();
    await checkIn(athletes[2]!.id);
    t.clock.advance(31_000);
    expect(await t.app.deps.deliverer.runOnce()).toMatchObject({ sent: 1 });
    const records = await t.db
      .select({ action: consentRecords.action })
      .from(consentRecords)
      .where(eq(consentRecords.phoneNumber, phone));
    expect(records.map((record) => record.action).sort()).toEqual(['start', 'stop']);
  });
});

describe('HELP and the rest', () => {
  it.each(['HELP', 'help?', 'Ayuda', 'INFO'])(
    '%j says who is texting and how to reach them',
    async (body) => {
      const phone = nextPhone();
      const answer = await inbound(twilioParams(phone, body));
      expect(replies(answer.body)).toEqual([
        body === 'Ayuda'
          ? 'Avisos de Lincoln Youth Soccer. Ayuda: info@lys.example. Pueden aplicarse tarifas de msj y datos. Cancelar: STOP.'
          : 'Lincoln Youth Soccer check-in texts. Help: info@lys.example. Msg & data rates may apply. Reply STOP to end.',
      ]);
      expect(await stoppedAt(phone)).toBeNull();
    },
  );

  it.each(['UNSTOP', 'Start.'])('%j is a START', async (body) => {
    const phone = nextPhone();
    await inbound(twilioParams(phone, 'STOP'));
    const answer = await inbound(twilioParams(phone, body));
    expect(replies(answer.body)).toHaveLength(1);
    expect(await stoppedAt(phone)).toBeNull();
  });

  it('answers anything else with no reply and changes nothing', async () => {
    const phone = nextPhone();
    const answer = await inbound(twilioParams(phone, 'Thanks! See you at 5'));
    expect(answer.statusCode).toBe(200);
    expect(replies(answer.body)).toEqual([]);
    expect(await stoppedAt(phone)).toBeNull();
  });

  it('reads keywords as carriers do', () => {
    expect(parseKeyword('  s t o p ')).toBeNull();
    expect(parseKeyword('endless')).toBeNull();
    expect(parseKeyword('The end')).toBeNull();
    expect(parseKeyword('¡PARAR!')).toBe('stop');
  });
});

describe('a replayed request (the same provider message id)', () => {
  const consent = async (phone: string) =>
    (
      await t.db
        .select({ action: consentRecords.action })
        .from(consentRecords)
        .where(eq(consentRecords.phoneNumber, phone))
    ).map((record) => record.action);

  it("a captured START replayed after the guardian's later STOP changes nothing", async () => {
    const phone = nextPhone();
    const start = twilioParams(phone, 'START');
    const first = await inbound(start);
    await inbound(twilioParams(phone, 'STOP'));
    const stopped = await stoppedAt(phone);
    expect(stopped).not.toBeNull();

    const replayed = await inbound(start);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.body).toBe(first.body);
    expect(await stoppedAt(phone)).toEqual(stopped);
    expect((await consent(phone)).sort()).toEqual(['start', 'stop']);
  });

  it('a replayed STOP writes one consent row and answers as the first did', async () => {
    const phone = nextPhone();
    // In Spanish: the replay answers in it too, whatever the phone chose since.
    const stop = twilioParams(phone, 'Parar');
    const first = await inbound(stop);
    expect(replies(first.body)).toHaveLength(1);
    await inbound(twilioParams(phone, 'START'));
    for (let i = 0; i < 3; i++) {
      const replayed = await inbound(stop);
      expect(replayed.statusCode).toBe(200);
      expect(replayed.headers['content-type']).toMatch(/^text\/xml/);
      expect(replayed.body).toBe(first.body);
    }
    expect(await stoppedAt(phone)).toBeNull();
    expect((await consent(phone)).sort()).toEqual(['start', 'stop']);
  });

  it('the same STOP delivered 20 times at once is one consent row and one answer', async () => {
    const phone = nextPhone();
    const stop = twilioParams(phone, 'STOP');
    const answers = await Promise.all(Array.from({ length: 20 }, () => inbound(stop)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(replies(answers[0]!.body)).toHaveLength(1);
    expect(await consent(phone)).toEqual(['stop']);
  });

  it('a second STOP with its own id is a new text, and recorded', async () => {
    const phone = nextPhone();
    await inbound(twilioParams(phone, 'STOP'));
    await inbound(twilioParams(phone, 'STOP'));
    expect(await consent(phone)).toEqual(['stop', 'stop']);
  });

  it('a request without a message id changes nothing and is refused', async () => {
    const phone = nextPhone();
    const { MessageSid: _none, ...params } = twilioParams(phone, 'STOP');
    const answer = await inbound(params);
    expect(answer.statusCode).toBe(400);
    expect(await stoppedAt(phone)).toBeNull();
    expect(await consent(phone)).toEqual([]);
  });

  it('keeps the ids as long as the consent record, then the lifecycle removes them', async () => {
    const phone = nextPhone();
    const old = twilioParams(phone, 'HELP');
    await inbound(old);
    const recent = twilioParams(phone, 'HELP');
    await inbound(recent);
    const now = t.clock.now();
    await t.db
      .update(inboundTexts)
      .set({ receivedAt: new Date(now.getTime() - (4 * 365 + 2) * 86_400_000) })
      .where(eq(inboundTexts.messageSid, old.MessageSid));
    await t.db
      .update(inboundTexts)
      .set({ receivedAt: new Date(now.getTime() - (4 * 365 - 2) * 86_400_000) })
      .where(eq(inboundTexts.messageSid, recent.MessageSid));
    const result = await runLifecycle(
      { db: t.db },
      { now, retentionDays: 30, sessionIdleMs: 86_400_000 },
    );
    expect(result.inboundTexts).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ sid: inboundTexts.messageSid })
      .from(inboundTexts)
      .where(sql`${inboundTexts.messageSid} in (${old.MessageSid}, ${recent.MessageSid})`);
    expect(left.map((row) => row.sid)).toEqual([recent.MessageSid]);
  });
});
