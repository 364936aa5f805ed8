/**
 * How long each typed field may be. The API's schemas (schemas.ts) refuse anything
 * longer; the staff forms stop typing at the same length (`maxLength`), so a coach never
 * meets a refusal the form could have prevented. Dependency-free: the browser reads it.
 */

export const EVENT_NAME_MAX_LENGTH = 200;
export const LOCATION_MAX_LENGTH = 200;
export const TEAM_NAME_MAX_LENGTH = 100;
/** A first or a last name: a roster row's, or what a parent types to link a child. */
export const ATHLETE_NAME_MAX_LENGTH = 100;
/** A phone number as typed, before cleaning ("+1 (555) 123-4567 ext. 2" fits). */
export const PHONE_INPUT_MAX_LENGTH = 40;
/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;
export const SHEET_URL_MAX_LENGTH = 2000;
