/** Texts the coach-tools API writes itself: import summaries and the CSV report's cells. */
import { icu } from '../i18n/icu.ts';

export const coachApi = {
  rosterParsed: (valid: number, errors: number) =>
    icu(
      'Found {valid, plural, one {{valid} valid athlete} other {{valid} valid athletes}}, {errors} with errors',
    )({ valid, errors }),
  rosterImported: (count: number, newCount: number, duplicateCount: number) =>
    `Successfully imported ${count} athlete(s). ${newCount} new, ${duplicateCount} duplicate(s) skipped.`,
  /** After an import's own sentence: shared phones nobody confirmed (decision 040). */
  sharedPhonesNotLinked: (phones: string[]) =>
    icu(
      '{count, plural, one {{list} is} other {{list} are}} on many children and {count, plural, one {was} other {were}} not linked to them: tick {count, plural, one {it} other {them}} in the preview to link.',
    )({ count: phones.length, list: phones.join(', ') }),
  rosterCopied: (count: number, newCount: number, duplicateCount: number) =>
    `Copied ${count} athlete(s). ${newCount} new, ${duplicateCount} already on the roster.`,
  rosterSynced: (count: number) => `Successfully imported ${count} athletes from Google Sheet`,
  rosterSyncedWithErrors: (count: number, errorCount: number) =>
    icu(
      'Successfully imported {count} athletes from Google Sheet. {errorCount, plural, one {{errorCount} row was} other {{errorCount} rows were}} skipped because of errors.',
    )({ count, errorCount }),
  /** `timeZone`: the IANA zone the Check-In Time column is given in. */
  reportHeader: (timeZone: string) => [
    'First Name',
    'Last Name',
    'Team',
    'Grad Year',
    'Checked In',
    `Check-In Time (${timeZone})`,
    'Source',
    'Recorded Offline',
  ],
  unknownTimeZone: 'Unknown time zone: use an IANA name such as America/Chicago.',
  eventsCursorUnknown: 'No such event to list the older events from (before).',
  yes: 'Yes',
  no: 'No',
  sources: { qr: 'QR code', manual_fallback: 'manual' },
  /** A tap from a phone nobody confirmed as the child's guardian (decision 059). */
  unconfirmedSource: (source: string) => `${source} (phone not confirmed as a guardian)`,
  /** How an arrival sent later was dated (decision 039); empty for one made online. */
  offline: { tap: 'Yes (time of tap)', receipt: 'Yes (time received)' },
} as const;
