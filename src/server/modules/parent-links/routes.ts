import { z } from 'zod';
import { writeAudit } from '#server/db/audit.ts';
import { appError } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import type { App, Deps } from '#server/http/types.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { messages } from '#shared/messages.ts';
import {
  guardianRemovalsSchema,
  idSchema,
  parentLinksSchema,
  removeParentLinkParamsSchema,
} from '#shared/schemas.ts';
import { assertAthleteVisible, assertEventVisible, requireStaffScope } from '../auth/scope.ts';
import { listEventParentLinks, listGuardianRemovals, removeParentLink } from './service.ts';

const tags = ['parent-links'];

/** Staff only: who is linked to the athletes of an event, and removing a link (decision 021). */
export function parentLinkRoutes(app: App, deps: Deps) {
  const { db } = deps;

  route(
    app,
    endpoints.parentLinks,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          "Phones linked to the event roster's athletes: from the parent or a roster file, and when; phones linked to unusually many athletes are flagged",
        params: z.object({ eventId: idSchema }),
        response: { 200: parentLinksSchema },
      },
    },
    async (request) => {
      const { user, scope } = await requireStaffScope(deps, request);
      await assertEventVisible(deps, { scope, eventId: request.params.eventId });
      const links = await listEventParentLinks(deps, { eventId: request.params.eventId, scope });
      // Guardians' phones leaving in bulk are on the audit log (decision 044).
      await writeAudit(db, {
        actorType: 'user',
        actorId: user.id,
        action: 'data.parent_links_viewed',
        targetType: 'event',
        targetId: request.params.eventId,
        details: { links: links.length },
        ip: request.ip,
      });
      return links;
    },
  );

  route(
    app,
    endpoints.removeParentLink,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Remove every link between a phone (E.164, URL-encoded) and an athlete of the event roster (audited)',
        params: removeParentLinkParamsSchema,
      },
    },
    async (request, reply) => {
      const { user: actor, scope } = await requireStaffScope(deps, request);
      await assertEventVisible(deps, { scope, eventId: request.params.eventId });
      await assertAthleteVisible(deps, { scope, athleteId: request.params.athleteId }).catch(() => {
        throw appError('PARENT_LINK_NOT_FOUND', messages.errors.parentLinkNotFound);
      });
      await removeParentLink(deps, { actor, ...request.params, ip: request.ip, scope });
      return reply.code(204).send();
    },
  );

  route(
    app,
    endpoints.guardianRemovals,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          "Links guardians removed themselves from the event roster's athletes: a re-import does not restore them (decision 044)",
        params: z.object({ eventId: idSchema }),
        response: { 200: guardianRemovalsSchema },
      },
    },
    async (request) => {
      const { scope } = await requireStaffScope(deps, request);
      await assertEventVisible(deps, { scope, eventId: request.params.eventId });
      return listGuardianRemovals(deps, { eventId: request.params.eventId, scope });
    },
  );
}
