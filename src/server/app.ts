/**
 * Builds the whole HTTP application: infrastructure plugins, then feature routes, then the
 * browser app. Tests build this very app and call it with `app.inject()`.
 */
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyError } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import * as endpoints from '#shared/api/endpoints.ts';
import { loadAllCatalogues } from '#shared/i18n/active.ts';
import { messages } from '#shared/messages.ts';
import { isStaffPage } from '#shared/page-policy.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { RETRY_AFTER_SECONDS, withTimeout } from './db/unavailable.ts';
import { errorBody, handleError, handleFrameworkError } from './http/error-handler.ts';
import { trackInFlightHandlers } from './http/in-flight.ts';
import { localeHooks, withLocale } from './http/locale.ts';
import { openApiDocument } from './http/openapi.ts';
import { checkOrigin } from './http/origin.ts';
import { clockedRateLimitStore } from './http/rate-limits.ts';
import { route } from './http/route.ts';
import type { App, Deps, RouteAccess } from './http/types.ts';
import { serveWebApp, webRoot } from './http/web-app.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { attendanceRoutes } from './modules/attendance/routes.ts';
import { checkAccess } from './modules/auth/access.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { checkInRoutes } from './modules/check-ins/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { guardianTextsRoutes } from './modules/guardian-texts/routes.ts';
import { guardianshipRoutes } from './modules/guardianship/routes.ts';
import { runLifecycle, scheduleLifecycle } from './modules/lifecycle/lifecycle.ts';
import { localeRoutes } from './modules/locale/routes.ts';
import { messagingRoutes } from './modules/messaging/routes.ts';
import { createDeliverer } from './modules/messaging/service.ts';
import { parentLinkRoutes } from './modules/parent-links/routes.ts';
import { parentRoutes } from './modules/parents/routes.ts';
import { pickupRoutes } from './modules/pickup/routes.ts';
import { createRosterParser, type RosterParseLimits } from './modules/rosters/parse-in-worker.ts';
import { rosterRoutes } from './modules/rosters/routes.ts';
import { scheduleEvents, scheduleNoticeRoutes } from './modules/schedule/routes.ts';
import { createScheduler } from './modules/schedule/service.ts';
import { teamRoutes } from './modules/teams/routes.ts';
import { verificationRoutes } from './modules/verification/routes.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { randomToken } from './platform/crypto.ts';
import { createLiveBus } from './platform/live-bus.ts';
import { createMailer, type Mailer } from './platform/mailer.ts';
import { createOutbox } from './platform/outbox.ts';
import { createSheetFetcher } from './platform/sheet-fetcher/index.ts';
import { createAlertSms, createSms, type SmsSender } from './platform/sms.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  sms?: SmsSender;
  /** The alert texts' sender (default: the Messaging Service / TWILIO_ALERTS_FROM, decision 042). */
  alertSms?: SmsSender;
  mailer?: Mailer;
  /** Deliver the outbox on a timer (default: as scheduleLifecycle); tests call runOnce(). */
  deliverOutbox?: boolean;
  /** Serve the built browser app (default true); before it is built, a page says so. */
  serveWeb?: boolean;
  /** Where the built browser app is (default dist/web). */
  webRoot?: string;
  /** Pino logger options; false to silence (tests). */
  logger?: boolean | object;
  /** Limits of the roster-file readers (decision 037); tests shorten the deadline. */
  rosterParsing?: Partial<RosterParseLimits>;
  /** Prune and anonymise on a schedule (default: yes; tests run it by hand). */
  scheduleLifecycle?: boolean;
}

