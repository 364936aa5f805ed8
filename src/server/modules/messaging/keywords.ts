/**
 * The carrier keywords (decision 042), in English and Spanish: one list for everything that
 * knows them. Inbound texts (inbound.ts) act on them; names and event names from coaches,
 * roster files and parents lose them before they reach any text (templates.ts), so a
 * hostile roster can neither phish parents nor trip a carrier's filter.
 */

/** Words carriers and Twilio treat as STOP, as a whole message. */
export const STOP_KEYWORDS = [
  'STOP',
  'STOPALL',
  'STOP ALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPT OUT',
  'OPTOUT',
  'PARAR',
  'CANCELAR',
  'NO MAS',
  'ALTO',
  'DETENER',
] as const;
/** A message that starts with one of these is a STOP too ("Stop texting me"). */
export const STOP_FIRST_KEYWORDS = [
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'QUIT',
  'REVOKE',
  'PARAR',
  'CANCELAR',
] as const;
export const START_KEYWORDS = [
  'START',
  'UNSTOP',
  'YES',
  'SUBSCRIBE',
  'COMENZAR',
  'INICIO',
] as const;
export const HELP_KEYWORDS = ['HELP', 'INFO', 'AYUDA'] as const;

/** Every keyword a carrier acts on, and OPT IN: none may appear in a supplied name. */
const CARRIER_KEYWORDS = [...STOP_KEYWORDS, ...START_KEYWORDS, ...HELP_KEYWORDS, 'OPT IN', 'OPTIN'];

/**
 * Any carrier keyword as a whole word, in any case, with any spaces or hyphens where the
 * keyword has a space ("opt-out", "stop  all"). Global: use with `replace`.
 */
export const CARRIER_KEYWORD_PATTERN = new RegExp(
  `\\b(?:${[...new Set(CARRIER_KEYWORDS)]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.toLowerCase().replace(/ /g, '[\\s-]*'))
    .join('|')})\\b`,
  'gi',
);
