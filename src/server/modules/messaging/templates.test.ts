/**
 * Every guardian text is one GSM-7 segment with the longest names, event names and club
 * names the product accepts, and nothing a roster supplies carries a link, a phone number
 * or a carrier keyword into it (decision 042).
 */
import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import { ATHLETE_NAME_MAX_LENGTH, EVENT_NAME_MAX_LENGTH } from '#shared/field-limits.ts';
import { smsAdultName, smsEventName } from '../pickup/sms.ts';
import { CARRIER_KEYWORD_PATTERN } from './keywords.ts';
import {
  arrivalText,
  childLabel,
  cleanSupplied,
  correctionText,
  nudgeText,
  replyText,
} from './templates.ts';

const ORG_MAX = 40; // config.ts: ORG_NAME max(40)
const CONTACT_MAX = 60; // config.ts: ORG_CONTACT max(60)

const long = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Names at the limits: plain, accented outside GSM-7, emoji, GSM-7 extension characters. */
const cases = [
  { first: long('W', 100), last: long('W', 100), event: long('M', 200), org: long('O', ORG_MAX) },
  {
    first: long('Ó', ATHLETE_NAME_MAX_LENGTH),
    last: long('Ú', ATHLETE_NAME_MAX_LENGTH),
    event: long('Práctica de fútbol ', EVENT_NAME_MAX_LENGTH),
    org: long('Club Atlético ', ORG_MAX),
  },
  {
    first: long('😀', ATHLETE_NAME_MAX_LENGTH),
    last: 'Zoë',
    event: long('{[€]}|~^\\', EVENT_NAME_MAX_LENGTH),
    org: long('€', ORG_MAX),
  },
  { first: 'Al', last: 'B', event: 'Practice', org: 'TapIn' },
];

function expectOneGsmSegment(text: string) {
  const message = new SegmentedMessage(text);
  expect(message.encodingName, text).toBe('GSM-7');
  expect(message.segmentsCount, text).toBe(1);
}

describe('guardian texts', () => {
  const at = new Date('2026-05-04T21:00:00Z');
  for (const [index, c] of cases.entries()) {
    it(`are each one GSM-7 segment (names ${index + 1})`, () => {
      const facts = {
        org: c.org,
        firstName: c.first,
        lastName: c.last,
        eventName: c.event,
        timeZone: 'America/Los_Angeles',
      };
      const texts = [
        arrivalText({ ...facts, arrivedAt: at, late: false }),
        arrivalText({ ...facts, arrivedAt: at, late: true }),
        correctionText(facts),
        nudgeText({ ...facts, startsAt: at }),
        replyText('stop', c.org, null),
        replyText('start', c.org, null),
        replyText('help', c.org, null),
        replyText('help', c.org, long('coach@a-very-long-club-domain.example ', CONTACT_MAX)),
      ];
      for (const text of texts) expectOneGsmSegment(text);
      for (const text of texts.slice(0, 4)) expect(text).toMatch(/Reply STOP to end\.$/);
    });
  }

  it('read as the spec shows them', () => {
    const facts = {
      org: 'Lincoln Youth Soccer',
      firstName: 'Maya',
      lastName: 'García',
      eventName: 'Practice',
      timeZone: 'America/New_York',
    };
    const five = new Date('2026-05-04T21:00:00Z'); // 5:00 PM in New York
    expect(arrivalText({ ...facts, arrivedAt: five, late: false })).toBe(
      'Lincoln Youth Soccer: Maya G. checked in at Practice at 5:00 PM. Reply STOP to end.',
    );
    expect(nudgeText({ ...facts, startsAt: five })).toBe(
      "Lincoln Youth Soccer: Practice started at 5:00 PM and Maya G. isn't checked in yet. Reply STOP to end.",
    );
    expect(replyText('help', 'Lincoln Youth Soccer', 'info@lys.example')).toBe(
      'Lincoln Youth Soccer check-in texts. Help: info@lys.example. Msg & data rates may apply. Reply STOP to end.',
    );
  });
});

describe('text a roster supplies', () => {
  it.each([
    ['Visit https://evil.example/login now', 'Visit now'],
    ['www.phish.example', ''],
    ['evil.com Practice', 'evil com Practice'],
    ['Call (505) 555-0100 today', 'Call today'],
    ['+1 505 555 0100', ''],
    ['U12 Practice', 'U12 Practice'],
    ['STOP the Practice', 'the Practice'],
    ['Reply HELP or stopall, unsubscribe, opt-out, Parar, no mas', 'Reply or'],
    ['José Muñoz', 'José Muñoz'], // é and ñ are GSM-7
    ['Raúl Ibáñez', 'Raul Ibañez'],
    ['Zoë “Ace” O’Brien — 2nd', "Zoe Ace O'Brien - 2nd"],
    ['Ana\nRuiz\t😀', 'Ana Ruiz'],
  ])('%j becomes %j', (input, expected) => {
    expect(cleanSupplied(input)).toBe(expected);
  });

  it('names a child by first name and last initial', () => {
    expect(childLabel('Maya', 'García')).toBe('Maya G.');
    expect(childLabel('Óscar', 'Úbeda')).toBe('Oscar U.');
    expect(childLabel('😀', '')).toBe('Your child');
  });
});

