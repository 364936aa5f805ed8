import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { DEFAULT_PHONE_REGION } from '#shared/constants.ts';
import { cleanPhoneInput, isPhoneShaped } from '#shared/phone.ts';

/**
 * Turns what a parent typed into E.164, so "(555) 123-4567", "+1 555 123 4567" and
 * "5551234567" are the same parent. Null when it is not a phone number
 * (docs/product.md#validation).
 */
export function normalizePhone(input: string): string | null {
  const cleaned = cleanPhoneInput(input);
  if (!isPhoneShaped(cleaned)) return null;
  const parsed = parsePhoneNumberFromString(cleaned, DEFAULT_PHONE_REGION);
  if (!parsed?.isPossible()) return null;
  return parsed.number;
}

/** The phone's country (ISO 3166 code, e.g. US), when the numbering plan tells. */
export function phoneCountry(e164: string): string | undefined {
  return parsePhoneNumberFromString(e164)?.country;
}
