/**
 * Client-side phone handling: the rules live in shared/phone.ts (one home for both
 * sides); the server owns normalisation to E.164 through libphonenumber-js.
 */
export {
  cleanPhoneInput as cleanPhone,
  displayPhone,
  isPhoneShaped as isValidPhone,
  isSamePhone,
} from '#shared/phone.ts';
