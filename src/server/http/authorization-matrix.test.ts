/**
 * Every /api route × every kind of caller has an expected status. A route added without an
 * entry here fails the first test: access rules are decided on purpose, never by accident.
 */
import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '#shared/error-codes.ts';
import { createEventWithRoster } from '../db/seed.ts';
import { multipart } from '../testing/multipart.ts';
import {
  createTestApp,
  signInAs,
  TEST_ORIGIN,
  type TestApp,
  verifyParent,
} from '../testing/test-app.ts';

const ACTORS = ['anonymous', 'parent', 'pending', 'coach', 'admin'] as const;
type Actor = (typeof ACTORS)[number];
type Expected = Record<Actor, number>;

interface Context {
  eventId: string;
  /** A weekly series (its one QR code for the season, decision 040). */
  seriesId: string;
  athleteId: string;
  /** An athlete no parent links, for the coach's manual check-in. */
  otherAthleteId: string;
  /** A fresh pending user to act on (deleted or changed by the request). */
  victimId: () => Promise<string>;
}

const all = (status: number): Expected => ({
  anonymous: status,
  parent: status,
  pending: status,
  coach: status,
  admin: status,
});
const parentOnly: Expected = { anonymous: 401, parent: 200, pending: 401, coach: 401, admin: 401 };
const signedIn: Expected = { anonymous: 401, parent: 401, pending: 200, coach: 200, admin: 200 };
const staff = (ok: number): Expected => ({
  anonymous: 401,
  parent: 401,
  pending: 403,
  coach: ok,
  admin: ok,
});
const adminOnly = (ok: number): Expected => ({
  anonymous: 401,
  parent: 401,
  pending: 403,
  coach: 403,
  admin: ok,
});

const MATRIX: Record<
  string,
  { request: (ctx: Context) => Promise<InjectOptions> | InjectOptions; expected: Expected }
