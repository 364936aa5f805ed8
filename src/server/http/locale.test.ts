/**
 * The language of every answer (decision 045): the switch, the saved choice, Accept-Language,
 * the install's default, English; and what TapIn sends (the verification text, the sign-in
 * email, the CSV report) in the language of the person it goes to.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardianContacts, users } from '../db/schema.ts';
import { createEventWithRoster } from '../db/seed.ts';
import {
  cookieHeader,
  createTestApp,
  signInAs,
  TEST_ORIGIN,
  type TestApp,
  verifyParent,
} from '../testing/test-app.ts';

let t: TestApp;
let spanishDefault: TestApp | undefined;
let webDir: string;

beforeAll(async () => {
  // A built page to serve, so a page's answer is tested as well as the API's.
  webDir = await mkdtemp(path.join(tmpdir(), 'tapin-locale-web-'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>TapIn app</title>');
  t = await createTestApp({ env: { ADMIN_EMAILS: 'coach@locale.test' }, webRoot: webDir });
});
afterAll(async () => {
  await t.close();
  await spanishDefault?.close();
  await rm(webDir, { recursive: true, force: true });
});

const badPhone = (headers: Record<string, string> = {}, app: TestApp = t) =>
  app.app.inject({
    method: 'POST',
    url: '/api/send-verification',
    headers: { origin: TEST_ORIGIN, ...headers },
    payload: { phoneNumber: 'not a phone' },
  });

describe('the language of an answer', () => {
  it('follows Accept-Language, says so, and varies on it', async () => {
    const es = await badPhone({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' });
    expect(es.statusCode).toBe(400);
    expect(es.json().message).toBe('Ingrese un número de teléfono válido');
    expect(es.headers['content-language']).toBe('es-US');
    expect(String(es.headers.vary)).toMatch(/Accept-Language/);

    const en = await badPhone({ 'accept-language': 'en-US' });
    expect(en.json().message).toBe('Please enter a valid phone number');
    expect(en.headers['content-language']).toBe('en-US');
    const none = await badPhone();
    expect(none.json().message).toBe('Please enter a valid phone number');
  });

  it('the switch (its cookie) wins over Accept-Language', async () => {
    const en = await badPhone({ 'accept-language': 'es-MX', cookie: 'tapin_locale=en' });
    expect(en.json().message).toBe('Please enter a valid phone number');
    const es = await badPhone({ 'accept-language': 'en-US', cookie: 'tapin_locale=es' });
    expect(es.json().message).toBe('Ingrese un número de teléfono válido');
  });

  it("an error raised in a route is in the request's language", async () => {
    const signedOut = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { 'accept-language': 'es' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe('No autorizado: inicie sesión.');
    expect(signedOut.headers['content-language']).toBe('es-US');
  });

  it("the install's default decides when the browser asks for nothing TapIn speaks", async () => {
    spanishDefault = await createTestApp({ env: { DEFAULT_LOCALE: 'es' } });
    const fr = await badPhone({ 'accept-language': 'fr-FR' }, spanishDefault);
    expect(fr.json().message).toBe('Ingrese un número de teléfono válido');
    const en = await badPhone({ 'accept-language': 'en-US' }, spanishDefault);
    expect(en.json().message).toBe('Please enter a valid phone number');
  });
});

describe('a cookie with broken percent-encoding', () => {
  const broken = ['%E0%A4%A', '%', '%zz', 'es%'];

  it.each(broken)(
    'the language cookie %j is ignored: pages and API answer, in the default language',
    async (value) => {
      const cookie = `tapin_locale=${value}`;
      const page = await t.app.inject({ method: 'GET', url: '/check-in', headers: { cookie } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('TapIn app');
      const api = await badPhone({ cookie });
      expect(api.statusCode).toBe(400);
      expect(api.json().message).toBe('Please enter a valid phone number');
      expect(api.headers['content-language']).toBe('en-US');
      // Ignored, not guessed at: the browser's language still decides.
      const es = await badPhone({ cookie, 'accept-language': 'es-MX' });
      expect(es.json().message).toBe('Ingrese un número de teléfono válido');
    },
  );

  it('a broken session or device cookie is no session, never a 500', async () => {
    const cookie = 'tapin_session=%E0%A4%A; tapin_parent=%E0%A4%A; tapin_locale=%E0%A4%A';
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(user.statusCode).toBe(401);
    expect(user.json().message).toBe('Unauthorized: please sign in.');
    const parent = await t.app.inject({
      method: 'GET',
      url: '/api/parent/session',
      headers: { cookie },
    });
    expect(parent.statusCode).toBe(200);
    expect(parent.json()).toEqual({ phoneNumber: null });
  });
});

describe('what TapIn sends, in the reader’s language', () => {
  it('texts the code in Spanish to a Spanish browser, without accents outside GSM-7', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/send-verification',
      headers: { origin: TEST_ORIGIN, 'accept-language': 'es-MX' },
      payload: { phoneNumber: '5550104444' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toMatch(/^Enviamos un código de 6 dígitos/);
    const [text] = await t.app.deps.outbox.list({ to: '+15550104444' });
    expect(text?.body).toMatch(
      /^Su codigo de verificacion de TapIn es \d{6}\. Vence en 10 minutos\./,
    );
  });

  it('saves the switch for the verified phone; another device of that phone adopts it', async () => {
    const phone = '+15550105555';
    const parent = await verifyParent(t, phone, '10.9.0.1');
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/locale',
      headers: { origin: TEST_ORIGIN, cookie: parent },
      payload: { locale: 'es' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ locale: 'es', savedFor: ['phone'] });
    expect(chosen.cookies.find((c) => c.name === 'tapin_locale')?.value).toBe('es');
    const [row] = await t.db
      .select({ locale: guardianContacts.locale })
      .from(guardianContacts)
      .where(eq(guardianContacts.phoneNumber, '+15550105555'));
    expect(row?.locale).toBe('es');

    // A second phone browser in English verifies the same number: it gets the choice.
    t.clock.advance(120_000);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/send-verification',
      headers: { origin: TEST_ORIGIN, 'accept-language': 'en-US' },
      remoteAddress: '10.9.0.2',
      payload: { phoneNumber: phone },
    });
    const [message] = await t.app.deps.outbox.list({ to: '+15550105555' });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify-code',
      headers: { origin: TEST_ORIGIN, cookie: cookieHeader(sent), 'accept-language': 'en-US' },
      remoteAddress: '10.9.0.2',
      payload: { phoneNumber: phone, code: message?.code },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.cookies.find((c) => c.name === 'tapin_locale')?.value).toBe('es');
  });

  it('refuses a language TapIn does not offer, and changes nothing', async () => {
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/locale',
      headers: { origin: TEST_ORIGIN },
      payload: { locale: 'xx' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.cookies).toEqual([]);
  });

  it('emails the sign-in link in the language the account chose, and reports in it', async () => {
    const coach = await signInAs(t, 'coach@locale.test');
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/locale',
      headers: { origin: TEST_ORIGIN, cookie: coach },
      payload: { locale: 'es' },
    });
    expect(chosen.json().savedFor).toEqual(['account']);
    const [user] = await t.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, 'coach@locale.test'));
    expect(user?.locale).toBe('es');

    // A new device with an English browser asks for a link: it comes in Spanish.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/magic-link',
      headers: { origin: TEST_ORIGIN, 'accept-language': 'en-US' },
      payload: { email: 'coach@locale.test' },
    });
    const [email] = await t.app.deps.outbox.list({ to: 'coach@locale.test' });
    expect(email?.subject).toBe('Su enlace para entrar en TapIn');
    expect(email?.body).toMatch(/^Entre en TapIn con este enlace/);

    const { event } = await createEventWithRoster(t.db, {
      name: 'Informe',
      locationName: 'Gimnasio',
      date: new Date('2030-05-01T15:00:00Z'),
      roster: [{ firstName: 'Ana', lastName: 'Núñez' }],
    });
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/events/${event.id}/report?tz=UTC`,
      headers: { cookie: `${coach}; tapin_locale=es` },
    });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-language']).toBe('es-US');
    const [header, row] = report.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Nombre,Apellido,Equipo,Año de graduación,Registrado,Hora de registro (UTC),Origen,Anotado sin conexión',
    );
    expect(row).toBe('Ana,Núñez,,,No,,,');
  });
});
