/**
 * The API contract, what every area shares: phone numbers, codes, ids, grad years, the error answer.
 * Imported through src/shared/schemas.ts, the one path for every schema.
 */
import { z } from 'zod';
import { GRAD_YEAR_MAX, GRAD_YEAR_MIN, VERIFICATION_CODE_LENGTH } from '../constants.ts';
import { ERROR_CODES, type ErrorCode } from '../error-codes.ts';
import { messages } from '../messages.ts';
import { cleanPhoneInput, isPhoneShaped } from '../phone.ts';

export const phoneNumberSchema = z
  .string({ error: () => messages.errors.invalidPhone })
  .transform(cleanPhoneInput)
  .refine(isPhoneShaped, { error: () => messages.errors.invalidPhone });

export const verificationCodeSchema = z
  .string({ error: () => messages.errors.invalidCode })
  .transform((value) => value.replace(/\D/g, ''))
  .refine((value) => value.length === VERIFICATION_CODE_LENGTH, {
    error: () => messages.errors.invalidCode,
  });

export const idSchema = z.uuid({ error: () => messages.errors.invalidRequest });

export const gradYearSchema = z.coerce
  .number({ error: () => messages.errors.invalidGradYear })
  .int({ error: () => messages.errors.invalidGradYear })
  .min(GRAD_YEAR_MIN, { error: () => messages.errors.invalidGradYear })
  .max(GRAD_YEAR_MAX, { error: () => messages.errors.invalidGradYear });

/** Every error answer: a stable code (src/shared/error-codes.ts) and a message for people. */
export const errorCodeSchema = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);
export const errorResponseSchema = z.looseObject({ code: errorCodeSchema, message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
