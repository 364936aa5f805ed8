/**
 * Every error the API answers with carries a stable machine `code` beside its English
 * `message` (decision 024). The message is for people and may change or be translated; the
 * code is for programs and never changes meaning: the browser decides what to do by code
 * (sign in again, verify this device, wait), never by reading the message.
 *
 * This list is the only place codes are defined. Each has the HTTP status it is always sent
 * with and what it means. The server derives an error's status from its code, and the
 * OpenAPI description (GET /api/openapi.json) lists the table. Dependency-free on purpose:
 * web code imports the `ErrorCode` type only, so the list adds nothing to a bundle.
 */
export const ERROR_CODES = {
  // ---- 400: the request cannot be done as sent ----
  VALIDATION_FAILED: {
    status: 400,
    meaning:
      'A field, query or path part is missing or invalid; the message names the first problem.',
  },
  MALFORMED_REQUEST: {
    status: 400,
    meaning: 'The body could not be read at all (e.g. broken JSON).',
  },
  PHONE_COUNTRY_NOT_SERVED: {
    status: 400,
    meaning: 'TapIn does not text numbers from this country.',
  },
  CODE_EXPIRED: {
    status: 400,
    meaning: 'The verification code expired, was used, or was never sent.',
  },
  CODE_WRONG: { status: 400, meaning: 'The verification code is not correct; tries remain.' },
  CODE_LOCKED: { status: 400, meaning: 'Too many wrong codes: a new code must be requested.' },
  TAP_TOO_OLD: {
    status: 400,
    meaning: 'An offline check-in was tapped too long ago to be recorded.',
  },
  SEARCH_TOO_SHORT: { status: 400, meaning: 'The roster search is shorter than the minimum.' },
  MAGIC_LINK_INVALID: { status: 400, meaning: 'The sign-in link is invalid, used or expired.' },
  EMAIL_LINK_EXPIRED: { status: 400, meaning: 'The email confirmation link has expired.' },
  EMAIL_LINK_USED: { status: 400, meaning: 'The email confirmation link was already used.' },
  EMAIL_LINK_INVALID: {
    status: 400,
    meaning: 'The email confirmation link is not one TapIn sent.',
  },
  OTHER_ACCOUNT: {
    status: 409,
    meaning: 'The sign-in link is for another account than the one signed in (nothing spent).',
  },
  CANNOT_CHANGE_OWN_ROLE: { status: 400, meaning: 'An admin tried to change their own role.' },
  CANNOT_DELETE_SELF: { status: 400, meaning: 'An admin tried to delete their own account.' },
  COPY_SAME_EVENT: {
    status: 400,
    meaning: 'A roster copy names the same event as source and target.',
  },
  UPLOAD_INVALID: {
    status: 400,
    meaning: 'A roster upload lacks its file or event, or sends more than one file.',
  },
  UPLOAD_MALFORMED: {
    status: 400,
    meaning: 'The multipart upload was cut off or is not a valid form.',
  },
  ROSTER_NOT_A_TABLE: { status: 400, meaning: 'The uploaded file is not a CSV or spreadsheet.' },
  ROSTER_UNREADABLE: {
    status: 400,
    meaning: 'The workbook could not be read (damaged, protected or too large inside).',
  },
  ROSTER_EMPTY: { status: 400, meaning: 'The roster file has no athletes.' },
  ROSTER_NO_NAME_COLUMNS: {
    status: 400,
    meaning: 'No first/last name (or name) columns were found.',
  },
  ROSTER_TOO_MANY_ROWS: { status: 400, meaning: 'The roster has more rows than allowed.' },
  ROSTER_TOO_MANY_COLUMNS: { status: 400, meaning: 'The roster has more than 500 columns.' },
  ROSTER_TOO_MANY_SHEETS: { status: 400, meaning: 'The workbook has more than 50 sheets.' },
  ROSTER_ROW_ERRORS: { status: 400, meaning: 'Some roster rows are invalid; the body lists them.' },
  SHEET_NOT_CONNECTED: { status: 400, meaning: 'The event has no Google Sheet to sync.' },
  SHEET_URL_INVALID: { status: 400, meaning: 'The link is not a Google Sheets link.' },
  SHEET_URL_NOT_HTTPS: { status: 400, meaning: 'The Google Sheet link is not https.' },
  SHEET_HOST_NOT_ALLOWED: {
    status: 400,
    meaning: 'The link (or a redirect) leaves the allowed Google hosts.',
  },
  SHEET_ADDRESS_REFUSED: {
    status: 400,
    meaning: 'The link resolves to a private or local network address.',
  },
  SHEET_TOO_MANY_REDIRECTS: {
    status: 400,
    meaning: 'The Google Sheet link redirected too many times.',
  },
  SHEET_NOT_SHARED: { status: 400, meaning: 'The Google Sheet is not shared publicly.' },
  SHEET_NOT_FOUND: { status: 400, meaning: 'Google answered that the sheet does not exist.' },
  PICKUP_CODE_REFUSED: {
    status: 400,
    meaning:
      'The pickup code (typed or scanned) is not one of this checked-in child’s trusted adults’ codes at this event.',
  },
  PICKUP_REASON_REQUIRED: { status: 400, meaning: 'A release without a code needs a reason.' },
  // ---- 401: who is asking is not known ----
  SESSION_REQUIRED: { status: 401, meaning: 'No staff session, or it ended: sign in again.' },
  DEVICE_NOT_VERIFIED: {
    status: 401,
    meaning: 'This device has not verified a phone number: verify it.',
  },
  // ---- 403: known, but not allowed ----
  PENDING_APPROVAL: { status: 403, meaning: 'The staff account waits for an admin to approve it.' },
  ADMIN_ONLY: { status: 403, meaning: 'Only administrators may do this.' },
  PHONE_MISMATCH: {
    status: 403,
    meaning: 'The phone number sent is not the one this device verified: verify it.',
  },
  ORIGIN_REFUSED: { status: 403, meaning: 'A cross-site request was refused.' },
  WEBHOOK_SIGNATURE_INVALID: {
    status: 403,
    meaning: 'A provider webhook was not signed, or not with our key (X-Twilio-Signature).',
  },
  // ---- 404: no such thing ----
  NOT_FOUND: { status: 404, meaning: 'No such route.' },
  EVENT_NOT_FOUND: { status: 404, meaning: 'No such event.' },
  ATHLETE_NOT_FOUND: { status: 404, meaning: 'No such athlete, or not linked to this phone.' },
  ATHLETE_NOT_ON_ROSTER: { status: 404, meaning: 'The athlete is not on this event’s roster.' },
  ATHLETE_NOT_MATCHED: { status: 404, meaning: 'No roster athlete matches the name given.' },
  USER_NOT_FOUND: { status: 404, meaning: 'No such staff user.' },
  PARENT_LINK_NOT_FOUND: { status: 404, meaning: 'This phone is not linked to this athlete.' },
  GUARDIAN_NOT_CONFIRMED: {
    status: 409,
    meaning: 'This phone is not a confirmed guardian of this athlete, or not by this caller.',
  },
  SCHEDULE_NOTICE_NOT_FOUND: { status: 404, meaning: 'No such schedule notice.' },
  TRUSTED_ADULT_NOT_FOUND: {
    status: 404,
    meaning: 'No such trusted adult, or not one this phone may see or remove.',
  },
  RELEASE_NOT_FOUND: { status: 404, meaning: 'No such release at this event.' },
  // ---- 409: the state does not allow it ----
  EVENT_CLOSED: { status: 409, meaning: 'The event is not open for check-in.' },
  ATHLETE_AMBIGUOUS: {
    status: 409,
    meaning: 'More than one roster athlete matches the name given.',
  },
  TOO_MANY_LINKS: { status: 409, meaning: 'This phone is linked to the most athletes allowed.' },
  WORDING_CHANGED: {
    status: 409,
    meaning: 'The consent wording changed since the Texts screen was loaded: show it again.',
  },
  EMAIL_NOT_CONFIRMED: {
    status: 409,
    meaning: 'Email was chosen before the address was confirmed by its link.',
  },
  TEAM_EXISTS: { status: 409, meaning: 'A team with this name exists.' },
  LAST_ADMIN: { status: 409, meaning: 'The change would leave no administrator.' },
  LATE_NUDGE_SENT: {
    status: 409,
    meaning: "The guardians of this event's late athletes were already texted (once per event).",
  },
  LATE_NUDGE_TOO_EARLY: {
    status: 409,
    meaning: 'The event has not started yet: nobody is late.',
  },
  ACTING_USER_CHANGED: {
    status: 409,
    meaning:
      'A change queued offline names the coach who made it (X-TapIn-Acting-User), and someone else is signed in now.',
  },
  TOO_MANY_TRUSTED_ADULTS: {
    status: 409,
    meaning: 'The child has the most added trusted adults allowed.',
  },
  PICKUP_OFF: { status: 409, meaning: 'The event does not have "Pickup check" switched on.' },
  NOT_CHECKED_IN: { status: 409, meaning: 'The child is not checked in at this event.' },
  PICKUP_NOT_AUTHORISED: {
    status: 409,
    meaning: 'Staff marked this adult "not authorised for this child": no release to them.',
  },
  RELEASE_UNDO_EXPIRED: { status: 409, meaning: 'A release can be undone only for a few minutes.' },
  RELEASE_ALREADY_UNDONE: {
    status: 409,
    meaning: 'The release was undone already (perhaps at the same moment, on another device).',
  },
  // ---- 413, 415: the body is too large or of the wrong kind ----
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'The request body or uploaded file is too large.' },
  SHEET_TOO_LARGE: { status: 413, meaning: 'The Google Sheet is larger than allowed.' },
  ROSTER_TOO_BIG_TO_READ: {
    status: 413,
    meaning: 'Reading the roster file needed more memory than one file may use.',
  },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, meaning: 'The body’s content type is not accepted.' },
  ROSTER_TOO_SLOW_TO_READ: {
    status: 422,
    meaning: 'Reading the roster file took longer than one file may take; nothing was imported.',
  },
  // ---- 429: too many, wait ----
  RATE_LIMITED: { status: 429, meaning: 'Too many requests from this address; wait a moment.' },
  RESEND_COOLDOWN: {
    status: 429,
    meaning: 'A code was just sent; the body’s retryAfter says how many seconds to wait.',
  },
  SEND_CAP_REACHED: { status: 429, meaning: 'Too many codes requested for this phone or network.' },
  MAGIC_LINK_CAP: { status: 429, meaning: 'Too many sign-in links requested.' },
  TOO_MANY_LIVE_STREAMS: { status: 429, meaning: 'Too many live dashboards open from here.' },
  PICKUP_GUESSES: {
    status: 429,
    meaning: 'Too many wrong pickup codes at this event lately; wait a few minutes.',
  },
  // ---- 5xx: TapIn or a service it uses failed ----
  INTERNAL_ERROR: { status: 500, meaning: 'An unexpected failure; it is logged on the server.' },
  SMS_FAILED: { status: 502, meaning: 'The text message provider failed.' },
  SHEET_FETCH_FAILED: { status: 502, meaning: 'Google Sheets could not be downloaded.' },
  DATABASE_UNAVAILABLE: {
    status: 503,
    meaning: 'The database is unreachable; retry after the Retry-After seconds.',
  },
  SHUTTING_DOWN: {
    status: 503,
    meaning: 'This server is stopping; retry after the Retry-After seconds (another may answer).',
  },
  ROSTER_READERS_BUSY: {
    status: 503,
    meaning:
      'Too many roster files are being read on this server; retry after the Retry-After seconds.',
  },
  SHEET_TIMEOUT: { status: 504, meaning: 'Google Sheets took too long to answer.' },
  /** Any other 4xx the framework raises keeps its own status; 400 is the usual one. */
  REQUEST_REFUSED: {
    status: 400,
    meaning: 'The request was refused for another reason; the status says which.',
  },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The body of every error answer. Some codes add fields (retryAfter, errors, ...). */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
}
