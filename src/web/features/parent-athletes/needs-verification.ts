import { hasErrorCode } from '#web/lib/api-client.ts';

/** This device has not verified a phone, or not this phone: both mean verify (decision 024). */
export function needsVerification(error: unknown): boolean {
  return hasErrorCode(error, 'DEVICE_NOT_VERIFIED', 'PHONE_MISMATCH');
}
