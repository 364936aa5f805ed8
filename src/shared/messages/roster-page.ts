/** /coach/roster (docs/product.md#roster-upload). */
import { icu } from '../i18n/icu.ts';

export const rosterPage = {
  title: 'Roster Upload',
  intro: "Add athletes to an event's roster from a CSV file.",
  stepEvent: 'Choose the event',
  stepFile: 'Choose the CSV file',
  eventLabel: 'Event',
  fileLabel: 'CSV file',
  chooseFile: 'Choose CSV File',
  fileHint:
    'A .csv file with First Name, Last Name, Team Name and Grad Year columns, or the roster your club or school system exports (.tsv, .txt, .xlsx).',
  selectEventFirst: 'Select Event First',
  selectEventFirstText: 'Choose the event this roster belongs to, then choose the file.',
  invalidFileType: 'Invalid File Type',
  invalidFileTypeText:
    'Please upload a CSV file, or a TSV, text or Excel .xlsx export. Download the template for the correct format.',
  uploadFailed: 'Upload Failed',
  uploadFailedFallback: 'Upload failed',
  importFailed: 'Import Failed',
  importSuccessful: 'Import Successful',
  importButton: (count: number) =>
    icu('Import {count, plural, one {{count} Athlete} other {{count} Athletes}}')({ count }),
  cancel: 'Cancel',
  previewHeading: (file: string) => `Preview of ${file}`,
  toolsLink: 'More roster tools',
} as const;
