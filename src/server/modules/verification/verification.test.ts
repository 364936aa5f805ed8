import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '#server/db/schema.ts';
import {
  cookieHeader,
  createTestApp,
  latestCode,
  TEST_ORIGIN,
  type TestApp,
} from '#server/testing/test-app.ts';
import { messages } from '#shared/messages.ts';

let t: TestApp;
let phoneCounter = 0;
/** A new phone per test, so tests never share codes or caps. */
const newPhone = () => `+1202555${String(1000 + phoneCounter++).padStart(4, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ env: { SMS_UNVERIFIED_SENDS_PER_IP_PER_HOUR: '1000' } });
});
afterAll(() => t.close());

/** The verification cookie of the browser that last asked a code for each phone. */
const browsers = new Map<unknown, string>();

/** Each test's phone sends from its own address, clear of the per-address route limit. */
const send = async (phoneNumber: unknown, ip = `10.1.${phoneCounter}.1`) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/send-verification',
    headers: { origin: TEST_ORIGIN, cookie: browsers.get(phoneNumber) ?? '' },
    remoteAddress: ip,
    payload: { phoneNumber },
  });
  if (response.cookies.length > 0) browsers.set(phoneNumber, cookieHeader(response));
  return response;
};
/** Checks a code from the browser that asked for it, unless another `cookie` is given. */
const verify = (phoneNumber: string, code: string, cookie = browsers.get(phoneNumber) ?? '') =>
  t.app.inject({
    method: 'POST',
    url: '/api/verify-code',
    headers: { origin: TEST_ORIGIN, cookie },
    remoteAddress: `10.2.${phoneCounter}.1`,
    payload: { phoneNumber, code },
  });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/send-verification', () => {
  it('texts a 6-digit code and stores only its keyed hash', async () => {
    const phone = newPhone();
    const response = await send(phone.replace('+1', '(').replace(/^(\(\d{3})/, '$1) '));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ retryAfter: 60 });
    const code = await latestCode(t, phone);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.phoneNumber, phone));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });

  it("ends the text with the origin-bound one-time-code line (WebOTP: '@host #code')", async () => {
    const phone = newPhone();
    expect((await send(phone)).statusCode).toBe(200);
    const code = await latestCode(t, phone);
    const [sms] = await t.app.deps.outbox.list({ to: phone });
    const lastLine = sms?.body.split('\n').at(-1);
    expect(lastLine).toBe(`@${new URL(TEST_ORIGIN).host} #${code}`);
    expect(sms?.body).toMatch(/^Your TapIn verification code is \d{6}\./);
  });

  it('answers a bad phone with 400 and the spec message, and sends nothing', async () => {
    for (const bad of ['12345', 'abc', '+0123456789', '', 42]) {
      const response = await send(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: messages.errors.invalidPhone,
      });
    }
    expect(await t.app.deps.outbox.list({ to: '12345' })).toEqual([]);
  });

  it('locks resends for 60 s, then a resend replaces the old code', async () => {
    const phone = newPhone();
    await send(phone);
    const first = await latestCode(t, phone);

    t.clock.advance(30_000);
    const early = await send(phone);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      code: 'RESEND_COOLDOWN',
      message: messages.errors.resendCooldown(30),
      retryAfter: 30,
    });

    t.clock.advance(30_000);
    expect((await send(phone)).statusCode).toBe(200);
    const second = await latestCode(t, phone);
    if (second !== first) {
      expect((await verify(phone, first)).statusCode).toBe(400);
    }
    expect((await verify(phone, second)).statusCode).toBe(200);
  });

  it('caps sends per phone per hour', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      expect((await send(phone)).statusCode).toBe(200);
      t.clock.advance(61_000);
    }
    const capped = await send(phone);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(messages.errors.sendCapReached);
    t.clock.advance(60 * 60 * 1000);
    expect((await send(phone)).statusCode).toBe(200);
  });

  it('caps sends per client address, which a forged X-Forwarded-For does not change', async () => {
    const capped = await createTestApp({ env: { SMS_UNVERIFIED_SENDS_PER_IP_PER_HOUR: '3' } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const response = await capped.app.inject({
          method: 'POST',
          url: '/api/send-verification',
          headers: { origin: TEST_ORIGIN, 'x-forwarded-for': `198.51.100.${i}` },
          remoteAddress: '10.9.9.9',
          payload: { phoneNumber: newPhone() },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await capped.close();
    }
  });

  it('stops texting anyone once the hourly budget is spent, and texts only the countries allowed', async () => {
    const budget = await createTestApp({
      env: { SMS_SENDS_PER_HOUR: '3', SMS_ALLOWED_COUNTRIES: 'us,CA' },
    });
    try {
      const sendFrom = (phoneNumber: string, i: number) =>
        budget.app.inject({
          method: 'POST',
          url: '/api/send-verification',
          headers: { origin: TEST_ORIGIN },
          remoteAddress: `10.7.${i}.1`,
          payload: { phoneNumber },
        });
      // A UK mobile, well formed but not a country this club texts: nothing is sent.
      const abroad = await sendFrom('+447700900123', 0);
      expect(abroad.statusCode).toBe(400);
      expect(abroad.json()).toEqual({
        code: 'PHONE_COUNTRY_NOT_SERVED',
        message: messages.errors.phoneCountryNotServed(['US', 'CA']),
      });
      expect(await budget.app.deps.outbox.list({ to: '+447700900123' })).toEqual([]);

      // Canada (+1 604) is allowed; then three different parents from three addresses
      // spend the budget, and a fourth is refused though none of them hit their own cap.
      const statuses = [];
      for (const [i, phone] of ['+16045550101', newPhone(), newPhone(), newPhone()].entries()) {
        statuses.push((await sendFrom(phone, i + 1)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      budget.clock.advance(60 * 60 * 1000 + 1);
      expect((await sendFrom(newPhone(), 9)).statusCode).toBe(200);
    } finally {
      await budget.close();
    }
  });

  it('refuses a request without our Origin (CSRF)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/send-verification',
      headers: { origin: 'https://evil.example' },
      payload: { phoneNumber: newPhone() },
    });
    expect(response.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/send-verification',
      payload: { phoneNumber: newPhone() },
    });
    expect(missing.statusCode).toBe(403);
  });
});

