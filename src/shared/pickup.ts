/**
 * Safe pickup's rules shared by the server and the browser (issue 26, decision 049):
 * dependency-free, so the coach's tablet checks a typed code exactly as the server does.
 */

/** 31 characters without look-alikes: no 0/O, no 1/I/L. */
export const PICKUP_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PICKUP_CODE_LENGTH = 4;
/** A staff member may undo a release for this long after it was recorded. */
export const RELEASE_UNDO_MS = 5 * 60 * 1000;
/** "The last ones waiting": this long after the event's end… */
export const LAST_WAITING_AFTER_MS = 10 * 60 * 1000;
/** …while at most this many checked-in children are not released. */
export const LAST_WAITING_MAX = 2;
/** Wrong codes tried at one event within the window before code entry pauses there. */
export const PICKUP_GUESSES_MAX = 10;
export const PICKUP_GUESSES_WINDOW_MS = 10 * 60 * 1000;
export const RELEASE_REASON_MAX_LENGTH = 200;
export const TRUSTED_ADULT_NAME_MAX_LENGTH = 60;
/** At most this many added adults per child (guardians not counted). */
export const TRUSTED_ADULTS_MAX = 10;
export const RELEASE_METHODS = ['code', 'qr', 'list', 'no_code'] as const;
export type ReleaseMethod = (typeof RELEASE_METHODS)[number];

const QR_PREFIX = 'TAPIN-PICKUP:';

/**
 * A typed or scanned code as the server compares it: upper case, spaces and dashes gone,
 * the look-alikes a person may type read as the characters they resemble (O→0 is not in
 * the alphabet, so 0/O both fail; 1/I/L likewise): returns null when not a code's shape.
 */
export function normalizePickupCode(input: string): string | null {
  const cleaned = input.toUpperCase().replace(/[\s-]/g, '');
  if (cleaned.length !== PICKUP_CODE_LENGTH) return null;
  for (const character of cleaned) if (!PICKUP_CODE_ALPHABET.includes(character)) return null;
  return cleaned;
}

/** What a pickup QR holds: the event and the code, nothing about the child. */
export function pickupQrPayload(eventId: string, code: string): string {
  return `${QR_PREFIX}${eventId}:${code}`;
}

/** The event and code of a scanned pickup QR, or null for anything else. */
export function readPickupQr(payload: string): { eventId: string; code: string } | null {
  const text = payload.trim();
  if (!text.toUpperCase().startsWith(QR_PREFIX)) return null;
  const [eventId, rawCode] = text.slice(QR_PREFIX.length).split(':');
  const code = rawCode ? normalizePickupCode(rawCode) : null;
  if (!eventId || !code || !/^[0-9a-f-]{36}$/i.test(eventId)) return null;
  return { eventId: eventId.toLowerCase(), code };
}

/** The message an event's pickup hashes are keyed with: HMAC-SHA256(eventKey, this). */
export function pickupHashInput(code: string): string {
  return `pickup-code:${code}`;
}
