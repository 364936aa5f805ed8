import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athletes, auditLog, checkIns, eventAthletes, events } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { attachment } from '#server/http/content-disposition.ts';
import { neutralizeCell } from '#server/http/spreadsheet-csv.ts';
import { multipart } from '#server/testing/multipart.ts';
import { createTestApp, signInAs, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { messages } from '#shared/messages.ts';

const run = promisify(execFile);

let t: TestApp;
let coach: string;
let tmp: string;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: coach, origin: TEST_ORIGIN } });
const createEvent = (payload: object) => call('POST', '/api/events', payload);
const patchEvent = (id: string, payload: object) => call('PATCH', `/api/events/${id}`, payload);
const newEvent = async (name: string, date = '2030-05-01T15:00:00.000Z') =>
  (await createEvent({ name, locationName: 'Main Gym', date })).json() as { id: string };

/** Decodes a QR image with Debian's zbarimg (it also prints a harmless D-Bus error). */
async function decodeQr(png: Buffer): Promise<string> {
  const file = path.join(tmp, `qr-${Math.random().toString(36).slice(2)}.png`);
  await writeFile(file, png);
  const { stdout } = await run('/usr/bin/zbarimg', ['--quiet', '--raw', file]);
  return stdout.trim();
}

beforeAll(async () => {
  t = await createTestApp();
  coach = await signInAs(t, 'head@events.test');
  tmp = await mkdtemp(path.join(os.tmpdir(), 'tapin-events-'));
});
afterAll(async () => {
  await t.close();
  await rm(tmp, { recursive: true, force: true });
});

describe('creating and listing events', () => {
  it('creates an inactive event, derives locationId, trims and collapses spaces, and audits', async () => {
    const created = await createEvent({
      name: '  Spring Invitational ',
      locationName: '  Lincoln   High\tGym ',
      locationId: 'something-else',
      date: '2030-03-01T09:30:00-05:00',
      active: true,
    });
    expect(created.statusCode).toBe(201);
    const event = created.json();
    expect(event).toEqual({
      id: expect.any(String),
      name: 'Spring Invitational',
      locationId: 'lincoln-high-gym',
      locationName: 'Lincoln High Gym',
      date: '2030-03-01T14:30:00.000Z',
      active: false,
      googleSheetUrl: null,
      lastSyncAt: null,
      seriesId: null,
      endsAt: null,
      cancelled: false,
      autoOpenMinutes: null,
      overlappedBy: null,
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, event.id));
    expect(entry).toMatchObject({ action: 'event.created', actorType: 'user' });
  });

  it('refuses a blank name, a missing location and a date without a zone', async () => {
    const base = { name: 'Meet', locationName: 'Gym', date: '2030-03-01T09:30:00Z' };
    expect((await createEvent({ ...base, name: '   ' })).json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: messages.errors.eventNameRequired,
    });
    expect((await createEvent({ ...base, locationName: '' })).json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: messages.errors.locationRequired,
    });
    const local = await createEvent({ ...base, date: '2030-03-01T09:30' });
    expect(local.statusCode).toBe(400);
    expect(local.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: messages.errors.eventDateInvalid,
    });
    expect((await createEvent({ ...base, date: 'tomorrow' })).statusCode).toBe(400);
  });

  it('lists events newest date first', async () => {
    await newEvent('List Old', '2031-01-01T10:00:00Z');
    await newEvent('List New', '2031-06-01T10:00:00Z');
    await newEvent('List Middle', '2031-03-01T10:00:00Z');
    const list = await call('GET', '/api/events');
    expect(list.statusCode).toBe(200);
    const names = list
      .json()
      .map((event: { name: string }) => event.name)
      .filter((name: string) => name.startsWith('List '));
    expect(names).toEqual(['List New', 'List Middle', 'List Old']);
  });
});

