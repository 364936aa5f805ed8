import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { parentDevices } from '#server/db/schema.ts';
import {
  clearParentCookie,
  findParent,
  PARENT_COOKIE,
  requireParent,
} from '#server/http/parent-device.ts';
import { route } from '#server/http/route.ts';
import type { App, Deps } from '#server/http/types.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { HEARD_HEADER, ROSTER_SEARCHES_PER_DEVICE } from '#shared/constants.ts';
import {
  athletesQuerySchema,
  checkInScreenSchema,
  guardianDataSchema,
  idSchema,
  linkParentBodySchema,
  linkParentResponseSchema,
  parentAthleteSchema,
  parentSessionSchema,
  publicEventSchema,
  rosterMatchSchema,
  rosterSearchQuerySchema,
  seriesScreenSchema,
  teamSchema,
} from '#shared/schemas.ts';
import { announceCheckIn } from '../check-ins/service.ts';
import { signHeard } from '../check-ins/tap-time.ts';
import { eraseOwnPhone, guardianData, removeOwnDevice, removeOwnLink } from './own-data.ts';
import {
  findParentAthlete,
  findPublicEvent,
  findSeriesScreen,
  linkParent,
  listEventTeams,
  listParentAthletes,
  searchRoster,
} from './service.ts';

const eventParams = z.object({ eventId: idSchema });
const seriesParams = z.object({ seriesId: idSchema });
const tags = ['parent'];

