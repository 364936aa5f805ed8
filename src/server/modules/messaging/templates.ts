/**
 * Every text and email TapIn sends a guardian about a child, made in one place (decision
 * 042). The wording is the catalogue's (src/shared/messages/texts.ts); this file cleans what
 * coaches and roster files supply and makes each SMS fit one GSM-7 segment:
 * - accents outside GSM-7 are folded (ó → o) and other characters dropped, for texts only
 *   (one UCS-2 character would switch the whole text to 70-character segments);
 * - no link, no phone number and no carrier keyword (STOP, HELP…) from a name or an event
 *   name ever reaches a text: a hostile roster must not phish parents or trip filters;
 * - the event name, then the club's name, then the child's first name are shortened until
 *   the text is one segment, even at the longest lengths the product accepts.
 */
import { textTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import { smsSegments } from './enqueue.ts';
import { CARRIER_KEYWORD_PATTERN } from './keywords.ts';

/** Views of the catalogue: each read is in the language of the work under way (withLocale). */
const alertTexts = messages.alertTexts;
const alertEmails = messages.alertEmails;

/** GSM 03.38's basic alphabet, Latin letters only (the Greek capitals are left out). */
const GSM_LETTERS = 'ÄÖÑÜäöñüàèéùìòÇØøÅåÆæßÉ';
const SAFE_PUNCTUATION = " -'.,&()!?:#";

function isSafeChar(char: string): boolean {
  return /[A-Za-z0-9]/.test(char) || GSM_LETTERS.includes(char) || SAFE_PUNCTUATION.includes(char);
}

/** A link: a scheme or www. takes the rest of the word with it. */
const LINK = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*/gi;

/**
 * One pass of the cuts: links, domains, phone numbers, carrier keywords. Each cut leaves a
 * space where it was, so the pieces either side come together ("202 STOP 555" → "202 555"):
 * `cleanSupplied` runs it again until nothing changes.
 */
function cutOnce(text: string): string {
  return (
    text
      .replace(LINK, ' ')
      // A dot between two letters or digits would make a domain ("evil.com"): split it.
      .replace(/([A-Za-z0-9])\.(?=[A-Za-z0-9])/g, '$1 ')
      // Anything with seven digits or more is a phone number, however spaced.
      .replace(/\+?\(?\d[\d ().-]{5,}\d\)?/g, (match) =>
        (match.match(/\d/g)?.length ?? 0) >= 7 ? ' ' : match,
      )
      .replace(CARRIER_KEYWORD_PATTERN, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s\-.,:&]+|[\s\-,:&]+$/g, '')
  );
}

/**
 * Text a coach or a file supplied (a name, an event name), made safe for a text: GSM-7
 * letters only, no link, no phone number, no carrier keyword, one line. The cuts are made
 * until nothing changes, since a cut can join what was around it into a number ("202 STOP
 * 555 HELP 0147") or a keyword ("OPT STOP OUT"); each pass that changes the text makes it
 * shorter or takes a dot out, so this ends. Cleaning a clean text changes nothing.
 */
