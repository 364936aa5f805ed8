/**
 * The API contract, coach tools: events, teams, rosters, sheets, QR, reports
 * (docs/product.md#routes, #data, #api). Imported through src/shared/schemas.ts, the one path for
 * every schema.
 */
import { z } from 'zod';
import {
  EVENT_NAME_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  ROSTER_COLUMN_FIELDS,
  ROSTER_MAX_CONFIRMED_SHARED_PHONES,
  ROSTER_MAX_GUARDIAN_PHONES,
  ROSTER_MAX_ROWS,
  TEAM_NAME_MAX_LENGTH,
} from '../constants.ts';
import { PHONE_INPUT_MAX_LENGTH, SHEET_URL_MAX_LENGTH } from '../field-limits.ts';
import { messages } from '../messages.ts';
import { errorCodeSchema } from './common.ts';
import { athleteSchema } from './entities.ts';

/**
 * An event as coaches see it (docs/product.md#data). `date` and `lastSyncAt` are ISO timestamps.
 */
export const eventSchema = z.object({
  id: z.string(),
  name: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  date: z.string(),
  active: z.boolean(),
  googleSheetUrl: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  /**
   * The last sheet sync that failed (ISO time and what the coach was told), or null; a
   * success clears it, so it is newer than `lastSyncAt` whenever it is there.
   */
  lastSyncError: z.object({ at: z.string(), message: z.string() }).nullable(),
  /** The series this event is an occurrence of (decision 030), or null. */
  seriesId: z.string().nullable(),
  /** The end (ISO), or null when none was given. */
  endsAt: z.string().nullable(),
  cancelled: z.boolean(),
  /** Check-in opens this many minutes before the start by itself; null: the switch only. */
  autoOpenMinutes: z.number().int().nullable(),
  /**
   * Another event with check-in opening by itself whose time overlaps this one's and that
   * starts sooner: it wins, and this one opens only when it has closed (decision 030).
   */
  overlappedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Who opened check-in last (decision 039): a coach's switch or the schedule; null: closed. */
  openedBy: z.enum(['coach', 'schedule']).nullable(),
  /**
   * Opened by hand and its own time still running (decision 039): when it ends (ISO). The
   * schedule never closes it before then.
   */
  heldOpenUntil: z.string().nullable(),
  /**
   * A self-opening event whose time falls while another event, opened by hand, is held open:
   * that event and when it ends (ISO). This one's check-in opens then, if its time still runs.
   */
  waitsFor: z.object({ id: z.string(), name: z.string(), until: z.string() }).nullable(),
});
export type TapInEvent = z.infer<typeof eventSchema>;

export const eventNameSchema = z
  .string({ error: () => messages.errors.eventNameRequired })
  .trim()
  .min(1, { error: () => messages.errors.eventNameRequired })
  .max(EVENT_NAME_MAX_LENGTH, { error: () => messages.errors.eventNameTooLong });

const season = messages.coachTools.season;
/** The most occurrences one series may have (two a week for two years). */
export const SERIES_MAX_OCCURRENCES = 208;
const endsAtSchema = z.iso.datetime({ offset: true, error: () => season.endsAtInvalid }).nullable();
const autoOpenMinutesSchema = z
  .number({ error: () => season.autoOpenInvalid })
  .int({ error: () => season.autoOpenInvalid })
  .min(0, { error: () => season.autoOpenInvalid })
  .max(1440, { error: () => season.autoOpenInvalid })
  .nullable();

/**
 * A repeat: the event on each of `weekdays` (ISO, 1 = Monday) from its start date until
 * `until` (inclusive), at the same wall-clock time in `timeZone` (the coach's; UTC without it).
 */
export const repeatSchema = z.object({
  weekdays: z
    .array(
      z
        .number({ error: () => season.weekdaysInvalid })
        .int()
        .min(1)
        .max(7),
      {
        error: () => season.weekdaysInvalid,
      },
    )
    .min(1, { error: () => season.weekdaysInvalid })
    .max(7, { error: () => season.weekdaysInvalid })
    .refine((days) => new Set(days).size === days.length, { error: () => season.weekdaysInvalid }),
  until: z.iso.date({ error: () => season.untilInvalid }),
  timeZone: z
    .string({ error: () => season.timeZoneInvalid })
    .max(64)
    .default('UTC'),
});
export type RepeatBody = z.input<typeof repeatSchema>;

/** POST /api/events/{id}/end-series: how many occurrences not yet started were cancelled. */
export const endSeriesResultSchema = z.object({ cancelledCount: z.number().int() });
export type EndSeriesResult = z.infer<typeof endSeriesResultSchema>;

/**
 * POST /api/events. `date` is an ISO timestamp with a zone (the browser sends
 * `new Date(datetimeLocalValue).toISOString()`). `locationId` and `active` may be sent, as
 * the spec's client does, but the server derives the one and creates every event inactive.
 */
