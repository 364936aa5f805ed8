/**
 * Where the schedule runs (decision 030): before the requests that depend on which event is
 * active (throttled), and on a timer when the app runs its background jobs.
 */
import { z } from 'zod';
import { route } from '#server/http/route.ts';
import { requireStaff } from '#server/http/sessions.ts';
import type { App, Deps } from '#server/http/types.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { idSchema, scheduleNoticeSchema } from '#shared/schemas.ts';
import { requireStaffScope } from '../auth/scope.ts';
import { dismissScheduleNotice, listScheduleNotices } from './notices.ts';
import type { Scheduler } from './service.ts';

/**
 * Runs the schedule before the requests that care (throttled): the routes that declare
 * `config: { needsSchedule: true }` because they read or write what depends on which event
 * is active (the parent's screens and taps, the season QR code's screen; decisions 030,
 * 040, 055). On a timer too when `timer` is on (the app's background jobs; tests run it by
 * hand with a fake clock).
 */
export function scheduleEvents(
  app: {
    addHook(
      name: 'onRequest',
      hook: (request: { routeOptions: { config: { needsSchedule?: boolean } } }) => Promise<void>,
    ): unknown;
    addHook(name: 'onClose', hook: () => Promise<void>): unknown;
  },
  scheduler: Scheduler,
  options: { timer: boolean },
) {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.needsSchedule) await scheduler.ensure();
  });
  if (options.timer) {
    const stop = scheduler.start();
    app.addHook('onClose', () => stop());
  }
}

/** Schedule notices (decision 039): every coach and admin hears what the schedule did. */
export function scheduleNoticeRoutes(app: App, deps: Deps) {
  const tags = ['events'];
  route(
    app,
    endpoints.scheduleNotices,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'What the schedule did that coaches should hear of, not yet dismissed by this coach',
        description:
          "`waited`: the event's check-in did not open when its time came, because `other` (opened by hand, or starting sooner) stays open until `until`. `closed-for`: the event's check-in was closed because `other` opened by itself. Listed for a week (decision 039).",
        response: { 200: z.array(scheduleNoticeSchema) },
      },
    },
    async (request) => {
      const { user, scope } = await requireStaffScope(deps, request);
      return listScheduleNotices(deps, { userId: user.id, now: deps.clock.now(), scope });
    },
  );
  route(
    app,
    endpoints.dismissScheduleNotice,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Dismisses a schedule notice for the signed-in coach (others still see it)',
        params: z.object({ noticeId: idSchema }),
      },
    },
    async (request, reply) => {
      const user = await requireStaff(deps, request);
      await dismissScheduleNotice(deps, { userId: user.id, noticeId: request.params.noticeId });
      return reply.code(204).send();
    },
  );
}
