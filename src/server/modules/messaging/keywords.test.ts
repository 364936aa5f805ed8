/**
 * One carrier keyword list (decision 042): every word an inbound text acts on is also a
 * word no supplied name carries into a text, and the pickup texts' names use the same list.
 */
import { describe, expect, it } from 'vitest';
import { smsAdultName, smsEventName } from '../pickup/sms.ts';
import { parseKeyword } from './inbound.ts';
import { HELP_KEYWORDS, START_KEYWORDS, STOP_KEYWORDS } from './keywords.ts';
import { cleanSupplied } from './templates.ts';

const ALL = [...STOP_KEYWORDS, ...START_KEYWORDS, ...HELP_KEYWORDS];

describe('the carrier keywords', () => {
  it.each(ALL)(
    '"%s" is acted on when texted in, and dropped from names and event names',
    (word) => {
      expect(parseKeyword(word.toLowerCase())).not.toBeNull();
      expect(cleanSupplied(`Maya ${word} Garcia`)).toBe('Maya Garcia');
      expect(cleanSupplied(`Maya ${word.toLowerCase().replace(' ', '-')} Garcia`)).toBe(
        'Maya Garcia',
      );
      expect(smsAdultName(`${word} Dana ${word} Ruiz`)).toBe('Dana R.');
      expect(smsEventName(`U8 ${word} Practice`)).toBe('U8 Practice');
    },
  );

  it('keeps words that only contain a keyword', () => {
    expect(cleanSupplied('Stopford Endicott Helpman')).toBe('Stopford Endicott Helpman');
  });
});
