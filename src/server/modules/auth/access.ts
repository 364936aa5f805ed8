/**
 * Who may call a route, checked before its handler (issue 32): every API route declares
 * `config: { access }` (src/server/http/types.ts) and this hook asks the same guards the
 * handlers ask — a verified parent's device, a session, an approved coach or admin with
 * their scope, an admin — so a route that forgets its own first line is still closed. The
 * guards remember their answer for the request, so the handler's own call costs nothing.
 */
import type { FastifyRequest } from 'fastify';
import { requireParent } from '#server/http/parent-device.ts';
import { requireAdmin, requireUser } from '#server/http/sessions.ts';
import type { Deps, RouteAccess } from '#server/http/types.ts';
import { requireStaffScope } from './scope.ts';

export function checkAccess(
  app: {
    addHook(name: 'preHandler', hook: (request: FastifyRequest) => Promise<void>): unknown;
  },
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
) {
  const checks: Record<RouteAccess, ((request: FastifyRequest) => Promise<unknown>) | null> = {
    public: null,
    // The parent's tap proves its device in its own statement (decision 011): no query first.
    tap: null,
    parent: (request) => requireParent(deps, request),
    'signed-in': (request) => requireUser(deps, request),
    staff: (request) => requireStaffScope(deps, request),
    admin: (request) => requireAdmin(deps, request),
  };
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    await checks[access]?.(request);
  });
}
