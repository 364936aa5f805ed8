import { describe, expect, it } from 'vitest';
import type { RosterPreview, RosterRow } from '#shared/schemas.ts';
import { ApiError } from '#web/lib/api-client.ts';
import {
  failureRows,
  hasCsvName,
  importableAthletes,
  isCsvFile,
  previewRows,
  rowsWithErrors,
} from './roster-file.ts';

const row = (n: number, valid = true): RosterRow => ({
  row: n,
  valid,
  firstName: `First${n}`,
  lastName: `Last${n}`,
  teamName: n % 2 ? 'Eagles' : null,
  gradYear: valid ? '2030' : '1850',
  guardianPhones: [],
  errors: valid ? [] : ['Graduation year must be a 4-digit year between 2000 and 2100.'],
});

const preview = (rows: RosterRow[]): RosterPreview => ({
  message: '',
  validCount: rows.filter((r) => r.valid).length,
  errorCount: rows.filter((r) => !r.valid).length,
  totalCount: rows.length,
  athletes: rows,
  understood: {
    format: 'comma-separated text, UTF-8',
    headerRow: 1,
    columns: [],
    skipped: [],
    merged: [],
    invalidPhones: [],
    guardianPhoneCount: 0,
    sharedPhones: [],
    gradeYears: null,
    teamFromFile: null,
    sheets: [],
    leftOut: [],
    statuses: [],
  },
});

describe('CSV file rules', () => {
  it('coach tools: the name must end .csv, in any case', () => {
    expect(hasCsvName({ name: 'roster.CSV' })).toBe(true);
    for (const name of ['members.tsv', 'roster.txt', 'student.export.text', 'roster.xlsx']) {
      expect(hasCsvName({ name }), name).toBe(true);
    }
    expect(hasCsvName({ name: 'roster.xlsx.pdf' })).toBe(false);
    expect(hasCsvName({ name: 'photo.png' })).toBe(false);
  });

  it('roster page: a table MIME type or name; images and PDFs are not tables', () => {
    expect(isCsvFile({ name: 'export', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'export.dat', type: 'application/vnd.ms-excel' })).toBe(true);
    expect(isCsvFile({ name: 'Roster.csv', type: '' })).toBe(true);
    expect(isCsvFile({ name: 'notes.txt', type: 'text/plain' })).toBe(true);
    expect(
      isCsvFile({
        name: 'roster',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    ).toBe(true);
    expect(isCsvFile({ name: 'roster.pdf', type: 'application/pdf' })).toBe(false);
    expect(isCsvFile({ name: 'team.jpg', type: 'image/jpeg' })).toBe(false);
  });
});

describe('preview', () => {
  const rows = [row(2), row(3, false), row(4), row(5), row(6), row(7), row(8, false)];

  it('shows the first 5 rows', () => {
    expect(previewRows(preview(rows)).map((r) => r.row)).toEqual([2, 3, 4, 5, 6]);
  });

  it('lists the rows with errors', () => {
    expect(rowsWithErrors(rows).map((r) => r.row)).toEqual([3, 8]);
  });

  it('sends only the valid rows, with the four fields', () => {
    const athletes = importableAthletes(preview(rows));
    expect(athletes).toHaveLength(5);
    expect(athletes[0]).toEqual({
      firstName: 'First2',
      lastName: 'Last2',
      teamName: null,
      gradYear: '2030',
      guardianPhones: [],
    });
  });
});

describe('failure rows', () => {
  it('are the invalid rows a refused import carries', () => {
    const body = JSON.stringify({ message: '1 row has errors', athletes: [row(2), row(3, false)] });
    expect(failureRows(new ApiError(400, body, 'Bad Request'))?.map((r) => r.row)).toEqual([3]);
  });

  it('are null for a file-level refusal or another error', () => {
    expect(failureRows(new ApiError(413, '{"message":"too large"}', ''))).toBeNull();
    expect(failureRows(new ApiError(500, 'oops', ''))).toBeNull();
    expect(failureRows(new TypeError('Failed to fetch'))).toBeNull();
  });
});
