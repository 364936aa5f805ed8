/**
 * The API contract: one zod schema per request and response, imported by both the
 * server (validation, types, OpenAPI) and the browser (types, form rules).
 */
import { z } from 'zod';
import {
  CHECK_IN_SOURCES,
  GRAD_YEAR_MAX,
  GRAD_YEAR_MIN,
  PHONE_PATTERN,
  USER_ROLES,
  VERIFICATION_CODE_LENGTH,
} from './constants.ts';
import { en } from './messages.ts';

/** Strips everything but digits and a leading plus (spec §5: "Input strips non-digits"). */
export function cleanPhoneInput(input: string): string {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

export const phoneNumberSchema = z
  .string({ error: en.errors.invalidPhone })
  .transform(cleanPhoneInput)
  .refine((value) => PHONE_PATTERN.test(value), { error: en.errors.invalidPhone });

export const verificationCodeSchema = z
  .string({ error: en.errors.invalidCode })
  .transform((value) => value.replace(/\D/g, ''))
  .refine((value) => value.length === VERIFICATION_CODE_LENGTH, { error: en.errors.invalidCode });

export const idSchema = z.uuid({ error: en.errors.invalidRequest });

export const gradYearSchema = z.coerce
  .number({ error: en.errors.invalidGradYear })
  .int({ error: en.errors.invalidGradYear })
  .min(GRAD_YEAR_MIN, { error: en.errors.invalidGradYear })
  .max(GRAD_YEAR_MAX, { error: en.errors.invalidGradYear });

export const errorResponseSchema = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

// ---- verification -------------------------------------------------------------------

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

// ---- entities (spec §3) -------------------------------------------------------------

export const teamSchema = z.object({ id: z.string(), name: z.string() });
export type Team = z.infer<typeof teamSchema>;

export const athleteSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  teamName: z.string().nullable(),
  teamId: z.string().nullable(),
  gradYear: z.number().int().nullable(),
});
export type Athlete = z.infer<typeof athleteSchema>;

export const checkInSchema = z.object({
  athleteId: z.string(),
  eventId: z.string(),
  timestamp: z.string(),
  source: z.enum(CHECK_IN_SOURCES),
});
export type CheckIn = z.infer<typeof checkInSchema>;

/** An athlete as a verified parent sees it on an event: with its check-in, if any. */
export const parentAthleteSchema = athleteSchema.extend({ checkIn: checkInSchema.nullable() });
export type ParentAthlete = z.infer<typeof parentAthleteSchema>;

/** What anyone holding the QR code may learn about an event. */
export const publicEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  locationName: z.string(),
  date: z.string(),
  active: z.boolean(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

// ---- parent calls (spec §7) ---------------------------------------------------------

export const athletesQuerySchema = z.object({
  phone: z.string().optional(),
  event: idSchema.optional(),
});

export const checkInBodySchema = z.object({
  athleteId: idSchema,
  eventId: idSchema,
  phoneNumber: z.string().optional(),
  source: z.enum(CHECK_IN_SOURCES).default('qr'),
});
export const checkInResponseSchema = z.object({
  checkIn: checkInSchema,
  /** True when this athlete was already checked in: a double tap or a retry. */
  alreadyCheckedIn: z.boolean(),
});
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;

export const rosterSearchQuerySchema = z.object({ q: z.string().trim() });
export const rosterMatchSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  teamName: z.string().nullable(),
  gradYear: z.number().int().nullable(),
});
export type RosterMatch = z.infer<typeof rosterMatchSchema>;

const requiredText = z.string({ error: en.parent.fillAllFields }).trim().min(1, {
  error: en.parent.fillAllFields,
});

export const linkParentBodySchema = z.object({
  phoneNumber: z.string().optional(),
  eventId: idSchema,
  /** Set when the parent picked the athlete from the roster search. */
  athleteId: idSchema.optional(),
  firstName: requiredText.max(100),
  lastName: requiredText.max(100),
  teamId: idSchema.nullable().optional(),
  gradYear: gradYearSchema.nullable().optional(),
});
export type LinkParentBody = z.input<typeof linkParentBodySchema>;
export const linkParentResponseSchema = z.object({
  athlete: athleteSchema,
  checkIn: checkInSchema.optional(),
});
export type LinkParentResponse = z.infer<typeof linkParentResponseSchema>;

// ---- dev outbox ---------------------------------------------------------------------

export const outboxMessageSchema = z.object({
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().optional(),
  body: z.string(),
  link: z.string().optional(),
  code: z.string().optional(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

// ---- coach sign-in and users (spec §3 User, §7 auth and admin calls) ---------------

export const emailSchema = z
  .string({ error: en.errors.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: en.errors.invalidEmail }).max(254, { error: en.errors.invalidEmail }));

export const magicLinkBodySchema = z.object({ email: emailSchema });
export const magicLinkResponseSchema = z.object({ message: z.string() });

export const verifyMagicLinkBodySchema = z.object({
  token: z.string({ error: en.errors.magicLinkInvalid }).min(20).max(200),
});

export const userRoleSchema = z.enum(USER_ROLES);

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  role: userRoleSchema,
});
export type User = z.infer<typeof userSchema>;

export const signInResponseSchema = z.object({
  user: userSchema,
  /** Where the browser goes next: the dashboard, or /pending-approval. */
  redirectTo: z.string(),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const authProvidersSchema = z.object({
  /** Display name of the OpenID Connect provider, when one is configured. */
  oidc: z.object({ name: z.string(), startUrl: z.string() }).nullable(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

export const adminUserSchema = userSchema.extend({
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const updateRoleBodySchema = z.object({
  role: z.enum(USER_ROLES, { error: en.errors.invalidRole }),
});