> = {
  'GET /api/openapi.json': { request: () => ({ url: '/api/openapi.json' }), expected: all(200) },
  'POST /api/send-verification': {
    request: () => ({ url: '/api/send-verification', payload: { phoneNumber: 'bad' } }),
    expected: all(400),
  },
  'POST /api/verify-code': {
    request: () => ({
      url: '/api/verify-code',
      payload: { phoneNumber: '5550001111', code: '000000' },
    }),
    expected: all(400),
  },
  'GET /api/parent/session': {
    request: () => ({ url: '/api/parent/session' }),
    expected: all(200),
  },
  'DELETE /api/parent/session': {
    request: () => ({ url: '/api/parent/session' }),
    expected: all(204),
  },
  'GET /api/parent/events/:eventId': {
    request: (ctx) => ({ url: `/api/parent/events/${ctx.eventId}` }),
    expected: all(200),
  },
  'GET /api/parent/events/:eventId/screen': {
    // Anyone holding the QR code sees the event; only a verified device gets athletes.
    request: (ctx) => ({ url: `/api/parent/events/${ctx.eventId}/screen` }),
    expected: all(200),
  },
  // The season's QR code is as public as an event's: anyone holding the poster.
  'GET /api/parent/series/:seriesId/screen': {
    request: (ctx) => ({ url: `/api/parent/series/${ctx.seriesId}/screen` }),
    expected: all(200),
  },
  'GET /api/parent/events/:eventId/teams': {
    request: (ctx) => ({ url: `/api/parent/events/${ctx.eventId}/teams` }),
    expected: parentOnly,
  },
  'GET /api/parent/events/:eventId/search': {
    request: (ctx) => ({ url: `/api/parent/events/${ctx.eventId}/search?q=ma` }),
    expected: parentOnly,
  },
  'GET /api/athletes': {
    request: (ctx) => ({ url: `/api/athletes?event=${ctx.eventId}` }),
    expected: parentOnly,
  },
  'GET /api/athlete/:id': {
    request: (ctx) => ({ url: `/api/athlete/${ctx.athleteId}` }),
    expected: parentOnly,
  },
  'POST /api/check-in': {
    // Parents' own check-ins (source 'qr') are covered in the parents tests; this is the coach's.
    request: (ctx) => ({
      url: '/api/check-in',
      payload: {
        athleteId: ctx.otherAthleteId,
        eventId: ctx.eventId,
        phoneNumber: '0000000000',
        source: 'manual_fallback',
      },
    }),
    expected: { anonymous: 401, parent: 401, pending: 403, coach: 201, admin: 200 },
  },
  'POST /api/check-in/all': {
    // A parent's "Check in all": only a verified device; this parent has no links, so each
    // athlete answers not-linked (the rules themselves are in parent-links tests).
    request: (ctx) => ({
      url: '/api/check-in/all',
      payload: { eventId: ctx.eventId, athleteIds: [ctx.athleteId] },
    }),
    expected: parentOnly,
  },
  'GET /api/events/:eventId/parent-links': {
    request: (ctx) => ({ url: `/api/events/${ctx.eventId}/parent-links` }),
    expected: staff(200),
  },
  'DELETE /api/events/:eventId/parent-links/:athleteId/:phoneNumber': {
    // No such link: a permitted caller gets 404 (removal itself is in parent-links tests).
    request: (ctx) => ({
      url: `/api/events/${ctx.eventId}/parent-links/${ctx.athleteId}/%2B14045550000`,
    }),
    expected: staff(404),
  },
  'DELETE /api/check-in/:athleteId/:eventId': {
    request: (ctx) => ({ url: `/api/check-in/${ctx.athleteId}/${ctx.eventId}` }),
    expected: staff(204),
  },
  'GET /api/check-ins/:eventId': {
    request: (ctx) => ({ url: `/api/check-ins/${ctx.eventId}` }),
    expected: staff(200),
  },
  'GET /api/events/:eventId/live': {
    // An unknown event, so a permitted caller gets a 404 instead of an endless stream.
    request: () => ({ url: '/api/events/00000000-0000-4000-8000-000000000000/live' }),
    expected: staff(404),
  },
  'POST /api/link-parent': {
    request: (ctx) => ({
      url: '/api/link-parent',
      payload: {
        eventId: ctx.eventId,
        athleteId: ctx.athleteId,
        firstName: 'Max',
        lastName: 'Matrix',
      },
    }),
    expected: parentOnly,
  },
  'POST /api/auth/magic-link': {
    request: () => ({ url: '/api/auth/magic-link', payload: { email: 'someone@matrix.test' } }),
    expected: all(200),
  },
  'POST /api/auth/verify': {
    request: () => ({ url: '/api/auth/verify', payload: { token: 'x'.repeat(43) } }),
    expected: all(400),
  },
  'GET /api/auth/user': { request: () => ({ url: '/api/auth/user' }), expected: signedIn },
  // Each caller gets only their own key (auth.test.ts: "gives each coach their own offline key").
  'GET /api/auth/offline-key': {
    request: () => ({ url: '/api/auth/offline-key' }),
    expected: staff(200),
  },
  'GET /api/auth/providers': {
    request: () => ({ url: '/api/auth/providers' }),
    expected: all(200),
  },
  'GET /api/logout': { request: () => ({ url: '/api/logout' }), expected: all(302) },
  'GET /api/admin/users': {
    request: () => ({ url: '/api/admin/users' }),
    expected: adminOnly(200),
  },
  'PATCH /api/admin/users/:userId/role': {
    request: async (ctx) => ({
      url: `/api/admin/users/${await ctx.victimId()}/role`,
      payload: { role: 'coach' },
    }),
    expected: adminOnly(200),
  },
  'DELETE /api/admin/users/:userId': {
    request: async (ctx) => ({ url: `/api/admin/users/${await ctx.victimId()}` }),
    expected: adminOnly(204),
  },
  // ---- coach tools (decision 009): coach or admin only ----
  'GET /api/events': { request: () => ({ url: '/api/events' }), expected: staff(200) },
  // Schedule notices (decision 039): every coach and admin, none else.
  'GET /api/schedule-notices': {
    request: () => ({ url: '/api/schedule-notices' }),
    expected: staff(200),
  },
  'POST /api/schedule-notices/:noticeId/dismiss': {
    // No such notice: a permitted caller gets 404 (dismissing itself is in the schedule tests).
    request: () => ({
      url: '/api/schedule-notices/00000000-0000-4000-8000-000000000000/dismiss',
    }),
    expected: staff(404),
  },
  'POST /api/events': {
    request: () => ({
      url: '/api/events',
      payload: { name: 'Matrix Event', locationName: 'Gym', date: new Date().toISOString() },
    }),
    expected: staff(201),
  },
  'PATCH /api/events/:eventId': {
    request: (ctx) => ({ url: `/api/events/${ctx.eventId}`, payload: { name: 'Matrix Meet' } }),
    expected: staff(200),
  },
  // The matrix's event is in no series: staff pass the guard and are refused (400).
  'POST /api/events/:eventId/end-series': {
    request: (ctx) => ({ url: `/api/events/${ctx.eventId}/end-series`, payload: {} }),
    expected: staff(400),
  },
  'GET /api/events/:eventId/athletes': {
    request: (ctx) => ({ url: `/api/events/${ctx.eventId}/athletes` }),
    expected: staff(200),
  },
  'GET /api/roster/:eventId': {
    request: (ctx) => ({ url: `/api/roster/${ctx.eventId}` }),
    expected: staff(200),
  },
  'GET /api/events/:eventId/qr': {
    request: (ctx) => ({ url: `/api/events/${ctx.eventId}/qr` }),
    expected: staff(200),
  },
  'GET /api/qr-code/:eventId': {
    request: (ctx) => ({ url: `/api/qr-code/${ctx.eventId}` }),
    expected: staff(200),
  },
  // The same rule as an event's QR code (decision 040); season-qr.test.ts has a second coach.
  'GET /api/series/:seriesId/qr': {
    request: (ctx) => ({ url: `/api/series/${ctx.seriesId}/qr` }),
    expected: staff(200),
  },
  'GET /api/series/:seriesId/qr-code': {
    request: (ctx) => ({ url: `/api/series/${ctx.seriesId}/qr-code` }),
    expected: staff(200),
  },
  'GET /api/events/:eventId/report': {
    request: (ctx) => ({ url: `/api/events/${ctx.eventId}/report` }),
    expected: staff(200),
  },
  'POST /api/events/:eventId/sync-roster': {
    // No sheet connected: a permitted caller gets 400 (the sync itself is in rosters/sync.test.ts).
    request: (ctx) => ({ url: `/api/events/${ctx.eventId}/sync-roster` }),
    expected: staff(400),
  },
  'GET /api/attendance': {
    request: () => ({ url: '/api/attendance?from=2026-01-01&to=2026-01-31' }),
    expected: staff(200),
  },
  'GET /api/attendance.csv': {
    request: () => ({ url: '/api/attendance.csv?from=2026-01-01&to=2026-01-31' }),
    expected: staff(200),
  },
  'GET /api/teams': { request: () => ({ url: '/api/teams' }), expected: staff(200) },
  'POST /api/teams': {
    request: () => ({ url: '/api/teams', payload: { name: `Matrix Team ${victims++}` } }),
    expected: staff(201),
  },
  'GET /api/roster/template': {
    request: () => ({ url: '/api/roster/template' }),
    expected: staff(200),
  },
  'POST /api/roster/upload': {
    request: (ctx) => {
      const body = multipart([
        { name: 'eventId', value: ctx.eventId },
        { name: 'file', filename: 'roster.csv', content: 'First Name,Last Name\nMax,Matrix\n' },
      ]);
      return { url: '/api/roster/upload', payload: body.payload, headers: body.headers };
    },
    expected: staff(200),
  },
  'POST /api/roster/import': {
    request: (ctx) => ({
      url: '/api/roster/import',
      payload: {
        eventId: ctx.eventId,
        athletes: [{ firstName: 'Max', lastName: 'Matrix', teamName: 'Eagles', gradYear: 2030 }],
      },
    }),
    expected: staff(200),
  },
  'POST /api/roster/copy': {
    request: async (ctx) => {
      const { event } = await createEventWithRoster(t.db, {
        name: 'Copy Target',
        locationName: 'Gym',
        date: new Date(),
        roster: [],
      });
      return {
        url: '/api/roster/copy',
        payload: { sourceEventId: ctx.eventId, targetEventId: event.id },
      };
    },
    expected: staff(200),
  },
  // ---- safe pickup (issue 26, decision 049): staff release; a parent never can ----
  'PUT /api/events/:eventId/pickup-check': {
    request: (ctx) => ({
      url: `/api/events/${ctx.eventId}/pickup-check`,
      payload: { enabled: false },
    }),
    expected: staff(204),
  },
  'PUT /api/series/:seriesId/pickup-check': {
    request: (ctx) => ({
      url: `/api/series/${ctx.seriesId}/pickup-check`,
      payload: { enabled: false },
    }),
    expected: staff(204),
  },
  'GET /api/events/:eventId/pickup': {
    request: (ctx) => ({ url: `/api/events/${ctx.eventId}/pickup` }),
    expected: staff(200),
  },
  'POST /api/events/:eventId/releases': {
    // Pickup check is off on the matrix event: staff pass the guard and are refused (409).
    request: (ctx) => ({
      url: `/api/events/${ctx.eventId}/releases`,
      payload: { id: randomUUID(), method: 'no_code', athleteId: ctx.athleteId, reason: 'Matrix' },
    }),
    expected: staff(409),
  },
  'DELETE /api/events/:eventId/releases/:releaseId': {
    request: (ctx) => ({ url: `/api/events/${ctx.eventId}/releases/${randomUUID()}` }),
    expected: staff(404),
  },
  'POST /api/events/:eventId/pickup/pending-texts': {
    request: (ctx) => ({ url: `/api/events/${ctx.eventId}/pickup/pending-texts` }),
    expected: staff(409),
  },
  'POST /api/pickup/not-authorised': {
    request: (ctx) => ({
      url: '/api/pickup/not-authorised',
      payload: { athleteId: ctx.athleteId, phoneNumber: '+14045550199' },
    }),
    expected: staff(204),
  },
  'DELETE /api/pickup/not-authorised/:athleteId/:phoneNumber': {
    request: (ctx) => ({ url: `/api/pickup/not-authorised/${ctx.athleteId}/%2B14045550199` }),
    expected: staff(204),
  },
  // A phone's own codes only (pickup.test.ts checks another family's are never among them).
  'GET /api/parent/pickup': {
    request: (ctx) => ({ url: `/api/parent/pickup?event=${ctx.eventId}` }),
    expected: parentOnly,
  },
  // The matrix parent is no guardian of the athlete: its adults are not theirs to list or change.
  'GET /api/parent/trusted-adults/:athleteId': {
    request: (ctx) => ({ url: `/api/parent/trusted-adults/${ctx.athleteId}` }),
    expected: { ...parentOnly, parent: 404 },
  },
  'POST /api/parent/trusted-adults': {
    request: (ctx) => ({
      url: '/api/parent/trusted-adults',
      payload: { athleteId: ctx.athleteId, name: 'Dana Ruiz', phoneNumber: '4045550198' },
    }),
    expected: { ...parentOnly, parent: 404 },
  },
  'DELETE /api/parent/trusted-adults/:id': {
    request: () => ({ url: `/api/parent/trusted-adults/${randomUUID()}` }),
    expected: { ...parentOnly, parent: 404 },
  },
  'GET /api/dev/outbox': { request: () => ({ url: '/api/dev/outbox' }), expected: all(200) },
};

