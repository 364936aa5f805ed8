import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ERASED_PHONE_PREFIX } from '#shared/phone.ts';

/** A URL-safe random token with `bytes` of entropy (32 bytes = 256 bits). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens with 256 bits of entropy need no salt or key: a plain SHA-256 is enough to store. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A uniformly random numeric code of `length` digits, e.g. "042917". */
export function randomDigits(length: number): string {
  return randomInt(0, 10 ** length)
    .toString()
    .padStart(length, '0');
}

/** Keyed hash for low-entropy secrets (6-digit codes): useless without the server key. */
export function hmac(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

/** A phone number kept only to be recognised again (a guardian's removal, decision 044). */
export function phoneHash(key: string, phone: string): string {
  return hmac(key, `phone:${phone}`);
}

/**
 * What an erased phone becomes wherever it was kept for staff to read (issue 32): a short tag
 * of `phoneHash`, the keyed hash guardian_link_removals keeps, so staff can tell two erased
 * phones apart and nobody can turn the tag back into the number without the server's key.
 */
export function erasedPhone(key: string, phone: string): string {
  return `${ERASED_PHONE_PREFIX}${phoneHash(key, phone).slice(0, 8)}`;
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
