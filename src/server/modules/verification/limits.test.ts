/**
 * Decision 017 under pressure: caps decided atomically (parallel requests never take more
 * than a cap allows, on PostgreSQL as on PGlite), the per-address text budget earned back
 * by verified codes, and codes bound to the browser that asked, so a stranger's guesses
 * cannot spend a parent's code while guessing stays bounded.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '#server/db/schema.ts';
import {
  cookieHeader,
  createTestApp,
  latestCode,
  latestMagicToken,
  TEST_ORIGIN,
  type TestApp,
} from '#server/testing/test-app.ts';
import { messages } from '#shared/messages.ts';

let t: TestApp;
let counter = 0;
const newPhone = () => `+1303555${String(1000 + counter++).padStart(4, '0')}`;
const newEmail = () => `coach${counter++}@limits.test`;
const newIp = () => `10.40.${Math.floor(counter / 250)}.${counter++ % 250}`;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const SMS_UNVERIFIED_PER_IP = 3;
const MAGIC_LINKS_UNUSED_PER_IP = 3;
const MAGIC_LINKS_PER_EMAIL = 5;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      SMS_UNVERIFIED_SENDS_PER_IP_PER_HOUR: String(SMS_UNVERIFIED_PER_IP),
      MAGIC_LINKS_UNUSED_PER_IP_PER_HOUR: String(MAGIC_LINKS_UNUSED_PER_IP),
      MAGIC_LINKS_PER_EMAIL_PER_HOUR: String(MAGIC_LINKS_PER_EMAIL),
    },
  });
});
afterAll(() => t.close());

/** Asks a code from a browser (its cookie, or none: a new browser). */
const send = (phoneNumber: string, ip: string, cookie = '') =>
  t.app.inject({
    method: 'POST',
    url: '/api/send-verification',
    headers: { origin: TEST_ORIGIN, cookie },
    remoteAddress: ip,
    payload: { phoneNumber },
  });
const verify = (phoneNumber: string, code: string, ip: string, cookie = '') =>
  t.app.inject({
    method: 'POST',
    url: '/api/verify-code',
    headers: { origin: TEST_ORIGIN, cookie },
    remoteAddress: ip,
    payload: { phoneNumber, code },
  });
const askLink = (email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/magic-link',
    headers: { origin: TEST_ORIGIN },
    remoteAddress: ip,
    payload: { email },
  });
const texts = async (phone: string) => (await t.app.deps.outbox.list({ to: phone })).length;
const statusCounts = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((counts, { statusCode }) => {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }, {});

describe('caps hold under parallel requests', () => {
  it('20 parallel sends for one phone from 20 addresses text it exactly once', async () => {
    const phone = newPhone();
    const responses = await Promise.all(Array.from({ length: 20 }, () => send(phone, newIp())));
    expect(statusCounts(responses)).toEqual({ 200: 1, 429: 19 });
    expect(await texts(phone)).toBe(1);
  });

  it('20 parallel sign-in link requests for one email send at most the per-email cap', async () => {
    const email = newEmail();
    const responses = await Promise.all(Array.from({ length: 20 }, () => askLink(email, newIp())));
    expect(statusCounts(responses)).toEqual({ 200: MAGIC_LINKS_PER_EMAIL, 429: 15 });
    expect(await t.app.deps.outbox.list({ to: email })).toHaveLength(MAGIC_LINKS_PER_EMAIL);
  });

  it('parallel sends for many phones from one address stop at its unverified budget', async () => {
    const ip = newIp();
    const phones = Array.from({ length: 12 }, newPhone);
    const responses = await Promise.all(phones.map((phone) => send(phone, ip)));
    expect(statusCounts(responses)).toEqual({ 200: SMS_UNVERIFIED_PER_IP, 429: 9 });
    const sent = await Promise.all(phones.map(texts));
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(SMS_UNVERIFIED_PER_IP);
  });

  it('parallel link requests for many emails from one address stop at its unused-link budget', async () => {
    const ip = newIp();
    const responses = await Promise.all(Array.from({ length: 12 }, () => askLink(newEmail(), ip)));
    expect(statusCounts(responses)).toEqual({ 200: MAGIC_LINKS_UNUSED_PER_IP, 429: 9 });
  });

  it('parallel wrong guesses spend exactly the five tries of a code', async () => {
    const phone = newPhone();
    const ip = newIp();
    const browser = cookieHeader(await send(phone, ip));
    const code = await latestCode(t, phone);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => verify(phone, wrongCode(code), ip, browser)),
    );
    const answers = responses.map((response) => response.json().message);
    // Each try counted tells a different number of tries left; the rest find the code locked.
    for (const left of [4, 3, 2, 1]) {
      expect(answers.filter((m) => m === messages.errors.codeWrong(left))).toHaveLength(1);
    }
    expect(answers.filter((m) => m === messages.errors.codeLocked)).toHaveLength(16);
    const [row] = await t.db
      .select({ attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(eq(verificationCodes.phoneNumber, phone));
    expect(row?.attempts).toBe(5);
    expect((await verify(phone, code, ip, browser)).json()).toEqual({
      code: 'CODE_LOCKED',
      message: messages.errors.codeLocked,
    });
  });

  it('a code verified twice at once makes one trusted device', async () => {
    const phone = newPhone();
    const ip = newIp();
    const browser = cookieHeader(await send(phone, ip));
    const code = await latestCode(t, phone);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => verify(phone, code, ip, browser)),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
  });
});