describe('updating events', () => {
  it('renames with the name trimmed; a blank name is refused', async () => {
    const { id } = await newEvent('Old Name');
    const renamed = await patchEvent(id, { name: '  New Name  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('New Name');
    const blank = await patchEvent(id, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Event name cannot be empty',
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'event.renamed',
        details: { from: 'Old Name', to: 'New Name' },
      }),
    );
  });

  it('keeps exactly one event active: activating one switches the others off', async () => {
    const a = await newEvent('Active A');
    const b = await newEvent('Active B');
    expect((await patchEvent(a.id, { active: true })).json().active).toBe(true);
    expect((await patchEvent(b.id, { active: true })).json().active).toBe(true);
    const active = await t.db.select().from(events).where(eq(events.active, true));
    expect(active.map((event) => event.id)).toEqual([b.id]);
    expect((await patchEvent(b.id, { active: false })).json().active).toBe(false);
    expect(await t.db.select().from(events).where(eq(events.active, true))).toEqual([]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, b.id));
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'event.activated', details: { deactivated: [a.id] } }),
    );
  });

  it('leaves one active event when several are switched on at the same moment', async () => {
    const created = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => newEvent(`Race ${n}`, '2032-01-01T10:00:00Z')),
    );
    const answers = await Promise.all(
      created.map((event) => patchEvent(event.id, { active: true })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const active = await t.db.select().from(events).where(eq(events.active, true));
    expect(active).toHaveLength(1);
  });

  it('refuses an empty update and answers 404 for an unknown event', async () => {
    const { id } = await newEvent('Empty Patch');
    expect((await patchEvent(id, {})).json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: messages.errors.eventUpdateEmpty,
    });
    const missing = await patchEvent('00000000-0000-4000-8000-000000000000', { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'EVENT_NOT_FOUND',
      message: messages.errors.eventNotFound,
    });
  });

  it('connects, replaces and disconnects a Google Sheet; a non-sheet link is refused', async () => {
    const { id } = await newEvent('Sheet Event');
    const url = 'https://docs.google.com/spreadsheets/d/1AbC-dEf_123/edit#gid=42';
    const connected = await patchEvent(id, { googleSheetUrl: ` ${url} ` });
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toMatchObject({ googleSheetUrl: url, lastSyncAt: null });
    await t.db.update(events).set({ lastSyncAt: new Date() }).where(eq(events.id, id));
    const other = 'https://docs.google.com/spreadsheets/d/e/2PACX-1vQ/pub?output=csv';
    const replaced = await patchEvent(id, { googleSheetUrl: other });
    expect(replaced.json()).toMatchObject({ googleSheetUrl: other, lastSyncAt: null });

    for (const [bad, message] of [
      ['https://docs.google.com/document/d/1AbC/edit', messages.errors.sheetUrlInvalid],
      ['https://example.com/spreadsheets/d/1AbC/edit', messages.errors.sheetHostNotAllowed],
      ['not a url', messages.errors.sheetUrlInvalid],
      ['', messages.errors.sheetUrlRequired],
    ] as const) {
      const refused = await patchEvent(id, { googleSheetUrl: bad });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json(), bad).toEqual({
        code: expect.stringMatching(/^(SHEET_|VALIDATION)/),
        message,
      });
    }
    const disconnected = await patchEvent(id, { googleSheetUrl: null });
    expect(disconnected.json().googleSheetUrl).toBeNull();
  });
});

