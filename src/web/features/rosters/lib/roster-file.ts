/**
 * Roster file rules of the two upload screens (docs/product.md#validation), and what a preview
 * means.
 */
import { ROSTER_ACCEPTED_MIME_TYPES, ROSTER_PREVIEW_ROWS } from '#shared/constants.ts';
import type {
  RosterFailure,
  RosterImportAthlete,
  RosterPreview,
  RosterRow,
} from '#shared/schemas.ts';
import { ApiError } from '#web/lib/api-client.ts';

/**
 * The tables clubs' and schools' systems export (decision 019): CSV (the spec's rule), and
 * tab-separated or plain-text exports and Excel workbooks. The server reads the content;
 * anything else (an image, a PDF) still gets the spec's 'Invalid File' messages here.
 */
const TABLE_EXTENSIONS = ['.csv', '.tsv', '.tab', '.txt', '.text', '.xlsx'];
const TABLE_MIME_TYPES = [
  ...ROSTER_ACCEPTED_MIME_TYPES,
  'text/plain',
  'text/tab-separated-values',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/** What the file picker offers. */
export const CSV_ACCEPT = [...TABLE_EXTENSIONS, ...TABLE_MIME_TYPES].join(',');

/**
 * Coach tools: a dropped or chosen file's name must be a roster table's (.csv,
 * docs/product.md#validation).
 */
export function hasCsvName(file: Pick<File, 'name'>): boolean {
  const name = file.name.toLowerCase();
  return TABLE_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/** Roster page: a table's MIME type (text/csv, application/vnd.ms-excel…) or name. */
export function isCsvFile(file: Pick<File, 'name' | 'type'>): boolean {
  return TABLE_MIME_TYPES.includes(file.type.toLowerCase()) || hasCsvName(file);
}

/** The first rows of the file, valid or not (docs/product.md#limits: 5). */
export function previewRows(preview: RosterPreview): RosterRow[] {
  return preview.athletes.slice(0, ROSTER_PREVIEW_ROWS);
}

export function rowsWithErrors(rows: readonly RosterRow[]): RosterRow[] {
  return rows.filter((row) => !row.valid);
}

/**
 * Only valid rows are sent to the import (docs/product.md#validation), as the server cleaned them,
 * with the guardian phones it read: they become the event's roster-file links (decision 021).
 */
export function importableAthletes(preview: RosterPreview): RosterImportAthlete[] {
  return preview.athletes
    .filter((row) => row.valid)
    .map(({ firstName, lastName, teamName, gradYear, guardianPhones }) => ({
      firstName,
      lastName,
      teamName,
      gradYear,
      guardianPhones,
    }));
}

/**
 * The rows a refused upload or import carries (docs/product.md#errors: "when the response carries
 * athletes the per-row table is shown"), or null.
 */
export function failureRows(error: unknown): RosterRow[] | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as RosterFailure | null;
  if (!body || !Array.isArray(body.athletes)) return null;
  const rows = rowsWithErrors(body.athletes);
  return rows.length > 0 ? rows : null;
}
