/**
 * Every endpoint of the API, named once (decision 055): its method and its path pattern in
 * Fastify's form (`/api/events/:eventId`). The server registers each route from its entry
 * (`route(app, endpoints.x, …)` in src/server/http/route.ts) and the browser builds each
 * URL from it (`apiPath(endpoints.x, { eventId })` in ./path.ts), so a path is written in
 * this file and nowhere else. `tests/architecture/api-contract.test.ts` holds the server's
 * routes and this list together and keeps `/api/` literals out of src/web.
 *
 * One plain constant per endpoint, not one object: the browser's bundles keep only the
 * entries they use (the parent's page stays small, decision 008). Bodies and answers keep
 * their zod schemas in src/shared/schemas/; the route names them.
 */

/** An endpoint: the HTTP method and the path pattern the server registers. */
export interface Endpoint {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
}

// ---- the API's own description -------------------------------------------------------
export const openApi = { method: 'GET', path: '/api/openapi.json' } as const;

// ---- a parent's phone: verification and session ----------------------------------------
export const sendVerification = { method: 'POST', path: '/api/send-verification' } as const;
export const verifyCode = { method: 'POST', path: '/api/verify-code' } as const;
export const parentSession = { method: 'GET', path: '/api/parent/session' } as const;
export const deleteParentSession = { method: 'DELETE', path: '/api/parent/session' } as const;
export const setLocale = { method: 'PUT', path: '/api/locale' } as const;

// ---- a parent's screens, links and taps ------------------------------------------------
export const publicEvent = { method: 'GET', path: '/api/parent/events/:eventId' } as const;
export const checkInScreen = {
  method: 'GET',
  path: '/api/parent/events/:eventId/screen',
} as const;
export const seriesScreen = {
  method: 'GET',
  path: '/api/parent/series/:seriesId/screen',
} as const;
export const eventTeams = { method: 'GET', path: '/api/parent/events/:eventId/teams' } as const;
export const rosterSearch = {
  method: 'GET',
  path: '/api/parent/events/:eventId/search',
} as const;
export const parentAthletes = { method: 'GET', path: '/api/athletes' } as const;
export const athlete = { method: 'GET', path: '/api/athlete/:id' } as const;
export const linkParent = { method: 'POST', path: '/api/link-parent' } as const;
export const checkIn = { method: 'POST', path: '/api/check-in' } as const;
export const checkInAll = { method: 'POST', path: '/api/check-in/all' } as const;

// ---- a parent's own data, texts and pickup ---------------------------------------------
export const guardianData = { method: 'GET', path: '/api/parent/my-data' } as const;
export const removeOwnLink = { method: 'DELETE', path: '/api/parent/links/:athleteId' } as const;
export const forgetDevice = { method: 'DELETE', path: '/api/parent/devices/:deviceId' } as const;
export const eraseParentData = { method: 'POST', path: '/api/parent/erase' } as const;
export const parentTexts = { method: 'GET', path: '/api/parent/texts' } as const;
export const saveParentTexts = { method: 'PUT', path: '/api/parent/texts' } as const;
export const parentTextsEmail = { method: 'POST', path: '/api/parent/texts/email' } as const;
export const confirmParentTextsEmail = {
  method: 'POST',
  path: '/api/parent/texts/email/confirm',
} as const;
export const parentPickup = { method: 'GET', path: '/api/parent/pickup' } as const;
export const trustedAdults = {
  method: 'GET',
  path: '/api/parent/trusted-adults/:athleteId',
} as const;
export const addTrustedAdult = { method: 'POST', path: '/api/parent/trusted-adults' } as const;
export const removeTrustedAdult = {
  method: 'DELETE',
  path: '/api/parent/trusted-adults/:id',
} as const;

// ---- staff sign-in ---------------------------------------------------------------------
export const requestMagicLink = { method: 'POST', path: '/api/auth/magic-link' } as const;
export const verifyMagicLink = { method: 'POST', path: '/api/auth/verify' } as const;
export const authUser = { method: 'GET', path: '/api/auth/user' } as const;
export const offlineKey = { method: 'GET', path: '/api/auth/offline-key' } as const;
export const authProviders = { method: 'GET', path: '/api/auth/providers' } as const;
/** Registered only when an identity provider is configured (OIDC_ISSUER). */
export const oidcStart = { method: 'GET', path: '/api/auth/oidc/start' } as const;
/** Registered only when an identity provider is configured (OIDC_ISSUER). */
export const oidcCallback = { method: 'GET', path: '/api/auth/oidc/callback' } as const;
/** A GET on purpose: the browser goes there, and is sent home (302). */
export const logout = { method: 'GET', path: '/api/logout' } as const;

