/**
 * The API contract: one zod schema per request and response, imported by both the
 * server (validation, types, OpenAPI) and the browser (types, form rules).
 */
import { z } from 'zod';
import {
  CHECK_IN_ALL_MAX_ATHLETES,
  CHECK_IN_SOURCES,
  EVENT_NAME_MAX_LENGTH,
  GRAD_YEAR_MAX,
  GRAD_YEAR_MIN,
  LOCATION_MAX_LENGTH,
  PHONE_PATTERN,
  ROSTER_COLUMN_FIELDS,
  ROSTER_MAX_GUARDIAN_PHONES,
  ROSTER_MAX_ROWS,
  TEAM_NAME_MAX_LENGTH,
  USER_ROLES,
  VERIFICATION_CODE_LENGTH,
} from './constants.ts';
import { en } from './messages.ts';
import { isStaffReturnPath } from './return-path.ts';

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

/**
 * Everything the parent's check-in screen needs in one answer (issue 13): the event, the
 * phone this device has verified (null: not verified) and, when verified, its athletes on
 * the event with their check-ins. One round trip from the QR scan to the list.
 */
export const checkInScreenSchema = z.object({
  event: publicEventSchema,
  phoneNumber: z.string().nullable(),
  athletes: z.array(parentAthleteSchema).nullable(),
});
export type CheckInScreen = z.infer<typeof checkInScreenSchema>;

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
  /**
   * When the parent tapped, for a tap kept on the phone with no signal and sent later
   * (issue 13). Stored apart from the check-in's time, which is the server's.
   */
  tappedAt: z.iso.datetime({ offset: true }).optional(),
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

/**
 * POST /api/check-in/all: a parent checks several linked athletes in with one tap
 * ("Check in all (N)"). Idempotent like a single check-in; each athlete answers for itself.
 */
export const checkInAllBodySchema = z.object({
  eventId: idSchema,
  athleteIds: z.array(idSchema).min(1).max(CHECK_IN_ALL_MAX_ATHLETES),
  phoneNumber: z.string().optional(),
});
export type CheckInAllBody = z.input<typeof checkInAllBodySchema>;
export const checkInAllResponseSchema = z.object({
  results: z.array(
    z.object({
      athleteId: z.string(),
      /** checked-in: by this tap; already-checked-in: earlier; not-linked: not this phone's athlete on this roster. */
      status: z.enum(['checked-in', 'already-checked-in', 'not-linked']),
      checkIn: checkInSchema.nullable(),
    }),
  ),
});
export type CheckInAllResponse = z.infer<typeof checkInAllResponseSchema>;

// ---- coach: who is linked to the athletes of an event (issue 12, decision 021) -----

export const PARENT_LINK_SOURCES = ['parent', 'roster'] as const;
export type ParentLinkSource = (typeof PARENT_LINK_SOURCES)[number];

