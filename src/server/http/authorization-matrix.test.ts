/**
 * Every /api route × every kind of caller has an expected status. A route added without an
 * entry here fails the first test: access rules are decided on purpose, never by accident.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '#shared/error-codes.ts';
import { TEXTS_WORDING_VERSION } from '#shared/guardian-texts.ts';
import type { Team } from '#shared/schemas.ts';
import { checkIns, guardianLinkRemovals, parentLinks } from '../db/schema.ts';
import { createEventWithRoster } from '../db/seed.ts';
import { multipart } from '../testing/multipart.ts';
import {
  confirmedLinks,
  createTestApp,
  signInAs,
  TEST_ORIGIN,
  type TestApp,
  verifyParent,
} from '../testing/test-app.ts';

/**
 * 'unconfirmed': a verified parent who linked itself to the athlete by the roster search, a
 * link nobody confirmed (decision 059): it checks the child in and nothing more. Its expected
 * status is the parent's unless an entry names it.
 */
const ACTORS = ['anonymous', 'parent', 'unconfirmed', 'pending', 'coach', 'admin'] as const;
type Actor = (typeof ACTORS)[number];
type Expected = Omit<Record<Actor, number>, 'unconfirmed'> & { unconfirmed?: number };
const expectedOf = (expected: Expected): Record<Actor, number> => ({
  ...expected,
  unconfirmed: expected.unconfirmed ?? expected.parent,
});

