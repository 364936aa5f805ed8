/**
 * Every text message TapIn sends fits one GSM-7 segment in every language, with the longest
 * values it can carry (decision 045): Spanish texts write á, í, ó, ú without the accent
 * (UCS-2 would cut a segment to 70 characters), and keep ñ, é, ü, ¿, ¡ (GSM-7 letters).
 * A new SMS text goes into `smsTexts` below.
 */
import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import { inLocale, loadCatalogue } from '../i18n/active.ts';
import type { Locale } from '../i18n/locales.ts';
import { messages } from '../messages.ts';

/** A long install address (the WebOTP line names it) and a 6-digit code. */
const LONGEST_HOST = 'checkin.riverside-youth-athletics-club.org';
const CODE = '123456';

/** Every SMS text, filled with the longest values. */
const smsTexts = () => ({
  verificationCode: messages.outbox.smsCode(CODE, LONGEST_HOST),
});

describe.each(['en', 'es'] as Locale[])('SMS texts in %s', (locale) => {
  it('each is one GSM-7 segment with the longest values', async () => {
    await loadCatalogue(locale, 'all');
    const texts = inLocale(locale, smsTexts);
    for (const [name, body] of Object.entries(texts)) {
      const message = new SegmentedMessage(body);
      expect({ name, encoding: message.encodingName, segments: message.segmentsCount }).toEqual({
        name,
        encoding: 'GSM-7',
        segments: 1,
      });
    }
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
