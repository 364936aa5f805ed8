import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { appError } from '#server/http/errors.ts';
import { PARENT_COOKIE } from '#server/http/parent-device.ts';
import { route } from '#server/http/route.ts';
import { findSessionUser } from '#server/http/sessions.ts';
import type { App, Deps } from '#server/http/types.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { ACTING_USER_HEADER, HEARD_HEADER } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import {
  checkInAllBodySchema,
  checkInAllResponseSchema,
  checkInBodySchema,
  checkInResponseSchema,
  checkInsListSchema,
  idSchema,
} from '#shared/schemas.ts';
import {
  assertAthleteVisible,
  assertEventVisible,
  athleteVisible,
  requireStaffScope,
  type StaffScope,
  staffScope,
  visibleEventIds,
} from '../auth/scope.ts';
import { findEventRow } from '../events/service.ts';
import {
  closeAllStreams,
  createStreamLimiter,
  type OpenStreams,
  type StreamFilter,
  streamEvent,
} from './live-stream.ts';
import { checkInAllAsParent, checkInAsParent } from './parent-check-in.ts';
import { announceCheckIn, checkInManually, listCheckIns, removeCheckIn } from './service.ts';
import { judgeTapTime, signHeard } from './tap-time.ts';

const tags = ['check-ins'];

/** The headers a coach's change may carry: who made it, when it was queued offline. */
const actingUserHeaders = z.looseObject({
  [ACTING_USER_HEADER]: idSchema
    .optional()
    .describe('A change queued offline: the id of the coach who made it (decision 035).'),
});

/** The signed-in staff member, who must be the one who made the change when it says so. */
async function requireActingStaff(deps: Deps, request: FastifyRequest) {
  const { user, scope } = await requireStaffScope(deps, request);
  // Validated by the route's `actingUserHeaders`: one id when present.
  const actingUserId = request.headers[ACTING_USER_HEADER];
  if (actingUserId !== undefined && actingUserId !== user.id)
    throw appError('ACTING_USER_CHANGED', messages.errors.actingUserChanged);
  return { user, scope };
}

/** A scoped coach acts only on an athlete of their teams at an event they see (decision 044). */
async function assertInScope(deps: Deps, scope: StaffScope, eventId: string, athleteId: string) {
  await assertEventVisible(deps, { scope, eventId });
  await assertAthleteVisible(deps, { scope, athleteId });
}

