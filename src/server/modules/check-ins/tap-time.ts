/**
 * When an arrival sent later happened (decision 039): the one place that judges a tap time.
 * A tap made with no signal is dated by its tap time when the server can defend it:
 *
 * - not before the device last heard from the server about this event: a `heard` time the
 *   server signed (HMAC over the event's id and the time) on the parent's event screen or the
 *   coach's check-in list, kept by the page with the queued tap;
 * - not before check-in opened (`events.opened_at`; a parent's tap only: a coach may check
 *   in at any time);
 * - not in the future: a phone clock running fast is clamped to the receipt;
 * - not older than MAX_TAP_AGE_MS.
 *
 * Outside those bounds the tap is recorded at receipt and marked so (`offline` 'receipt');
 * within them at the tap time (`offline` 'tap'); a check-in made online has no tap time.
 */
import { appError } from '#server/http/errors.ts';
import { hmac, safeEqual } from '#server/platform/crypto.ts';
import { MAX_TAP_AGE_MS } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';

export type OfflineMark = 'tap' | 'receipt';

export interface TapTime {
  /** The arrival: the tap time when it stands, else the receipt. */
  at: Date;
  /** The tap time as the device said (clamped to the receipt when ahead); null online. */
  tappedAt: Date | null;
  offline: OfflineMark | null;
}

const signature = (secret: string, eventId: string, ms: number) =>
  hmac(secret, `heard:${eventId.toLowerCase()}:${ms}`);

/** The signed "heard at" value for an event: `<eventId>.<ms>.<hmac>`. */
export function signHeard(secret: string, eventId: string, at: Date): string {
  const ms = at.getTime();
  return `${eventId.toLowerCase()}.${ms}.${signature(secret, eventId, ms)}`;
}

/** The time a signed value says, when it is this server's and for this event; else null. */
export function readHeard(secret: string, eventId: string, heard: string | undefined): Date | null {
  if (!heard) return null;
  const [id, ms, mac] = heard.split('.');
  if (!id || !ms || !mac || id !== eventId.toLowerCase() || !/^\d{1,15}$/.test(ms)) return null;
  return safeEqual(mac, signature(secret, eventId, Number(ms))) ? new Date(Number(ms)) : null;
}

/**
 * Judges a tap time against the bounds above. `tappedAt` absent: an online check-in, dated
 * at receipt. Unreadable: 400 (changes nothing).
 */
export function judgeTapTime(input: {
  secret: string;
  eventId: string;
  now: Date;
  tappedAt: string | undefined;
  heard: string | undefined;
  /** When the event's check-in last opened; null to apply no such bound. */
  openedAt: Date | null;
}): TapTime {
  const { now } = input;
  if (!input.tappedAt) return { at: now, tappedAt: null, offline: null };
  const claimed = new Date(input.tappedAt);
  if (Number.isNaN(claimed.getTime()))
    throw appError('VALIDATION_FAILED', messages.errors.invalidRequest);
  const tapped = claimed > now ? now : claimed;
  const heard = readHeard(input.secret, input.eventId, input.heard);
  const isDefended =
    heard !== null &&
    tapped >= heard &&
    (input.openedAt === null || tapped >= input.openedAt) &&
    now.getTime() - tapped.getTime() <= MAX_TAP_AGE_MS;
  return isDefended
    ? { at: tapped, tappedAt: tapped, offline: 'tap' }
    : { at: now, tappedAt: tapped, offline: 'receipt' };
}
