import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { icu } from './icu.ts';
import { type Translation, withTranslation } from './translation.ts';

/** A tiny second locale: two keys of the parent flow, one error, in French. */
const fr: Translation<typeof messages> = {
  parent: {
    phoneTitle: 'Saisissez votre numéro de téléphone',
    searchResultCount: (count: number) =>
      icu(
        '{count, plural, one {{count} athlète trouvé} other {{count} athlètes trouvés}}',
        'fr',
      )({ count }),
  },
  errors: {
    codeWrong: (remaining: number) =>
      icu(
        'Ce code est incorrect. {remaining, plural, one {Encore {remaining} essai} other {Encore {remaining} essais}}.',
        'fr',
      )({ remaining }),
  },
};

describe('a second language is a translation file', () => {
  const french = withTranslation(messages, fr);

  it('uses the translated texts, with the plural rules of the language', () => {
    expect(french.parent.phoneTitle).toBe('Saisissez votre numéro de téléphone');
    // French counts 0 and 1 as "one"; English says "0 athletes".
    expect(french.parent.searchResultCount(0)).toBe('0 athlète trouvé');
    expect(french.parent.searchResultCount(1)).toBe('1 athlète trouvé');
    expect(french.parent.searchResultCount(2)).toBe('2 athlètes trouvés');
    expect(messages.parent.searchResultCount(0)).toBe('0 athletes found');
    expect(french.errors.codeWrong(2)).toBe('Ce code est incorrect. Encore 2 essais.');
  });

  it('falls back to English for the texts it does not translate, and leaves English alone', () => {
    expect(french.parent.continue).toBe('Continue');
    expect(french.parent.verifyText('(555) 123-4567')).toBe(
      'Enter the 6-digit code we texted to (555) 123-4567.',
    );
    expect(french.coachTools.tabs).toEqual(messages.coachTools.tabs);
    expect(messages.parent.phoneTitle).toBe('Enter Your Phone Number');
  });
});
