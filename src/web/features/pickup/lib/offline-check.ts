/**
 * The tablet's own check of a typed code (decision 049): the pickup view carries the event's
 * hash key and the hashes of its live codes (never a code); HMAC-SHA256 of the typed code
 * with that key finds the child and adult with no network, exactly as the server would.
 */

import { normalizePickupCode, pickupHashInput } from '#shared/pickup.ts';
import type { PickupView } from '#shared/schemas.ts';

const encoder = new TextEncoder();

async function hmacHex(key: string, message: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The child and adult a code belongs to at this event, or null (unknown or voided here). */
export async function matchCode(
  view: Pick<PickupView, 'offline'>,
  typed: string,
): Promise<{ athleteId: string; phoneNumber: string; code: string } | null> {
  const code = normalizePickupCode(typed);
  if (!code || !crypto.subtle) return null;
  const hash = await hmacHex(view.offline.key, pickupHashInput(code));
  const found = view.offline.hashes.find((entry) => entry.hash === hash);
  return found ? { athleteId: found.athleteId, phoneNumber: found.phoneNumber, code } : null;
}
