import { z } from 'zod';
import { writeAudit } from '#server/db/audit.ts';
import { attachment } from '#server/http/content-disposition.ts';
import { route } from '#server/http/route.ts';
import { requireAdmin } from '#server/http/sessions.ts';
import type { App, Deps } from '#server/http/types.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { messages } from '#shared/messages.ts';
import {
  adminUserSchema,
  assignTeamsBodySchema,
  auditListSchema,
  auditQuerySchema,
  coachTeamsOverviewSchema,
  idSchema,
  updateRoleBodySchema,
} from '#shared/schemas.ts';
import { auditCsv, listAudit } from './audit-log.ts';
import {
  assignTeams,
  changeUserRole,
  coachTeamsOverview,
  deleteUser,
  listUsers,
} from './service.ts';

const tags = ['admin'];
const userParams = z.object({ userId: idSchema });

export function adminRoutes(app: App, deps: Deps) {
  route(
    app,
    endpoints.adminUsers,
    {
      config: { access: 'admin' },
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

  route(
    app,
    endpoints.adminUserRole,
    {
      config: { access: 'admin' },
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

  route(
    app,
    endpoints.adminDeleteUser,
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Reject or delete a user', params: userParams },
    },
    async (request, reply) => {
      const actor = await requireAdmin(deps, request);
      await deleteUser(deps, { actor, userId: request.params.userId, ip: request.ip });
      return reply.code(204).send();
    },
  );

  route(
    app,
    endpoints.adminCoachTeams,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Which mode the club is in (open: no coach has a team; teams), and every team',
        response: { 200: coachTeamsOverviewSchema },
      },
    },
    async (request) => {
      await requireAdmin(deps, request);
      return coachTeamsOverview(deps);
    },
  );

  route(
    app,
    endpoints.adminUserTeams,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Set the teams a user coaches (replacing theirs) and whether they see all teams',
        description:
          'Once any coach has a team the club is in team mode: a coach sees only the athletes of their teams, the events whose roster holds one of them and the events they created; admins and `allTeams` coaches see everything (decision 044). Audited.',
        params: userParams,
        body: assignTeamsBodySchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => {
      const actor = await requireAdmin(deps, request);
      return assignTeams(deps, {
        actor,
        userId: request.params.userId,
        ...request.body,
        ip: request.ip,
      });
    },
  );

  route(
    app,
    endpoints.adminAudit,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The audit log, newest first, filtered (the newest 200)',
        description:
          "`action`: exact, or a prefix ending in `.` (`data.` is every bulk read of personal data); `actor`: part of the acting user's email; `from`, `to`: days (YYYY-MM-DD, UTC, both included).",
        querystring: auditQuerySchema,
        response: { 200: auditListSchema },
      },
    },
    async (request) => {
      await requireAdmin(deps, request);
      return listAudit(deps, request.query);
    },
  );

  route(
    app,
    endpoints.adminAuditCsv,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The filtered audit log as CSV (up to 50,000 entries)',
        querystring: auditQuerySchema,
      },
    },
    async (request, reply) => {
      const actor = await requireAdmin(deps, request);
      const csv = await auditCsv(deps, request.query);
      // Reading the log leaves the server in bulk too: it is on the log (decision 044).
      await writeAudit(deps.db, {
        actorType: 'user',
        actorId: actor.id,
        action: 'data.audit_downloaded',
        details: { filters: request.query },
        ip: request.ip,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(messages.admin.audit.csvFilename))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