/** One phone and one athlete of the event roster, with every way they are linked. */
export const parentLinkSchema = z.object({
  phoneNumber: z.string(),
  athleteId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  teamName: z.string().nullable(),
  sources: z.array(
    z.object({
      source: z.enum(PARENT_LINK_SOURCES),
      /** For a roster-file link: the event whose file listed the phone. */
      eventId: z.string().nullable(),
      eventName: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** Athletes this phone is linked to in all (any event). */
  phoneAthleteCount: z.number().int(),
  /** Linked to unusually many athletes (LINKED_ATHLETES_FLAG_AT or more). */
  isFlagged: z.boolean(),
});
export type ParentLink = z.infer<typeof parentLinkSchema>;
export const parentLinksSchema = z.array(parentLinkSchema);

export const removeParentLinkParamsSchema = z.object({
  eventId: idSchema,
  athleteId: idSchema,
  phoneNumber: z.string().max(40),
});

// ---- coach tools: events, teams, rosters, sheets, QR, reports (spec §2, §3, §7) -----

/** An event as coaches see it (spec §3). `date` and `lastSyncAt` are ISO timestamps. */
export const eventSchema = z.object({
  id: z.string(),
  name: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  date: z.string(),
  active: z.boolean(),
  googleSheetUrl: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
});
export type TapInEvent = z.infer<typeof eventSchema>;

export const eventNameSchema = z
  .string({ error: en.errors.eventNameRequired })
  .trim()
  .min(1, { error: en.errors.eventNameRequired })
  .max(EVENT_NAME_MAX_LENGTH, { error: en.errors.eventNameTooLong });

/**
 * POST /api/events. `date` is an ISO timestamp with a zone (the browser sends
 * `new Date(datetimeLocalValue).toISOString()`). `locationId` and `active` may be sent, as
 * the spec's client does, but the server derives the one and creates every event inactive.
 */
export const createEventBodySchema = z.object({
  name: eventNameSchema,
  // Inner runs of spaces collapse too ("Lincoln   High" is "Lincoln High"), as the
  // location id does (spec §3).
  locationName: z
    .string({ error: en.errors.locationRequired })
    .overwrite((value) => value.replace(/\s+/g, ' ').trim())
    .min(1, { error: en.errors.locationRequired })
    .max(LOCATION_MAX_LENGTH, { error: en.errors.locationTooLong }),
  date: z.iso.datetime({ offset: true, error: en.errors.eventDateInvalid }),
  locationId: z.string().optional(),
  active: z.boolean().optional(),
});
export type CreateEventBody = z.input<typeof createEventBodySchema>;

/**
 * PATCH /api/events/{id}: any of these. Activating an event deactivates every other one.
 * `googleSheetUrl: null` disconnects the sheet.
 */
export const updateEventBodySchema = z
  .object({
    active: z.boolean().optional(),
    name: eventNameSchema.optional(),
    googleSheetUrl: z
      .string({ error: en.errors.sheetUrlRequired })
      .trim()
      .min(1, { error: en.errors.sheetUrlRequired })
      .max(2000, { error: en.errors.sheetUrlInvalid })
      .nullable()
      .optional(),
  })
  .refine(
    (body) =>
      body.active !== undefined || body.name !== undefined || body.googleSheetUrl !== undefined,
    { error: en.errors.eventUpdateEmpty },
  );
export type UpdateEventBody = z.input<typeof updateEventBodySchema>;

export const createTeamBodySchema = z.object({
  name: z
    .string({ error: en.errors.teamNameRequired })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, { error: en.errors.teamNameRequired })
        .max(TEAM_NAME_MAX_LENGTH, { error: en.errors.teamNameTooLong }),
    ),
});
export type CreateTeamBody = z.input<typeof createTeamBodySchema>;

/** GET /api/roster/{eventId} and GET /api/events/{eventId}/athletes: the event roster. */
export const rosterSchema = z.array(athleteSchema);

/**
 * One data row of an uploaded file as the server read it. `row` is the spreadsheet row
 * number (the header is row 1). `teamName` and `gradYear` are the cleaned text of the
 * cells, null when blank; `errors` is empty exactly when `valid`.
 */
export const rosterRowSchema = z.object({
  row: z.number().int(),
  valid: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  teamName: z.string().nullable(),
  gradYear: z.string().nullable(),
  /**
   * Guardian phones the file lists for this athlete, in E.164 (the rule the phone step
   * applies to what a parent types), deduplicated, combined over the athlete's rows.
   */
  guardianPhones: z.array(z.string()),
  errors: z.array(z.string()),
});
export type RosterRow = z.infer<typeof rosterRowSchema>;

export const rosterColumnFieldSchema = z.enum(ROSTER_COLUMN_FIELDS);
export type RosterColumnField = z.infer<typeof rosterColumnFieldSchema>;

/** Why a row of the file is not an athlete. */
export const ROSTER_SKIP_REASONS = [
  'blank',
  'title',
  'header',
  'totals',
  'glossary',
  'notAthlete',
] as const;

/**
 * What the server understood of an uploaded file, beside its rows: each column and what
 * it was read as, rows that are not athletes and why, rows merged into an earlier row of
 * the same child, guardian phones that are not numbers a parent could verify, and the
 * school year grad years were worked out from when the file gives grades.
 */
export const rosterUnderstandingSchema = z.object({
  format: z.string(),
  headerRow: z.number().int(),
  columns: z.array(
    z.object({ index: z.number().int(), header: z.string(), field: rosterColumnFieldSchema }),
  ),
  skipped: z.array(
    z.object({
      row: z.number().int(),
      reason: z.enum(ROSTER_SKIP_REASONS),
      detail: z.string().nullable(),
    }),
  ),
  merged: z.array(z.object({ row: z.number().int(), intoRow: z.number().int() })),
  invalidPhones: z.array(z.object({ row: z.number().int(), value: z.string() })),
  guardianPhoneCount: z.number().int(),
  gradeYears: z
    .object({ schoolYear: z.string(), fromFile: z.boolean(), rowCount: z.number().int() })
    .nullable(),
});
export type RosterUnderstanding = z.infer<typeof rosterUnderstandingSchema>;

/** POST /api/roster/upload (action=preview, the default): every row, valid or not. */
export const rosterPreviewSchema = z.object({
  message: z.string(),
  validCount: z.number().int(),
  errorCount: z.number().int(),
  totalCount: z.number().int(),
  athletes: z.array(rosterRowSchema),
  understood: rosterUnderstandingSchema,
});
export type RosterPreview = z.infer<typeof rosterPreviewSchema>;

/**
 * A refused upload or import (4xx). File-level problems carry only `message`; row-level
 * ones (import with invalid rows) also carry the counts and every row, for the error table.
 */
export const rosterFailureSchema = z.object({
  message: z.string(),
  validCount: z.number().int().optional(),
  errorCount: z.number().int().optional(),
  totalCount: z.number().int().optional(),
  athletes: z.array(rosterRowSchema).optional(),
});
export type RosterFailure = z.infer<typeof rosterFailureSchema>;

/** A row to import. Preview rows can be sent back as they are (extra fields are ignored). */
export const rosterImportAthleteSchema = z.object({
  /**
   * The athlete's guardian phones as the preview read them (E.164; checked again with the
   * phone step's rule). Given, they replace the links this event's roster file made for
   * the athlete; left out, those links stay as they are (decision 021).
   */
  guardianPhones: z
    .array(z.string().max(40))
    .max(ROSTER_MAX_GUARDIAN_PHONES, {
      error: en.errors.tooManyGuardianPhones(ROSTER_MAX_GUARDIAN_PHONES),
    })
    .optional(),
  firstName: z.string().max(1000),
  lastName: z.string().max(1000),
  teamName: z.string().max(1000).nullable().optional(),
  gradYear: z
    .union([z.string().max(100), z.number()])
    .nullable()
    .optional(),
});
export type RosterImportAthlete = z.input<typeof rosterImportAthleteSchema>;

/** POST /api/roster/import: valid rows only; the server validates them again. */
export const rosterImportBodySchema = z.object({
  eventId: z.uuid({ error: en.errors.rosterFileAndEvent }),
  athletes: z
    .array(rosterImportAthleteSchema)
    .min(1, { error: en.errors.rosterNothingToImport })
    .max(ROSTER_MAX_ROWS, { error: en.errors.rosterTooManyRows }),
});
export type RosterImportBody = z.input<typeof rosterImportBodySchema>;

/**
 * An import, upload with action=import, copy or sync that landed: `count` rows taken,
 * `newCount` added to the roster, `duplicateCount` skipped (twice in the file, or already
 * on the roster). `count = newCount + duplicateCount`.
 */
export const rosterImportResultSchema = z.object({
  message: z.string(),
  count: z.number().int(),
  newCount: z.number().int(),
  duplicateCount: z.number().int(),
  /** Roster-file guardian links made and removed, when the rows carried guardian phones. */
  guardianLinks: z.object({ added: z.number().int(), removed: z.number().int() }).optional(),
});
export type RosterImportResult = z.infer<typeof rosterImportResultSchema>;

export const rosterCopyBodySchema = z.object({
  sourceEventId: z.uuid({ error: en.errors.copyEventsRequired }),
  targetEventId: z.uuid({ error: en.errors.copyEventsRequired }),
});
export type RosterCopyBody = z.input<typeof rosterCopyBodySchema>;
export const rosterCopyResultSchema = rosterImportResultSchema;
export type RosterCopyResult = RosterImportResult;

/** POST /api/events/{id}/sync-roster: valid rows are imported; `errorCount` rows skipped. */
export const syncRosterResultSchema = rosterImportResultSchema.extend({
  errorCount: z.number().int(),
  lastSyncAt: z.string(),
});
export type SyncRosterResult = z.infer<typeof syncRosterResultSchema>;

/** GET /api/qr-code/{eventId}: a data: URL of the PNG. */
export const qrCodeResponseSchema = z.object({
  /** The QR code as a PNG data: URL. */
  url: z.string(),
  /** What the code encodes: PUBLIC_URL + /check-in?event={id}. */
  checkInUrl: z.string(),
});
export type QrCodeResponse = z.infer<typeof qrCodeResponseSchema>;

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

/** The staff page to return to after sign-in (see return-path.ts); anything else is refused. */
export const returnPathSchema = z
  .string()
  .refine(isStaffReturnPath, { error: en.errors.invalidReturnPath });

export const magicLinkBodySchema = z.object({
  email: emailSchema,
  next: returnPathSchema.optional(),
});
export type MagicLinkBody = z.input<typeof magicLinkBodySchema>;
export const magicLinkResponseSchema = z.object({ message: z.string() });

export const verifyMagicLinkBodySchema = z.object({
  token: z.string({ error: en.errors.magicLinkInvalid }).min(20).max(200),
  next: returnPathSchema.optional(),
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
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const updateRoleBodySchema = z.object({
  role: z.enum(USER_ROLES, { error: en.errors.invalidRole }),
});

// ---- check-ins and the live dashboard (spec §2 Coach dashboard, §7) ----------------

/** A coach's manual check-in sends source manual_fallback with a placeholder phone. */
export const checkInsListSchema = z.array(checkInSchema);

/** What a dashboard's live stream carries (SSE `data:` as JSON). */
export const liveMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('check-in'),
    eventId: z.string(),
    athleteId: z.string(),
    checkIn: checkInSchema,
  }),
  z.object({ type: z.literal('undo'), eventId: z.string(), athleteId: z.string() }),
]);
/** A check-in or an undo: one athlete's status changed. */
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/** The event's roster changed (import, copy, sheet sync): the dashboard refetches it. */
export const rosterChangedMessageSchema = z.object({
  type: z.literal('roster'),
  eventId: z.string(),
});
/** Everything a dashboard's stream carries. */
export type LiveStreamMessage = LiveMessage | z.infer<typeof rosterChangedMessageSchema>;
