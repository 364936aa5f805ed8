import type { FastifyReply, FastifyRequest } from 'fastify';
import { setParentCookie } from '#server/http/parent-device.ts';
import { clientNetwork, strictLimit } from '#server/http/rate-limits.ts';
import { route } from '#server/http/route.ts';
import type { App, Deps } from '#server/http/types.ts';
import { randomToken } from '#server/platform/crypto.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { VERIFICATION_CODE_TTL_MS } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import {
  errorResponseSchema,
  parentSessionSchema,
  sendVerificationBodySchema,
  sendVerificationResponseSchema,
  verifyCodeBodySchema,
} from '#shared/schemas.ts';
import { adoptSavedLocale, guardianLocale, saveGuardianLocale } from '../locale/service.ts';
import { sendVerificationCode, verifyCode } from './service.ts';

/**
 * The browser a code was asked from (decision 017): a random token, HttpOnly, only on the
 * API paths, alive as long as a code. A code answers only guesses that carry it.
 */
export const VERIFY_COOKIE = 'tapin_verify';
const TOKEN_PATTERN = /^[\w-]{43}$/;

const browserToken = (request: FastifyRequest) => {
  const token = request.cookies[VERIFY_COOKIE];
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
};

const cookieOptions = (secure: boolean) =>
  ({ path: '/api', httpOnly: true, sameSite: 'strict', secure }) as const;

function setVerifyCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(VERIFY_COOKIE, token, {
    ...cookieOptions(secure),
    maxAge: Math.ceil(VERIFICATION_CODE_TTL_MS / 1000),
  });
}

export function verificationRoutes(app: App, deps: Deps) {
  const secure = deps.config.isHttps;

  route(
    app,
    endpoints.sendVerification,
    {
      config: { ...strictLimit(deps), access: 'public' },
      schema: {
        tags: ['parent'],
        summary: 'Text a 6-digit verification code to a phone, for this browser',
        body: sendVerificationBodySchema,
        response: { 200: sendVerificationResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const token = browserToken(request) ?? randomToken();
      const result = await sendVerificationCode(deps, {
        phoneNumber: request.body.phoneNumber,
        ip: clientNetwork(request.ip),
        browserToken: token,
      });
      setVerifyCookie(reply, token, secure);
      return result;
    },
  );

  route(
    app,
    endpoints.verifyCode,
    {
      config: { ...strictLimit(deps), access: 'public' },
      schema: {
        tags: ['parent'],
        summary:
          'Check a texted code, from the browser that asked for it; on success this device is trusted for that phone',
        body: verifyCodeBodySchema,
        response: { 200: parentSessionSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await verifyCode(deps, {
        ...request.body,
        ip: request.ip,
        browserToken: browserToken(request),
      });
      setParentCookie(reply, result.deviceToken, {
        expiresAt: result.expiresAt,
        secure,
      });
      reply.clearCookie(VERIFY_COOKIE, cookieOptions(secure));
      // The language saved for this phone comes to this device, or this one is saved (045).
      await adoptSavedLocale(request, reply, {
        saved: await guardianLocale(deps, result.phoneNumber),
        save: (locale) => saveGuardianLocale(deps, { phoneNumber: result.phoneNumber, locale }),
        secure,
      });
      request.log.info(
        { phone: `…${result.phoneNumber.slice(-2)}` },
        messages.parent.phoneVerified,
      );
      return { phoneNumber: result.phoneNumber };
    },
  );
}
