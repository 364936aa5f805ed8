/**
 * The endpoints a parent's phone calls, and the few every page needs (who is signed in,
 * signing out): the half of the contract (decision 055) the parent's first page may load.
 * `./endpoints.ts` joins it with `./staff-endpoints.ts`; browser code on the parent's path
 * imports this file directly, so the staff half stays in the staff chunks (issue 25: the
 * parent page within 60 KB).
 */

/** An endpoint: the HTTP method and the path pattern the server registers. */
export interface Endpoint {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
}

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
export const childGuardians = {
  method: 'GET',
  path: '/api/parent/guardians/:athleteId',
} as const;
export const confirmChildGuardian = {
  method: 'POST',
  path: '/api/parent/guardians/:athleteId/:phoneNumber/confirmation',
} as const;
export const unconfirmChildGuardian = {
  method: 'DELETE',
  path: '/api/parent/guardians/:athleteId/:phoneNumber/confirmation',
} as const;

// ---- on every page ------------------------------------------------------------------
export const authUser = { method: 'GET', path: '/api/auth/user' } as const;
/** A GET on purpose: the browser goes there, and is sent home (302). */
export const logout = { method: 'GET', path: '/api/logout' } as const;
