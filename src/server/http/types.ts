import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../platform/clock.ts';
import type { Deliverer } from '../platform/deliverer.ts';
import type { LiveBus } from '../platform/live-bus.ts';
import type { Mailer } from '../platform/mailer.ts';
import type { Outbox } from '../platform/outbox.ts';
import type { SheetFetcher } from '../platform/sheet-fetcher/index.ts';
import type { SmsSender } from '../platform/sms.ts';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Everything a route module or service needs, built once by buildApp (decision 024). A
 * service takes `(deps, input)` and types `deps` as `Pick<Deps, ...>`: exactly what it uses,
 * so a test can hand it a smaller object.
 */
export interface Deps {
  config: Config;
  database: Database;
  db: Database['db'];
  clock: Clock;
  /** Verification codes' sender (TWILIO_FROM). */
  sms: SmsSender;
  /** Alert texts' sender (Messaging Service or TWILIO_ALERTS_FROM, decision 042). */
  alertSms: SmsSender;
  mailer: Mailer;
  /** Sends what the durable outbox holds (decision 042). */
  deliverer: Deliverer;
  outbox: Outbox;
  secretKey: string;
  live: LiveBus;
  /** Downloads a roster sheet past the SSRF checks (platform/sheet-fetcher). */
  fetchSheet: SheetFetcher;
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What the route reads or writes depends on which event is active: the schedule runs
     * (throttled) before it answers, so no answer shows a window not applied yet
     * (modules/schedule/routes.ts, decisions 030 and 055).
     */
    needsSchedule?: boolean;
    /**
     * Who may call the route (issue 32): checked before the handler by the access hook
     * (modules/auth/access.ts), which resolves a staff caller's scope once for the request.
     * Every API route declares one; `route()` will not register one without it.
     */
    access?: RouteAccess;
  }
}

/**
 * Who may call a route: anyone; a verified parent's device; any signed-in user, pending
 * included; an approved coach or admin, with the scope of what they may see; an admin.
 * 'tap' is the parent's tap (check-in, "Check in all"): its device is proven inside the tap's
 * one statement (decision 011), so the hook asks nothing first; the check-in also takes a
 * coach's manual check-in, which asks for the staff scope (the handler decides by the body's
 * source). (API tokens and kiosks will be kinds of caller here too.)
 */
export type RouteAccess = 'public' | 'parent' | 'signed-in' | 'staff' | 'admin' | 'tap';
