/**
 * Registers a route from its entry in the API contract (src/shared/api/endpoints.ts,
 * decision 055): the method and the path come from there, so the server and the browser
 * cannot disagree about either. Otherwise exactly Fastify's shorthand (`app.get(path,
 * options, handler)`): the same options, the same typing of the request from the zod
 * schemas.
 *
 *   route(app, endpoints.updateEvent, { config: { access: 'staff' }, schema: { … } }, async (request) => …);
 *
 * Every route declares who may call it (`config.access`, checked by modules/auth/access.ts
 * before the handler); one without it is refused at start-up.
 */
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '#shared/api/endpoints.ts';
import type { App, RouteAccess } from './types.ts';

export function route<
  RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
  ContextConfig = ContextConfigDefault,
  const SchemaCompiler extends FastifySchema = FastifySchema,
>(
  app: App,
  endpoint: Endpoint,
  options: RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGeneric,
    ContextConfig,
    SchemaCompiler,
    ZodTypeProvider,
    FastifyBaseLogger
  >,
  handler: RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGeneric,
    ContextConfig,
    SchemaCompiler,
    ZodTypeProvider,
    FastifyBaseLogger
  >,
): App {
  // Who may call it is decided on purpose, never by a forgotten line (issue 32).
  const access = (options.config as { access?: RouteAccess } | undefined)?.access;
  if (!access) throw new Error(`${endpoint.method} ${endpoint.path} declares no config.access`);
  return app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    handler,
  } as RouteOptions as Parameters<App['route']>[0]);
}
