/** The admin dashboard's Texts panel (decision 042): what guardian texts cost, and the daily cap. */
import { icu } from '../i18n/icu.ts';

export const adminTexts = {
  heading: 'Texts',
  intro: 'Arrival texts and replies sent to guardians, and what they cost.',
  loadFailed: 'Could not load the texts summary.',
  today: 'Today',
  thisMonth: 'This month',
  texts: 'Texts',
  segments: 'Segments',
  emails: 'Emails',
  estimatedCost: 'Estimated cost',
  priceNote: (price: string) =>
    `Estimated at ${price} a segment. A text is one segment up to 160 characters; TapIn keeps arrival texts to one.`,
  capHeading: 'Daily cap',
  capUsed: (used: number, perDay: number) =>
    icu(
      '{used} of {perDay, plural, one {{perDay} alert text} other {{perDay} alert texts}} sent today',
    )({
      used,
      perDay,
    }),
  capReached: (skipped: number) =>
    icu(
      'Cap reached today: {skipped, plural, one {{skipped} text was} other {{skipped} texts were}} not sent.',
    )({ skipped }),
  skippedToday: (skipped: number) =>
    icu('{skipped, plural, one {{skipped} text was} other {{skipped} texts were}} not sent today.')(
      {
        skipped,
      },
    ),
  why: (reason: string) => `Why: ${reason}`,
  pending: (count: number) =>
    icu('{count, plural, one {{count} message waiting} other {{count} messages waiting}}')({
      count,
    }),
  queueDelay: (seconds: number) =>
    seconds < 120
      ? icu(
          'Texts are going out {seconds, plural, one {{seconds} second} other {{seconds} seconds}} late (the sender’s pace).',
        )({ seconds })
      : icu(
          'Texts are going out {minutes, plural, one {{minutes} minute} other {{minutes} minutes}} late (the sender’s pace).',
        )({ minutes: Math.floor(seconds / 60) }),
  failed: (count: number) =>
    icu(
      '{count, plural, one {{count} text the provider refused today} other {{count} texts the provider refused today}}',
    )({
      count,
    }),
  lastFailure: (reason: string) => `Last refusal: ${reason}`,
} as const;
