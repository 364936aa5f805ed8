/**
 * Phone text as a parent types it, the same on both sides and free of dependencies (the
 * parent's page loads it). Turning a number into E.164 is the server's job, through
 * libphonenumber-js (server/modules/verification/phone.ts); these rules only clean and
 * check the shape, so the browser can refuse "123" before asking the server.
 */
import { DEFAULT_PHONE_REGION, PHONE_PATTERN } from './constants.ts';

/** Keeps the digits and a leading plus: "(555) 123-4567" → "5551234567". */
export function cleanPhoneInput(input: string): string {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/** Whether cleaned input has the shape of a phone number (10 to 15 digits, no leading 0). */
export function isPhoneShaped(cleaned: string): boolean {
  return PHONE_PATTERN.test(cleaned);
}

/**
 * Whether a typed number is the E.164 number the server verified. Only the NANP default
 * region is guessed (10 digits, or 11 starting with 1); anything else must be typed the
 * way the server stored it. A miss is harmless: the parent is simply asked for a code.
 */
export function isSamePhone(typed: string, e164: string | null | undefined): boolean {
  if (!e164) return false;
  const cleaned = cleanPhoneInput(typed);
  if (cleaned === e164) return true;
  if (cleaned.startsWith('+')) return false;
  if (DEFAULT_PHONE_REGION === 'US') {
    if (cleaned.length === 10) return `+1${cleaned}` === e164;
    if (cleaned.length === 11 && cleaned.startsWith('1')) return `+${cleaned}` === e164;
  }
  return `+${cleaned}` === e164;
}

/** A readable form of a North American number; other numbers are shown as they are. */
export function displayPhone(phone: string): string {
  const match = /^(?:\+?1)?(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
}

/**
 * How a phone its owner erased is kept where staff read it (issue 32): `erased:` and a short
 * tag of the phone's keyed hash (server/platform/crypto.ts `erasedPhone`), so two erased
 * phones still differ and the number itself is gone. Never a phone's shape: no lookup by
 * number can reach it.
 */
export const ERASED_PHONE_PREFIX = 'erased:';

/** The tag of an erased phone ("3f9a2c1b"), or null for anything else. */
export function erasedPhoneTag(value: string | null | undefined): string | null {
  return value?.startsWith(ERASED_PHONE_PREFIX) ? value.slice(ERASED_PHONE_PREFIX.length) : null;
}
