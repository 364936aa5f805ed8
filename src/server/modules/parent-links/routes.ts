import { z } from 'zod';
import { requireStaff } from '#server/http/sessions.ts';
import type { App, Deps } from '#server/http/types.ts';
import { idSchema, parentLinksSchema, removeParentLinkParamsSchema } from '#shared/schemas.ts';
import { listEventParentLinks, removeParentLink } from './service.ts';

const tags = ['parent-links'];

/** Staff only: who is linked to the athletes of an event, and removing a link (decision 021). */
export function parentLinkRoutes(app: App, deps: Deps) {
  const { db } = deps;

  app.get(
    '/api/events/:eventId/parent-links',
    {
      schema: {
        tags,
        summary:
          "Phones linked to the event roster's athletes: from the parent or a roster file, and when; phones linked to unusually many athletes are flagged",
        params: z.object({ eventId: idSchema }),
        response: { 200: parentLinksSchema },
      },
    },
    async (request) => {
      await requireStaff(deps, request);
      return listEventParentLinks(db, request.params.eventId);
    },
  );

  app.delete(
    '/api/events/:eventId/parent-links/:athleteId/:phoneNumber',
    {
      schema: {
        tags,
        summary:
          'Remove every link between a phone (E.164, URL-encoded) and an athlete of the event roster (audited)',
        params: removeParentLinkParamsSchema,
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(deps, request);
      await removeParentLink(deps, { actor, ...request.params, ip: request.ip });
      return reply.code(204).send();
    },
  );
}
