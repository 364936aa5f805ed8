import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '#server/db/schema.ts';
import {
  cookieHeader,
  createTestApp,
  latestMagicToken,
  signInAs,
  TEST_ORIGIN,
  type TestApp,
} from '#server/testing/test-app.ts';
import { messages } from '#shared/messages.ts';

let t: TestApp;
let counter = 0;
const newEmail = (name = 'coach') => `${name}${counter++}@school.test`;
const ip = () => `10.4.${counter}.1`;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'Director@School.test' } });
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie?: string, origin = TEST_ORIGIN) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip(),
    headers: { ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}) },
  });
const requestLink = (email: string) => post('/api/auth/magic-link', { email });
const spend = (token: string, cookie?: string) => post('/api/auth/verify', { token }, cookie);
const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

describe('sign-in by magic link', () => {
  it('makes the first account ever an admin, and later ones pending', async () => {
    const first = await signInAs(t, newEmail('first'));
    expect((await me(first)).json()).toMatchObject({ role: 'admin' });
    const second = await signInAs(t, newEmail('second'));
    expect((await me(second)).json()).toMatchObject({ role: 'pending', firstName: null });
    const director = await signInAs(t, 'director@school.test');
    expect((await me(director)).json()).toMatchObject({ role: 'admin' });
  });

  it('answers the same for known, unknown and differently cased addresses', async () => {
    const email = newEmail();
    await signInAs(t, email);
    const known = await requestLink(email.toUpperCase());
    const unknown = await requestLink(newEmail());
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
  });

  it('refuses a malformed email', async () => {
    const response = await requestLink('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: messages.errors.invalidEmail,
    });
  });

  it('emails a 256-bit token in the link fragment, stored only as a hash', async () => {
    const email = newEmail();
    await requestLink(email);
    const [message] = await t.app.deps.outbox.list({ to: email });
    expect(message?.link).toMatch(
      /^http:\/\/localhost:3000\/coach\/login\/verify#token=[\w-]{43}$/,
    );
    expect(message?.body).toContain(message?.link);
  });

  it('brings a coach back to the staff page first asked for (`next`), a pending user to the wait', async () => {
    const director = 'director@school.test';
    expect(
      (await post('/api/auth/magic-link', { email: director, next: '/admin/qr' })).statusCode,
    ).toBe(200);
    const [message] = await t.app.deps.outbox.list({ to: director });
    expect(message?.link).toMatch(
      /^http:\/\/localhost:3000\/coach\/login\/verify\?next=%2Fadmin%2Fqr#token=[\w-]{43}$/,
    );
    const next = new URL(message!.link!).searchParams.get('next');
    const token = await latestMagicToken(t, director);
    const signedIn = await post('/api/auth/verify', { token, next });
    expect(signedIn.json()).toMatchObject({ user: { role: 'admin' }, redirectTo: '/admin/qr' });

    const waiting = newEmail('waiting');
    await post('/api/auth/magic-link', { email: waiting, next: '/coach/tools?tab=teams' });
    const waitingToken = await latestMagicToken(t, waiting);
    const pending = await post('/api/auth/verify', { token: waitingToken, next: '/coach/tools' });
    expect(pending.json()).toMatchObject({
      user: { role: 'pending' },
      redirectTo: '/pending-approval',
    });
  });

  it('refuses a `next` outside the staff area, and sends no link for it', async () => {
    const email = newEmail();
    for (const next of [
      '//evil.example/coach',
      'https://evil.example/admin',
      '/check-in',
      '/coach/login',
      '/\\evil.example',
      'admin/qr',
    ]) {
      const response = await post('/api/auth/magic-link', { email, next });
      expect(response.statusCode, next).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: messages.errors.invalidReturnPath,
      });
    }
    expect(await t.app.deps.outbox.list({ to: email })).toEqual([]);
    await requestLink(email);
    const token = await latestMagicToken(t, email);
    const spent = await post('/api/auth/verify', { token, next: '//evil.example' });
    expect(spent.statusCode).toBe(400);
    // A refused request spends nothing: the same token still signs in.
    expect((await spend(token)).statusCode).toBe(200);
  });

  it('opening the link (a GET, as a mail scanner does) spends nothing and signs nobody in', async () => {
    const email = newEmail();
    await requestLink(email);
    const [message] = await t.app.deps.outbox.list({ to: email });
    const scan = await t.app.inject({
      method: 'GET',
      url: message!.link!.replace(TEST_ORIGIN, ''),
    });
    expect(scan.cookies).toEqual([]);
    expect((await spend(await latestMagicToken(t, email))).statusCode).toBe(200);
  });

  it('works once only', async () => {
    const email = newEmail();
    await requestLink(email);
    const token = await latestMagicToken(t, email);
    expect((await spend(token)).statusCode).toBe(200);
    const again = await spend(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'MAGIC_LINK_INVALID',
      message: messages.errors.magicLinkInvalid,
    });
    expect(again.cookies).toEqual([]);
  });

  it('dies after 15 minutes, and a newer link does not revive an older one', async () => {
    const email = newEmail();
    await requestLink(email);
    const old = await latestMagicToken(t, email);
    t.clock.advance(10 * 60 * 1000);
    await requestLink(email);
    const fresh = await latestMagicToken(t, email);
    t.clock.advance(5 * 60 * 1000 + 1);
    expect((await spend(old)).statusCode).toBe(400);
    expect((await spend(fresh)).statusCode).toBe(200);
  });

  it('refuses a tampered token', async () => {
    const email = newEmail();
    await requestLink(email);
    const token = await latestMagicToken(t, email);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await spend(tampered)).statusCode).toBe(400);
  });

  it("signs in only the token's own email", async () => {
    const alice = newEmail('alice');
    const bob = newEmail('bob');
    await requestLink(alice);
    await requestLink(bob);
    const response = await spend(await latestMagicToken(t, alice));
    expect(response.json().user.email).toBe(alice);
  });

  it('issues a new session id at sign-in and ends the one the browser had (no fixation)', async () => {
    const email = newEmail();
    const before = await signInAs(t, email);
    await requestLink(email);
    const response = await spend(await latestMagicToken(t, email), before);
    const after = cookieHeader(response);
    expect(after).not.toBe(before);
    expect((await me(before)).statusCode).toBe(401);
    expect((await me(after)).statusCode).toBe(200);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie that is Secure only over https', async () => {
    const email = newEmail();
    await requestLink(email);
    const response = await spend(await latestMagicToken(t, email));
    expect(response.cookies[0]).toMatchObject({
      name: 'tapin_session',
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(response.cookies[0]?.secure).toBeFalsy();
    expect(response.json().redirectTo).toBe('/pending-approval');

    const https = await createTestApp({ env: { PUBLIC_URL: 'https://tapin.example.org' } });
    try {
      const cookie = await https.app.inject({
        method: 'POST',
        url: '/api/auth/magic-link',
        headers: { origin: 'https://tapin.example.org' },
        payload: { email },
      });
      expect(cookie.statusCode).toBe(200);
      const verified = await https.app.inject({
        method: 'POST',
        url: '/api/auth/verify',
        headers: { origin: 'https://tapin.example.org' },
        payload: { token: await latestMagicToken(https, email) },
      });
      expect(verified.cookies[0]?.secure).toBe(true);
      expect(verified.json().redirectTo).toBe('/coach/dashboard');
    } finally {
      await https.close();
    }
  });

  it('refuses a cross-site sign-in POST', async () => {
    const response = await post(
      '/api/auth/magic-link',
      { email: newEmail() },
      undefined,
      'https://evil.test',
    );
    expect(response.statusCode).toBe(403);
  });

  it('caps links per email and per client address, whatever X-Forwarded-For says', async () => {
    const email = newEmail();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await requestLink(email)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    const perIp = [];
    for (let i = 0; i < 21; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/magic-link',
        headers: { origin: TEST_ORIGIN, 'x-forwarded-for': `203.0.113.${i}` },
        remoteAddress: '10.77.0.1',
        payload: { email: newEmail() },
      });
      perIp.push(response.statusCode);
    }
    expect(perIp.filter((status) => status === 429)).toHaveLength(1);
  });
});