export function parentRoutes(app: App, deps: Deps) {
  const { db } = deps;

  route(
    app,
    endpoints.parentSession,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The phone this device has verified, if any',
        response: { 200: parentSessionSchema },
      },
    },
    async (request) => {
      const parent = await findParent(deps, request);
      return { phoneNumber: parent?.phoneNumber ?? null };
    },
  );

  route(
    app,
    endpoints.deleteParentSession,
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Forget the verified phone on this device' },
    },
    async (request, reply) => {
      const parent = await findParent(deps, request);
      if (parent) await db.delete(parentDevices).where(eq(parentDevices.id, parent.deviceId));
      clearParentCookie(reply, { secure: deps.config.isHttps });
      return reply.code(204).send();
    },
  );

  route(
    app,
    endpoints.publicEvent,
    {
      config: { access: 'public', needsSchedule: true },
      schema: {
        tags,
        summary: 'What the QR code holder may see of an event',
        params: eventParams,
        response: { 200: publicEventSchema },
      },
    },
    (request) => findPublicEvent(deps, request.params.eventId),
  );

  route(
    app,
    endpoints.checkInScreen,
    {
      config: { access: 'public', needsSchedule: true },
      schema: {
        tags,
        summary:
          "The check-in screen in one answer: the event, this device's verified phone and its athletes there",
        params: eventParams,
        response: { 200: checkInScreenSchema },
      },
    },
    // Personal data: no-store, the API's default (app.ts).
    async (request, reply) => {
      const [event, parent] = await Promise.all([
        findPublicEvent(deps, request.params.eventId),
        findParent(deps, request),
      ]);
      // The page keeps it with a tap made offline: the tap is not dated before it (decision 039).
      reply.header(HEARD_HEADER, signHeard(deps.secretKey, event.id, deps.clock.now()));
      if (!parent) return { event, phoneNumber: null, athletes: null };
      const athletes = await listParentAthletes(deps, {
        phoneNumber: parent.phoneNumber,
        eventId: event.id,
        isEventKnown: true,
      });
      return { event, phoneNumber: parent.phoneNumber, athletes };
    },
  );

  route(
    app,
    endpoints.seriesScreen,
    {
      config: { access: 'public', needsSchedule: true },
      schema: {
        tags,
        summary:
          "The season's one QR code: the series' occurrence open now, else when the next opens, else that the season is over",
        params: seriesParams,
        response: { 200: seriesScreenSchema },
      },
    },
    (request) =>
      findSeriesScreen(deps, { seriesId: request.params.seriesId, now: deps.clock.now() }),
  );

  route(
    app,
    endpoints.eventTeams,
    {
      config: { access: 'parent' },
      schema: { tags, params: eventParams, response: { 200: z.array(teamSchema) } },
    },
    async (request) => {
      await requireParent(deps, request);
      return listEventTeams(deps, request.params.eventId);
    },
  );

  route(
    app,
    endpoints.rosterSearch,
    {
      config: {
        access: 'parent',
        rateLimit: {
          max: ROSTER_SEARCHES_PER_DEVICE,
          timeWindow: '15 minutes',
          // Per parent device (its cookie), so one verified phone cannot walk the roster.
          keyGenerator: (request) => request.cookies[PARENT_COOKIE] ?? request.ip,
        },
      },
      schema: {
        tags,
        summary: 'Search the event roster by name or team (at least 2 characters)',
        params: eventParams,
        querystring: rosterSearchQuerySchema,
        response: { 200: z.array(rosterMatchSchema) },
      },
    },
    async (request) => {
      await requireParent(deps, request);
      return searchRoster(deps, { eventId: request.params.eventId, query: request.query.q });
    },
  );

  route(
    app,
    endpoints.parentAthletes,
    {
      config: { access: 'parent' },
      schema: {
        tags,
        summary: "The verified phone's athletes on an event",
        querystring: athletesQuerySchema,
        response: { 200: z.array(parentAthleteSchema) },
      },
    },
    async (request) => {
      const parent = await requireParent(deps, request, request.query.phone);
      return listParentAthletes(deps, {
        phoneNumber: parent.phoneNumber,
        eventId: request.query.event,
      });
    },
  );

  route(
    app,
    endpoints.athlete,
    {
      config: { access: 'parent' },
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        querystring: z.object({ event: idSchema.optional() }),
        response: { 200: parentAthleteSchema },
      },
    },
    async (request) => {
      const parent = await requireParent(deps, request);
      return findParentAthlete(deps, {
        phoneNumber: parent.phoneNumber,
        athleteId: request.params.id,
        eventId: request.query.event,
      });
    },
  );

  route(
    app,
    endpoints.linkParent,
    {
      config: { access: 'parent' },
      schema: {
        tags,
        summary: 'Link the verified phone to a roster athlete; checks in when the event is active',
        body: linkParentBodySchema,
        response: { 200: linkParentResponseSchema },
      },
    },
    async (request) => {
      const parent = await requireParent(deps, request, request.body.phoneNumber);
      const { athlete, checkInResult } = await db.transaction((tx) =>
        linkParent(
          { db: tx, config: deps.config, clock: deps.clock },
          {
            ...request.body,
            phoneNumber: parent.phoneNumber,
            ip: request.ip,
            textsAfter: new Date(deps.clock.now().getTime() + deps.config.texts.undoGraceMs),
          },
        ),
      );
      if (checkInResult) await announceCheckIn(deps, checkInResult);
      return checkInResult ? { athlete, checkIn: checkInResult.checkIn } : { athlete };
    },
  );

  // What TapIn keeps about this phone, as its guardian sees and erases it (decision 044).
  route(
    app,
    endpoints.guardianData,
    {
      config: { access: 'parent' },
      schema: {
        tags,
        summary:
          'The verified phone of this device: the children it is linked to (from a roster file or its own linking) and its trusted devices',
        response: { 200: guardianDataSchema },
      },
    },
    async (request) => {
      const parent = await requireParent(deps, request);
      return guardianData(deps, parent);
    },
  );

  route(
    app,
    endpoints.removeOwnLink,
    {
      config: { access: 'parent' },
      schema: {
        tags,
        summary:
          "Remove this phone's links to one child; a roster file's link is remembered so a re-import does not restore it",
        params: z.object({ athleteId: idSchema }),
      },
    },
    async (request, reply) => {
      const parent = await requireParent(deps, request);
      await removeOwnLink(deps, { parent, athleteId: request.params.athleteId, ip: request.ip });
      return reply.code(204).send();
    },
  );

  route(
    app,
    endpoints.forgetDevice,
    {
      config: { access: 'parent' },
      schema: {
        tags,
        summary: 'Stop trusting one device of this phone (this one included)',
        params: z.object({ deviceId: idSchema }),
      },
    },
    async (request, reply) => {
      const parent = await requireParent(deps, request);
      await removeOwnDevice(deps, { parent, deviceId: request.params.deviceId, ip: request.ip });
      if (request.params.deviceId === parent.deviceId)
        clearParentCookie(reply, { secure: deps.config.isHttps });
      return reply.code(204).send();
    },
  );

  route(
    app,
    endpoints.eraseParentData,
    {
      config: { access: 'parent' },
      schema: {
        tags,
        summary:
          'Erase this phone from TapIn: its links, trusted devices and codes; its number removed from past check-ins and the audit log',
        response: {
          200: z.object({ links: z.number(), devices: z.number(), checkIns: z.number() }),
        },
      },
    },
    async (request, reply) => {
      const parent = await requireParent(deps, request);
      const erased = await eraseOwnPhone(deps, { parent, ip: request.ip });
      clearParentCookie(reply, { secure: deps.config.isHttps });
      return erased;
    },
  );
}
