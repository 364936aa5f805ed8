/**
 * Safe pickup's API (issue 26, decision 049). Staff: the switch, the pickup view, releases
 * and their undo, "not authorised" marks and the "pickup pending" texts. Parents (a verified
 * device): their pickup codes at an event and their children's trusted adults. A parent can
 * never release, see another family's codes or list another child's adults.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { appError } from '#server/http/errors.ts';
import { requireParent } from '#server/http/parent-device.ts';
import { route } from '#server/http/route.ts';
import type { App, Deps } from '#server/http/types.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { ACTING_USER_HEADER } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import {
  addTrustedAdultBodySchema,
  idSchema,
  pendingTextsResponseSchema,
  pickupBlockBodySchema,
  pickupCodesSchema,
  pickupSwitchBodySchema,
  pickupViewSchema,
  releaseBodySchema,
  releaseResponseSchema,
  trustedAdultsSchema,
} from '#shared/schemas.ts';
import {
  assertAthleteVisible,
  assertEventVisible,
  assertSeriesVisible,
  requireStaffScope,
} from '../auth/scope.ts';
import {
  addTrustedAdult,
  childrenAwaitingConfirmation,
  codesForPhone,
  listTrustedAdults,
  pickupView,
  releaseChild,
  removeTrustedAdult,
  sendPendingTexts,
  setEventPickup,
  setPickupBlock,
  setSeriesPickup,
  undoRelease,
} from './service.ts';

const tags = ['pickup'];
const eventParams = z.object({ eventId: idSchema });
const actingUserHeaders = z.looseObject({
  [ACTING_USER_HEADER]: idSchema
    .optional()
    .describe('A release queued offline: the id of the coach who made it (decision 035).'),
});

/** The signed-in staff member, who must be the one who made a queued change (decision 035). */
async function requireActingStaff(deps: Deps, request: FastifyRequest) {
  const { user, scope } = await requireStaffScope(deps, request);
  const actingUserId = request.headers[ACTING_USER_HEADER];
  if (actingUserId !== undefined && actingUserId !== user.id)
    throw appError('ACTING_USER_CHANGED', messages.errors.actingUserChanged);
  return { user, scope, queued: actingUserId !== undefined };
}

/** A coach of some teams reaches only the events theirs are in (decision 044). */
async function requireEventStaff(deps: Deps, request: FastifyRequest, eventId: string) {
  const { user, scope } = await requireStaffScope(deps, request);
  await assertEventVisible(deps, { scope, eventId });
  return { user, scope };
}

