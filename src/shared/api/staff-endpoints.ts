/**
 * The endpoints only staff screens, the server and providers call: the other half of the
 * contract (decision 055), kept out of the parent's first page (see ./parent-endpoints.ts).
 */

// ---- the API's own description -------------------------------------------------------
export const openApi = { method: 'GET', path: '/api/openapi.json' } as const;

// ---- staff sign-in ---------------------------------------------------------------------
export const requestMagicLink = { method: 'POST', path: '/api/auth/magic-link' } as const;
export const verifyMagicLink = { method: 'POST', path: '/api/auth/verify' } as const;
export const offlineKey = { method: 'GET', path: '/api/auth/offline-key' } as const;
export const authProviders = { method: 'GET', path: '/api/auth/providers' } as const;
/** Registered only when an identity provider is configured (OIDC_ISSUER). */
export const oidcStart = { method: 'GET', path: '/api/auth/oidc/start' } as const;
/** Registered only when an identity provider is configured (OIDC_ISSUER). */
export const oidcCallback = { method: 'GET', path: '/api/auth/oidc/callback' } as const;

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
export const addGuardianPhone = {
  method: 'POST',
  path: '/api/events/:eventId/parent-links',
} as const;
export const waitingGuardians = {
  method: 'GET',
  path: '/api/events/:eventId/parent-links/waiting',
} as const;
export const confirmGuardian = {
  method: 'POST',
  path: '/api/events/:eventId/parent-links/:athleteId/:phoneNumber/confirmation',
} as const;
export const unconfirmGuardian = {
  method: 'DELETE',
  path: '/api/events/:eventId/parent-links/:athleteId/:phoneNumber/confirmation',
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