let t: TestApp;
let ctx: Context;
let victims = 0;

/** Fresh credentials per call, since some routes (logout, forget device) end them. */
async function credentialsFor(actor: Actor): Promise<string | undefined> {
  switch (actor) {
    case 'anonymous':
      return undefined;
    case 'parent':
      return verifyParent(
        t,
        `+1404555${String(1000 + victims++).padStart(4, '0')}`,
        `10.5.${victims}.1`,
      );
    default:
      return signInAs(t, `${actor}@matrix.test`, `10.7.${victims++ % 250}.1`);
  }
}

beforeAll(async () => {
  t = await createTestApp({
    env: { MAGIC_LINKS_PER_EMAIL_PER_HOUR: '1000', MAGIC_LINKS_UNUSED_PER_IP_PER_HOUR: '1000' },
  });
  const admin = await signInAs(t, 'admin@matrix.test');
  const coach = await signInAs(t, 'coach@matrix.test');
  const coachId = (
    await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: coach } })
  ).json().id;
  await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${coachId}/role`,
    payload: { role: 'coach' },
    headers: { cookie: admin, origin: TEST_ORIGIN },
  });
  await signInAs(t, 'pending@matrix.test');

  const { event, athletes } = await createEventWithRoster(t.db, {
    name: 'Matrix Meet',
    locationName: 'Gym',
    date: new Date(),
    active: true,
    roster: [
      { firstName: 'Max', lastName: 'Matrix', team: 'Eagles', gradYear: 2030 },
      { firstName: 'Mia', lastName: 'Manual', team: 'Eagles', gradYear: 2031 },
    ],
  });
  const series = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { cookie: coach, origin: TEST_ORIGIN },
    payload: {
      name: 'Matrix Practice',
      locationName: 'Gym',
      date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      repeat: {
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        until: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
      },
    },
  });
  if (series.statusCode !== 201) throw new Error(`series: ${series.statusCode} ${series.body}`);
  ctx = {
    seriesId: (series.json() as { seriesId: string }).seriesId,
    eventId: event.id,
    athleteId: athletes[0]!.id,
    otherAthleteId: athletes[1]!.id,
    victimId: async () => {
      const cookie = await signInAs(t, `victim${victims++}@matrix.test`, `10.9.${victims % 250}.1`);
      return (
        await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })
      ).json().id;
    },
  };
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('has an entry for every /api route, and none for a route that is gone', () => {
    const registered = t.app.routes
      .filter((route) => route.url.startsWith('/api') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`);
    expect(registered.filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !registered.includes(key))).toEqual([]);
  });

  for (const [key, entry] of Object.entries(MATRIX)) {
    it(key, async () => {
      const method = key.split(' ')[0] as InjectOptions['method'];
      const actual: Partial<Expected> = {};
      const cacheControl = new Set<unknown>();
      const errorBodies: unknown[] = [];
      for (const actor of ACTORS) {
        const cookie = await credentialsFor(actor);
        // A parent links and checks in only once the device is linked to the athlete.
        if (actor === 'parent' && cookie && key === 'GET /api/athlete/:id') {
          await t.app.inject({
            method: 'POST',
            url: '/api/link-parent',
            headers: { cookie, origin: TEST_ORIGIN },
            payload: {
              eventId: ctx.eventId,
              athleteId: ctx.athleteId,
              firstName: 'Max',
              lastName: 'Matrix',
            },
          });
        }
        const options = await entry.request(ctx);
        const response = await t.app.inject({
          ...options,
          method,
          remoteAddress: `10.6.${victims++ % 250}.1`,
          headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...options.headers },
        });
        actual[actor] = response.statusCode;
        cacheControl.add(response.headers['cache-control']);
        if (response.statusCode >= 400) errorBodies.push(codeProblem(response));
      }
      expect(actual).toEqual(entry.expected);
      // Personal data is never kept by a browser or proxy: every answer, whoever asks.
      expect([...cacheControl]).toEqual(['no-store']);
      // Every error answer carries a known code sent with its own status (decision 024).
      expect(errorBodies.filter(Boolean)).toEqual([]);
    });
  }
});

