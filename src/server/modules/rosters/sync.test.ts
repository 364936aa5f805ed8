/**
 * Roster sync from a Google Sheet, against a local HTTP server standing in for Google
 * (allowed explicitly by address and port, with the test-only plain-http flag), and the
 * SSRF refusals with the production defaults.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, eventRoster, events, parentLinks } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { createTestApp, signInAs, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { messages } from '#shared/messages.ts';

const SHEET_CSV = [
  'First Name,Last Name,Team,Grad Year',
  'Sia,Sync,Sheet Hawks,2030',
  'Tom,Sync,Sheet Hawks,2031',
  'Uli,Sync,,',
  'Bad,Year,Sheet Hawks,1850',
].join('\r\n');

/** A sheet with guardian phone columns; the test edits it between syncs. */
let guardianSheet = '';

let google: http.Server;
let port: number;
const seen: string[] = [];
const hanging: http.ServerResponse[] = [];

/** What Google does, on 127.0.0.1. */
function standIn(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://stand-in');
  seen.push(url.pathname + url.search);
  const csv = (body: string) =>
    response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end(body);
  const redirect = (location: string, status = 307) =>
    response.writeHead(status, { location }).end();
  switch (url.pathname) {
    case '/spreadsheets/d/PUBLIC/export':
      // Google's export answers with a redirect to a googleusercontent host.
      return redirect(`/content/PUBLIC?${url.searchParams}`);
    case '/content/PUBLIC':
      return csv(SHEET_CSV);
    case '/spreadsheets/d/e/PUBKEY/pub':
      return csv('Name,School,Class\n"Vale, Vera",Pub Owls,2032\n');
    case '/spreadsheets/d/PRIVATE/export':
      return redirect('https://accounts.google.com/v3/signin/identifier?continue=x', 302);
    case '/spreadsheets/d/HTMLPAGE/export':
      return response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<!DOCTYPE html><html><title>Google Sheets - Sign in</title></html>');
    case '/spreadsheets/d/INWARD/export':
      return redirect(`http://localhost:${port}/content/PUBLIC`, 302);
    case '/spreadsheets/d/METADATA/export':
      return redirect('http://169.254.169.254/latest/meta-data/iam/', 302);
    case '/spreadsheets/d/GUARDIANS/export':
      return csv(guardianSheet);
    case '/spreadsheets/d/ALLBAD/export':
      return csv('First Name,Last Name\n,Nofirst\nNolast,\n');
    case '/spreadsheets/d/SLOW/export':
      hanging.push(response);
      return;
    default:
      return response.writeHead(404).end();
  }
}

let t: TestApp;
let coach: string;
/** The same server with production's sheet settings: Google only, https only. */
let prod: TestApp;
let prodCoach: string;
let n = 0;

beforeAll(async () => {
  google = http.createServer(standIn);
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
  port = (google.address() as AddressInfo).port;
  t = await createTestApp({
    env: {
      SHEETS_ALLOWED_HOSTS: `127.0.0.1:${port},localhost:${port}`,
      SHEETS_ALLOW_HTTP: 'true',
      SHEETS_FETCH_TIMEOUT_MS: '500',
    },
  });
  coach = await signInAs(t, 'head@sync.test');
  prod = await createTestApp();
  prodCoach = await signInAs(prod, 'head@sync-prod.test');
});
afterAll(async () => {
  for (const response of hanging) response.destroy();
  google.closeAllConnections();
  await new Promise((resolve) => google.close(resolve));
  await t.close();
  await prod.close();
});

async function newEvent(app: TestApp) {
  const { event } = await createEventWithRoster(app.db, {
    name: `Sync ${n++}`,
    locationName: 'Gym',
    date: new Date(),
    roster: [],
  });
  return event.id;
}

