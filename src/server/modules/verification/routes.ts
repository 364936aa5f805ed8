import { en } from '../../../shared/messages.ts';
import {
  errorResponseSchema,
  parentSessionSchema,
  sendVerificationBodySchema,
  sendVerificationResponseSchema,
  verifyCodeBodySchema,
} from '../../../shared/schemas.ts';
import { strictLimit } from '../../http/rate-limits.ts';
import type { App, Deps } from '../../http/types.ts';
import { setParentCookie } from '../parents/device.ts';
import { sendVerificationCode, verifyCode } from './service.ts';

export function verificationRoutes(app: App, deps: Deps) {
  const serviceDeps = {
    db: deps.db,
    clock: deps.clock,
    sms: deps.sms,
    secretKey: deps.secretKey,
    publicHost: new URL(deps.config.publicUrl).host,
    limits: deps.config.limits,
    log: app.log,
  };

  app.post(
    '/api/send-verification',
    {
      config: strictLimit(deps),
      schema: {
        tags: ['parent'],
        summary: 'Text a 6-digit verification code to a phone',
        body: sendVerificationBodySchema,
        response: { 200: sendVerificationResponseSchema, 400: errorResponseSchema },
      },
    },
    (request) =>
      sendVerificationCode(serviceDeps, { phoneNumber: request.body.phoneNumber, ip: request.ip }),
  );

  app.post(
    '/api/verify-code',
    {
      config: strictLimit(deps),
      schema: {
        tags: ['parent'],
        summary: 'Check a texted code; on success this device is trusted for that phone',
        body: verifyCodeBodySchema,
        response: { 200: parentSessionSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await verifyCode(serviceDeps, { ...request.body, ip: request.ip });
      setParentCookie(reply, result.deviceToken, {
        expiresAt: result.expiresAt,
        secure: deps.config.isHttps,
      });
      request.log.info({ phone: `…${result.phoneNumber.slice(-2)}` }, en.parent.phoneVerified);
      return { phoneNumber: result.phoneNumber };
    },
  );
}
