/**
 * How every failure becomes an answer: `{ code, message, ...extra }`, with a code from
 * src/shared/error-codes.ts (decision 024). AppErrors say their own code; schema failures,
 * outages and the framework's own 4xx errors get theirs here; anything else is a bug,
 * logged in full and answered with a generic 500 that reveals nothing.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '#shared/error-codes.ts';
import { messages } from '#shared/messages.ts';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { AppError } from './errors.ts';

/** The body of an error answer. */
export const errorBody = (
  code: ErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): ErrorBody => ({ ...extra, code, message });

/** A 4xx the framework or a plugin raised (bad JSON, body too large, rate limit...). */
function codeForFrameworkError(error: FastifyError, status: number): ErrorCode {
  if (status === 429) return 'RATE_LIMITED';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 404) return 'NOT_FOUND';
  if (status === 400 && error.code?.startsWith('FST_ERR_CTP_')) return 'MALFORMED_REQUEST';
  if (status === 400 && error.code === 'FST_ERR_VALIDATION') return 'VALIDATION_FAILED';
  return 'REQUEST_REFUSED';
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    return reply
      .code(400)
      .send(errorBody('VALIDATION_FAILED', first?.message ?? messages.errors.invalidRequest));
  }
  if (error instanceof AppError) {
    // Every 503 says when to try again (a busy or stopping server, ...).
    if (error.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.extra));
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
      .send(errorBody('DATABASE_UNAVAILABLE', messages.errors.databaseUnavailable));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = status === 429 ? messages.errors.tooManyRequests : error.message;
    return reply.code(status).send(errorBody(codeForFrameworkError(error, status), message));
  }
  request.log.error(
    { err: error, method: request.method, url: request.url, params: request.params },
    'request failed',
  );
  return reply.code(500).send(errorBody('INTERNAL_ERROR', messages.errors.generic));
}

/**
 * Errors Fastify raises before any route or hook runs (a URL that does not decode): the
 * same body as every other error, not the framework's own.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ code: error.code, url: request.url }, 'request refused before routing');
  return reply
    .code(status)
    .send(
      errorBody(
        status === 400 ? 'MALFORMED_REQUEST' : 'REQUEST_REFUSED',
        messages.errors.invalidRequest,
      ),
    );
}
