import { describe, expect, it } from 'vitest';
import { TEXTS_WORDING_VERSION } from './guardian-texts.ts';
import { texts } from './messages/texts.ts';

describe('the consent wording', () => {
  // The record stores the version, not the words: a change to the words must come with a
  // new version (and this test updated to both), or the record would misstate what was agreed.
  it('is the wording its version names', () => {
    expect({
      version: TEXTS_WORDING_VERSION,
      consent: texts.consent('Lincoln Youth Soccer'),
      contact: texts.contact('info@lys.test'),
      child: texts.childLabel('Maya Garcia'),
      departure: texts.departureConsent('Lincoln Youth Soccer'),
      departureChild: texts.departureLabel('Maya Garcia'),
    }).toEqual({
      version: 'texts-2026-11-v2',
      consent:
        'Lincoln Youth Soccer can text this phone when a child you pick below is checked in: at most one text per child per event. Msg & data rates may apply. Reply STOP to end, HELP for help.',
      contact: 'Questions? Contact info@lys.test.',
      child: 'Text me when Maya Garcia is checked in',
      departure:
        'Lincoln Youth Soccer can also text this phone when a child you pick below is picked up, naming the adult who collected them: at most one text per child per event.',
      departureChild: 'Text me when Maya Garcia is picked up',
    });
  });
});