const request = (
  app: TestApp,
  cookie: string,
  method: 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => app.app.inject({ method, url, payload, headers: { cookie, origin: TEST_ORIGIN } });
const connect = (app: TestApp, cookie: string, eventId: string, googleSheetUrl: string) =>
  request(app, cookie, 'PATCH', `/api/events/${eventId}`, { googleSheetUrl });
const sync = (app: TestApp, cookie: string, eventId: string) =>
  request(app, cookie, 'POST', `/api/events/${eventId}/sync-roster`);

async function expectNothingImported(app: TestApp, eventId: string) {
  expect(await app.db.select().from(eventRoster).where(eq(eventRoster.eventId, eventId))).toEqual(
    [],
  );
  const [event] = await app.db.select().from(events).where(eq(events.id, eventId));
  expect(event!.lastSyncAt).toBeNull();
}

describe('syncing a roster from a Google Sheet', () => {
  it("links the sheet's guardian phones, and a later sync drops a phone the sheet no longer lists", async () => {
    const eventId = await newEvent(t);
    const link = `http://127.0.0.1:${port}/spreadsheets/d/GUARDIANS/edit`;
    expect((await connect(t, coach, eventId, link)).statusCode).toBe(200);
    const header = 'First Name,Last Name,Team,Parent 1 Mobile,Parent 2 Mobile';
    guardianSheet = [header, 'Gia,Guard,Owls,(404) 555-0101,404-555-0102'].join('\r\n');
    const first = await sync(t, coach, eventId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().guardianLinks).toEqual({ added: 2, removed: 0 });
    const linked = async () =>
      (
        await t.db
          .select({ phone: parentLinks.phoneNumber, source: parentLinks.source })
          .from(parentLinks)
          .where(eq(parentLinks.eventId, eventId))
      ).map((row) => `${row.source} ${row.phone}`);
    expect((await linked()).sort()).toEqual(['roster +14045550101', 'roster +14045550102']);

    guardianSheet = [header, 'Gia,Guard,Owls,(404) 555-0101,'].join('\r\n');
    const second = await sync(t, coach, eventId);
    expect(second.json().guardianLinks).toEqual({ added: 0, removed: 1 });
    expect(await linked()).toEqual(['roster +14045550101']);
  });

  it('converts the edit link to its CSV export, imports the valid rows and sets lastSyncAt', async () => {
    const eventId = await newEvent(t);
    const link = `http://127.0.0.1:${port}/spreadsheets/d/PUBLIC/edit#gid=42`;
    expect((await connect(t, coach, eventId, link)).statusCode).toBe(200);
    const first = await sync(t, coach, eventId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      message: messages.coachApi.rosterSyncedWithErrors(3, 1),
      count: 3,
      newCount: 3,
      duplicateCount: 0,
      errorCount: 1,
      lastSyncAt: expect.any(String),
    });
    expect(seen).toContain('/spreadsheets/d/PUBLIC/export?format=csv&gid=42');

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { cookie: coach },
    });
    const event = listed.json().find((e: { id: string }) => e.id === eventId);
    expect(event).toMatchObject({ googleSheetUrl: link, lastSyncAt: first.json().lastSyncAt });
    const roster = await t.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/athletes`,
      headers: { cookie: coach },
    });
    expect(roster.json().map((a: { firstName: string }) => a.firstName)).toEqual([
      'Sia',
      'Tom',
      'Uli',
    ]);

    const second = await sync(t, coach, eventId);
    expect(second.json()).toMatchObject({ count: 3, newCount: 0, duplicateCount: 3 });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, eventId));
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'roster.synced',
        details: expect.objectContaining({ source: 'sheet', newCount: 3, errorCount: 1 }),
      }),
    );
  });

  it('uses a published-to-web CSV link as it is', async () => {
    const eventId = await newEvent(t);
    await connect(
      t,
      coach,
      eventId,
      `http://127.0.0.1:${port}/spreadsheets/d/e/PUBKEY/pub?output=csv`,
    );
    const response = await sync(t, coach, eventId);
    expect(response.json()).toMatchObject({
      message: messages.coachApi.rosterSynced(1),
      count: 1,
      newCount: 1,
      errorCount: 0,
    });
  });

  it('tells the coach how to share a sheet that is not public, and imports nothing', async () => {
    for (const id of ['PRIVATE', 'HTMLPAGE']) {
      const eventId = await newEvent(t);
      await connect(t, coach, eventId, `http://127.0.0.1:${port}/spreadsheets/d/${id}/edit`);
      const response = await sync(t, coach, eventId);
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toEqual({
        code: 'SHEET_NOT_SHARED',
        message: messages.errors.sheetNotShared,
      });
      expect(messages.errors.sheetNotShared).toContain("'Anyone with the link can view'");
      await expectNothingImported(t, eventId);
    }
  });

  it('keeps a failed sync on the event, in the words the coach was told, until a sync succeeds', async () => {
    const eventId = await newEvent(t);
    const eventOf = async () => {
      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/events',
        headers: { cookie: coach },
      });
      expect(listed.statusCode, listed.body).toBe(200);
      const all = listed.json() as {
        id: string;
        lastSyncAt: string | null;
        lastSyncError: unknown;
      }[];
      return all.find((event) => event.id === eventId)!;
    };
    await connect(t, coach, eventId, `http://127.0.0.1:${port}/spreadsheets/d/PRIVATE/edit`);
    expect((await sync(t, coach, eventId)).statusCode).toBe(400);
    expect(await eventOf()).toMatchObject({
      lastSyncAt: null,
      lastSyncError: { at: expect.any(String), message: messages.errors.sheetNotShared },
    });
    // Another sheet has not failed yet; a success clears a failure.
    await connect(t, coach, eventId, `http://127.0.0.1:${port}/spreadsheets/d/PUBLIC/edit`);
    expect((await eventOf()).lastSyncError).toBeNull();
    await t.db
      .update(events)
      .set({ lastSyncFailedAt: new Date(), lastSyncError: messages.errors.sheetNotShared })
      .where(eq(events.id, eventId));
    expect((await sync(t, coach, eventId)).statusCode).toBe(200);
    expect((await eventOf()).lastSyncError).toBeNull();
  });

  it('refuses an allowed host that redirects inward, and imports nothing', async () => {
    const cases = [
      ['INWARD', 'SHEET_ADDRESS_REFUSED', messages.errors.sheetAddressRefused],
      ['METADATA', 'SHEET_HOST_NOT_ALLOWED', messages.errors.sheetHostNotAllowed],
    ] as const;
    for (const [id, code, message] of cases) {
      const eventId = await newEvent(t);
      await connect(t, coach, eventId, `http://127.0.0.1:${port}/spreadsheets/d/${id}/edit`);
      const response = await sync(t, coach, eventId);
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toEqual({ code, message });
      await expectNothingImported(t, eventId);
    }
    // An allowed *name* that resolves to loopback is refused when the sync resolves it.
    const eventId = await newEvent(t);
    await connect(t, coach, eventId, `http://localhost:${port}/spreadsheets/d/PUBLIC/edit`);
    const response = await sync(t, coach, eventId);
    expect(response.json()).toEqual({
      code: 'SHEET_ADDRESS_REFUSED',
      message: messages.errors.sheetAddressRefused,
    });
    await expectNothingImported(t, eventId);
  });

  it('gives up on a sheet that does not answer in time', async () => {
    const eventId = await newEvent(t);
    await connect(t, coach, eventId, `http://127.0.0.1:${port}/spreadsheets/d/SLOW/edit`);
    const response = await sync(t, coach, eventId);
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({
      code: 'SHEET_TIMEOUT',
      message: messages.errors.sheetTimeout,
    });
    await expectNothingImported(t, eventId);
  });

  it('refuses a sheet with no valid row, with every row for the error table', async () => {
    const eventId = await newEvent(t);
    await connect(t, coach, eventId, `http://127.0.0.1:${port}/spreadsheets/d/ALLBAD/edit`);
    const response = await sync(t, coach, eventId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.errors.rosterRowErrors(2),
      validCount: 0,
      errorCount: 2,
      athletes: [
        { row: 2, valid: false },
        { row: 3, valid: false },
      ],
    });
    await expectNothingImported(t, eventId);
  });

  it('answers 400 for an event without a sheet and 404 for an unknown event', async () => {
    const eventId = await newEvent(t);
    expect((await sync(t, coach, eventId)).json()).toEqual({
      code: 'SHEET_NOT_CONNECTED',
      message: messages.errors.sheetNotConnected,
    });
    const unknown = await sync(t, coach, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('sheet links aimed anywhere but Google (production settings)', () => {
  const hostile = [
    ['https://127.0.0.1/spreadsheets/d/x/edit', messages.errors.sheetHostNotAllowed],
    ['https://169.254.169.254/latest/meta-data/', messages.errors.sheetHostNotAllowed],
    ['https://[::ffff:127.0.0.1]/spreadsheets/d/x/edit', messages.errors.sheetHostNotAllowed],
    ['https://2130706433/spreadsheets/d/x/edit', messages.errors.sheetHostNotAllowed],
    ['https://0177.0.0.1/spreadsheets/d/x/edit', messages.errors.sheetHostNotAllowed],
    ['https://localhost/spreadsheets/d/x/edit', messages.errors.sheetHostNotAllowed],
    ['file:///etc/passwd', messages.errors.sheetUrlNotHttps],
    ['http://docs.google.com/spreadsheets/d/x/edit', messages.errors.sheetUrlNotHttps],
    ['http://127.0.0.1/spreadsheets/d/x/edit', messages.errors.sheetUrlNotHttps],
  ] as const;

  it('refuses them when connecting', async () => {
    const eventId = await newEvent(prod);
    for (const [url, message] of hostile) {
      const response = await connect(prod, prodCoach, eventId, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({
        code: expect.stringMatching(/^SHEET_/),
        message,
      });
    }
    const [event] = await prod.db.select().from(events).where(eq(events.id, eventId));
    expect(event!.googleSheetUrl).toBeNull();
  });

  it('refuses them again when syncing, even if one was stored some other way', async () => {
    for (const [url, message] of hostile) {
      const eventId = await newEvent(prod);
      await prod.db.update(events).set({ googleSheetUrl: url }).where(eq(events.id, eventId));
      const response = await sync(prod, prodCoach, eventId);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({
        code: expect.stringMatching(/^SHEET_/),
        message,
      });
      await expectNothingImported(prod, eventId);
    }
  });

  it('accepts a real Google Sheets link when connecting', async () => {
    const eventId = await newEvent(prod);
    const link =
      'https://docs.google.com/spreadsheets/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit#gid=0';
    const response = await connect(prod, prodCoach, eventId, link);
    expect(response.statusCode).toBe(200);
    expect(response.json().googleSheetUrl).toBe(link);
  });
});
