/**
 * Pickup codes (decision 049). A code is derived from a random per-code seed with the server
 * key, so the parent's phone sees the same code whenever it asks, while the database holds
 * only the seed (useless without the key) and an HMAC of the code for lookups. The HMAC's key
 * is per event, derived from the server key: the coach's tablet receives it with its
 * events' hashes and checks a typed code offline, without learning any other event's key.
 */
import { randomBytes } from 'node:crypto';
import { hmac } from '#server/platform/crypto.ts';
import { PICKUP_CODE_ALPHABET, PICKUP_CODE_LENGTH, pickupHashInput } from '#shared/pickup.ts';

export function newSeed(): string {
  return randomBytes(16).toString('base64url');
}

/** The code a seed stands for: 4 characters of the look-alike-free alphabet. */
export function codeFromSeed(secretKey: string, seed: string): string {
  const digest = Buffer.from(hmac(secretKey, `pickup-seed:${seed}`), 'hex');
  let code = '';
  // Two bytes per character: 65536 mod 31 leaves a bias below 0.05 %.
  for (let index = 0; index < PICKUP_CODE_LENGTH; index++) {
    code += PICKUP_CODE_ALPHABET[digest.readUInt16BE(index * 2) % PICKUP_CODE_ALPHABET.length];
  }
  return code;
}

/** The per-event key of the code hashes (what a coach's tablet holds for its events). */
export function eventPickupKey(secretKey: string, eventId: string): string {
  return hmac(secretKey, `pickup-event:${eventId}`);
}

/** What the database stores and compares for a code at an event. */
export function codeHash(secretKey: string, eventId: string, code: string): string {
  return hmac(eventPickupKey(secretKey, eventId), pickupHashInput(code));
}