describe('rosters of an event', () => {
  it('answers the same roster on both paths, with team and grad year', async () => {
    const { event } = await createEventWithRoster(t.db, {
      name: 'Roster Event',
      locationName: 'Gym',
      date: new Date(),
      roster: [
        { firstName: 'Zed', lastName: 'Young', team: 'Owls', gradYear: 2031 },
        { firstName: 'Amy', lastName: 'Adams', team: null, gradYear: null },
      ],
    });
    const byEvent = await call('GET', `/api/events/${event.id}/athletes`);
    const byRoster = await call('GET', `/api/roster/${event.id}`);
    expect(byEvent.statusCode).toBe(200);
    expect(byRoster.json()).toEqual(byEvent.json());
    expect(byEvent.json()).toEqual([
      expect.objectContaining({ firstName: 'Amy', lastName: 'Adams', teamName: null }),
      expect.objectContaining({
        firstName: 'Zed',
        lastName: 'Young',
        teamName: 'Owls',
        teamId: expect.any(String),
        gradYear: 2031,
      }),
    ]);
    const missing = await call('GET', '/api/roster/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });
});

describe('QR codes', () => {
  it('downloads a PNG that decodes to exactly PUBLIC_URL/check-in?event={id}, whatever the Host', async () => {
    const { id } = await newEvent('Fall Classic');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/events/${id}/qr`,
      headers: { cookie: coach, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Fall Classic-qr-code.png"',
    );
    expect(await decodeQr(response.rawPayload)).toBe(`${TEST_ORIGIN}/check-in?event=${id}`);
  });

  it('answers a data: URL of the same QR code', async () => {
    const { id } = await newEvent('Data URL Meet');
    const response = await call('GET', `/api/qr-code/${id}`);
    expect(response.statusCode).toBe(200);
    const { url, checkInUrl } = response.json();
    expect(url).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
    expect(await decodeQr(png)).toBe(`${TEST_ORIGIN}/check-in?event=${id}`);
    // The address shown next to the code is the one inside it.
    expect(checkInUrl).toBe(`${TEST_ORIGIN}/check-in?event=${id}`);
    expect((await call('GET', '/api/qr-code/not-a-uuid')).statusCode).toBe(400);
  });

  it('keeps a hostile event name out of the download header', async () => {
    const { id } = await newEvent('Finals "25"\r\nSet-Cookie: x=1 ../../etc/passwd; ü');
    const response = await call('GET', `/api/events/${id}/qr`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const header = String(response.headers['content-disposition']);
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="Finals \\"25\\"Set-Cookie: x=1 ..-..-etc-passwd; u-qr-code.png"; ` +
        `filename*=UTF-8''Finals%20%2225%22Set-Cookie%3A%20x%3D1%20..-..-etc-passwd%3B%20%C3%BC-qr-code.png`,
    );
    expect(attachment('')).toBe('attachment; filename=download');
  });
});

describe('check-in report', () => {
  it('lists every roster athlete with Yes/No, time and source; formula cells are neutralised', async () => {
    const { id } = await newEvent('Report Day');
    // Hostile names arrive the way real ones do: in an uploaded roster file.
    const csv = [
      'First Name,Last Name,Team Name,Grad Year',
      '"=HYPERLINK(""http://evil.example"",""click"")",Smith,Eagles,2030',
      '+SUM(1;2),Jones,-Hawks,2031',
      '@cmd,-2+3,Eagles,',
      'José,Muñoz,Eagles,2032',
    ].join('\r\n');
    const body = multipart([
      { name: 'eventId', value: id },
      { name: 'action', value: 'import' },
      { name: 'file', filename: 'roster.csv', content: csv },
    ]);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/roster/upload',
      headers: { ...body.headers, cookie: coach, origin: TEST_ORIGIN },
      payload: body.payload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const roster = (await call('GET', `/api/roster/${id}`)).json() as {
      id: string;
      lastName: string;
    }[];
    const byLast = (lastName: string) => roster.find((a) => a.lastName === lastName)!.id;
    const qrTime = new Date('2030-05-01T15:05:00.000Z');
    await t.db.insert(checkIns).values([
      { athleteId: byLast('Smith'), eventId: id, source: 'qr', timestamp: qrTime },
      { athleteId: byLast('Jones'), eventId: id, source: 'manual_fallback' },
    ]);

    const response = await call('GET', `/api/events/${id}/report?tz=America/New_York`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Report Day-check-in-report.csv"',
    );
    expect(response.body.startsWith('\ufeff')).toBe(true);
    const parsed = Papa.parse<string[]>(response.body.slice(1).trimEnd(), { delimiter: ',' });
    const [header, ...rows] = parsed.data;
    expect(header).toEqual(messages.coachApi.reportHeader('America/New_York'));
    expect(rows).toHaveLength(4);
    const jonesTime = rows.find((row) => row[1] === 'Jones')![5]!;
    expect(rows).toEqual(
      expect.arrayContaining([
        [
          `'=HYPERLINK("http://evil.example","click")`,
          'Smith',
          'Eagles',
          '2030',
          'Yes',
          // 15:05 UTC is 11:05 in New York in May (daylight saving time).
          '05/01/2030 11:05:00 AM',
          'QR code',
        ],
        ["'+SUM(1;2)", 'Jones', "'-Hawks", '2031', 'Yes', jonesTime, 'manual'],
        ["'@cmd", "'-2+3", 'Eagles', '', 'No', '', ''],
        ['José', 'Muñoz', 'Eagles', '2032', 'No', '', ''],
      ]),
    );
    expect(jonesTime).toMatch(/^\d\d\/\d\d\/\d{4} \d{1,2}:\d\d:\d\d [AP]M$/);
    // No cell a spreadsheet would evaluate.
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('gives times in UTC without a zone, and refuses an unknown zone', async () => {
    const { id } = await newEvent('Zone Day');
    const [athlete] = await t.db
      .insert(athletes)
      .values({ firstName: 'Zed', lastName: 'Zone' })
      .returning();
    await t.db.insert(eventAthletes).values({ eventId: id, athleteId: athlete!.id });
    await t.db.insert(checkIns).values({
      athleteId: athlete!.id,
      eventId: id,
      source: 'qr',
      timestamp: new Date('2030-12-01T23:30:00.000Z'),
    });
    const rowsOf = (body: string) => Papa.parse<string[]>(body.slice(1).trimEnd()).data;

    const utc = rowsOf((await call('GET', `/api/events/${id}/report`)).body);
    expect(utc[0]).toEqual(messages.coachApi.reportHeader('UTC'));
    expect(utc[1]![5]).toBe('12/01/2030 11:30:00 PM');
    // Chicago is six hours behind in December: the evening check-in is still on the 1st.
    const chicago = rowsOf((await call('GET', `/api/events/${id}/report?tz=America/Chicago`)).body);
    expect(chicago[1]![5]).toBe('12/01/2030 5:30:00 PM');

    // AET and IST: names ICU knows that PostgreSQL refuses or reads as another place (decision 040).
    for (const tz of ['Mars/Olympus_Mons', 'x'.repeat(65), '', 'AET', 'IST']) {
      const refused = await call('GET', `/api/events/${id}/report?tz=${encodeURIComponent(tz)}`);
      expect(refused.statusCode, tz).toBe(400);
      expect(refused.json()).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    }
    const unknown = await call('GET', `/api/events/${id}/report?tz=Mars/Olympus_Mons`);
    expect(unknown.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: messages.coachApi.unknownTimeZone,
    });
  });

  it('neutralises cells starting with = + - @, tab or CR, and nothing else', () => {
    expect(['=1', '+1', '-1', '@a', '\tx', '\rx', 'a=1', '', "'=1"].map(neutralizeCell)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@a",
      "'\tx",
      "'\rx",
      'a=1',
      '',
      "'=1",
    ]);
  });

  it('answers 404 for an unknown event', async () => {
    const response = await call('GET', '/api/events/00000000-0000-4000-8000-000000000000/report');
    expect(response.statusCode).toBe(404);
    const rows = await t.db
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.eventId, '00000000-0000-4000-8000-000000000000')));
    expect(rows).toEqual([]);
  });
});