/** Seven digits or more, however spaced or punctuated: what a phone offers to call. */
const CALLABLE = /\d(?:[\s().+-]*\d){6,}/;

/** Clean: cleaning again changes nothing, no number is left, no carrier keyword either. */
function expectClean(text: string) {
  expect(cleanSupplied(text), text).toBe(text);
  expect(text, text).not.toMatch(CALLABLE);
  expect(text.match(CARRIER_KEYWORD_PATTERN), text).toBeNull();
}

describe('text built to rebuild a number or a keyword once the cleaner cuts', () => {
  const built = [
    '202 STOP 555 HELP 0147',
    '202 sToP 555 hElP 0147',
    '202-STOP-555-HELP-0147',
    '(202) stop 555 info 0147',
    '+1 STOP 202 END 555 QUIT 0147',
    '5 5 5 1 2 3 4 5 6 7',
    '555 STOP 1 HELP 2 INFO 3 END 4',
    'ST STOP OP',
    'OPT STOP OUT',
    'opt-stop-out',
    'OPT 202 555 0147 OUT',
    'STOP 1234567 ALL',
    'NO STOP MAS',
    'NO 5551234567 MAS',
    'OPT HELP IN',
    '202 ＳＴＯＰ 555 ＨＥＬＰ 0147',
    '５５５ STOP １２３４５６７',
    '555 ５ 1234',
    '٥٥٥ STOP 555 HELP ١٢٣٤',
    '202.STOP.555.HELP.0147',
    'www STOP .evil.example 555 HELP 0147',
  ];

  it.each(built)('%j comes out clean', (input) => {
    expectClean(cleanSupplied(input));
  });

  it('reads the plain example as nothing but the words around it', () => {
    expect(cleanSupplied('Call 202 STOP 555 HELP 0147 now')).toBe('Call now');
    expect(cleanSupplied('Opt STOP out Practice')).toBe('Practice');
    expect(cleanSupplied('ST STOP OP')).toBe('ST OP');
  });

  it('every keyword between any pieces of a number or of another keyword', () => {
    const keywords = ['STOP', 'stop all', 'Help', 'END', 'opt-out', 'No Mas', 'Ayuda'];
    for (const a of keywords)
      for (const b of keywords) {
        expectClean(cleanSupplied(`202 ${a} 555 ${b} 0147`));
        expectClean(cleanSupplied(`Opt ${a} out ${b} 12 ${a} 34567`));
        expectClean(cleanSupplied(`${a.slice(0, 2)} ${b} ${a.slice(2)}`));
      }
  });

  it('cutting a name to length does not make a keyword or a number either', () => {
    // The first name is cut at 20 characters: "ABCDEFGHIJKLMNO Stop|ford".
    const label = childLabel('ABCDEFGHIJKLMNO Stopford', 'Garcia');
    expectClean(label.replace(/ G\.$/, ''));
    expect(label).toBe('ABCDEFGHIJKLMNO G.');
    // The pickup text's event name is cut at 30: "...Opt Out|standing".
    expectClean(smsEventName('U8 Practice at the Field Opt Outstanding'));
    // The last initial after a first name ending in digits: "123456" + "7".
    expectClean(childLabel('123456', '7 Garcia').replace(/\.$/, ''));
    expectClean(smsAdultName('123456 Dana 7') ?? '');
  });

  it('texts stay clean however long the hostile name', () => {
    const at = new Date('2026-05-04T21:00:00Z');
    for (const eventName of [
      `${long('Practice ', 40)}Stopford`,
      `${long('U8 ', 30)}202 STOP 555 HELP 0147`,
    ])
      for (const org of ['Lincoln Youth Soccer', long('O', ORG_MAX)]) {
        const text = arrivalText({
          org,
          firstName: 'Maya',
          lastName: 'Garcia',
          eventName,
          arrivedAt: at,
          late: false,
          timeZone: 'America/New_York',
        });
        const body = text.replace(/ Reply STOP to end\.$/, '');
        expect(body.match(CARRIER_KEYWORD_PATTERN), text).toBeNull();
        expect(body, text).not.toMatch(CALLABLE);
      }
  });
});