describe('POST /api/verify-code', () => {
  it('trusts this device for the phone with an HttpOnly, SameSite=Lax cookie', async () => {
    const phone = newPhone();
    await send(phone);
    const response = await verify(phone, await latestCode(t, phone));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ phoneNumber: phone });
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({
      name: 'tapin_parent',
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(cookie?.secure).toBeFalsy();

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/parent/session',
      headers: { cookie: cookieHeader(response) },
    });
    expect(session.json()).toEqual({ phoneNumber: phone });
  });

  it('tells how many tries are left and dies after five wrong codes', async () => {
    const phone = newPhone();
    await send(phone);
    const code = await latestCode(t, phone);
    for (let left = 4; left >= 1; left--) {
      const response = await verify(phone, wrongCode(code));
      expect(response.json()).toEqual({
        code: 'CODE_WRONG',
        message: messages.errors.codeWrong(left),
      });
    }
    expect((await verify(phone, wrongCode(code))).json()).toEqual({
      code: 'CODE_LOCKED',
      message: messages.errors.codeLocked,
    });
    const afterLock = await verify(phone, code);
    expect(afterLock.statusCode).toBe(400);
    expect(afterLock.json()).toEqual({ code: 'CODE_LOCKED', message: messages.errors.codeLocked });
    expect(afterLock.cookies).toEqual([]);
  });

  it('refuses an expired code', async () => {
    const phone = newPhone();
    await send(phone);
    const code = await latestCode(t, phone);
    t.clock.advance(10 * 60 * 1000 + 1);
    const response = await verify(phone, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'CODE_EXPIRED', message: messages.errors.codeExpired });
  });

  it('refuses a code used twice', async () => {
    const phone = newPhone();
    await send(phone);
    const code = await latestCode(t, phone);
    expect((await verify(phone, code)).statusCode).toBe(200);
    const again = await verify(phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.cookies).toEqual([]);
  });

  it("refuses one phone's code for another phone", async () => {
    const mine = newPhone();
    const theirs = newPhone();
    await send(mine);
    await send(theirs);
    const myCode = await latestCode(t, mine);
    const theirCode = await latestCode(t, theirs);
    if (myCode !== theirCode) {
      expect((await verify(theirs, myCode)).statusCode).toBe(400);
    }
    expect((await verify(mine, myCode)).statusCode).toBe(200);
  });

  it('rejects a malformed code without counting it', async () => {
    const phone = newPhone();
    await send(phone);
    const response = await verify(phone, '12ab');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: messages.errors.invalidCode,
    });
    expect((await verify(phone, await latestCode(t, phone))).statusCode).toBe(200);
  });
});
