/**
 * Builds the real app on a fresh database for one test file: PGlite from the migrated
 * template, or (TEST_DB=postgres) a new database on TEST_DATABASE_URL, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { parentLinks } from '../db/schema.ts';
import { createEventWithRoster } from '../db/seed.ts';
import { manualClock } from '../platform/clock.ts';
import type { SmsSender } from '../platform/sms.ts';
import { migrationsHash, templateDir } from './global-setup.ts';
import { type MultipartPart, multipart } from './multipart.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** A fresh, migrated database of the kind this test project runs on. */
export async function createTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  if (testDatabaseKind() === 'pglite') {
    const file = path.join(templateDir, `pglite-template-${migrationsHash()}.tar.gz`);
    const database = await openDatabase({
      kind: 'pglite',
      loadDataDir: new Blob([readFileSync(file)]),
    });
    return { ...database, drop: () => database.close() };
  }

  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `tapin_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 60 });
  await database.migrate();
  return {
    ...database,
    async drop() {
      await database.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  sms?: SmsSender;
  /** The alert texts' sender (decision 042); default: as the app makes it from `env`. */
  alertSms?: SmsSender;
  /** A folder to serve as the built browser app (none by default). */
  webRoot?: string;
  /** Limits of the roster-file readers (decision 037). */
  rosterParsing?: BuildAppOptions['rosterParsing'];
}

export async function createTestApp(options: TestAppOptions = {}) {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
    ...options.env,
  });
  /** Tests move time with clock.advance(ms). */
  const clock = manualClock();
  const app = await buildApp({
    config,
    database,
    clock,
    sms: options.sms,
    alertSms: options.alertSms,
    logger: false,
    serveWeb: Boolean(options.webRoot),
    webRoot: options.webRoot,
    rosterParsing: options.rosterParsing,
    scheduleLifecycle: false,
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    clock,
    config,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The Set-Cookie of a response as a Cookie request header. */
export function cookieHeader(response: { cookies: { name: string; value: string }[] }): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** Sends a code to `phone`, reads it from the dev outbox and verifies: a parent's cookie. */
export async function verifyParent(t: TestApp, phone: string, ip = '10.0.0.1'): Promise<string> {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/send-verification',
    headers: { origin: TEST_ORIGIN },
    remoteAddress: ip,
    payload: { phoneNumber: phone },
  });
  if (sent.statusCode !== 200)
    throw new Error(`send-verification: ${sent.statusCode} ${sent.body}`);
  const code = await latestCode(t, phone);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/verify-code',
    // The code answers only the browser that asked for it: its verification cookie.
    headers: { origin: TEST_ORIGIN, cookie: cookieHeader(sent) },
    remoteAddress: ip,
    payload: { phoneNumber: phone, code },
  });
  if (verified.statusCode !== 200)
    throw new Error(`verify-code: ${verified.statusCode} ${verified.body}`);
  return cookieHeader({ cookies: verified.cookies.filter((cookie) => cookie.value !== '') });
}

export async function latestCode(t: TestApp, phone: string): Promise<string> {
  const [message] = await t.app.deps.outbox.list({ to: phone });
  if (!message?.code) throw new Error(`no code in the outbox for ${phone}`);
  return message.code;
}

/** The token inside the newest magic link emailed to `email` (read from the dev outbox). */
export async function latestMagicToken(t: TestApp, email: string): Promise<string> {
  const [message] = await t.app.deps.outbox.list({ to: email });
  const token = message?.link ? new URL(message.link).hash.replace('#token=', '') : '';
  if (!token) throw new Error(`no magic link in the outbox for ${email}`);
  return token;
}

/** Signs `email` in through the real magic-link flow; returns the session cookie header. */
export async function signInAs(t: TestApp, email: string, ip = '10.8.0.1'): Promise<string> {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/magic-link',
    headers: { origin: TEST_ORIGIN },
    remoteAddress: ip,
    payload: { email },
  });
  if (sent.statusCode !== 200) throw new Error(`magic-link: ${sent.statusCode} ${sent.body}`);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    headers: { origin: TEST_ORIGIN },
    remoteAddress: ip,
    payload: { token: await latestMagicToken(t, email) },
  });
  if (verified.statusCode !== 200)
    throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  return cookieHeader(verified);
}

/**
 * Signs `email` in and has the admin behind `adminCookie` make them a coach; answers the
 * coach's session cookie and user id.
 */
export async function signInAsCoach(
  t: TestApp,
  adminCookie: string,
  email: string,
  ip = '10.8.0.1',
): Promise<{ cookie: string; id: string }> {
  const cookie = await signInAs(t, email, ip);
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  const { id } = me.json() as { id: string };
  const approved = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${id}/role`,
    payload: { role: 'coach' },
    headers: { cookie: adminCookie, origin: TEST_ORIGIN },
  });
  if (approved.statusCode !== 200) throw new Error(`role: ${approved.statusCode} ${approved.body}`);
  return { cookie, id };
}

/**
 * Imports a roster file of `First Name,Last Name` lines onto an event as `cookie`'s staff
 * member, through the upload route (`action=import`); answers the route's answer.
 */
export async function importRosterCsv(
  t: TestApp,
  cookie: string,
  eventId: string,
  lines: string[],
) {
  return uploadRoster(t, cookie, [
    { name: 'eventId', value: eventId },
    { name: 'action', value: 'import' },
    {
      name: 'file',
      filename: 'roster.csv',
      content: ['First Name,Last Name', ...lines].join('\n'),
    },
  ]);
}

/** Posts a multipart body to the roster upload route as `cookie`'s staff member. */
export function uploadRoster(t: TestApp, cookie: string, parts: MultipartPart[]) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/roster/upload',
    headers: { ...body.headers, cookie, origin: TEST_ORIGIN },
    payload: body.payload,
  });
}

/**
 * Guardian links as a coach's previewed import or confirmation leaves them: confirmed
 * (decision 059), so the phone is the child's guardian for pickup and texts. A test of an
 * unconfirmed phone inserts its links without this.
 */
export function confirmedLinks<T extends { phoneNumber: string; athleteId: string }>(
  links: T | T[],
): (T & { confirmedAt: Date; confirmedBy: 'coach' })[] {
  return (Array.isArray(links) ? links : [links]).map((link) => ({
    ...link,
    confirmedAt: new Date(),
    confirmedBy: 'coach' as const,
  }));
}

/**
 * An active event starting now whose athletes (the first names, one last name) are all
 * linked to `phone`: the parent who checks them in with one tap.
 */
export async function createLinkedEvent(
  db: Database['db'],
  options: {
    name: string;
    locationName: string;
    firstNames: string[];
    lastName: string;
    phone: string;
  },
) {
  const { event, athletes } = await createEventWithRoster(db, {
    name: options.name,
    locationName: options.locationName,
    date: new Date(),
    active: true,
    roster: options.firstNames.map((firstName) => ({ firstName, lastName: options.lastName })),
  });
  const athleteIds = athletes.map((athlete) => athlete.id);
  await db
    .insert(parentLinks)
    .values(
      confirmedLinks(athleteIds.map((athleteId) => ({ phoneNumber: options.phone, athleteId }))),
    );
  return { eventId: event.id, athleteIds };
}