describe('the per-address text budget is earned back by verified codes', () => {
  it('refuses an address its next unverified text with a clear message, until codes are verified', async () => {
    const ip = newIp();
    const browsers: { phone: string; cookie: string }[] = [];
    for (let i = 0; i < SMS_UNVERIFIED_PER_IP; i++) {
      const phone = newPhone();
      const response = await send(phone, ip);
      expect(response.statusCode).toBe(200);
      browsers.push({ phone, cookie: cookieHeader(response) });
    }
    const refused = await send(newPhone(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'SEND_CAP_REACHED',
      message: messages.errors.networkSendCapReached,
    });

    // One parent types the code (on mobile data, from another address: the credit goes to
    // the address that asked): that text gives its place back and earns one more.
    const { phone, cookie } = browsers[0]!;
    expect((await verify(phone, await latestCode(t, phone), newIp(), cookie)).statusCode).toBe(200);
    expect((await send(newPhone(), ip)).statusCode).toBe(200);
    expect((await send(newPhone(), ip)).statusCode).toBe(200);
    expect((await send(newPhone(), ip)).statusCode).toBe(429);

    // An hour on, the unverified texts no longer count.
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await send(newPhone(), ip)).statusCode).toBe(200);
  });

  it('charges nothing for a text the provider failed to send', async () => {
    let failures = 3;
    const flaky = await createTestApp({
      env: { SMS_UNVERIFIED_SENDS_PER_IP_PER_HOUR: '2' },
      sms: {
        kind: 'twilio',
        async send() {
          if (failures-- > 0) throw new Error('provider down');
        },
      },
    });
    try {
      const phone = '+13035559001';
      const sendFrom = (phoneNumber: string) =>
        flaky.app.inject({
          method: 'POST',
          url: '/api/send-verification',
          headers: { origin: TEST_ORIGIN },
          remoteAddress: '10.41.0.1',
          payload: { phoneNumber },
        });
      // An outage: no cooldown, no per-phone or per-address charge for what was not sent.
      for (let i = 0; i < 3; i++) {
        const failed = await sendFrom(phone);
        expect(failed.statusCode).toBe(502);
        expect(failed.json()).toEqual({ code: 'SMS_FAILED', message: messages.errors.smsFailed });
      }
      expect((await sendFrom(phone)).statusCode).toBe(200);
      expect((await sendFrom('+13035559002')).statusCode).toBe(200);
      expect((await sendFrom('+13035559003')).statusCode).toBe(429);
    } finally {
      await flaky.close();
    }
  });

  it('counts an IPv6 client by its /64, which one household or phone holds whole', async () => {
    const statuses = [];
    for (let i = 1; i <= SMS_UNVERIFIED_PER_IP + 1; i++) {
      statuses.push((await send(newPhone(), `2001:db8:7:7::${i.toString(16)}`)).statusCode);
    }
    expect(statuses).toEqual([...Array(SMS_UNVERIFIED_PER_IP).fill(200), 429]);
    expect((await send(newPhone(), '2001:db8:7:8::1')).statusCode).toBe(200);
  });

  it('gives sign-in links back to the address once they are used', async () => {
    const ip = newIp();
    const emails = Array.from({ length: MAGIC_LINKS_UNUSED_PER_IP }, newEmail);
    for (const email of emails) expect((await askLink(email, ip)).statusCode).toBe(200);
    const refused = await askLink(newEmail(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'MAGIC_LINK_CAP',
      message: messages.errors.magicLinkCap,
    });

    const used = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: { origin: TEST_ORIGIN },
      remoteAddress: ip,
      payload: { token: await latestMagicToken(t, emails[0]!) },
    });
    expect(used.statusCode).toBe(200);
    expect((await askLink(newEmail(), ip)).statusCode).toBe(200);
    expect((await askLink(newEmail(), ip)).statusCode).toBe(200);
    expect((await askLink(newEmail(), ip)).statusCode).toBe(429);
  });
});

