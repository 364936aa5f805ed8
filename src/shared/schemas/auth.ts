/**
 * The API contract, coach sign-in and users (docs/product.md#data, #api-staff).
 * Imported through src/shared/schemas.ts, the one path for every schema.
 */
import { z } from 'zod';
import { USER_ROLES } from '../constants.ts';
import { EMAIL_MAX_LENGTH } from '../field-limits.ts';
import { messages } from '../messages.ts';
import { isStaffReturnPath } from '../return-path.ts';

export const emailSchema = z
  .string({ error: messages.errors.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(
    z
      .email({ error: messages.errors.invalidEmail })
      .max(EMAIL_MAX_LENGTH, { error: messages.errors.invalidEmail }),
  );

/** The staff page to return to after sign-in (see return-path.ts); anything else is refused. */
export const returnPathSchema = z
  .string()
  .refine(isStaffReturnPath, { error: messages.errors.invalidReturnPath });

export const magicLinkBodySchema = z.object({
  email: emailSchema,
  next: returnPathSchema.optional(),
});
export type MagicLinkBody = z.input<typeof magicLinkBodySchema>;
export const magicLinkResponseSchema = z.object({ message: z.string() });

export const verifyMagicLinkBodySchema = z.object({
  token: z.string({ error: messages.errors.magicLinkInvalid }).min(20).max(200),
  next: returnPathSchema.optional(),
  /**
   * A browser already signed in asks first (decision 041): a link for the account it is
   * signed in with keeps that session, even when the link was spent (opened twice); a link
   * for another account answers 409 OTHER_ACCOUNT and spends nothing, so the page can ask
   * before switching.
   */
  keepSession: z.boolean().optional(),
});
export type VerifyMagicLinkBody = z.input<typeof verifyMagicLinkBodySchema>;

export const userRoleSchema = z.enum(USER_ROLES);

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  role: userRoleSchema,
});
export type User = z.infer<typeof userSchema>;

/**
 * GET /api/auth/offline-key: the signed-in coach's own key (32 bytes, base64url) that seals
 * their unsent offline changes while nobody, or someone else, is signed in on the browser
 * (decision 036).
 */
export const offlineKeySchema = z.object({ userId: z.string(), key: z.string() });
export type OfflineKey = z.infer<typeof offlineKeySchema>;

export const signInResponseSchema = z.object({
  user: userSchema,
  /** Where the browser goes next: the page asked for or the dashboard, or /pending-approval. */
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
  /** Sees every team although coaches are assigned to teams (decision 044). */
  allTeams: z.boolean(),
  /** The teams this user coaches, by id (decision 044). */
  teamIds: z.array(z.string()),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * Which mode the club is in (decision 044): `open` while no coach is assigned a team (every
 * coach sees everything), `teams` once one is; and every team, for the assignment form.
 */
export const coachTeamsOverviewSchema = z.object({
  mode: z.enum(['open', 'teams']),
  teams: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type CoachTeamsOverview = z.infer<typeof coachTeamsOverviewSchema>;

/** The teams an admin assigns a user (replacing their previous ones). */
export const assignTeamsBodySchema = z.object({
  allTeams: z.boolean(),
  teamIds: z.array(z.uuid()).max(500),
});
export type AssignTeamsBody = z.infer<typeof assignTeamsBodySchema>;

/** One line of the audit log as the admin dashboard shows it. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorType: z.enum(['user', 'parent', 'system']),
  actorId: z.string().nullable(),
  /** The user's email when the actor is a user still on file. */
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Filters of the audit log: an action (exact, or a prefix ending in `.`), an actor's email, days (UTC). */
export const auditQuerySchema = z.object({
  action: z.string().trim().max(64).optional(),
  actor: z.string().trim().max(254).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Every action on file, for the filter. */
  actions: z.array(z.string()),
  /** More entries matched than are listed (the CSV has them all). */
  truncated: z.boolean(),
});
export type AuditList = z.infer<typeof auditListSchema>;

export const updateRoleBodySchema = z.object({
  role: z.enum(USER_ROLES, { error: messages.errors.invalidRole }),
});
