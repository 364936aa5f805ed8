/**
 * Names in the departure and "pickup pending" texts (decision 049), made safe by the one
 * cleaner every text uses (messaging's cleanSupplied and childLabel, decision 042): names
 * from roster files, coaches and parents lose links, phone numbers and carrier keywords,
 * fold to GSM-7 and are cut (first name 20, last initial; event name 30), so every text is
 * one GSM-7 segment whatever a file holds.
 */
import { messages } from '#shared/messages.ts';
import { childLabel, cleanSupplied, cutSupplied } from '../messaging/service.ts';

const EVENT_NAME_MAX = 30;

/** "Maya G.": the first name (cut) and the last initial; null when no first name is left. */
export function smsPersonName(first: string, last: string | null): string | null {
  return cleanSupplied(first) ? childLabel(first, last ?? '') : null;
}

/** A full name typed as one field ("Dana Ruiz") as a text names it ("Dana R."). */
export function smsAdultName(fullName: string): string | null {
  const [first = '', ...rest] = cleanSupplied(fullName).split(' ');
  return smsPersonName(first, rest.at(-1) ?? null);
}

/** The event's name, cut; "practice" (in the text's language) when nothing is left. */
export function smsEventName(name: string): string {
  return cutSupplied(name, EVENT_NAME_MAX) || messages.pickup.sms.somePractice;
}
