/** Roster file rules of the two upload screens (spec §5), and what a preview means. */
import { ROSTER_ACCEPTED_MIME_TYPES, ROSTER_PREVIEW_ROWS } from '../../../../shared/constants.ts';
import type {
  RosterFailure,
  RosterImportAthlete,
  RosterPreview,
  RosterRow,
} from '../../../../shared/schemas.ts';
import { ApiError } from '../../../lib/api-client.ts';

/** What the file picker offers. */
export const CSV_ACCEPT = '.csv,text/csv';

/** Coach tools: a dropped or chosen file's name must end .csv (spec §5). */
export function hasCsvName(file: Pick<File, 'name'>): boolean {
  return file.name.toLowerCase().endsWith('.csv');
}

/** Roster page: a CSV MIME type (text/csv, application/vnd.ms-excel) or a name ending .csv. */
export function isCsvFile(file: Pick<File, 'name' | 'type'>): boolean {
  return (
    (ROSTER_ACCEPTED_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase()) ||
    hasCsvName(file)
  );
}

/** The first rows of the file, valid or not (spec §9: 5). */
export function previewRows(preview: RosterPreview): RosterRow[] {
  return preview.athletes.slice(0, ROSTER_PREVIEW_ROWS);
}

export function rowsWithErrors(rows: readonly RosterRow[]): RosterRow[] {
  return rows.filter((row) => !row.valid);
}

/**
 * Only valid rows are sent to the import (spec §5), as the server cleaned them, with the
 * guardian phones it read: they become the event's roster-file links (decision 021).
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
 * The rows a refused upload or import carries (spec §8: "when the response carries
 * athletes the per-row table is shown"), or null.
 */
export function failureRows(error: unknown): RosterRow[] | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as RosterFailure | null;
  if (!body || !Array.isArray(body.athletes)) return null;
  const rows = rowsWithErrors(body.athletes);
  return rows.length > 0 ? rows : null;
}