/** What is wrong with an error answer's code, or null when it is right. */
function codeProblem(response: LightMyRequestResponse): string | null {
  const body = response.json() as { code?: unknown; message?: unknown };
  if (typeof body.message !== 'string') return `${response.statusCode} without a message`;
  if (typeof body.code !== 'string' || !(body.code in ERROR_CODES)) {
    return `${response.statusCode} "${body.message}" without a known code (${String(body.code)})`;
  }
  const expected = ERROR_CODES[body.code as ErrorCode].status;
  if (body.code !== 'REQUEST_REFUSED' && expected !== response.statusCode) {
    return `${body.code} sent with ${response.statusCode}, listed with ${expected}`;
  }
  return null;
}

describe('error answers outside the routes', () => {
  const cases: Record<string, { request: InjectOptions; status: number; code: ErrorCode }> = {
    'an unknown API path': {
      request: { url: '/api/no-such-thing' },
      status: 404,
      code: 'NOT_FOUND',
    },
    'a cross-site write': {
      request: { method: 'POST', url: '/api/teams', headers: { origin: 'https://evil.test' } },
      status: 403,
      code: 'ORIGIN_REFUSED',
    },
    'a body that is not JSON': {
      request: {
        method: 'POST',
        url: '/api/send-verification',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: '{"phoneNumber":',
      },
      status: 400,
      code: 'MALFORMED_REQUEST',
    },
    'a body over the size limit': {
      request: {
        method: 'POST',
        url: '/api/send-verification',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ phoneNumber: 'x'.repeat(1024 * 1024 + 1) }),
      },
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    },
    'a body of a type no route reads': {
      request: {
        method: 'POST',
        url: '/api/send-verification',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-unknown' },
        payload: 'hello',
      },
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    'a field that fails its schema': {
      request: {
        method: 'POST',
        url: '/api/send-verification',
        headers: { origin: TEST_ORIGIN },
        payload: { phoneNumber: 42 },
      },
      status: 400,
      code: 'VALIDATION_FAILED',
    },
  };
  for (const [name, { request, status, code }] of Object.entries(cases)) {
    it(`${name}: ${status} ${code}`, async () => {
      const response = await t.app.inject({ remoteAddress: '10.8.0.1', ...request });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ code, message: expect.any(String) });
      expect(codeProblem(response)).toBeNull();
    });
  }

  it('the OpenAPI description lists every code with its status', async () => {
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const documented = spec.components.schemas.Error.properties.code.enum;
    expect(documented).toEqual(Object.keys(ERROR_CODES));
    for (const [code, { status }] of Object.entries(ERROR_CODES)) {
      expect(spec.info.description).toContain(`| \`${code}\` | ${status} |`);
    }
  });
});
