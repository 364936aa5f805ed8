/**
 * CSRF defence: a state-changing request must come from our own origin. Browsers send
 * `Origin` on every POST, PUT, PATCH and DELETE; a missing or foreign one is refused.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '#shared/messages.ts';
import type { Config } from '../config.ts';
import { errorBody } from './error-handler.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Routes called by a provider, not a browser: each checks the provider's signature. */
export const WEBHOOKS_PREFIX = '/api/webhooks/';

export function isSameOrigin(origin: string, request: FastifyRequest, publicUrl: string): boolean {
  if (origin === publicUrl) return true;
  try {
    // Also accept the origin the browser actually used to reach us (e.g. 127.0.0.1 vs localhost):
    // the Host header cannot be set by a cross-site page.
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

export function checkOrigin(config: Config) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method)) return;
    // A provider's webhook carries no Origin: its signature is checked instead (decision 042).
    if (request.url.startsWith(WEBHOOKS_PREFIX)) return;
    const origin = request.headers.origin;
    if (origin && isSameOrigin(origin, request, config.publicUrl)) return;
    return reply.code(403).send(errorBody('ORIGIN_REFUSED', messages.errors.forbiddenOrigin));
  };
}
