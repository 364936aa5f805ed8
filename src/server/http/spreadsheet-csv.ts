/**
 * CSV for spreadsheets, the one way TapIn writes a download (the check-in report, the
 * attendance table): a byte-order mark so Excel reads UTF-8 names (José Muñoz) correctly,
 * CRLF line ends as spreadsheets expect, and every cell a spreadsheet would run as a
 * formula (= + - @, tab or CR first) given a leading single quote, so it reads as text:
 * names come from uploaded files and parents, so they are never trusted.
 */
import Papa from 'papaparse';

const FORMULA_START = /^[=+\-@\t\r]/;

/** Neutralises one cell: a leading single quote makes spreadsheets read it as text. */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The header and the rows as spreadsheet-safe CSV, every cell neutralised. */
export function spreadsheetCsv(fields: readonly string[], rows: readonly string[][]): string {
  const csv = Papa.unparse(
    { fields: fields.map(neutralizeCell), data: rows.map((row) => row.map(neutralizeCell)) },
    { newline: '\r\n' },
  );
  return `\ufeff${csv}\r\n`;
}