describe('sessions', () => {
  it('GET /api/auth/user answers 401 signed out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/Unauthorized/);
  });

  it('logout ends the session and goes home; the old cookie is useless', async () => {
    const cookie = await signInAs(t, newEmail());
    const response = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends after 12 idle hours', async () => {
    const cookie = await signInAs(t, newEmail());
    t.clock.advance(11 * 60 * 60 * 1000);
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advance(12 * 60 * 60 * 1000 + 1);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends 14 days after sign-in however busy', async () => {
    const cookie = await signInAs(t, newEmail());
    const sixHours = 6 * 60 * 60 * 1000;
    for (let elapsed = sixHours; elapsed < 14 * 24 * 60 * 60 * 1000; elapsed += sixHours) {
      t.clock.advance(sixHours);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    t.clock.advance(sixHours);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('records sign-ins and failed sign-ins in the audit log', async () => {
    const email = newEmail();
    await signInAs(t, email);
    await spend('x'.repeat(43));
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const entries = await t.db.select().from(auditLog);
    expect(entries).toContainEqual(
      expect.objectContaining({ action: 'auth.signed_in', actorId: user?.id }),
    );
    expect(entries).toContainEqual(expect.objectContaining({ action: 'auth.sign_in_failed' }));
  });
});

describe('the offline key (decision 036)', () => {
  const offlineKey = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/offline-key', headers: { cookie } });
  const coach = async () => {
    const email = newEmail();
    const cookie = await signInAs(t, email);
    await t.db.update(users).set({ role: 'coach' }).where(eq(users.email, email));
    return cookie;
  };

  it('gives each coach their own key, the same at every sign-in, never cached', async () => {
    const first = await coach();
    const other = await coach();
    const [a, b, c] = await Promise.all([offlineKey(first), offlineKey(first), offlineKey(other)]);
    expect(a.statusCode).toBe(200);
    expect(a.headers['cache-control']).toBe('no-store');
    expect(a.json().key).toMatch(/^[\w-]{43}$/);
    // Two first requests at once get the same key.
    expect(b.json()).toEqual(a.json());
    expect(c.json().key).not.toBe(a.json().key);
    expect(c.json().userId).not.toBe(a.json().userId);
  });

  it('gives nothing signed out or pending', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/offline-key' })).statusCode).toBe(
      401,
    );
    expect((await offlineKey(await signInAs(t, newEmail()))).statusCode).toBe(403);
  });
});