// ---- events ----------------------------------------------------------------------------
export const events = { method: 'GET', path: '/api/events' } as const;
export const createEvent = { method: 'POST', path: '/api/events' } as const;
export const updateEvent = { method: 'PATCH', path: '/api/events/:eventId' } as const;
export const endSeries = { method: 'POST', path: '/api/events/:eventId/end-series' } as const;
/** The event roster; `rosterOfEvent` is the same answer at its older address. */
export const eventRoster = { method: 'GET', path: '/api/events/:eventId/athletes' } as const;
export const eventQrPng = { method: 'GET', path: '/api/events/:eventId/qr' } as const;
export const eventQrCode = { method: 'GET', path: '/api/qr-code/:eventId' } as const;
export const seriesQrPng = { method: 'GET', path: '/api/series/:seriesId/qr' } as const;
export const seriesQrCode = { method: 'GET', path: '/api/series/:seriesId/qr-code' } as const;
export const eventReport = { method: 'GET', path: '/api/events/:eventId/report' } as const;
export const scheduleNotices = { method: 'GET', path: '/api/schedule-notices' } as const;
export const dismissScheduleNotice = {
  method: 'POST',
  path: '/api/schedule-notices/:noticeId/dismiss',
} as const;

// ---- the coach's dashboard -------------------------------------------------------------
export const checkIns = { method: 'GET', path: '/api/check-ins/:eventId' } as const;
export const undoCheckIn = { method: 'DELETE', path: '/api/check-in/:athleteId/:eventId' } as const;
export const liveCheckIns = { method: 'GET', path: '/api/events/:eventId/live' } as const;
export const lateNudge = { method: 'GET', path: '/api/events/:eventId/late-nudge' } as const;
export const sendLateNudge = { method: 'POST', path: '/api/events/:eventId/late-nudge' } as const;
export const parentLinks = { method: 'GET', path: '/api/events/:eventId/parent-links' } as const;
export const removeParentLink = {
  method: 'DELETE',
  path: '/api/events/:eventId/parent-links/:athleteId/:phoneNumber',
} as const;
export const guardianRemovals = {
  method: 'GET',
  path: '/api/events/:eventId/parent-links/removed',
} as const;

// ---- safe pickup (decision 049) --------------------------------------------------------
export const eventPickupCheck = {
  method: 'PUT',
  path: '/api/events/:eventId/pickup-check',
} as const;
export const seriesPickupCheck = {
  method: 'PUT',
  path: '/api/series/:seriesId/pickup-check',
} as const;
export const eventPickup = { method: 'GET', path: '/api/events/:eventId/pickup' } as const;
export const createRelease = { method: 'POST', path: '/api/events/:eventId/releases' } as const;
export const undoRelease = {
  method: 'DELETE',
  path: '/api/events/:eventId/releases/:releaseId',
} as const;
export const pickupPendingTexts = {
  method: 'POST',
  path: '/api/events/:eventId/pickup/pending-texts',
} as const;
export const markNotAuthorised = { method: 'POST', path: '/api/pickup/not-authorised' } as const;
export const clearNotAuthorised = {
  method: 'DELETE',
  path: '/api/pickup/not-authorised/:athleteId/:phoneNumber',
} as const;

// ---- rosters ---------------------------------------------------------------------------
export const rosterTemplate = { method: 'GET', path: '/api/roster/template' } as const;
/** The event roster at its older address: the same route as `eventRoster` (decision 055). */
export const rosterOfEvent = { method: 'GET', path: '/api/roster/:eventId' } as const;
export const rosterUpload = { method: 'POST', path: '/api/roster/upload' } as const;
export const rosterImport = { method: 'POST', path: '/api/roster/import' } as const;
export const rosterCopy = { method: 'POST', path: '/api/roster/copy' } as const;
export const syncRoster = { method: 'POST', path: '/api/events/:eventId/sync-roster' } as const;

// ---- teams, attendance and administration ----------------------------------------------
export const teams = { method: 'GET', path: '/api/teams' } as const;
export const createTeam = { method: 'POST', path: '/api/teams' } as const;
export const attendance = { method: 'GET', path: '/api/attendance' } as const;
export const attendanceCsv = { method: 'GET', path: '/api/attendance.csv' } as const;
export const adminUsers = { method: 'GET', path: '/api/admin/users' } as const;
export const adminUserRole = { method: 'PATCH', path: '/api/admin/users/:userId/role' } as const;
export const adminDeleteUser = { method: 'DELETE', path: '/api/admin/users/:userId' } as const;
export const adminUserTeams = { method: 'PUT', path: '/api/admin/users/:userId/teams' } as const;
export const adminCoachTeams = { method: 'GET', path: '/api/admin/coach-teams' } as const;
export const adminAudit = { method: 'GET', path: '/api/admin/audit' } as const;
export const adminAuditCsv = { method: 'GET', path: '/api/admin/audit.csv' } as const;
export const adminTexts = { method: 'GET', path: '/api/admin/texts' } as const;
export const adminConsentRecordsCsv = {
  method: 'GET',
  path: '/api/admin/consent-records.csv',
} as const;

// ---- providers and development ---------------------------------------------------------
export const twilioSmsWebhook = { method: 'POST', path: '/api/webhooks/twilio/sms' } as const;
/** Registered only while the development outbox is open (no SMS or email provider). */
export const devOutbox = { method: 'GET', path: '/api/dev/outbox' } as const;
