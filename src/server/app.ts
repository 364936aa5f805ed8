/**
 * Builds the whole HTTP application: infrastructure plugins, then feature routes, then the
 * browser app. Tests build this very app and call it with `app.inject()`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyError } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { en } from '../shared/messages.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, withTimeout } from './db/unavailable.ts';
import { AppError } from './http/errors.ts';
import { trackInFlightHandlers } from './http/in-flight.ts';
import { checkOrigin } from './http/origin.ts';
import { clockedRateLimitStore } from './http/rate-limits.ts';
import type { App, Deps } from './http/types.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { checkInRoutes } from './modules/check-ins/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { runLifecycle, scheduleLifecycle } from './modules/lifecycle/lifecycle.ts';
import { parentLinkRoutes } from './modules/parent-links/routes.ts';
import { parentRoutes } from './modules/parents/routes.ts';
import { rosterRoutes } from './modules/rosters/routes.ts';
import { teamRoutes } from './modules/teams/routes.ts';
import { verificationRoutes } from './modules/verification/routes.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { randomToken } from './platform/crypto.ts';
import { createLiveBus } from './platform/live-bus.ts';
import { createMailer, type Mailer } from './platform/mailer.ts';
import { createOutbox } from './platform/outbox.ts';
import { createSms, type SmsSender } from './platform/sms.ts';

export const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${en.server.webNotBuiltTitle}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 34rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>${en.server.webNotBuiltTitle}</h1><p>${en.server.webNotBuiltText}</p></body></html>`;

export interface BuildAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  sms?: SmsSender;
  mailer?: Mailer;
  /** Serve the built browser app (default true); before it is built, a page says so. */
  serveWeb?: boolean;
  /** Where the built browser app is (default dist/web). */
  webRoot?: string;
  /** Pino logger options; false to silence (tests). */
  logger?: boolean | object;
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
    return503OnClosing: true,
  }).withTypeProvider() as unknown as App;

  /** Every route, as registered: the authorization matrix test checks none is forgotten. */
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  const inFlight = trackInFlightHandlers(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const outbox = createOutbox(database.db);
  const deps: Deps = {
    config,
    database,
    db: database.db,
    clock: options.clock ?? systemClock,
    outbox,
    sms: options.sms ?? createSms(config, outbox),
    mailer: options.mailer ?? createMailer(config, outbox),
    // Without a configured key, codes in flight do not survive a restart: fine outside production.
    secretKey: config.secretKey ?? randomToken(),
    live: await createLiveBus(database, app.log),
  };
  app.addHook('onClose', async () => deps.live.close());
  // Closing waits for handlers still running (their client may have gone) before the live
  // bus and, after close(), the database go. onClose hooks run last-registered first.
  app.addHook('onClose', () => inFlight.settled());

  const runDataLifecycle = () =>
    runLifecycle(database.db, {
      now: deps.clock.now(),
      retentionDays: config.retentionDays,
      sessionIdleMs: config.limits.sessionIdleMs,
    });
  if (options.scheduleLifecycle ?? true) {
    const stopLifecycle = scheduleLifecycle(runDataLifecycle, app.log);
    app.addHook('onClose', async () => stopLifecycle());
  }

  let isDraining = false;
  app.decorate('startDraining', () => {
    isDraining = true;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({ message: first?.message ?? en.errors.invalidRequest });
    }
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ ...error.extra, message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: one plain log line, and an answer a balancer or person can
      // act on. Recovery needs no restart: the next request gets a fresh connection.
      request.log.warn(
        { method: request.method, url: request.url, cause: String(error.cause ?? error.message) },
        'database unavailable',
      );
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: en.errors.databaseUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 429 ? en.errors.tooManyRequests : error.message;
      return reply.code(status).send({ message });
    }
    request.log.error(
      { err: error, method: request.method, url: request.url, params: request.params },
      'request failed',
    );
    return reply.code(500).send({ message: en.errors.generic });
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: config.isHttps ? [] : null,
      },
    },
    hsts: config.isHttps,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie, { secret: deps.secretKey });
  await app.register(rateLimit, {
    global: true,
    max: config.limits.requestsPerMinute,
    timeWindow: '1 minute',
    store: clockedRateLimitStore(deps.clock),
  });
  await app.register(swagger, {
    openapi: { info: { title: 'TapIn API', version: '1.0.0' } },
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

  app.get('/healthz', { schema: { hide: true } }, () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (isDraining) return reply.code(503).send({ status: 'draining' });
    try {
      // About a second at most: a balancer's probe must not hang with a stalled database.
      await withTimeout(database.ping(), 1_000);
      return { status: 'ready' };
    } catch {
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: 'database unreachable' });
    }
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());

  verificationRoutes(app, deps);
  parentRoutes(app, deps);
  checkInRoutes(app, deps);
  authRoutes(app, deps);
  adminRoutes(app, deps);
  eventRoutes(app, deps);
  teamRoutes(app, deps);
  rosterRoutes(app, deps);
  parentLinkRoutes(app, deps);
  if (config.isDevOutboxOpen && (deps.sms.kind === 'outbox' || deps.mailer.kind === 'outbox')) {
    devRoutes(app, deps);
  }

  // The browser app is looked for on each request, not once at start-up: a server started
  // before `npm run build` finished serves the app as soon as it is there, and until then
  // answers with a page that says what to do instead of a bare JSON 404.
  const serveWeb = options.serveWeb ?? true;
  const webDir = options.webRoot ?? webRoot;
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (reply, file) => setStaticCacheHeaders(reply, webDir, file),
      // The build writes .br and .gz beside each text file (vite.config.ts): sent as-is.
      preCompressed: true,
    });
  }
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
    (request, reply) => {
      const isApi = request.url.startsWith('/api/') || request.url === '/api';
      if (isApi || !serveWeb || request.method !== 'GET') {
        return reply.code(404).send({ message: en.errors.notFound });
      }
      if (!existsSync(path.join(webDir, 'index.html'))) {
        return reply
          .code(503)
          .header('Retry-After', '5')
          .type('text/html; charset=utf-8')
          .send(notBuiltPage);
      }
      // The browser app owns every other path, its own 404 page included.
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    },
  );

  return Object.assign(app, { deps, routes, runDataLifecycle });
}

/**
 * Hashed build output (/assets/) never changes under its name: a phone keeps it a year
 * without asking again. Everything else (index.html, sw.js, theme-init.js, icons) is
 * revalidated on every load, so a deploy reaches the next visit (issue 13, decision 022).
 */
function setStaticCacheHeaders(
  reply: { header(name: string, value: string): unknown },
  root: string,
  file: string,
) {
  const isHashedAsset = path.relative(root, file).startsWith(`assets${path.sep}`);
  reply.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
}

declare module 'fastify' {
  interface FastifyInstance {
    startDraining(): void;
  }
}
