/** Business constants (docs/product.md#limits), plus the security limits from DESIGN.md. */
export const PRODUCT_NAME = 'TapIn';
export const TAGLINE = "Scan. Tap. You're In.";

export const PHONE_PATTERN = /^\+?[1-9]\d{9,14}$/;
export const DEFAULT_PHONE_REGION = 'US';

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MS = 10 * 60 * 1000;
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const VERIFICATION_RESEND_COOLDOWN_MS = 60 * 1000;

export const MAGIC_LINK_TTL_MS = 15 * 60 * 1000;

export const CONFIRMATION_REDIRECT_MS = 3000;
/**
 * docs/product.md#states, #limits: a tooltip opens after 700 ms of hover, 300 ms when moving
 * between them.
 */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const DASHBOARD_POLL_MS = 5000;

export const ROSTER_SEARCH_MIN_CHARS = 2;
export const ROSTER_SEARCH_MAX_RESULTS = 10;
/**
 * Roster searches per parent device in 15 minutes: plenty for typing a few names, far too
 * few to walk an event's roster two letters at a time.
 */
export const ROSTER_SEARCHES_PER_DEVICE = 60;
/** Athletes one phone may be linked to: a large family, not a whole team. */
export const MAX_LINKED_ATHLETES_PER_PHONE = 8;

export const GRAD_YEAR_MIN = 2000;
export const GRAD_YEAR_MAX = 2100;

export const THEME_STORAGE_KEY = 'theme';

export const CHECK_IN_SOURCES = ['qr', 'manual_fallback'] as const;
export type CheckInSource = (typeof CHECK_IN_SOURCES)[number];

export const USER_ROLES = ['pending', 'coach', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Placeholder phone number a coach's manual check-in sends (docs/product.md#api). */
export const MANUAL_CHECK_IN_PHONE = '0000000000';

// ---- coach tools: rosters, sheets, QR codes and reports (docs/product.md#limits, decision 009) ---

export {
  ATHLETE_NAME_MAX_LENGTH,
  EVENT_NAME_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  TEAM_NAME_MAX_LENGTH,
} from './field-limits.ts';

/** Uploaded roster files and fetched sheets alike. */
export const ROSTER_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const ROSTER_MAX_ROWS = 10_000;
/** Rows the upload preview shows; the server returns every row. */
export const ROSTER_PREVIEW_ROWS = 5;
export const ROSTER_ACCEPTED_MIME_TYPES = ['text/csv', 'application/vnd.ms-excel'] as const;

export const ROSTER_TEMPLATE_FILENAME = 'roster-template.csv';
export const ROSTER_TEMPLATE_HEADER = ['First Name', 'Last Name', 'Team Name', 'Grad Year'];
export const ROSTER_TEMPLATE_SAMPLE_ROWS = [
  ['Jordan', 'Smith', 'Eagles', '2031'],
  ['Ava', 'Johnson', 'Eagles', '2030'],
  ['Sofia', 'Martinez', 'Hawks', '2029'],
];

export const SHEET_FETCH_TIMEOUT_MS = 10_000;
export const SHEET_MAX_REDIRECTS = 3;

/** Download names (docs/product.md#limits): the tools tab's QR button and the report. */
export const qrCodeFilename = (eventName: string) => `${eventName}-qr-code.png`;
export const reportFilename = (eventName: string) => `${eventName}-check-in-report.csv`;

// ---- guardians linked from roster files (decision 021) ------------------

/** Guardian phones one roster row (one athlete, rows of one child combined) may carry. */
export const ROSTER_MAX_GUARDIAN_PHONES = 10;
/**
 * A phone linked to this many athletes or more is flagged to coaches: more children than
 * most families have on one club's rosters, so more likely a club office, a coach's own
 * phone or a typo than a parent. A roster file that gives one phone to this many of its
 * children links it only when the coach confirms it in the preview (decision 040).
 */
export const LINKED_ATHLETES_FLAG_AT = 5;
/** Shared phones one import may confirm (a file's phones on many children, listed in the preview). */
export const ROSTER_MAX_CONFIRMED_SHARED_PHONES = 100;
/** Athletes one "Check in all" may carry (a phone's links from files are not capped at 8). */
export const CHECK_IN_ALL_MAX_ATHLETES = 50;

/**
 * What a roster column can be read as, in the order the preview's select lists them;
 * `ignore` is not read (decision 019). `otherPhone` (an emergency contact's, a work line, a
 * coach's) is shown but never linked: only `guardianPhone` columns become guardian links.
 */
export const ROSTER_COLUMN_FIELDS = [
  'firstName',
  'lastName',
  'lastNamePrefix',
  'fullName',
  'suffix',
  'teamName',
  'gradYear',
  'grade',
  'role',
  'status',
  'guardianPhone',
  'athletePhone',
  'otherPhone',
  'ignore',
] as const;

/**
 * Sent with a coach's change that was queued offline: the id of the coach who made it. The
 * server refuses the change (ACTING_USER_CHANGED) when someone else is signed in by the time
 * it is sent, so it never goes out under another coach's name (decision 035).
 */
export const ACTING_USER_HEADER = 'x-tapin-acting-user';

/**
 * On the parent's event screen and the coach's check-in list: a server-signed "this device
 * heard from the server about this event at" time (decision 039). The page keeps it and
 * sends it back with a tap made offline, in the body as `heard`; no offline tap is dated
 * before it.
 */
export const HEARD_HEADER = 'x-tapin-heard';
/** A tap kept on a device with no signal is dated by its tap time for at most this long. */
export const MAX_TAP_AGE_MS = 24 * 60 * 60 * 1000;
