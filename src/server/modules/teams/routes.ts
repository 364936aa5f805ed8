import { z } from 'zod';
import { route } from '#server/http/route.ts';
import type { App, Deps } from '#server/http/types.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { createTeamBodySchema, teamSchema } from '#shared/schemas.ts';
import { requireStaffScope } from '../auth/scope.ts';
import { createTeam, listTeams } from './service.ts';

const tags = ['teams'];

export function teamRoutes(app: App, deps: Deps) {
  route(
    app,
    endpoints.teams,
    {
      config: { access: 'staff' },
      schema: { tags, summary: 'Every team, by name', response: { 200: z.array(teamSchema) } },
    },
    async (request) => {
      const { scope } = await requireStaffScope(deps, request);
      return listTeams(deps, scope);
    },
  );

  route(
    app,
    endpoints.createTeam,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Create a team; a name taken in any case is a 409',
        body: createTeamBodySchema,
        response: { 201: teamSchema },
      },
    },
    async (request, reply) => {
      const { user: actor, scope } = await requireStaffScope(deps, request);
      const team = await createTeam(deps, {
        actor,
        name: request.body.name,
        ip: request.ip,
        // A coach scoped to teams coaches the team they create (decision 044).
        assignTo: scope.kind === 'teams' ? actor.id : null,
      });
      return reply.code(201).send(team);
    },
  );
}
