/**
 * Confirming guardians (decision 059): the coach's "waiting for confirmation" list and one
 * tap per phone; a confirmed guardian's view of the other phones linked to their child, and
 * their own one tap. Every confirmation and its undoing is audited in the service.
 */
import { z } from 'zod';
import { appError } from '#server/http/errors.ts';
import { requireParent } from '#server/http/parent-device.ts';
import { route } from '#server/http/route.ts';
import type { App, Deps } from '#server/http/types.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { messages } from '#shared/messages.ts';
import {
  addGuardianPhoneBodySchema,
  childGuardianParamsSchema,
  childGuardiansSchema,
  guardianConfirmationParamsSchema,
  idSchema,
  waitingGuardiansSchema,
} from '#shared/schemas.ts';
import { assertAthleteVisible, assertEventVisible, requireStaffScope } from '../auth/scope.ts';
import {
  addGuardianPhone,
  confirmGuardian,
  listChildGuardians,
  listWaitingGuardians,
  unconfirmGuardian,
} from './service.ts';

const tags = ['guardianship'];

export function guardianshipRoutes(app: App, deps: Deps) {
  route(
    app,
    endpoints.waitingGuardians,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          "Phones linked to the event roster's athletes that nobody confirmed as a guardian yet: the children each claims, when, and the confirmed phones to compare",
        params: z.object({ eventId: idSchema }),
        response: { 200: waitingGuardiansSchema },
      },
    },
    async (request) => {
      const { scope } = await requireStaffScope(deps, request);
      await assertEventVisible(deps, { scope, eventId: request.params.eventId });
      return listWaitingGuardians(deps, { eventId: request.params.eventId, scope });
    },
  );

  route(
    app,
    endpoints.addGuardianPhone,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          "Add a guardian's phone to an athlete of the event roster by hand: a confirmed link (audited; the child's confirmed guardians are told)",
        params: z.object({ eventId: idSchema }),
        body: addGuardianPhoneBodySchema,
      },
    },
    async (request, reply) => {
      const { user, scope } = await requireStaffScope(deps, request);
      await assertEventVisible(deps, { scope, eventId: request.params.eventId });
      await addGuardianPhone(deps, {
        eventId: request.params.eventId,
        ...request.body,
        actor: { userId: user.id, scope },
        ip: request.ip,
      });
      return reply.code(201).send({});
    },
  );

  /** The staff member may see the event and the child, else the link is not found. */
  const staffActor = async (
    request: Parameters<typeof requireStaffScope>[1],
    params: z.infer<typeof guardianConfirmationParamsSchema>,
  ) => {
    const { user, scope } = await requireStaffScope(deps, request);
    await assertEventVisible(deps, { scope, eventId: params.eventId });
    await assertAthleteVisible(deps, { scope, athleteId: params.athleteId }).catch(() => {
      throw appError('PARENT_LINK_NOT_FOUND', messages.errors.parentLinkNotFound);
    });
    return { kind: 'coach' as const, userId: user.id, scope };
  };

  route(
    app,
    endpoints.confirmGuardian,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          "Confirm a phone (E.164, URL-encoded) as the athlete's guardian: one phone per call (audited; the child's confirmed guardians are told)",
        params: guardianConfirmationParamsSchema,
      },
    },
    async (request, reply) => {
      const actor = await staffActor(request, request.params);
      await confirmGuardian(deps, { ...request.params, actor, ip: request.ip });
      return reply.code(204).send();
    },
  );

  route(
    app,
    endpoints.unconfirmGuardian,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          "Take back a phone's confirmation as the athlete's guardian: its codes and adults stop at once (audited; the phone is told)",
        params: guardianConfirmationParamsSchema,
      },
    },
    async (request, reply) => {
      const actor = await staffActor(request, request.params);
      await unconfirmGuardian(deps, { ...request.params, actor, ip: request.ip });
      return reply.code(204).send();
    },
  );

  route(
    app,
    endpoints.childGuardians,
    {
      config: { access: 'parent' },
      schema: {
        tags,
        summary:
          "A confirmed guardian's view of the other phones linked to their child: confirmed or waiting, and which they confirmed",
        params: z.object({ athleteId: idSchema }),
        response: { 200: childGuardiansSchema },
      },
    },
    async (request) => {
      const parent = await requireParent(deps, request);
      return {
        guardians: await listChildGuardians(deps, {
          phoneNumber: parent.phoneNumber,
          athleteId: request.params.athleteId,
        }),
      };
    },
  );

  route(
    app,
    endpoints.confirmChildGuardian,
    {
      config: { access: 'parent' },
      schema: {
        tags,
        summary: 'A confirmed guardian confirms another phone linked to their child (audited)',
        params: childGuardianParamsSchema,
      },
    },
    async (request, reply) => {
      const parent = await requireParent(deps, request);
      await confirmGuardian(deps, {
        ...request.params,
        actor: { kind: 'guardian', phoneNumber: parent.phoneNumber },
        ip: request.ip,
      });
      return reply.code(204).send();
    },
  );

  route(
    app,
    endpoints.unconfirmChildGuardian,
    {
      config: { access: 'parent' },
      schema: {
        tags,
        summary:
          'A guardian takes back a confirmation they made (only theirs; audited, the phone is told)',
        params: childGuardianParamsSchema,
      },
    },
    async (request, reply) => {
      const parent = await requireParent(deps, request);
      await unconfirmGuardian(deps, {
        ...request.params,
        actor: { kind: 'guardian', phoneNumber: parent.phoneNumber },
        ip: request.ip,
      });
      return reply.code(204).send();
    },
  );
}
