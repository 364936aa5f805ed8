/**
 * Texts guardians send back (Twilio's inbound-message webhook, decision 042): STOP and its
 * everyday variants end alert texts, START and UNSTOP bring them back, HELP and AYUDA say
 * who is texting and how to reach them. Each gets exactly one reply; anything else none.
 *
 * Once per provider message id: the id is claimed (inbound_texts) in the transaction that
 * makes the change, so a signed request sent again (the provider's retry, or one captured
 * and replayed later: a START after the guardian's STOP) changes nothing and gets the
 * first answer; of two at once, the database lets one through.
 */

import { eq } from 'drizzle-orm';
import { inboundTexts } from '#server/db/schema.ts';
import { withLocale } from '#server/http/locale.ts';
import type { Deps } from '#server/http/types.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { HELP_KEYWORDS, START_KEYWORDS, STOP_FIRST_KEYWORDS, STOP_KEYWORDS } from './keywords.ts';
import { startTexts, stopTexts } from './stops.ts';
import { replyText } from './templates.ts';

export type Keyword = 'stop' | 'start' | 'help';

const STOP_WORDS = new Set<string>(STOP_KEYWORDS);
const STOP_FIRST_WORDS = new Set<string>(STOP_FIRST_KEYWORDS);
const START_WORDS = new Set<string>(START_KEYWORDS);
const HELP_WORDS = new Set<string>(HELP_KEYWORDS);
/** A keyword in Spanish is answered in Spanish, whatever the phone chose before. */
const SPANISH_WORDS = /^(PARAR|CANCELAR|NO MAS|ALTO|DETENER|COMENZAR|INICIO|AYUDA)\b/;

/** Upper case, no accents, punctuation and extra spaces gone: "  no más!! " → "NO MAS". */
export function normalizeKeyword(body: string): string {
  return body
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

export function parseKeyword(body: string): Keyword | null {
  const text = normalizeKeyword(body);
  if (!text) return null;
  if (STOP_WORDS.has(text)) return 'stop';
  if (START_WORDS.has(text)) return 'start';
  if (HELP_WORDS.has(text)) return 'help';
  const first = text.split(' ')[0] ?? '';
  if (STOP_FIRST_WORDS.has(first)) return 'stop';
  return null;
}

/** Acts on one inbound text, once per message id; the reply to send back (null: none). */
export async function handleInbound(
  deps: Pick<Deps, 'db'>,
  input: {
    /** The provider's id of this text (Twilio's MessageSid). */
    messageSid: string;
    from: string;
    body: string;
    now: Date;
    org: string;
    contact: string | null;
    /** The phone's saved language, else the install's (decision 045). */
    locale: Locale;
  },
): Promise<{ keyword: Keyword | null; reply: string | null; replayed: boolean }> {
  const keyword = parseKeyword(input.body);
  const locale = SPANISH_WORDS.test(normalizeKeyword(input.body)) ? 'es' : input.locale;
  const reply = keyword
    ? withLocale(locale, () => replyText(keyword, input.org, input.contact))
    : null;
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(inboundTexts)
      .values({ messageSid: input.messageSid, reply, receivedAt: input.now })
      .onConflictDoNothing()
      .returning({ messageSid: inboundTexts.messageSid });
    if (claimed.length === 0) {
      // Seen before (a parallel one waited for its commit): its answer, and nothing else.
      const [first] = await tx
        .select({ reply: inboundTexts.reply })
        .from(inboundTexts)
        .where(eq(inboundTexts.messageSid, input.messageSid));
      return { keyword, reply: first?.reply ?? null, replayed: true };
    }
    if (keyword === 'stop') {
      await stopTexts({ db: tx }, { phone: input.from, source: 'sms_reply', now: input.now });
    } else if (keyword === 'start') {
      await startTexts({ db: tx }, { phone: input.from, source: 'sms_reply', now: input.now });
    }
    return { keyword, reply, replayed: false };
  });
}

/** Twilio's answer: TwiML with the one reply, or none. */
export function twiml(reply: string | null): string {
  if (!reply) return '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
  const escaped = reply
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
  return `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${escaped}</Message></Response>`;
}
