import { z } from 'zod';
import { requireAdmin } from '#server/http/sessions.ts';
import type { App, Deps } from '#server/http/types.ts';
import { adminUserSchema, idSchema, updateRoleBodySchema } from '#shared/schemas.ts';
import { changeUserRole, deleteUser, listUsers } from './service.ts';

const tags = ['admin'];
const userParams = z.object({ userId: idSchema });

export function adminRoutes(app: App, deps: Deps) {
  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: 'Every user, pending first',
        response: { 200: z.array(adminUserSchema) },
      },
    },
    async (request) => {
      await requireAdmin(deps, request);
      return listUsers(deps);
    },
  );

  app.patch(
    '/api/admin/users/:userId/role',
    {
      schema: {
        tags,
        summary: 'Approve (pending → coach), promote or demote a user',
        params: userParams,
        body: updateRoleBodySchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => {
      const actor = await requireAdmin(deps, request);
      return changeUserRole(deps, {
        actor,
        userId: request.params.userId,
        role: request.body.role,
        ip: request.ip,
      });
    },
  );

  app.delete(
    '/api/admin/users/:userId',
    { schema: { tags, summary: 'Reject or delete a user', params: userParams } },
    async (request, reply) => {
      const actor = await requireAdmin(deps, request);
      await deleteUser(deps, { actor, userId: request.params.userId, ip: request.ip });
      return reply.code(204).send();
    },
  );
}
