/**
 * Sign-in through a real OpenID Connect provider (oidc-provider) started inside the test,
 * driven like a browser: redirects followed, its login and consent forms submitted.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { createTestApp, signInAs, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { messages } from '#shared/messages.ts';

let server: Server;
let issuer: string;
let t: TestApp;

const PEOPLE: Record<
  string,
  { email: string; given_name: string; family_name: string; email_verified?: boolean }
> = {
  alice: {
    email: 'Alice@Club.test',
    given_name: 'Alice',
    family_name: 'Archer',
    email_verified: true,
  },
  mallory: {
    email: 'mallory@club.test',
    given_name: 'Mal',
    family_name: 'Lory',
    email_verified: false,
  },
  /** Says nothing about whether the address was checked. */
  oscar: { email: 'owner@club.test', given_name: 'Os', family_name: 'Car' },
};

beforeAll(async () => {
  server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'tapin',
        client_secret: 'tapin-secret',
        redirect_uris: [`${TEST_ORIGIN}/api/auth/oidc/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, ...PEOPLE[id] }),
    }),
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());

  t = await createTestApp({
    env: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'tapin',
      OIDC_CLIENT_SECRET: 'tapin-secret',
      OIDC_PROVIDER_NAME: 'Club Login',
    },
  });
  // Someone already exists, so OIDC newcomers are pending like everyone else.
  await signInAs(t, 'owner@club.test');
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Follows the provider's redirects and submits its forms until it sends us back to TapIn. */
async function loginAtProvider(start: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = start;
  let form: { action: string; fields: URLSearchParams } | null = null;
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(TEST_ORIGIN)) return url;
    const response: Response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? form.fields : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
    form = null;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const html: string = await response.text();
    const action: string | undefined = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`provider page without a form: ${html.slice(0, 200)}`);
    const fields = new URLSearchParams();
    for (const [, name, value] of html.matchAll(
      /<input type="hidden" name="([^"]+)" value="([^"]*)"/g,
    )) {
      fields.set(name!, value!);
    }
    if (html.includes('name="login"')) {
      fields.set('login', login);
      fields.set('password', 'any');
    }
    form = { action: new URL(action, url).href, fields };
    url = form.action;
  }
  throw new Error('too many steps at the provider');
}

async function signInWithProvider(
  login: string,
  startUrl = '/api/auth/oidc/start',
  browser: { acceptLanguage?: string; localeCookie?: string } = {},
) {
  const start = await t.app.inject({ method: 'GET', url: startUrl });
  expect(start.statusCode).toBe(302);
  const flowCookie = start.cookies.find((cookie) => cookie.name === 'tapin_oidc');
  const back = await loginAtProvider(start.headers.location as string, login);
  const cookies = [`tapin_oidc=${flowCookie?.value}`];
  if (browser.localeCookie) cookies.push(`tapin_locale=${browser.localeCookie}`);
  return t.app.inject({
    method: 'GET',
    url: back.replace(TEST_ORIGIN, ''),
    headers: {
      cookie: cookies.join('; '),
      ...(browser.acceptLanguage ? { 'accept-language': browser.acceptLanguage } : {}),
    },
  });
}

const savedLocale = async (email: string) =>
  (await t.db.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]
    ?.locale ?? null;
const localeCookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === 'tapin_locale')?.value;

describe('sign-in with an OpenID Connect provider', () => {
  it('is offered by name when configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({
      oidc: { name: 'Club Login', startUrl: '/api/auth/oidc/start' },
    });
  });

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    const location = new URL(start.headers.location as string);
    expect(location.origin).toBe(issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    for (const param of ['code_challenge', 'state', 'nonce']) {
      expect(location.searchParams.get(param)).toBeTruthy();
    }
    expect(start.cookies.find((cookie) => cookie.name === 'tapin_oidc')).toMatchObject({
      httpOnly: true,
    });
  });

  it('creates a pending account with the name from the provider and signs it in', async () => {
    const callback = await signInWithProvider('alice');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/pending-approval');
    const session = callback.cookies.find((cookie) => cookie.name === 'tapin_session');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `tapin_session=${session?.value}` },
    });
    expect(me.json()).toMatchObject({
      email: 'alice@club.test',
      firstName: 'Alice',
      lastName: 'Archer',
      role: 'pending',
    });
  });

  it('brings a coach back to the staff page first asked for', async () => {
    await t.db.update(users).set({ role: 'coach' }).where(eq(users.email, 'alice@club.test'));
    const next = '/coach/tools?tab=reports';
    const callback = await signInWithProvider(
      'alice',
      `/api/auth/oidc/start?${new URLSearchParams({ next })}`,
    );
    expect(callback.headers.location).toBe(next);
    const offSite = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/start?next=//evil.example/admin',
    });
    expect(offSite.statusCode).toBe(400);
    expect(offSite.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: messages.errors.invalidReturnPath,
    });
  });

  it('refuses an unverified email', async () => {
    const callback = await signInWithProvider('mallory');
    expect(callback.headers.location).toBe('/coach/login?error=oidc');
    expect(callback.cookies.find((cookie) => cookie.name === 'tapin_session')).toBeUndefined();
  });

  it("refuses an email the provider does not vouch for, so nobody takes over the owner's account", async () => {
    const callback = await signInWithProvider('oscar');
    expect(callback.headers.location).toBe('/coach/login?error=oidc');
    expect(callback.cookies.find((cookie) => cookie.name === 'tapin_session')).toBeUndefined();
  });

  it('refuses a callback without the signed flow cookie (forged or replayed)', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    const back = await loginAtProvider(start.headers.location as string, 'alice');
    for (const cookie of [undefined, 'tapin_oidc=%7B%22state%22%3A%22x%22%7D']) {
      const callback = await t.app.inject({
        method: 'GET',
        url: back.replace(TEST_ORIGIN, ''),
        headers: cookie ? { cookie } : {},
      });
      expect(callback.headers.location).toBe('/coach/login?error=oidc');
      expect(callback.cookies.find((c) => c.name === 'tapin_session')).toBeUndefined();
    }
  });

  it("brings the account's saved language to this browser, as the magic link does (decision 045)", async () => {
    await t.db.update(users).set({ locale: 'es' }).where(eq(users.email, 'alice@club.test'));
    const callback = await signInWithProvider('alice', undefined, { acceptLanguage: 'en-US' });
    expect(callback.statusCode).toBe(302);
    expect(localeCookieOf(callback)).toBe('es');
    expect(await savedLocale('alice@club.test')).toBe('es');
  });

  it("saves the language a coach reads in when the account has none, and this browser's switch over the saved one", async () => {
    await t.db.update(users).set({ locale: null }).where(eq(users.email, 'alice@club.test'));
    const english = await signInWithProvider('alice', undefined, { acceptLanguage: 'en-US' });
    expect(localeCookieOf(english)).toBeUndefined();
    expect(await savedLocale('alice@club.test')).toBeNull();

    const spanish = await signInWithProvider('alice', undefined, { acceptLanguage: 'es-MX,es' });
    expect(spanish.statusCode).toBe(302);
    expect(await savedLocale('alice@club.test')).toBe('es');

    const switched = await signInWithProvider('alice', undefined, {
      acceptLanguage: 'es-MX',
      localeCookie: 'en',
    });
    expect(switched.statusCode).toBe(302);
    expect(localeCookieOf(switched)).toBeUndefined();
    expect(await savedLocale('alice@club.test')).toBe('en');
  });
});