describe('no lock-out by strangers, no brute force', () => {
  it("keeps the owner's code working after five wrong guesses from another client", async () => {
    const phone = newPhone();
    const owner = cookieHeader(await send(phone, newIp()));
    const code = await latestCode(t, phone);

    // A stranger elsewhere, with no code of their own for this phone: nothing to guess at.
    const strangerIp = newIp();
    for (let i = 0; i < 5; i++) {
      const guess = await verify(phone, wrongCode(code), strangerIp);
      expect(guess.statusCode).toBe(400);
      expect(guess.json()).toEqual({ code: 'CODE_EXPIRED', message: messages.errors.codeExpired });
    }
    // The stranger asks a code of their own for the phone once the cooldown is over and
    // spends all five tries on it: that locks the stranger's code, not the owner's.
    t.clock.advance(61_000);
    const stranger = cookieHeader(await send(phone, strangerIp));
    for (let i = 0; i < 5; i++) await verify(phone, wrongCode(code), strangerIp, stranger);
    expect((await verify(phone, code, strangerIp, stranger)).json()).toEqual({
      code: 'CODE_LOCKED',
      message: messages.errors.codeLocked,
    });

    const mine = await verify(phone, code, newIp(), owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ phoneNumber: phone });
  });

  it("cuts an attacker's guesses off: five per code, and codes only as fast as the phone's caps", async () => {
    const phone = newPhone();
    let codesAsked = 0;
    const wrongAnswers: string[] = [];
    // An attacker with many addresses and fresh browsers hammers one phone for an hour.
    for (let minute = 0; minute < 60; minute++) {
      for (let browser = 0; browser < 3; browser++) {
        const sent = await send(phone, newIp());
        if (sent.statusCode !== 200) continue;
        codesAsked++;
        const cookie = cookieHeader(sent);
        // The test knows the code texted to the phone; the attacker does not.
        const code = await latestCode(t, phone);
        for (let i = 1; i <= 8; i++) {
          const guess = String((Number(code) + i) % 1_000_000).padStart(6, '0');
          wrongAnswers.push((await verify(phone, guess, newIp(), cookie)).json().message);
        }
        // Even the right code is refused once five guesses are spent.
        const right = await verify(phone, code, newIp(), cookie);
        expect(right.json()).toEqual({ code: 'CODE_LOCKED', message: messages.errors.codeLocked });
      }
      t.clock.advance(60_000);
    }
    // The phone's hourly cap (5 texts) times five tries: 25 guesses of a million codes.
    expect(codesAsked).toBe(5);
    const counted = wrongAnswers.filter((m) => m !== messages.errors.codeLocked).length;
    expect(counted).toBe(codesAsked * 4);
  });
});

describe('request limits', () => {
  it("follow the app's clock and let a code route's limit pass again after a minute", async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/verify-code',
          headers: { origin: TEST_ORIGIN },
          remoteAddress: '10.42.0.1',
          payload: { phoneNumber: '+13035559100', code: '123456' },
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await ask()).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
      expect((await ask()).json()).toEqual({
        code: 'RATE_LIMITED',
        message: messages.errors.tooManyRequests,
      });
      limited.clock.advance(60_000);
      expect((await ask()).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