export function checkInRoutes(app: App, deps: Deps) {
  const openStreams: OpenStreams = new Set();
  const streamLimiter = createStreamLimiter({
    perUser: deps.config.limits.liveStreamsPerUser,
    perAddress: deps.config.limits.liveStreamsPerAddress,
  });
  // Open streams would hold the server open while it drains: end them first.
  app.addHook('preClose', async () => closeAllStreams(openStreams));

  route(
    app,
    endpoints.checkIn,
    {
      config: { access: 'tap', needsSchedule: true },
      schema: {
        tags,
        summary:
          "Check an athlete in (idempotent). Parents (source 'qr') need the device cookie; coaches send source 'manual_fallback'.",
        body: checkInBodySchema,
        headers: actingUserHeaders,
        response: { 200: checkInResponseSchema, 201: checkInResponseSchema },
      },
    },
    async (request, reply) => {
      const { athleteId, eventId, source, phoneNumber, tappedAt, heard } = request.body;
      if (source === 'manual_fallback') {
        const { user, scope } = await requireActingStaff(deps, request);
        await assertInScope(deps, scope, eventId, athleteId);
        const result = await checkInManually(deps, {
          athleteId,
          eventId,
          userId: user.id,
          ip: request.ip,
          // A coach's check-in queued on a dashboard that was offline (decisions 022, 039).
          time: judgeTapTime({
            secret: deps.secretKey,
            eventId,
            now: deps.clock.now(),
            tappedAt,
            heard,
            openedAt: null,
          }),
          textsAfter: new Date(deps.clock.now().getTime() + deps.config.texts.undoGraceMs),
        });
        await announceCheckIn(deps, result);
        return reply
          .code(result.alreadyCheckedIn ? 200 : 201)
          .send({ checkIn: result.checkIn, alreadyCheckedIn: result.alreadyCheckedIn });
      }
      // The parent's statement checks the device cookie and announces a new check-in itself.
      const result = await checkInAsParent(deps, {
        deviceToken: request.cookies[PARENT_COOKIE],
        claimedPhone: phoneNumber,
        athleteId,
        eventId,
        tappedAt,
        heard,
      });
      return reply
        .code(result.alreadyCheckedIn ? 200 : 201)
        .send({ checkIn: result.checkIn, alreadyCheckedIn: result.alreadyCheckedIn });
    },
  );

  route(
    app,
    endpoints.checkInAll,
    {
      config: { access: 'tap', needsSchedule: true },
      schema: {
        tags,
        summary:
          'A parent\'s "Check in all": several linked athletes in one tap (idempotent; each athlete answers checked-in, already-checked-in or not-linked)',
        body: checkInAllBodySchema,
        response: { 200: checkInAllResponseSchema },
      },
    },
    async (request) => {
      const results = await checkInAllAsParent(deps, {
        deviceToken: request.cookies[PARENT_COOKIE],
        claimedPhone: request.body.phoneNumber,
        athleteIds: request.body.athleteIds,
        eventId: request.body.eventId,
      });
      return { results };
    },
  );

  route(
    app,
    endpoints.undoCheckIn,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Undo a check-in (coach or admin)',
        params: z.object({ athleteId: idSchema, eventId: idSchema }),
        headers: actingUserHeaders,
      },
    },
    async (request, reply) => {
      const { user, scope } = await requireActingStaff(deps, request);
      const { athleteId, eventId } = request.params;
      await assertInScope(deps, scope, eventId, athleteId);
      const isRemoved = await removeCheckIn(deps, {
        athleteId,
        eventId,
        userId: user.id,
        ip: request.ip,
        now: deps.clock.now(),
      });
      if (isRemoved) deps.deliverer.wake();
      if (isRemoved) await deps.live.publish({ type: 'undo', eventId, athleteId });
      return reply.code(204).send();
    },
  );

  route(
    app,
    endpoints.checkIns,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "An event's check-ins (the dashboard's polling fallback)",
        params: z.object({ eventId: idSchema }),
        response: { 200: checkInsListSchema },
      },
    },
    async (request, reply) => {
      const { scope } = await requireStaffScope(deps, request);
      await assertEventVisible(deps, { scope, eventId: request.params.eventId });
      const list = await listCheckIns(deps, { eventId: request.params.eventId, scope });
      // What the dashboard keeps with a check-in it queues offline (decision 039).
      reply.header(
        HEARD_HEADER,
        signHeard(deps.secretKey, request.params.eventId, deps.clock.now()),
      );
      return list;
    },
  );

  route(
    app,
    endpoints.liveCheckIns,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "Server-Sent Events: an event's check-ins and undos as they happen",
        params: z.object({ eventId: idSchema }),
      },
    },
    async (request, reply) => {
      const { user, scope } = await requireStaffScope(deps, request);
      await findEventRow(deps, request.params.eventId); // 404 for an unknown event
      await assertEventVisible(deps, { scope, eventId: request.params.eventId });
      const release = streamLimiter.acquire(user.id, request.ip);
      if (!release) throw appError('TOO_MANY_LIVE_STREAMS', messages.errors.tooManyLiveStreams);
      const { eventId } = request.params;
      // Each message is checked against the coach's scope as it stands (decision 044).
      const filter = scopeFilter(deps, scope);
      const isStillStaff = async () => {
        const user = await findSessionUser(deps, request, { touch: false });
        if (user === null || user.role === 'pending') return false;
        filter.reset(await staffScope(deps, user));
        return true;
      };
      const session = { userId: user.id, sessionId: user.sessionId };
      streamEvent(
        deps,
        openStreams,
        request,
        reply,
        eventId,
        session,
        isStillStaff,
        release,
        filter,
      );
    },
  );
}

/**
 * What one scoped stream may carry: a check-in or undo of an athlete of the coach's teams
 * (each athlete asked once, then remembered until the scope is read again), and events
 * named in a switch only when the coach sees them.
 */
function scopeFilter(deps: Deps, initial: StaffScope): StreamFilter {
  let scope = initial;
  let known = new Map<string, Promise<boolean>>();
  const visible = (athleteId: string) => {
    let answer = known.get(athleteId);
    if (!answer) {
      answer = athleteVisible(deps, { scope, athleteId });
      known.set(athleteId, answer);
    }
    return answer;
  };
  return {
    reset(next) {
      scope = next;
      known = new Map();
    },
    async pass(message) {
      if (scope.kind === 'all') return message;
      if (message.type === 'check-in' || message.type === 'undo')
        return (await visible(message.athleteId)) ? message : null;
      if (message.type === 'pickup' && message.athleteId)
        return (await visible(message.athleteId)) ? message : null;
      if (message.type === 'events' && message.switched) {
        const ids = [
          ...message.switched.opened,
          ...message.switched.closed,
          ...message.switched.passedOver,
          ...(message.switched.active ? [message.switched.active] : []),
        ].map((ref) => ref.id);
        const seen = await visibleEventIds(deps, { scope, eventIds: ids });
        const keep = <T extends { id: string }>(refs: T[]) => refs.filter((r) => seen.has(r.id));
        const { switched } = message;
        return {
          ...message,
          switched: {
            ...switched,
            opened: keep(switched.opened),
            closed: keep(switched.closed),
            passedOver: keep(switched.passedOver),
            active: switched.active && seen.has(switched.active.id) ? switched.active : null,
          },
        };
      }
      return message;
    },
  };
}