interface Context {
  eventId: string;
  /** A weekly series (its one QR code for the season, decision 040). */
  seriesId: string;
  athleteId: string;
  /** An athlete no parent links, for the coach's manual check-in. */
  otherAthleteId: string;
  /** A fresh pending user to act on (deleted or changed by the request). */
  victimId: () => Promise<string>;
  /** A phone that linked itself to the athlete, and a way to set it confirmed or not. */
  waitingPhone: string;
  setWaitingConfirmed: (confirmed: boolean) => Promise<void>;
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
  'PUT /api/locale': {
    request: () => ({ method: 'PUT', url: '/api/locale', payload: { locale: 'es' } }),
    expected: all(200),
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
  // A guardian's own data (decision 044): only the verified device's phone, none else.
  'GET /api/parent/my-data': {
    request: () => ({ url: '/api/parent/my-data' }),
    expected: parentOnly,
  },
  'DELETE /api/parent/links/:athleteId': {
    // This parent has no link: 404 (the removal itself is in parents/own-data.test.ts); an
    // unconfirmed phone may always remove its own link.
    request: (ctx) => ({ url: `/api/parent/links/${ctx.athleteId}` }),
    expected: { ...parentOnly, parent: 404, unconfirmed: 204 },
  },
  'DELETE /api/parent/devices/:deviceId': {
    request: () => ({ url: '/api/parent/devices/00000000-0000-4000-8000-000000000000' }),
    expected: { ...parentOnly, parent: 404 },
  },
  'POST /api/parent/erase': {
    request: () => ({ url: '/api/parent/erase' }),
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
  'GET /api/events/:eventId/parent-links/removed': {
    request: (ctx) => ({ url: `/api/events/${ctx.eventId}/parent-links/removed` }),
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
  // Guardian texts' consent (decision 046): a parent's own phone only, by the device cookie;
  // no staff session reaches it. This parent links no athlete: naming one is refused (404).
  'GET /api/parent/texts': {
    request: () => ({ url: '/api/parent/texts' }),
    expected: parentOnly,
  },
  'PUT /api/parent/texts': {
    request: (ctx) => ({
      url: '/api/parent/texts',
      payload: {
        wordingVersion: TEXTS_WORDING_VERSION,
        children: [{ athleteId: ctx.athleteId, arrival: true }],
      },
    }),
    // A phone nobody confirmed may not say yes to texts about the child (decision 059).
    expected: {
      anonymous: 401,
      parent: 404,
      unconfirmed: 409,
      pending: 401,
      coach: 401,
      admin: 401,
    },
  },
  'POST /api/parent/texts/email': {
    request: () => ({ url: '/api/parent/texts/email', payload: { email: 'family@matrix.test' } }),
    expected: parentOnly,
  },
  // The emailed token is the proof (the link may open on another device): anyone may try one.
  'POST /api/parent/texts/email/confirm': {
    request: () => ({ url: '/api/parent/texts/email/confirm', payload: { token: 'x'.repeat(43) } }),
    expected: all(400),
  },
  'GET /api/admin/consent-records.csv': {
    request: () => ({ url: '/api/admin/consent-records.csv' }),
    expected: adminOnly(200),
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
  // Guardian texts (decision 042): the admin's Texts panel.
  'GET /api/admin/texts': {
    request: () => ({ url: '/api/admin/texts' }),
    expected: adminOnly(200),
  },
  // Twilio's inbound webhook: public, but only a request signed with our auth token is heard.
  'POST /api/webhooks/twilio/sms': {
    request: () => ({
      url: '/api/webhooks/twilio/sms',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'From=%2B15550001111&Body=STOP',
    }),
    expected: all(403),
  },
  // The coach's nudge from the late-arrivals banner: every coach and admin.
  'GET /api/events/:eventId/late-nudge': {
    request: (ctx) => ({ url: `/api/events/${ctx.eventId}/late-nudge` }),
    expected: staff(200),
  },
  'POST /api/events/:eventId/late-nudge': {
    // A fresh event that started an hour ago per caller: the nudge goes once per event.
    request: async () => {
      const { event } = await createEventWithRoster(t.db, {
        name: 'Nudge Practice',
        locationName: 'Gym',
        date: new Date(Date.now() - 3_600_000),
        active: true,
        roster: [{ firstName: 'Nia', lastName: 'Nudge' }],
      });
      return { url: `/api/events/${event.id}/late-nudge` };
    },
    expected: staff(200),
  },
  // Team assignments and the audit log (decision 044): admins only.
  'GET /api/admin/coach-teams': {
    request: () => ({ url: '/api/admin/coach-teams' }),
    expected: adminOnly(200),
  },
  'PUT /api/admin/users/:userId/teams': {
    // allTeams with no team: the club stays in open mode for the rest of this matrix.
    request: async (ctx) => ({
      url: `/api/admin/users/${await ctx.victimId()}/teams`,
      payload: { allTeams: true, teamIds: [] },
    }),
    expected: adminOnly(200),
  },
  'GET /api/admin/audit': {
    request: () => ({ url: '/api/admin/audit?action=data.' }),
    expected: adminOnly(200),
  },
  'GET /api/admin/audit.csv': {
    request: () => ({ url: '/api/admin/audit.csv?from=2026-01-01' }),
    expected: adminOnly(200),
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
  // The matrix parent is no guardian of the athlete, nor is a phone that only linked itself
  // (decision 059): the adults are not theirs to list or change.
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
  // Confirming guardians (decision 059): a coach or admin, or a confirmed guardian of the
  // child; neither matrix parent is one, so the other phones are not theirs to see or confirm.
  'GET /api/events/:eventId/parent-links/waiting': {
    request: (ctx) => ({ url: `/api/events/${ctx.eventId}/parent-links/waiting` }),
    expected: staff(200),
  },
  'POST /api/events/:eventId/parent-links': {
    request: (ctx) => ({
      url: `/api/events/${ctx.eventId}/parent-links`,
      payload: { athleteId: ctx.athleteId, phoneNumber: '4045550178' },
    }),
    expected: staff(201),
  },
  'POST /api/events/:eventId/parent-links/:athleteId/:phoneNumber/confirmation': {
    request: async (ctx) => {
      await ctx.setWaitingConfirmed(false);
      return {
        url: `/api/events/${ctx.eventId}/parent-links/${ctx.athleteId}/${encodeURIComponent(ctx.waitingPhone)}/confirmation`,
      };
    },
    expected: staff(204),
  },
  'DELETE /api/events/:eventId/parent-links/:athleteId/:phoneNumber/confirmation': {
    request: async (ctx) => {
      await ctx.setWaitingConfirmed(true);
      return {
        url: `/api/events/${ctx.eventId}/parent-links/${ctx.athleteId}/${encodeURIComponent(ctx.waitingPhone)}/confirmation`,
      };
    },
    expected: staff(204),
  },
  'GET /api/parent/guardians/:athleteId': {
    request: (ctx) => ({ url: `/api/parent/guardians/${ctx.athleteId}` }),
    expected: { ...parentOnly, parent: 404 },
  },
  'POST /api/parent/guardians/:athleteId/:phoneNumber/confirmation': {
    request: async (ctx) => {
      await ctx.setWaitingConfirmed(false);
      return {
        url: `/api/parent/guardians/${ctx.athleteId}/${encodeURIComponent(ctx.waitingPhone)}/confirmation`,
      };
    },
    expected: { ...parentOnly, parent: 404 },
  },
  'DELETE /api/parent/guardians/:athleteId/:phoneNumber/confirmation': {
    request: async (ctx) => {
      await ctx.setWaitingConfirmed(true);
      return {
        url: `/api/parent/guardians/${ctx.athleteId}/${encodeURIComponent(ctx.waitingPhone)}/confirmation`,
      };
    },
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
    case 'unconfirmed': {
      const phone = `+1404556${String(1000 + victims++).padStart(4, '0')}`;
      const cookie = await verifyParent(t, phone, `10.8.${victims % 250}.1`);
      // The roster search's own link: nobody confirmed it (decision 059).
      await t.db.insert(parentLinks).values({ phoneNumber: phone, athleteId: ctx.athleteId });
      return cookie;
    }
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
    waitingPhone: '+14045550177',
    setWaitingConfirmed: async (confirmed) => {
      await t.db
        .update(parentLinks)
        .set(
          confirmed
            ? { confirmedAt: new Date(), confirmedBy: 'coach' }
            : { confirmedAt: null, confirmedBy: null },
        )
        .where(eq(parentLinks.phoneNumber, '+14045550177'));
    },
  };
  await t.db
    .insert(parentLinks)
    .values({ phoneNumber: '+14045550177', athleteId: athletes[0]!.id });
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

  it('has every /api route declare who may call it, as the matrix expects (issue 32)', () => {
    /** What each declaration means for the matrix's callers. */
    const agrees: Record<string, (expected: Record<Actor, number>) => boolean> = {
      staff: (e) => e.anonymous === 401 && e.parent === 401 && e.pending === 403,
      admin: (e) => e.anonymous === 401 && e.parent === 401 && e.pending === 403 && e.coach === 403,
      parent: (e) => e.anonymous === 401 && e.pending === 401 && e.coach === 401,
      'signed-in': (e) => e.anonymous === 401 && e.parent === 401 && e.pending !== 401,
      public: (e) => e.anonymous !== 401,
      // A parent's tap: the device is proven in the tap's statement (and the check-in takes a
      // coach's manual check-in too): nobody without a device or a session gets through.
      tap: (e) => e.anonymous >= 400 && e.pending >= 400,
    };
    const apiRoutes = t.app.routes.filter(
      (route) => route.url.startsWith('/api') && route.method !== 'HEAD',
    );
    const undeclared = apiRoutes.filter((route) => !route.access);
    expect(undeclared.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    const disagreeing = apiRoutes
      .filter((route) => {
        const entry = MATRIX[`${route.method} ${route.url}`];
        return entry && !agrees[route.access!]!(expectedOf(entry.expected));
      })
      .map((route) => `${route.method} ${route.url} declares ${route.access}`);
    expect(disagreeing).toEqual([]);
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
      expect(actual).toEqual(expectedOf(entry.expected));
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

// ---- team scopes (decision 044) ------------------------------------------------------
// A second install in team mode: coach A coaches Eagles, coach B Hawks, a third coach sees
// all teams. For every staff route, coach A asks about an event both teams share and about
// one of Hawks alone: nothing of the Hawks (ids, names, phones, counts) may come back, and
// nothing of theirs may be changed. Coach B, the all-teams coach and the admin do see the
// Hawks (so a check that hides everything from everyone fails too).

const SCOPED_ACTORS = ['pending', 'parent', 'coachA', 'coachB', 'coachAll', 'admin'] as const;
type ScopedActor = (typeof SCOPED_ACTORS)[number];

interface ScopeContext {
  sharedEventId: string;
  hawksEventId: string;
  hawksSeriesId: string;
  eaglesTeamId: string;
  hawksTeamId: string;
  ava: string;
  ben: string;
  hal: string;
  /** Everything of the Hawks coach A must never see. */
  hawksMarkers: string[];
}

interface Scoped {
  call: (actor: ScopedActor, options: InjectOptions) => Promise<LightMyRequestResponse>;
  /** The answer holds nothing of the Hawks. */
  hidesHawks: (response: LightMyRequestResponse) => void;
  /** The answer holds something of the Hawks (B, all-teams, admin). */
  showsHawks: (response: LightMyRequestResponse) => void;
  c: ScopeContext;
}

/** Reads a route as coach A (hidden) and as B, all-teams and admin (shown). */
const readCase =
  (options: (c: ScopeContext) => InjectOptions) =>
  async ({ call, hidesHawks, showsHawks, c }: Scoped) => {
    const a = await call('coachA', options(c));
    expect(a.statusCode).toBe(200);
    hidesHawks(a);
    for (const actor of ['coachB', 'coachAll', 'admin'] as const)
      showsHawks(await call(actor, options(c)));
  };

/** Coach A on the Hawks' own event: as if it did not exist. */
const hawksEventCase =
  (options: (c: ScopeContext) => InjectOptions, status = 404) =>
  async ({ call, hidesHawks, c }: Scoped) => {
    const a = await call('coachA', options(c));
    expect(a.statusCode).toBe(status);
    hidesHawks(a);
  };

/** A route that answers the caller's own things only: coach A gets nothing of the Hawks. */
const ownCase =
  (options: (c: ScopeContext) => InjectOptions, status: number) =>
  async ({ call, hidesHawks, c }: Scoped) => {
    const a = await call('coachA', options(c));
    expect(a.statusCode).toBe(status);
    hidesHawks(a);
  };

const SCOPED: Record<string, (s: Scoped) => Promise<void>> = {
  'GET /api/events': async (s) => {
    await readCase(() => ({ url: '/api/events?scope=all' }))(s);
    const listed = (await s.call('coachA', { url: '/api/events?scope=all' })).json() as {
      id: string;
    }[];
    expect(listed.map((event) => event.id)).toContain(s.c.sharedEventId);
  },
  'POST /api/events': ownCase(
    () => ({
      url: '/api/events',
      payload: { name: 'Eagles Own', locationName: 'Gym', date: new Date().toISOString() },
    }),
    201,
  ),
  'PATCH /api/events/:eventId': async (s) => {
    await hawksEventCase((c) => ({
      url: `/api/events/${c.hawksEventId}`,
      payload: { name: 'Renamed by A' },
    }))(s);
    const b = await s.call('coachB', {
      method: 'GET',
      url: `/api/events/${s.c.hawksEventId}/athletes`,
    });
    expect(b.statusCode).toBe(200);
    const events = (await s.call('admin', { method: 'GET', url: '/api/events?scope=all' })).body;
    expect(events).not.toContain('Renamed by A');
  },
  'POST /api/events/:eventId/end-series': async (s) => {
    const listed = (await s.call('coachB', { method: 'GET', url: '/api/events?scope=all' })).json();
    const occurrence = (listed as { id: string; seriesId: string | null }[]).find(
      (event) => event.seriesId === s.c.hawksSeriesId,
    )!;
    await hawksEventCase(() => ({ url: `/api/events/${occurrence.id}/end-series`, payload: {} }))(
      s,
    );
  },
  'GET /api/events/:eventId/athletes': async (s) => {
    await readCase((c) => ({ url: `/api/events/${c.sharedEventId}/athletes` }))(s);
    await hawksEventCase((c) => ({ url: `/api/events/${c.hawksEventId}/athletes` }))(s);
  },
  'GET /api/roster/:eventId': async (s) => {
    await readCase((c) => ({ url: `/api/roster/${c.sharedEventId}` }))(s);
    await hawksEventCase((c) => ({ url: `/api/roster/${c.hawksEventId}` }))(s);
  },
  'GET /api/events/:eventId/qr': hawksEventCase((c) => ({
    url: `/api/events/${c.hawksEventId}/qr`,
  })),
  'GET /api/qr-code/:eventId': hawksEventCase((c) => ({ url: `/api/qr-code/${c.hawksEventId}` })),
  'GET /api/series/:seriesId/qr': hawksEventCase((c) => ({
    url: `/api/series/${c.hawksSeriesId}/qr`,
  })),
  'GET /api/series/:seriesId/qr-code': hawksEventCase((c) => ({
    url: `/api/series/${c.hawksSeriesId}/qr-code`,
  })),
  'GET /api/events/:eventId/report': async (s) => {
    await readCase((c) => ({ url: `/api/events/${c.sharedEventId}/report` }))(s);
    await hawksEventCase((c) => ({ url: `/api/events/${c.hawksEventId}/report` }))(s);
  },
  'POST /api/events/:eventId/sync-roster': hawksEventCase((c) => ({
    url: `/api/events/${c.hawksEventId}/sync-roster`,
  })),
  'GET /api/events/:eventId/parent-links': async (s) => {
    await readCase((c) => ({ url: `/api/events/${c.sharedEventId}/parent-links` }))(s);
    await hawksEventCase((c) => ({ url: `/api/events/${c.hawksEventId}/parent-links` }))(s);
    // The family phone linked to Ava and Ben counts one athlete for coach A, two for the admin.
    const count = async (actor: ScopedActor) =>
      (
        (await s.call(actor, { url: `/api/events/${s.c.sharedEventId}/parent-links` })).json() as {
          phoneNumber: string;
          phoneAthleteCount: number;
        }[]
      ).find((link) => link.phoneNumber === FAMILY_PHONE)?.phoneAthleteCount;
    expect(await count('coachA')).toBe(1);
    expect(await count('admin')).toBe(2);
  },
  // The nudge (decision 042): coach A cannot see or nudge the Hawks' event; coach B, the
  // all-teams coach and the admin can.
  'GET /api/events/:eventId/late-nudge': async (s) => {
    await hawksEventCase((c) => ({ url: `/api/events/${c.hawksEventId}/late-nudge` }))(s);
    for (const actor of ['coachB', 'coachAll', 'admin'] as const) {
      const answer = await s.call(actor, { url: `/api/events/${s.c.hawksEventId}/late-nudge` });
      expect(answer.statusCode).toBe(200);
    }
  },
  'POST /api/events/:eventId/late-nudge': hawksEventCase((c) => ({
    url: `/api/events/${c.hawksEventId}/late-nudge`,
    payload: {},
  })),
  // Safe pickup (decision 049): coach A reaches neither the Hawks' event nor a Hawks child.
  'PUT /api/events/:eventId/pickup-check': hawksEventCase((c) => ({
    url: `/api/events/${c.hawksEventId}/pickup-check`,
    payload: { enabled: true },
  })),
  'PUT /api/series/:seriesId/pickup-check': hawksEventCase((c) => ({
    url: `/api/series/${c.hawksSeriesId}/pickup-check`,
    payload: { enabled: true },
  })),
  'GET /api/events/:eventId/pickup': async (s) => {
    await readCase((c) => ({ url: `/api/events/${c.sharedEventId}/pickup` }))(s);
    await hawksEventCase((c) => ({ url: `/api/events/${c.hawksEventId}/pickup` }))(s);
  },
  'POST /api/events/:eventId/releases': async (s) => {
    const release = (eventId: string, athleteId: string) => ({
      url: `/api/events/${eventId}/releases`,
      payload: { id: randomUUID(), method: 'no_code', athleteId, reason: 'Matrix' },
    });
    await hawksEventCase((c) => release(c.hawksEventId, c.hal))(s);
    // Ben of the Hawks, on the event both teams share (pickup on): not coach A's to release.
    const on = await s.call('admin', {
      method: 'PUT',
      url: `/api/events/${s.c.sharedEventId}/pickup-check`,
      payload: { enabled: true },
    });
    expect(on.statusCode).toBe(204);
    await ownCase((c) => release(c.sharedEventId, c.ben), 404)(s);
  },
  'DELETE /api/events/:eventId/releases/:releaseId': hawksEventCase((c) => ({
    url: `/api/events/${c.hawksEventId}/releases/${randomUUID()}`,
  })),
  'POST /api/events/:eventId/pickup/pending-texts': hawksEventCase((c) => ({
    url: `/api/events/${c.hawksEventId}/pickup/pending-texts`,
    payload: {},
  })),
  'POST /api/pickup/not-authorised': ownCase(
    (c) => ({
      url: '/api/pickup/not-authorised',
      payload: { athleteId: c.ben, phoneNumber: '+14045550123' },
    }),
    404,
  ),
  'DELETE /api/pickup/not-authorised/:athleteId/:phoneNumber': ownCase(
    (c) => ({ url: `/api/pickup/not-authorised/${c.ben}/${encodeURIComponent('+14045550123')}` }),
    404,
  ),
  'GET /api/events/:eventId/parent-links/removed': async (s) => {
    await readCase((c) => ({ url: `/api/events/${c.sharedEventId}/parent-links/removed` }))(s);
    await hawksEventCase((c) => ({ url: `/api/events/${c.hawksEventId}/parent-links/removed` }))(s);
  },
  'DELETE /api/events/:eventId/parent-links/:athleteId/:phoneNumber': async (s) => {
    const a = await s.call('coachA', {
      url: `/api/events/${s.c.sharedEventId}/parent-links/${s.c.ben}/${encodeURIComponent(HAWKS_PHONE)}`,
    });
    expect(a.statusCode).toBe(404);
    s.hidesHawks(a);
    const links = await s.call('admin', {
      method: 'GET',
      url: `/api/events/${s.c.sharedEventId}/parent-links`,
    });
    expect(links.body).toContain(HAWKS_PHONE);
  },
  // Confirming guardians (decision 059): coach A neither sees nor confirms a phone waiting
  // on Ben, nor takes back the Hawks guardian's confirmation; coach B and the admin see it.
  'GET /api/events/:eventId/parent-links/waiting': async (s) => {
    await readCase((c) => ({ url: `/api/events/${c.sharedEventId}/parent-links/waiting` }))(s);
    await hawksEventCase((c) => ({ url: `/api/events/${c.hawksEventId}/parent-links/waiting` }))(s);
  },
  'POST /api/events/:eventId/parent-links': async (s) => {
    const a = await s.call('coachA', {
      url: `/api/events/${s.c.sharedEventId}/parent-links`,
      payload: { athleteId: s.c.ben, phoneNumber: '4045550244' },
    });
    expect(a.statusCode).toBe(404);
    s.hidesHawks(a);
    const links = await s.call('admin', {
      method: 'GET',
      url: `/api/events/${s.c.sharedEventId}/parent-links`,
    });
    expect(links.body).not.toContain('4045550244');
  },
  'POST /api/events/:eventId/parent-links/:athleteId/:phoneNumber/confirmation': async (s) => {
    const a = await s.call('coachA', {
      url: `/api/events/${s.c.sharedEventId}/parent-links/${s.c.ben}/${encodeURIComponent(HAWKS_WAITING_PHONE)}/confirmation`,
    });
    expect(a.statusCode).toBe(404);
    s.hidesHawks(a);
    const waiting = await s.call('admin', {
      method: 'GET',
      url: `/api/events/${s.c.sharedEventId}/parent-links/waiting`,
    });
    expect(waiting.body).toContain(HAWKS_WAITING_PHONE);
  },
  'DELETE /api/events/:eventId/parent-links/:athleteId/:phoneNumber/confirmation': async (s) => {
    const a = await s.call('coachA', {
      url: `/api/events/${s.c.sharedEventId}/parent-links/${s.c.ben}/${encodeURIComponent(HAWKS_PHONE)}/confirmation`,
    });
    expect(a.statusCode).toBe(404);
    s.hidesHawks(a);
    const links = await s.call('admin', {
      method: 'GET',
      url: `/api/events/${s.c.sharedEventId}/parent-links`,
    });
    const hawks = (links.json() as { phoneNumber: string; athleteId: string; confirmed: boolean }[])
      .filter((link) => link.phoneNumber === HAWKS_PHONE && link.athleteId === s.c.ben)
      .map((link) => link.confirmed);
    expect(hawks).toEqual([true]);
  },
  'POST /api/check-in': async (s) => {
    const a = await s.call('coachA', {
      url: '/api/check-in',
      payload: {
        athleteId: s.c.ben,
        eventId: s.c.sharedEventId,
        phoneNumber: '0000000000',
        source: 'manual_fallback',
      },
    });
    expect(a.statusCode).toBe(404);
    const onHawks = await s.call('coachA', {
      url: '/api/check-in',
      payload: {
        athleteId: s.c.ava,
        eventId: s.c.hawksEventId,
        phoneNumber: '0000000000',
        source: 'manual_fallback',
      },
    });
    expect(onHawks.statusCode).toBe(404);
    s.hidesHawks(onHawks);
  },
  'DELETE /api/check-in/:athleteId/:eventId': async (s) => {
    const a = await s.call('coachA', { url: `/api/check-in/${s.c.ben}/${s.c.sharedEventId}` });
    expect(a.statusCode).toBe(404);
    const left = await s.call('admin', {
      method: 'GET',
      url: `/api/check-ins/${s.c.sharedEventId}`,
    });
    expect(left.body).toContain(s.c.ben);
  },
  'GET /api/check-ins/:eventId': async (s) => {
    await readCase((c) => ({ url: `/api/check-ins/${c.sharedEventId}` }))(s);
    await hawksEventCase((c) => ({ url: `/api/check-ins/${c.hawksEventId}` }))(s);
  },
  // The stream's messages are filtered per coach in modules/admin/coach-scope.test.ts.
  'GET /api/events/:eventId/live': hawksEventCase((c) => ({
    url: `/api/events/${c.hawksEventId}/live`,
  })),
  'GET /api/schedule-notices': ownCase(() => ({ url: '/api/schedule-notices' }), 200),
  'POST /api/schedule-notices/:noticeId/dismiss': ownCase(
    () => ({ url: '/api/schedule-notices/00000000-0000-4000-8000-000000000000/dismiss' }),
    404,
  ),
  'GET /api/attendance': async (s) => {
    await readCase(() => ({ url: `/api/attendance?from=${DAY}&to=${DAY}` }))(s);
    const report = (
      await s.call('coachA', { url: `/api/attendance?from=${DAY}&to=${DAY}` })
    ).json();
    const shared = report.events.find((event: { id: string }) => event.id === s.c.sharedEventId);
    expect(shared).toMatchObject({ expected: 1, attended: 1 });
    // Asking for the Hawks' team by id gives nothing either.
    const hawks = await s.call('coachA', {
      url: `/api/attendance?from=${DAY}&to=${DAY}&teamId=${s.c.hawksTeamId}`,
    });
    expect(hawks.json()).toMatchObject({ events: [], athletes: [] });
  },
  'GET /api/attendance.csv': readCase(() => ({ url: `/api/attendance.csv?from=${DAY}&to=${DAY}` })),
  'GET /api/teams': readCase(() => ({ url: '/api/teams' })),
  'POST /api/teams': ownCase(() => ({ url: '/api/teams', payload: { name: 'Eagles B' } }), 201),
  // The same static file for everyone (its sample rows name made-up teams).
  'GET /api/roster/template': async ({ call }) => {
    expect((await call('coachA', { url: '/api/roster/template' })).statusCode).toBe(200);
  },
  'GET /api/auth/offline-key': ownCase(() => ({ url: '/api/auth/offline-key' }), 200),
  'POST /api/roster/upload': async (s) => {
    const body = multipart([
      { name: 'eventId', value: s.c.sharedEventId },
      {
        name: 'file',
        filename: 'roster.csv',
        content: 'First Name,Last Name,Team\nNew,Eagle,Eagles\nNew,Hawk,Hawks\n',
      },
    ]);
    const a = await s.call('coachA', {
      url: '/api/roster/upload',
      payload: body.payload,
      headers: body.headers,
    });
    expect(a.statusCode).toBe(200);
    const preview = a.json() as {
      validCount: number;
      athletes: { valid: boolean; errors: string[] }[];
    };
    expect(preview.validCount).toBe(1);
    expect(preview.athletes[1]).toMatchObject({ valid: false });
    expect(preview.athletes[1]!.errors.join(' ')).toContain('You do not coach Hawks');
    await hawksEventCase(() => {
      const onHawks = multipart([
        { name: 'eventId', value: s.c.hawksEventId },
        { name: 'file', filename: 'roster.csv', content: 'First Name,Last Name\nMax,Matrix\n' },
      ]);
      return { url: '/api/roster/upload', payload: onHawks.payload, headers: onHawks.headers };
    })(s);
  },
  'POST /api/roster/import': async (s) => {
    const a = await s.call('coachA', {
      url: '/api/roster/import',
      payload: {
        eventId: s.c.sharedEventId,
        athletes: [{ firstName: 'Sly', lastName: 'Hawk', teamName: 'Hawks', gradYear: 2030 }],
      },
    });
    expect(a.statusCode).toBe(400);
    expect(a.json()).toMatchObject({ code: 'ROSTER_ROW_ERRORS' });
    const roster = await s.call('admin', {
      method: 'GET',
      url: `/api/roster/${s.c.sharedEventId}`,
    });
    expect(roster.body).not.toContain('Sly');
  },
  'POST /api/roster/copy': async (s) => {
    const created = await s.call('coachA', {
      url: '/api/events',
      payload: { name: 'Eagles Copy', locationName: 'Gym', date: new Date().toISOString() },
    });
    const target = created.json().id as string;
    const a = await s.call('coachA', {
      url: '/api/roster/copy',
      payload: { sourceEventId: s.c.sharedEventId, targetEventId: target },
    });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ count: 1, newCount: 1 });
    const copied = await s.call('admin', { method: 'GET', url: `/api/roster/${target}` });
    expect(copied.body).toContain(s.c.ava);
    expect(copied.body).not.toContain(s.c.ben);
    const fromHawks = await s.call('coachA', {
      url: '/api/roster/copy',
      payload: { sourceEventId: s.c.hawksEventId, targetEventId: target },
    });
    expect(fromHawks.statusCode).toBe(404);
  },
};

const FAMILY_PHONE = '+14045550111';
const HAWKS_PHONE = '+14045550222';
const HAWKS_WAITING_PHONE = '+14045550233';
const DAY = new Date().toISOString().slice(0, 10);

describe('team scopes: every staff route, two coaches of two teams', () => {
  let s2: TestApp;
  const cookies = new Map<ScopedActor, string>();
  let c: ScopeContext;
  let seq = 0;

  const call = async (actor: ScopedActor, options: InjectOptions) => {
    const cookie = cookies.get(actor);
    return s2.app.inject({
      method: options.method ?? (options.payload ? 'POST' : 'GET'),
      ...options,
      remoteAddress: `10.3.${seq++ % 250}.1`,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...options.headers },
    });
  };

  beforeAll(async () => {
    s2 = await createTestApp({
      env: { MAGIC_LINKS_PER_EMAIL_PER_HOUR: '1000', MAGIC_LINKS_UNUSED_PER_IP_PER_HOUR: '1000' },
    });
    cookies.set('admin', await signInAs(s2, 'admin@scopes.test'));
    const ids = new Map<ScopedActor, string>();
    for (const actor of ['coachA', 'coachB', 'coachAll', 'pending'] as const) {
      const cookie = await signInAs(s2, `${actor.toLowerCase()}@scopes.test`, `10.2.${seq++}.1`);
      cookies.set(actor, cookie);
      ids.set(actor, (await call(actor, { url: '/api/auth/user' })).json().id);
    }
    for (const actor of ['coachA', 'coachB', 'coachAll'] as const) {
      const approved = await call('admin', {
        method: 'PATCH',
        url: `/api/admin/users/${ids.get(actor)}/role`,
        payload: { role: 'coach' },
      });
      if (approved.statusCode !== 200) throw new Error(approved.body);
    }
    cookies.set('parent', await verifyParent(s2, '+14045550999', '10.2.200.1'));

    const now = new Date();
    const shared = await createEventWithRoster(s2.db, {
      name: 'Shared Meet',
      locationName: 'Gym',
      date: new Date(now.getTime() - 60_000),
      active: true,
      roster: [
        { firstName: 'Ava', lastName: 'Eaglestone', team: 'Eagles', gradYear: 2030 },
        { firstName: 'Benedikt', lastName: 'Hawkes', team: 'Hawks', gradYear: 2030 },
      ],
    });
    const hawksOnly = await createEventWithRoster(s2.db, {
      name: 'Hawkes Scrimmage',
      locationName: 'Field',
      date: new Date(now.getTime() - 120_000),
      roster: [{ firstName: 'Halvard', lastName: 'Hawkes', team: 'Hawks', gradYear: 2031 }],
    });
    const [ava, ben] = shared.athletes;
    const hal = hawksOnly.athletes[0]!;
    await s2.db.insert(parentLinks).values(
      confirmedLinks([
        { phoneNumber: FAMILY_PHONE, athleteId: ava!.id },
        { phoneNumber: FAMILY_PHONE, athleteId: ben!.id },
        { phoneNumber: HAWKS_PHONE, athleteId: ben!.id },
        { phoneNumber: HAWKS_PHONE, athleteId: hal.id },
      ]),
    );
    // A phone that linked itself to Ben, waiting for confirmation (decision 059).
    await s2.db
      .insert(parentLinks)
      .values({ phoneNumber: HAWKS_WAITING_PHONE, athleteId: ben!.id });
    // A guardian of each team removed a link themselves (decision 044).
    await s2.db.insert(guardianLinkRemovals).values([
      { phoneHash: 'removed-by-an-eagles-guardian', athleteId: ava!.id },
      { phoneHash: 'removed-by-a-hawks-guardian', athleteId: ben!.id },
    ]);
    await s2.db.insert(checkIns).values([
      { athleteId: ava!.id, eventId: shared.event.id, source: 'qr', phoneNumber: FAMILY_PHONE },
      { athleteId: ben!.id, eventId: shared.event.id, source: 'qr', phoneNumber: HAWKS_PHONE },
      { athleteId: hal.id, eventId: hawksOnly.event.id, source: 'qr', phoneNumber: HAWKS_PHONE },
    ]);
    // A weekly series of the Hawks' coach, its roster the Hawks'.
    const teamsList = (await call('admin', { url: '/api/teams' })).json() as Team[];
    const eagles = teamsList.find((team) => team.name === 'Eagles')!.id;
    const hawks = teamsList.find((team) => team.name === 'Hawks')!.id;
    const assign = async (actor: ScopedActor, body: { allTeams: boolean; teamIds: string[] }) => {
      const done = await call('admin', {
        method: 'PUT',
        url: `/api/admin/users/${ids.get(actor)}/teams`,
        payload: body,
      });
      if (done.statusCode !== 200) throw new Error(done.body);
    };
    await assign('coachA', { allTeams: false, teamIds: [eagles] });
    await assign('coachB', { allTeams: false, teamIds: [hawks] });
    await assign('coachAll', { allTeams: true, teamIds: [] });
    const series = await call('coachB', {
      url: '/api/events',
      payload: {
        name: 'Hawkes Practice',
        locationName: 'Field',
        date: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
        repeat: {
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          until: new Date(now.getTime() + 9 * 86_400_000).toISOString().slice(0, 10),
        },
      },
    });
    if (series.statusCode !== 201) throw new Error(series.body);
    c = {
      sharedEventId: shared.event.id,
      hawksEventId: hawksOnly.event.id,
      hawksSeriesId: series.json().seriesId,
      eaglesTeamId: eagles,
      hawksTeamId: hawks,
      ava: ava!.id,
      ben: ben!.id,
      hal: hal.id,
      hawksMarkers: [
        ben!.id,
        hal.id,
        hawksOnly.event.id,
        series.json().seriesId,
        series.json().id,
        hawks,
        'Benedikt',
        'Halvard',
        'Hawkes',
        'Hawks',
        HAWKS_PHONE.slice(2),
        HAWKS_WAITING_PHONE.slice(2),
      ],
    };
  });
  afterAll(() => s2.close());

  it('the club is in team mode, and says so to the admin', async () => {
    expect((await call('admin', { url: '/api/admin/coach-teams' })).json()).toMatchObject({
      mode: 'teams',
    });
  });

  it('has a scoped case for every staff route', () => {
    const staffRoutes = Object.entries(MATRIX)
      .filter(([, entry]) => entry.expected.pending === 403 && entry.expected.coach !== 403)
      .map(([key]) => key);
    expect(staffRoutes.filter((key) => !(key in SCOPED))).toEqual([]);
    expect(Object.keys(SCOPED).filter((key) => !staffRoutes.includes(key))).toEqual([]);
  });

  for (const [key, run] of Object.entries(SCOPED)) {
    it(key, async () => {
      let isRefusalChecked = false;
      const scoped: Scoped = {
        c,
        call: async (actor, options) => {
          const sent = { method: key.split(' ')[0] as InjectOptions['method'], ...options };
          // Coach A's first request, as a pending user and a parent: refused as everywhere.
          if (actor === 'coachA' && !isRefusalChecked) {
            isRefusalChecked = true;
            expect((await call('pending', sent)).statusCode).toBe(403);
            expect((await call('parent', sent)).statusCode).toBe(401);
          }
          return call(actor, sent);
        },
        hidesHawks: (response) => {
          const found = c.hawksMarkers.filter((marker) => response.body.includes(marker));
          expect(found, `${response.statusCode} ${response.body.slice(0, 300)}`).toEqual([]);
        },
        showsHawks: (response) => {
          expect(response.statusCode).toBe(200);
          expect(c.hawksMarkers.some((marker) => response.body.includes(marker))).toBe(true);
        },
      };
      await run(scoped);
      // Roster files are read in worker processes: slow on a busy machine.
    }, 90_000);
  }
});
