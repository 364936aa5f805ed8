/**
 * Every guardian text is one GSM-7 segment with the longest names, event names and club
 * names the product accepts, and nothing a roster supplies carries a link, a phone number
 * or a carrier keyword into it (decision 042).
 */
import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import { ATHLETE_NAME_MAX_LENGTH, EVENT_NAME_MAX_LENGTH } from '#shared/field-limits.ts';
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