export function cleanSupplied(value: string): string {
  let text = [
    ...value
      .normalize('NFC')
      .replace(/[‘’‚‛`´]/g, "'")
      .replace(/[‐‑‒–—―]/g, '-')
      .replace(/\s+/gu, ' ')
      // Links go before their slashes and colons are dropped below.
      .replace(LINK, ' '),
  ]
    .map((char) => {
      if (isSafeChar(char)) return char;
      const folded = char.normalize('NFD').replace(/\p{M}/gu, '');
      return [...folded].filter(isSafeChar).join('') || ' ';
    })
    .join('');
  for (let next = cutOnce(text); next !== text; next = cutOnce(text)) text = next;
  return text;
}

/**
 * Clean text cut to `max` characters, and clean still: a cut can end a word where a keyword
 * does ("Stopford" → "Stop").
 */
export function cutSupplied(value: string, max: number): string {
  const text = cleanSupplied(value);
  // Cleaning never makes a clean text longer: once cut and cleaned, it fits.
  return text.length > max ? cleanSupplied(text.slice(0, max)) : text;
}

/**
 * "Maya G.": the first name (at most 20 characters) and the last name's initial. The
 * initial is left out where it would finish a number the first name began ("123456 7").
 */
export function childLabel(firstName: string, lastName: string, maxFirst = 20): string {
  const first = cutSupplied(firstName, maxFirst);
  const initial = cleanSupplied(lastName).match(/[A-Za-z0-9ÄÖÑÜäöñüàèéùìòÇØøÅåÆæßÉ]/)?.[0];
  if (!first) return initial ? alertTexts.childByInitial(initial) : alertTexts.someChild;
  if (!initial) return first;
  const label = `${first} ${initial}`;
  return cleanSupplied(label) === label ? `${label}.` : first;
}

/** "5:00 PM" in the event's zone, with a plain space (ICU's narrow one is not GSM-7). */

export function formatTextTime(at: Date, timeZone: string): string {
  return textTime(at, timeZone);
}

const SEGMENT = 160;

type Field = {
  value: string;
  min: number;
  /** Supplied text (cleanSupplied): cleaned again after a cut, which can end on a keyword. */
  supplied?: boolean;
};

/**
 * Renders, then shortens the fields in the order given (each down to its minimum) until
 * the text is one GSM-7 segment.
 */
function fitOneSegment<K extends string>(
  fields: Record<K, Field>,
  order: readonly K[],
  render: (values: Record<K, string>) => string,
): string {
  const values = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, (field as Field).value]),
  ) as Record<K, string>;
  const fits = (text: string) => text.length <= SEGMENT && smsSegments(text) === 1;
  for (const key of order) {
    const text = render(values);
    if (fits(text)) return text;
    const excess = text.length - SEGMENT;
    const keep = Math.max(fields[key].min, values[key].length - Math.max(excess, 1));
    const cut = values[key].slice(0, keep).trimEnd();
    values[key] = fields[key].supplied ? cleanSupplied(cut) : cut;
  }
  // Still too long (only with characters outside GSM-7 in the catalogue): cut the end.
  let text = render(values);
  while (!fits(text)) text = text.slice(0, -1);
  return text;
}

export interface ArrivalFacts {
  org: string;
  firstName: string;
  lastName: string;
  eventName: string;
  arrivedAt: Date;
  timeZone: string;
  /** The tap reached TapIn late (offline): the real time, and a word saying so. */
  late: boolean;
  /** Tapped by a phone nobody confirmed as the child's guardian: the text says so (059). */
  unconfirmed?: boolean;
}

function textFields(facts: Pick<ArrivalFacts, 'org' | 'firstName' | 'lastName' | 'eventName'>) {
  return {
    org: { value: cleanSupplied(facts.org) || 'TapIn', min: 12, supplied: true },
    child: { value: childLabel(facts.firstName, facts.lastName), min: 6, supplied: true },
    event: {
      value: cleanSupplied(facts.eventName) || alertTexts.somePractice,
      min: 16,
      supplied: true,
    },
  };
}

const ORDER = ['event', 'org', 'child'] as const;

export function arrivalText(facts: ArrivalFacts): string {
  const time = formatTextTime(facts.arrivedAt, facts.timeZone);
  const make = facts.unconfirmed
    ? alertTexts.arrivalUnconfirmed
    : facts.late
      ? alertTexts.arrivalLate
      : alertTexts.arrival;
  return fitOneSegment(textFields(facts), ORDER, (v) => make(v.org, v.child, v.event, time));
}

export function correctionText(
  facts: Pick<ArrivalFacts, 'org' | 'firstName' | 'lastName' | 'eventName'>,
): string {
  return fitOneSegment(textFields(facts), ORDER, (v) =>
    alertTexts.correction(v.org, v.child, v.event),
  );
}

export function nudgeText(
  facts: Pick<ArrivalFacts, 'org' | 'firstName' | 'lastName' | 'eventName' | 'timeZone'> & {
    startsAt: Date;
  },
): string {
  const time = formatTextTime(facts.startsAt, facts.timeZone);
  return fitOneSegment(textFields(facts), ORDER, (v) =>
    alertTexts.nudge(v.org, v.event, time, v.child),
  );
}

/** A reply to STOP, START or HELP: the club's name from settings, cleaned the same way. */
export function replyText(kind: 'stop' | 'start' | 'help', org: string, contact: string | null) {
  const name = cleanSupplied(org) || 'TapIn';
  if (kind === 'stop') return alertTexts.stopReply(name);
  if (kind === 'start') return alertTexts.startReply(name);
  // The contact is the club's own setting (an email or a phone): kept, but GSM-7 only.
  const reach = contact
    ? [...contact.normalize('NFD').replace(/\p{M}/gu, '')]
        .filter((char) => /[\x20-\x7e]/.test(char) && !'[]{}\\^~|`'.includes(char))
        .join('')
        .trim()
    : null;
  return fitOneSegment(
    { org: { value: name, min: 12, supplied: true }, reach: { value: reach ?? '', min: 20 } },
    ['reach', 'org'],
    (v) => alertTexts.helpReply(v.org, v.reach || null),
  );
}

export function arrivalEmail(facts: ArrivalFacts): { subject: string; text: string } {
  const child = childLabel(facts.firstName, facts.lastName, 100);
  const event = cleanSupplied(facts.eventName) || alertTexts.somePractice;
  const org = cleanSupplied(facts.org) || 'TapIn';
  const time = formatTextTime(facts.arrivedAt, facts.timeZone);
  return {
    subject: alertEmails.arrivalSubject(child, event),
    text:
      alertEmails.arrivalText(org, child, event, time, facts.late) +
      (facts.unconfirmed ? `\n\n${alertEmails.unconfirmedNote}` : ''),
  };
}

export function correctionEmail(
  facts: Pick<ArrivalFacts, 'org' | 'firstName' | 'lastName' | 'eventName'>,
): { subject: string; text: string } {
  const child = childLabel(facts.firstName, facts.lastName, 100);
  const event = cleanSupplied(facts.eventName) || alertTexts.somePractice;
  return {
    subject: alertEmails.correctionSubject(child, event),
    text: alertEmails.correctionText(cleanSupplied(facts.org) || 'TapIn', child, event),
  };
}

export function nudgeEmail(
  facts: Pick<ArrivalFacts, 'org' | 'firstName' | 'lastName' | 'eventName' | 'timeZone'> & {
    startsAt: Date;
  },
): { subject: string; text: string } {
  const child = childLabel(facts.firstName, facts.lastName, 100);
  const event = cleanSupplied(facts.eventName) || alertTexts.somePractice;
  const time = formatTextTime(facts.startsAt, facts.timeZone);
  return {
    subject: alertEmails.nudgeSubject(child, event),
    text: alertEmails.nudgeText(cleanSupplied(facts.org) || 'TapIn', event, time, child),
  };
}
