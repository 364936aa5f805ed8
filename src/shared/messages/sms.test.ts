/**
 * Every text message TapIn sends fits one GSM-7 segment in every language, with the longest
 * values it can carry (decision 045): Spanish texts write á, í, ó, ú without the accent
 * (UCS-2 would cut a segment to 70 characters), and keep ñ, é, ü, ¿, ¡ (GSM-7 letters).
 * A new SMS text goes into `smsTexts` below.
 */
import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import { inLocale, loadCatalogue } from '../i18n/active.ts';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { messages } from '../messages.ts';

/** A long install address (the WebOTP line names it) and a 6-digit code. */
const LONGEST_HOST = 'checkin.riverside-youth-athletics-club.org';
const CODE = '123456';

/**
 * The longest values a guardian text carries (src/server/modules/messaging/templates.ts):
 * the club's name at ORG_NAME's 40 characters (config.ts), a child as a 20-character first
 * name and an initial (`childLabel`), the event name at the 16 characters templates.ts
 * shortens it to before it would touch the club's or the child's name, the widest clock time
 * in the language (plain spaces, as texts write it: "12:59 PM", "12:59 p.m."), and a long
 * club email as the HELP contact (templates.ts shortens a longer one).
 */
const LONGEST_ORG = 'Riverside Youth Athletics Club of Denver';
const LONGEST_CHILD = 'Maximiliano Alejandr G.';
const SHORTENED_EVENT = 'Varsity Practice';
const LONG_CONTACT = 'info@riverside-youth-athletics-club.org';
/** The event name as pickup texts cut it (pickup/sms.ts: 30 characters). */
const PICKUP_EVENT = 'Riverside Varsity Practice Nig';
const widestTime = (locale: Locale) =>
  new Intl.DateTimeFormat(LOCALES[locale].tag, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  })
    .format(new Date('2026-05-04T12:59:00Z'))
    .replace(/\s+/g, ' ');

/** Every SMS text, filled with the longest values. */
const smsTexts = (time: string) => ({
  verificationCode: messages.outbox.smsCode(CODE, LONGEST_HOST),
  textsConfirmation: messages.guardianTexts.confirmationSms(LONGEST_ORG),
  arrival: messages.alertTexts.arrival(LONGEST_ORG, LONGEST_CHILD, SHORTENED_EVENT, time),
  arrivalLate: messages.alertTexts.arrivalLate(LONGEST_ORG, LONGEST_CHILD, SHORTENED_EVENT, time),
  correction: messages.alertTexts.correction(LONGEST_ORG, LONGEST_CHILD, SHORTENED_EVENT),
  arrivalUnconfirmed: messages.alertTexts.arrivalUnconfirmed(
    LONGEST_ORG,
    LONGEST_CHILD,
    SHORTENED_EVENT,
    time,
  ),
  guardianLinked: messages.alertTexts.guardianLinked(LONGEST_ORG, '4567', LONGEST_CHILD),
  guardianConfirmed: messages.alertTexts.guardianConfirmed(LONGEST_ORG, '4567', LONGEST_CHILD),
  guardianUnconfirmed: messages.alertTexts.guardianUnconfirmed(LONGEST_ORG, LONGEST_CHILD),
  nudge: messages.alertTexts.nudge(LONGEST_ORG, SHORTENED_EVENT, time, LONGEST_CHILD),
  stopReply: messages.alertTexts.stopReply(LONGEST_ORG),
  startReply: messages.alertTexts.startReply(LONGEST_ORG),
  helpReply: messages.alertTexts.helpReply(LONGEST_ORG, null),
  helpReplyWithContact: messages.alertTexts.helpReply(LONGEST_ORG, LONG_CONTACT),
  departure: messages.pickup.sms.departure(LONGEST_CHILD, LONGEST_CHILD, time),
  pickupPending: messages.pickup.sms.pending(LONGEST_CHILD, PICKUP_EVENT),
});

describe.each(['en', 'es'] as Locale[])('SMS texts in %s', (locale) => {
  it('each is one GSM-7 segment with the longest values', async () => {
    await loadCatalogue(locale, 'all');
    const texts = inLocale(locale, () => smsTexts(widestTime(locale)));
    for (const [name, body] of Object.entries(texts)) {
      const message = new SegmentedMessage(body);
      expect({ name, encoding: message.encodingName, segments: message.segmentsCount }).toEqual({
        name,
        encoding: 'GSM-7',
        segments: 1,
      });
    }
  });

  it('keeps the carriers’ keywords in English: STOP in every guardian text, START after a STOP', async () => {
    await loadCatalogue(locale, 'all');
    const {
      verificationCode: _code,
      stopReply,
      ...guardianTexts
    } = inLocale(locale, () => smsTexts(widestTime(locale)));
    for (const [name, body] of Object.entries(guardianTexts)) {
      expect({ name, body }).toEqual({ name, body: expect.stringMatching(/\bSTOP\b/) });
    }
    expect(stopReply).toMatch(/\bSTART\b/);
  });
});

describe('the Spanish texts', () => {
  it('are in Spanish, without the accents GSM-7 lacks', async () => {
    await loadCatalogue('es', 'all');
    const body = inLocale('es', () => messages.outbox.smsCode(CODE, 'tapin.example.org'));
    expect(body).toBe(
      'Su codigo de verificacion de TapIn es 123456. Vence en 10 minutos.\n\n@tapin.example.org #123456',
    );
    expect(body).not.toMatch(/[áíóúÁÍÓÚ]/);
  });

  it('a text with an accent outside GSM-7 would not fit: the check can fail', () => {
    const accented = `Su código de verificación de TapIn es ${CODE}. Vence en 10 minutos.\n\n@${LONGEST_HOST} #${CODE}`;
    expect(new SegmentedMessage(accented).encodingName).toBe('UCS-2');
    expect(new SegmentedMessage(accented).segmentsCount).toBe(2);
  });
});
