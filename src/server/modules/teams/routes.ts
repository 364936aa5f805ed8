import { z } from 'zod';
import { requireStaff } from '#server/http/sessions.ts';
import type { App, Deps } from '#server/http/types.ts';
import { createTeamBodySchema, teamSchema } from '#shared/schemas.ts';
import { createTeam, listTeams } from './service.ts';

const tags = ['teams'];

export function teamRoutes(app: App, deps: Deps) {
  app.get(
    '/api/teams',
    { schema: { tags, summary: 'Every team, by name', response: { 200: z.array(teamSchema) } } },
    async (request) => {
      await requireStaff(deps, request);
      return listTeams(deps);
    },
  );

  app.post(
    '/api/teams',
    {
      schema: {
        tags,
        summary: 'Create a team; a name taken in any case is a 409',
        body: createTeamBodySchema,
        response: { 201: teamSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(deps, request);
      const team = await createTeam(deps, { actor, name: request.body.name, ip: request.ip });
      return reply.code(201).send(team);
    },
  );
}