export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Fastify's own 503 while closing has a body of its own and no Retry-After: the
    // draining hook below answers instead, as every other error does.
    return503OnClosing: false,
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider() as unknown as App;

  /** Every route, as registered: the authorization matrix test checks none is forgotten. */
  const routes: { method: string; url: string; access: RouteAccess | undefined }[] = [];
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access });
  });
  const inFlight = trackInFlightHandlers(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const outbox = createOutbox(database.db);
  const clock = options.clock ?? systemClock;
  const alertSms = options.alertSms ?? createAlertSms(config, outbox);
  const mailer = options.mailer ?? createMailer(config, outbox);
  const deliverer = createDeliverer({
    db: database.db,
    clock,
    config,
    alertSms,
    mailer,
    log: app.log,
  });
  const deps: Deps = {
    config,
    database,
    db: database.db,
    clock,
    outbox,
    sms: options.sms ?? createSms(config, outbox),
    alertSms,
    mailer,
    deliverer,
    // Without a configured key, codes in flight do not survive a restart: fine outside production.
    secretKey: config.secretKey ?? randomToken(),
    live: await createLiveBus(database, app.log),
    fetchSheet: createSheetFetcher(config.sheets),
    log: app.log,
  };
  app.addHook('onClose', async () => deps.live.close());
  // Roster files are read in worker processes, never on this event loop (decision 037).
  const rosterParser = createRosterParser(options.rosterParsing);
  app.addHook('onClose', async () => rosterParser.close());
  // Closing waits for handlers still running (their client may have gone) before the live
  // bus and, after close(), the database go. onClose hooks run last-registered first.
  app.addHook('onClose', () => inFlight.settled());

  const runDataLifecycle = () =>
    runLifecycle(deps, {
      now: deps.clock.now(),
      retentionDays: config.retentionDays,
      sessionIdleMs: config.limits.sessionIdleMs,
    });
  if (options.scheduleLifecycle ?? true) {
    const stopLifecycle = scheduleLifecycle(runDataLifecycle, app.log);
    app.addHook('onClose', () => stopLifecycle());
  }

  // Every instance delivers the outbox (decision 042); closing waits for sends in flight.
  if (options.deliverOutbox ?? options.scheduleLifecycle ?? true) {
    app.addHook('onReady', async () => deliverer.start());
  }
  app.addHook('preClose', async () => deliverer.stop());
  // Every request's language first: whatever answers it, even a refusal, speaks it.
  await loadAllCatalogues();
  localeHooks(app, config);

  let isDraining = false;
  app.decorate('startDraining', () => {
    isDraining = true;
  });
  app.addHook('preClose', async () => {
    isDraining = true;
  });
  // While the process drains (SIGTERM), a request that still reaches it (on a connection
  // already open) is turned away with the usual error body: a balancer or the phone tries
  // again, elsewhere or in a moment. The probes answer for themselves.
  app.addHook('onRequest', async (request, reply) => {
    if (!isDraining || request.url === '/healthz' || request.url === '/readyz') return;
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .header('connection', 'close')
      .send(errorBody('SHUTTING_DOWN', messages.errors.shuttingDown));
  });

  // An answer given while draining closes its connection: a keep-alive connection left idle
  // after it would hold the shutdown until the keep-alive time ran out.
  app.addHook('onSend', async (_request, reply) => {
    if (isDraining) reply.header('connection', 'close');
  });

  app.setErrorHandler((error: FastifyError, request, reply) =>
    withLocale(request.locale, () => handleError(error, request, reply)),
  );

  // One policy but for one word (decision 057): pickup mode's QR reader compiles its own
  // WebAssembly (served from /assets, never a CDN) where the browser has no BarcodeDetector
  // (issue 26), so a staff page may ('wasm-unsafe-eval'); a parent's page, and every other
  // answer, may not.
  const policy = ({ mayCompileWasm }: { mayCompileWasm: boolean }) => ({
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: mayCompileWasm ? ["'self'", "'wasm-unsafe-eval'"] : ["'self'"],
      connectSrc: ["'self'"],
      upgradeInsecureRequests: config.isHttps ? [] : null,
    },
  });
  await app.register(helmet, {
    contentSecurityPolicy: policy({ mayCompileWasm: false }),
    hsts: config.isHttps,
    crossOriginEmbedderPolicy: false,
  });
  // Runs after helmet's own hook and replaces its header. Decided by the address, before
  // any route: a staff page's HTML is the same file as a parent's (web-app.ts).
  const staffPolicy = helmet.contentSecurityPolicy(policy({ mayCompileWasm: true }));
  app.addHook('onRequest', (request, reply, done) => {
    if (!isStaffPage(request.url.split('?', 1)[0] ?? '')) return done();
    staffPolicy(request.raw, reply.raw, done);
  });
  await app.register(cookie, { secret: deps.secretKey });
  await app.register(rateLimit, {
    global: true,
    max: config.limits.requestsPerMinute,
    timeWindow: '1 minute',
    store: clockedRateLimitStore(deps.clock),
  });
  await app.register(swagger, {
    openapi: openApiDocument,
    transform: jsonSchemaTransform,
  });

  app.addHook('onRequest', checkOrigin(config));
  // API answers carry personal data: no browser or proxy keeps them unless a route says
  // otherwise on purpose (it sets its own Cache-Control). Errors and 404s included.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  // Liveness: the process answers (a restart would not help a database outage).
  app.get('/healthz', { schema: { hide: true } }, () => ({ status: 'ok' }));
  // Readiness: send traffic here? No while draining or while the database does not answer;
  // a 503 carries the usual {code, message} and Retry-After, plus `status` for operators.
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (isDraining) {
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(errorBody('SHUTTING_DOWN', messages.errors.shuttingDown, { status: 'draining' }));
    }
    try {
      // About a second at most: a balancer's probe must not hang with a stalled database.
      await withTimeout(database.ping(), 1_000);
      return { status: 'ready' };
    } catch {
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(
          errorBody('DATABASE_UNAVAILABLE', messages.errors.databaseUnavailable, {
            status: 'database unreachable',
          }),
        );
    }
  });
  route(app, endpoints.openApi, { config: { access: 'public' }, schema: { hide: true } }, () =>
    app.swagger(),
  );

  // Check-in that opens and closes by itself (decision 030).
  const scheduler = createScheduler(deps);
  scheduleEvents(app, scheduler, { timer: options.scheduleLifecycle ?? true });
  // Who may call each route, checked before its handler (issue 32).
  checkAccess(app, deps);
  verificationRoutes(app, deps);
  parentRoutes(app, deps);
  checkInRoutes(app, deps);
  authRoutes(app, deps);
  adminRoutes(app, deps);
  eventRoutes(app, deps, scheduler);
  teamRoutes(app, deps);
  rosterRoutes(app, deps, rosterParser);
  parentLinkRoutes(app, deps);
  guardianshipRoutes(app, deps);
  attendanceRoutes(app, deps);
  localeRoutes(app, deps);
  pickupRoutes(app, deps);
  scheduleNoticeRoutes(app, deps);
  guardianTextsRoutes(app, deps);
  messagingRoutes(app, deps);
  if (config.isDevOutboxOpen && (deps.sms.kind === 'outbox' || deps.mailer.kind === 'outbox')) {
    devRoutes(app, deps);
  }

  await serveWebApp(app, {
    serveWeb: options.serveWeb ?? true,
    webDir: options.webRoot ?? webRoot,
  });

  return Object.assign(app, { deps, routes, runDataLifecycle, rosterParser });
}

declare module 'fastify' {
  interface FastifyInstance {
    startDraining(): void;
  }
}