export const createEventBodySchema = z.object({
  name: eventNameSchema,
  // Inner runs of spaces collapse too ("Lincoln   High" is "Lincoln High"), as the
  // location id does (docs/product.md#data).
  locationName: z
    .string({ error: () => messages.errors.locationRequired })
    .overwrite((value) => value.replace(/\s+/g, ' ').trim())
    .min(1, { error: () => messages.errors.locationRequired })
    .max(LOCATION_MAX_LENGTH, { error: () => messages.errors.locationTooLong }),
  date: z.iso.datetime({ offset: true, error: () => messages.errors.eventDateInvalid }),
  locationId: z.string().optional(),
  active: z.boolean().optional(),
  endsAt: endsAtSchema.optional(),
  autoOpenMinutes: autoOpenMinutesSchema.optional(),
  repeat: repeatSchema.optional(),
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
      .string({ error: () => messages.errors.sheetUrlRequired })
      .trim()
      .min(1, { error: () => messages.errors.sheetUrlRequired })
      .max(SHEET_URL_MAX_LENGTH, { error: () => messages.errors.sheetUrlInvalid })
      .nullable()
      .optional(),
    /** Moves this one event (an occurrence moves alone). */
    date: z.iso
      .datetime({ offset: true, error: () => messages.errors.eventDateInvalid })
      .optional(),
    endsAt: endsAtSchema.optional(),
    autoOpenMinutes: autoOpenMinutesSchema.optional(),
    /** Cancels (true) or restores (false) this one event; a cancelled event is never active. */
    cancelled: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: () => messages.errors.eventUpdateEmpty,
  });
export type UpdateEventBody = z.input<typeof updateEventBodySchema>;

export const createTeamBodySchema = z.object({
  name: z
    .string({ error: () => messages.errors.teamNameRequired })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, { error: () => messages.errors.teamNameRequired })
        .max(TEAM_NAME_MAX_LENGTH, { error: () => messages.errors.teamNameTooLong }),
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
  'note',
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
  /**
   * Phones the file gives to LINKED_ATHLETES_FLAG_AT children or more (a club office, a
   * coach's own phone), most children first: linked only when the import confirms them
   * (`confirmedSharedPhones`, decision 040).
   */
  sharedPhones: z.array(z.object({ phone: z.string(), childCount: z.number().int() })),
  gradeYears: z
    .object({ schoolYear: z.string(), fromFile: z.boolean(), rowCount: z.number().int() })
    .nullable(),
  /** The team a title line or the sheet's name gives rows without one (decision 043). */
  teamFromFile: z.string().nullable(),
  /** A workbook's sheets and whether each was read as people (empty for a text file). */
  sheets: z.array(
    z.object({ name: z.string(), read: z.boolean(), athleteCount: z.number().int() }),
  ),
  /** Rows left off the team by a status column, and why. */
  leftOut: z.array(z.object({ row: z.number().int(), name: z.string(), status: z.string() })),
  /** Each status that leaves rows out; `key` is what the coach includes. */
  statuses: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      count: z.number().int(),
      included: z.boolean(),
    }),
  ),
});
export type RosterUnderstanding = z.infer<typeof rosterUnderstandingSchema>;

/**
 * The coach's corrections of how a roster file is read, beside the column choices
 * (decision 043): a team for every row or for rows without one, the sheets to read, the
 * statuses to import after all, columns that are not the team, first and last name swapped.
 * Sent as the JSON `options` field of POST /api/roster/upload.
 */
export const rosterParseOptionsSchema = z
  .object({
    teamForAll: z.string().trim().max(100).optional(),
    teamForMissing: z.string().trim().max(100).optional(),
    sheets: z.array(z.string().max(200)).max(50).optional(),
    includeStatuses: z.array(z.string().max(100)).max(50).optional(),
    notTeamColumns: z.array(z.number().int().min(0).max(499)).max(500).optional(),
    swapNames: z.boolean().optional(),
  })
  .strict();
export type RosterParseOptions = z.infer<typeof rosterParseOptionsSchema>;

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
  code: errorCodeSchema,
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
    .array(z.string().max(PHONE_INPUT_MAX_LENGTH))
    .max(ROSTER_MAX_GUARDIAN_PHONES, {
      error: () => messages.errors.tooManyGuardianPhones(ROSTER_MAX_GUARDIAN_PHONES),
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
  eventId: z.uuid({ error: () => messages.errors.rosterFileAndEvent }),
  /**
   * Shared phones of the preview (`understood.sharedPhones`) the coach ticked: linked to all
   * their children. A shared phone not listed here is linked to none of them (decision 040).
   */
  confirmedSharedPhones: z
    .array(z.string().max(PHONE_INPUT_MAX_LENGTH))
    .max(ROSTER_MAX_CONFIRMED_SHARED_PHONES)
    .optional(),
  athletes: z
    .array(rosterImportAthleteSchema)
    .min(1, { error: () => messages.errors.rosterNothingToImport })
    .max(ROSTER_MAX_ROWS, { error: () => messages.errors.rosterTooManyRows }),
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
  /**
   * Roster-file guardian links made and removed, when the rows carried guardian phones, and
   * the shared phones not linked because nobody confirmed them (decision 040).
   */
  guardianLinks: z
    .object({
      added: z.number().int(),
      removed: z.number().int(),
      sharedPhonesNotLinked: z
        .array(z.object({ phone: z.string(), childCount: z.number().int() }))
        .optional(),
    })
    .optional(),
});
export type RosterImportResult = z.infer<typeof rosterImportResultSchema>;

export const rosterCopyBodySchema = z.object({
  sourceEventId: z.uuid({ error: () => messages.errors.copyEventsRequired }),
  targetEventId: z.uuid({ error: () => messages.errors.copyEventsRequired }),
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

/**
 * What the schedule did that every coach should hear of (decision 039), until each dismisses
 * it: `waited` (the event's check-in did not open when its time came, because `other` stays
 * open until `until`) or `closed-for` (the event's check-in was closed because `other`
 * opened by itself). Times are ISO.
 */
export const scheduleNoticeSchema = z.object({
  id: z.string(),
  kind: z.enum(['waited', 'closed-for']),
  event: z.object({ id: z.string(), name: z.string() }),
  other: z.object({ id: z.string(), name: z.string() }).nullable(),
  happensAt: z.string(),
  until: z.string().nullable(),
});
export type ScheduleNotice = z.infer<typeof scheduleNoticeSchema>;