export function pickupRoutes(app: App, deps: Deps) {
  route(
    app,
    endpoints.eventPickupCheck,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Switch "Pickup check" on or off for one event',
        params: eventParams,
        body: pickupSwitchBodySchema,
      },
    },
    async (request, reply) => {
      const { user } = await requireEventStaff(deps, request, request.params.eventId);
      await setEventPickup(deps, {
        eventId: request.params.eventId,
        enabled: request.body.enabled,
        userId: user.id,
        ip: request.ip,
      });
      return reply.code(204).send();
    },
  );

  route(
    app,
    endpoints.seriesPickupCheck,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Switch "Pickup check" for a series and each of its occurrences not yet ended',
        params: z.object({ seriesId: idSchema }),
        body: pickupSwitchBodySchema,
      },
    },
    async (request, reply) => {
      const { user, scope } = await requireStaffScope(deps, request);
      await assertSeriesVisible(deps, { scope, seriesId: request.params.seriesId });
      await setSeriesPickup(deps, {
        seriesId: request.params.seriesId,
        enabled: request.body.enabled,
        userId: user.id,
        ip: request.ip,
      });
      return reply.code(204).send();
    },
  );

  route(
    app,
    endpoints.eventPickup,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          "The coach's pickup view: checked-in children, releases, trusted adults, warnings, the last ones waiting, and the code hashes the tablet keeps offline",
        params: eventParams,
        response: { 200: pickupViewSchema },
      },
    },
    async (request) => {
      const { scope } = await requireEventStaff(deps, request, request.params.eventId);
      return pickupView(deps, request.params.eventId, scope);
    },
  );

  route(
    app,
    endpoints.createRelease,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Release a checked-in child (by code, QR, trusted-list pick, or without a code with a reason); idempotent by the release id',
        params: eventParams,
        headers: actingUserHeaders,
        body: releaseBodySchema,
        response: { 200: releaseResponseSchema, 201: releaseResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, scope, queued } = await requireActingStaff(deps, request);
      await assertEventVisible(deps, { scope, eventId: request.params.eventId });
      const result = await releaseChild(deps, {
        scope,
        eventId: request.params.eventId,
        body: request.body,
        userId: user.id,
        ip: request.ip,
        offline: queued,
      });
      return reply.code(result.alreadyReleased ? 200 : 201).send(result);
    },
  );

  route(
    app,
    endpoints.undoRelease,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Undo a release (staff, within 5 minutes)',
        params: z.object({ eventId: idSchema, releaseId: idSchema }),
        headers: actingUserHeaders,
      },
    },
    async (request, reply) => {
      const { user, scope } = await requireActingStaff(deps, request);
      await assertEventVisible(deps, { scope, eventId: request.params.eventId });
      await undoRelease(deps, {
        scope,
        eventId: request.params.eventId,
        releaseId: request.params.releaseId,
        userId: user.id,
        ip: request.ip,
      });
      return reply.code(204).send();
    },
  );

  route(
    app,
    endpoints.pickupPendingTexts,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Text the opted-in guardians of the last children waiting (10 min after the end, at most 2 left); once per guardian and child',
        params: eventParams,
        response: { 200: pendingTextsResponseSchema },
      },
    },
    async (request) => {
      const { user, scope } = await requireEventStaff(deps, request, request.params.eventId);
      const queued = await sendPendingTexts(deps, {
        scope,
        eventId: request.params.eventId,
        userId: user.id,
        ip: request.ip,
      });
      return { queued };
    },
  );

  route(
    app,
    endpoints.markNotAuthorised,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Mark an adult (phone) "not authorised for this child" (staff only)',
        body: pickupBlockBodySchema,
      },
    },
    async (request, reply) => {
      const { user, scope } = await requireStaffScope(deps, request);
      await assertAthleteVisible(deps, { scope, athleteId: request.body.athleteId });
      await setPickupBlock(deps, {
        ...request.body,
        blocked: true,
        userId: user.id,
        ip: request.ip,
      });
      return reply.code(204).send();
    },
  );

  route(
    app,
    endpoints.clearNotAuthorised,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Remove a "not authorised" mark',
        params: z.object({ athleteId: idSchema, phoneNumber: z.string().max(40) }),
      },
    },
    async (request, reply) => {
      const { user, scope } = await requireStaffScope(deps, request);
      await assertAthleteVisible(deps, { scope, athleteId: request.params.athleteId });
      await setPickupBlock(deps, {
        athleteId: request.params.athleteId,
        phoneNumber: request.params.phoneNumber,
        blocked: false,
        userId: user.id,
        ip: request.ip,
      });
      return reply.code(204).send();
    },
  );

  route(
    app,
    endpoints.parentPickup,
    {
      config: { access: 'parent' },
      schema: {
        tags,
        summary:
          "The verified phone's pickup codes at an event: one per child it may collect who is checked in there",
        querystring: z.object({ event: idSchema }),
        response: { 200: pickupCodesSchema },
      },
    },
    async (request) => {
      const parent = await requireParent(deps, request);
      const input = { phoneNumber: parent.phoneNumber, eventId: request.query.event };
      return {
        codes: await codesForPhone(deps, input),
        waiting: await childrenAwaitingConfirmation(deps, input),
      };
    },
  );

  route(
    app,
    endpoints.trustedAdults,
    {
      config: { access: 'parent' },
      schema: {
        tags,
        summary: "Who may collect one of the verified phone's children (guardians only)",
        params: z.object({ athleteId: idSchema }),
        response: { 200: trustedAdultsSchema },
      },
    },
    async (request) => {
      const parent = await requireParent(deps, request);
      return {
        adults: await listTrustedAdults(deps, {
          phoneNumber: parent.phoneNumber,
          athleteId: request.params.athleteId,
        }),
      };
    },
  );

  route(
    app,
    endpoints.addTrustedAdult,
    {
      config: { access: 'parent' },
      schema: {
        tags,
        summary: 'A guardian adds an adult (name and phone) who may collect their child',
        body: addTrustedAdultBodySchema,
        response: { 201: trustedAdultsSchema },
      },
    },
    async (request, reply) => {
      const parent = await requireParent(deps, request);
      const adults = await addTrustedAdult(deps, {
        phoneNumber: parent.phoneNumber,
        athleteId: request.body.athleteId,
        name: request.body.name,
        adultPhone: request.body.phoneNumber,
        ip: request.ip,
      });
      return reply.code(201).send({ adults });
    },
  );

  route(
    app,
    endpoints.removeTrustedAdult,
    {
      config: { access: 'parent' },
      schema: {
        tags,
        summary: "A guardian removes an added adult; the adult's pickup codes stop working at once",
        params: z.object({ id: idSchema }),
      },
    },
    async (request, reply) => {
      const parent = await requireParent(deps, request);
      await removeTrustedAdult(deps, {
        phoneNumber: parent.phoneNumber,
        id: request.params.id,
        ip: request.ip,
      });
      return reply.code(204).send();
    },
  );
}
