/**
 * One QR code for the season (decision 040): a series' code leads to its occurrence open
 * now, else says when the next opens, else that the season is over; an occurrence's own old
 * code names its series. Through the API with the test app's fake clock, on PGlite and on
 * PostgreSQL (TEST_DATABASE_URL).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { messages } from '#shared/messages.ts';
import type { CheckInScreen, SeriesScreen, TapInEvent } from '#shared/schemas.ts';

const run = promisify(execFile);
let t: TestApp;
let tmp: string;
let coach: string;

async function decodeQr(png: Buffer): Promise<string> {
  const file = path.join(tmp, `qr-${Math.random().toString(36).slice(2)}.png`);
  await writeFile(file, png);
  const { stdout } = await run('/usr/bin/zbarimg', ['--quiet', '--raw', file]);
  return stdout.trim();
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const screen = async (seriesId: string) => {
  const response = await get(`/api/parent/series/${seriesId}/screen`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json() as SeriesScreen;
};
/** Moves the fake clock forward to `iso`; the coach signs in again (sessions expire). */
const setNow = async (iso: string) => {
  t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
  coach = await signInAs(t, 'season@qr.test');
};

beforeAll(async () => {
  t = await createTestApp();
  coach = await signInAs(t, 'season@qr.test');
  tmp = await mkdtemp(path.join(os.tmpdir(), 'tapin-season-qr-'));
});
afterAll(async () => {
  await t.close();
  await rm(tmp, { recursive: true, force: true });
});

/** Tuesdays 7, 14 and 21 September 2032, 18:00–19:30 UTC, check-in opening 30 minutes before. */
async function createSeason(name: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { cookie: coach, origin: TEST_ORIGIN },
    payload: {
      name,
      locationName: 'North Gym',
      date: '2032-09-07T18:00:00Z',
      endsAt: '2032-09-07T19:30:00Z',
      autoOpenMinutes: 30,
      repeat: { weekdays: [2], until: '2032-09-21' },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const first = created.json() as TapInEvent;
  // Every occurrence, whatever the clock says now (the list answers the current ones only).
  const listed = (
    await get(`/api/events?scope=all&seriesId=${first.seriesId}`, coach)
  ).json() as TapInEvent[];
  const occurrences = listed
    .filter((event) => event.seriesId === first.seriesId)
    .sort((a, b) => a.date.localeCompare(b.date));
  expect(occurrences).toHaveLength(3);
  return { seriesId: first.seriesId!, occurrences };
}

describe('the season QR code', () => {
  it('says when check-in opens, leads to the open practice, then to the next, then says the season is over', async () => {
    const { seriesId, occurrences } = await createSeason('U12 Practice');
    const [first, second, third] = occurrences;
    const series = { id: seriesId, name: 'U12 Practice', locationName: 'North Gym' };

    // A week before: the first practice, and when its check-in opens by itself.
    await setNow('2032-08-31T12:00:00Z');
    expect(await screen(seriesId)).toEqual({
      series,
      state: 'upcoming',
      event: {
        id: first!.id,
        name: 'U12 Practice',
        locationName: 'North Gym',
        date: '2032-09-07T18:00:00.000Z',
        active: false,
        seriesId,
      },
      opensAt: '2032-09-07T17:30:00.000Z',
      now: '2032-08-31T12:00:00.000Z',
    });

    // Check-in opened by itself: the scan leads to the first practice.
    await setNow('2032-09-07T17:31:00Z');
    const open = await screen(seriesId);
    expect(open).toMatchObject({ state: 'open', opensAt: null });
    expect(open.event).toMatchObject({ id: first!.id, active: true });

    // Last week's poster is the same poster; last week's own code names its series.
    await setNow('2032-09-10T09:00:00Z');
    const next = await screen(seriesId);
    expect(next).toMatchObject({ state: 'upcoming', opensAt: '2032-09-14T17:30:00.000Z' });
    expect(next.event?.id).toBe(second!.id);
    const old = (await get(`/api/parent/events/${first!.id}/screen`)).json() as CheckInScreen;
    expect(old.event).toMatchObject({ id: first!.id, active: false, seriesId });

    // During the last practice it is open; after it, the season is over.
    await setNow('2032-09-21T18:10:00Z');
    expect((await screen(seriesId)).event).toMatchObject({ id: third!.id, active: true });
    await setNow('2032-09-21T19:31:00Z');
    expect(await screen(seriesId)).toEqual({
      series,
      state: 'over',
      event: null,
      opensAt: null,
      now: '2032-09-21T19:31:00.000Z',
    });
  });

  it('skips a cancelled practice, and says nothing of a time for one that opens only by hand', async () => {
    await setNow('2032-10-01T12:00:00Z');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { cookie: coach, origin: TEST_ORIGIN },
      payload: {
        name: 'Hand Practice',
        locationName: 'Gym',
        date: '2032-10-05T18:00:00Z',
        repeat: { weekdays: [2], until: '2032-10-12' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { seriesId } = created.json() as TapInEvent;
    const first = created.json() as TapInEvent;
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/${first.id}`,
      headers: { cookie: coach, origin: TEST_ORIGIN },
      payload: { cancelled: true },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const answer = await screen(seriesId!);
    expect(answer).toMatchObject({ state: 'upcoming', opensAt: null });
    expect(answer.event?.date).toBe('2032-10-12T18:00:00.000Z');
  });

  it('answers 404 for an unknown series and 400 for a mangled id', async () => {
    const unknown = await get('/api/parent/series/00000000-0000-4000-8000-000000000000/screen');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'EVENT_NOT_FOUND',
      message: messages.errors.eventNotFound,
    });
    expect((await get('/api/parent/series/nope/screen')).statusCode).toBe(400);
  });
});

describe("the coach's season QR code", () => {
  it('downloads a PNG that decodes to PUBLIC_URL/check-in?series={id}, and a data: URL of it', async () => {
    const { seriesId } = await createSeason('Poster Practice');
    const png = await t.app.inject({
      method: 'GET',
      url: `/api/series/${seriesId}/qr`,
      headers: { cookie: coach, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe(
      'attachment; filename="Poster Practice-qr-code.png"',
    );
    const address = `${TEST_ORIGIN}/check-in?series=${seriesId}`;
    expect(await decodeQr(png.rawPayload)).toBe(address);

    // Any coach may print it, as an event's code (coaches are not held to a team).
    const otherCoach = await signInAs(t, 'other-team@qr.test');
    const { id: otherId } = (await get('/api/auth/user', otherCoach)).json() as { id: string };
    const promoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${otherId}/role`,
      payload: { role: 'coach' },
      headers: { cookie: coach, origin: TEST_ORIGIN },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const data = await get(`/api/series/${seriesId}/qr-code`, otherCoach);
    expect(data.statusCode).toBe(200);
    const { url, checkInUrl } = data.json() as { url: string; checkInUrl: string };
    expect(checkInUrl).toBe(address);
    expect(await decodeQr(Buffer.from(url.split(',')[1]!, 'base64'))).toBe(address);

    expect((await get(`/api/series/${seriesId}/qr`)).statusCode).toBe(401);
    expect(
      (await get('/api/series/00000000-0000-4000-8000-000000000000/qr', coach)).statusCode,
    ).toBe(404);
  });
});
