/**
 * The departure and "pickup pending" texts (decision 049). Names come from roster files,
 * coaches and parents: before they reach a text they lose everything but letters, spaces,
 * apostrophes and hyphens (no link, no phone number, no punctuation a link needs), carrier
 * keywords (STOP, HELP, …) are dropped, accents fold to plain letters (GSM-7, one segment)
 * and each name is cut, so every text is one GSM-7 segment whatever a file holds.
 */
import { messages } from '#shared/messages.ts';

const CARRIER_KEYWORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
  'OPT',
  'HELP',
  'INFO',
  'START',
  'UNSTOP',
  'YES',
  'PARAR',
  'CANCELAR',
  'AYUDA',
]);
const FIRST_NAME_MAX = 20;
const EVENT_NAME_MAX = 30;

/** Letters, spaces, apostrophes and hyphens only; carrier keywords gone; cut to `max`. */
export function smsSafe(text: string, max: number): string {
  const words = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z' -]+/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !CARRIER_KEYWORDS.has(word.replace(/[^A-Za-z]/g, '').toUpperCase()));
  return words.join(' ').slice(0, max).trim();
}

/** "Maya G.": the first name (cut) and the last initial, as texts name people. */
export function smsPersonName(first: string, last: string | null): string | null {
  const safeFirst = smsSafe(first, FIRST_NAME_MAX);
  const initial = last ? smsSafe(last, 1) : '';
  if (!safeFirst) return initial ? `${initial}.` : null;
  return initial ? `${safeFirst} ${initial}.` : safeFirst;
}

/** A full name typed as one field ("Dana Ruiz") as a text names it ("Dana R."). */
export function smsAdultName(fullName: string): string | null {
  const [first = '', ...rest] = smsSafe(fullName, 200).split(' ');
  return smsPersonName(first, rest.at(-1) ?? null);
}

export function smsEventName(name: string): string {
  return smsSafe(name, EVENT_NAME_MAX) || messages.pickup.sms.somePractice;
}
