/**
 * The API contract, verification.
 * Imported through src/shared/schemas.ts, the one path for every schema.
 */
import { z } from 'zod';
import { phoneNumberSchema, verificationCodeSchema } from './common.ts';

export const sendVerificationBodySchema = z.object({ phoneNumber: phoneNumberSchema });
export const sendVerificationResponseSchema = z.object({
  message: z.string(),
  /** Seconds until another code may be requested. */
  retryAfter: z.number().int(),
});
export type SendVerificationResponse = z.infer<typeof sendVerificationResponseSchema>;

export const verifyCodeBodySchema = z.object({
  phoneNumber: phoneNumberSchema,
  code: verificationCodeSchema,
});
export const parentSessionSchema = z.object({
  /** The E.164 phone number this device has verified, or null. */
  phoneNumber: z.string().nullable(),
});
export type ParentSession = z.infer<typeof parentSessionSchema>;
