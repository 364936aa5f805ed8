/**
 * Reads a roster file the way clubs and schools export them: delimited text of any
 * extension, delimiter (comma, semicolon, tab: parsing/delimited.ts) and encoding
 * (parsing/decode.ts), or an Excel workbook (parsing/xlsx.ts); columns by meaning
 * (parsing/columns.ts); names as people write them (parsing/names.ts); only athletes kept
 * (title, totals, glossary, staff and blank rows are skipped with the reason:
 * parsing/skip-rows.ts); the same child on several contact rows merged into one athlete
 * with every guardian phone. Every row is then checked (parsing/cells.ts) with the same
 * rules the import applies again. This file walks the table and puts those together.
 */

import { AppError, appError } from '#server/http/errors.ts';
import { LINKED_ATHLETES_FLAG_AT, ROSTER_MAX_ROWS } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import type { RosterRow, RosterUnderstanding } from '#shared/schemas.ts';
import {
  cleanCell,
  normalizeGuardianPhones,
  type ValidAthlete,
  validateRosterEntry,
} from './parsing/cells.ts';
import {
  type ColumnField,
  type ColumnMap,
  hasNameColumns,
  mapColumns,
  normalizeHeader,
} from './parsing/columns.ts';
import { decodeText } from './parsing/decode.ts';
import { isBlankRecord, MAX_RECORDS, readDelimited } from './parsing/delimited.ts';
import { currentSchoolYear, gradYearFromCell, schoolYearFromText } from './parsing/grades.ts';
import { splitFullName, withSuffix } from './parsing/names.ts';
import { GLOSSARY, NOT_ATHLETE, REPORT_LINE, roleSkip, TOTALS } from './parsing/skip-rows.ts';
import { isZip, openWorkbook, type Workbook } from './parsing/xlsx.ts';

export {
  cleanCell,
  normalizeGuardianPhones,
  type ValidAthlete,
  validateRosterEntry,
} from './parsing/cells.ts';
export { normalizeHeader } from './parsing/columns.ts';
export { decodeText } from './parsing/decode.ts';
export { guessDelimiter } from './parsing/delimited.ts';
export { splitFullName } from './parsing/names.ts';

export interface ParsedRoster {
  rows: RosterRow[];
  athletes: ValidAthlete[];
  validCount: number;
  errorCount: number;
  understood: RosterUnderstanding;
}

export interface ParseOptions {
  /** The coach's corrections: column index to what it is. */
  columns?: Readonly<Record<number, ColumnField>>;
  /** For the current school year when the file names none. */
  today?: Date;
}

/** Rows looked at for the header before giving up (a report can have several lines above). */
const HEADER_SEARCH_ROWS = 12;
/** Columns described in the preview. */
const MAX_DESCRIBED_COLUMNS = 200;
/** Skipped, merged and phone entries listed in the preview (each list). */
const MAX_LISTED = 1000;

const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cleanCell(cell) === '');

/**
 * Rows of cells (from text or a workbook) to validated athletes and what was understood.
 * File-level problems (no name columns, no rows, too many rows) are thrown as 400s;
 * row-level ones are reported in each row's `errors`.
 */
export function parseRosterTable(
  records: readonly string[][],
  format: string,
  options: ParseOptions = {},
): ParsedRoster {
  const overrides = options.columns ?? {};
  // The header is the first row naming the athlete's name columns; a title row or two
  // above it (e.g. "2025-26 Varsity Roster") is skipped and read for the school year.
  let headerIndex = -1;
  let map: ColumnMap | null = null;
  const titleRows: number[] = [];
  let candidates = 0;
  for (let i = 0; i < records.length && candidates < HEADER_SEARCH_ROWS; i++) {
    if (isBlankRow(records[i]!)) continue;
    candidates++;
    const mapped = mapColumns(records[i]!, overrides);
    if (hasNameColumns(mapped)) {
      headerIndex = i;
      map = mapped;
      break;
    }
    titleRows.push(i);
  }
  if (!map && Object.keys(overrides).length > 0) {
    // The coach named the columns of a header TapIn did not recognise: its first row.
    const first = records.findIndex((cells) => !isBlankRow(cells));
    const mapped = first === -1 ? null : mapColumns(records[first]!, overrides);
    if (mapped && hasNameColumns(mapped)) {
      headerIndex = first;
      map = mapped;
      titleRows.length = 0;
    }
  }
  if (!map) {
    throw candidates === 0
      ? appError('ROSTER_EMPTY', messages.errors.rosterEmpty)
      : appError('ROSTER_NO_NAME_COLUMNS', messages.errors.rosterNoNameColumns);
  }
  const header = records[headerIndex]!;
  const headerKey = header.map(normalizeHeader).join('|');

  const stated = schoolYearFromText(
    [...titleRows.flatMap((i) => records[i]!), ...header].map(cleanCell).join(' '),
  );
  const schoolYearEnd = stated ?? currentSchoolYear(options.today ?? new Date());

  const rows: RosterRow[] = [];
  const athletes: ValidAthlete[] = [];
  const skipped: RosterUnderstanding['skipped'] = titleRows.map((i) => ({
    row: i + 1,
    reason: 'title' as const,
    detail: null,
  }));
  const merged: RosterUnderstanding['merged'] = [];
  const invalidPhones: RosterUnderstanding['invalidPhones'] = [];
  const phoneCache = new Map<string, string | null>();
  /** Valid rows by child, where one row per contact is likely. */
  const byChild = new Map<string, { row: RosterRow; athlete: ValidAthlete }>();
  const mergeContacts = map.hasContacts || map.guardianPhones.length > 0;
  let pendingBlanks: number[] = [];
  let inGlossary = false;
  /** Under a "Coaching Staff" banner: everyone is staff until the next table or banner. */
  let staffSection: string | null = null;
  let fromGrade = 0;
  let athleteRows = 0;
  const nameColumns = new Set([map.firstName, map.lastName, map.fullName]);
  nameColumns.delete(-1);

  for (let i = headerIndex + 1; i < records.length; i++) {
    const raw = records[i]!;
    // Each cell cleaned once; everything below reads these.
    const cells = raw.map(cleanCell);
    const rowNumber = i + 1;
    if (cells.every((value) => value === '')) {
      pendingBlanks.push(rowNumber);
      continue;
    }
    for (const blank of pendingBlanks) skipped.push({ row: blank, reason: 'blank', detail: null });
    pendingBlanks = [];
    const skip = (reason: RosterUnderstanding['skipped'][number]['reason'], detail?: string) =>
      skipped.push({ row: rowNumber, reason, detail: detail ?? null });
    const cell = (index: number) => (index === -1 ? '' : (cells[index] ?? ''));
    const filled = cells.filter((value) => value !== '');
    const firstFilled = filled[0] ?? '';

    if (inGlossary) {
      skip('glossary');
      continue;
    }
    if (GLOSSARY.test(firstFilled) && filled.length <= 2) {
      inGlossary = true;
      skip('glossary', firstFilled.slice(0, 80));
      continue;
    }
    if (cells.length === header.length && cells.map(normalizeHeader).join('|') === headerKey) {
      staffSection = null;
      skip('header');
      continue;
    }
    if (filled.length === 1 && REPORT_LINE.test(firstFilled)) {
      skip('title', firstFilled.slice(0, 80));
      continue;
    }
    if (
      TOTALS.test(firstFilled) ||
      [...nameColumns].some((index) => TOTALS.test(cell(index)) && /^\D*$/.test(cell(index)))
    ) {
      skip('totals', firstFilled.slice(0, 80));
      continue;
    }
    if (filled.length === 1) {
      const only = cells.findIndex((value) => value !== '');
      // A banner ("U12 Girls", "Coaching Staff") rather than an athlete missing a name.
      if (!nameColumns.has(only) || NOT_ATHLETE.test(firstFilled)) {
        staffSection = NOT_ATHLETE.test(firstFilled) ? firstFilled.slice(0, 80) : null;
        skip('title', firstFilled.slice(0, 80));
        continue;
      }
    }
    if (staffSection !== null) {
      skip('notAthlete', staffSection);
      continue;
    }
    const role = roleSkip(header, map, cells);
    if (role) {
      skip('notAthlete', role);
      continue;
    }

    if (++athleteRows > ROSTER_MAX_ROWS)
      throw appError('ROSTER_TOO_MANY_ROWS', messages.errors.rosterTooManyRows);
    let names =
      map.firstName !== -1 && map.lastName !== -1
        ? { firstName: cell(map.firstName), lastName: cell(map.lastName) }
        : splitFullName(cell(map.fullName));
    if (map.suffix !== -1 && cell(map.suffix)) {
      names = { ...names, lastName: withSuffix(names.lastName, cell(map.suffix)) };
    }
    let gradYear = cell(map.gradYear);
    let gradeSource: 'gradYear' | 'grade' = 'gradYear';
    if (!gradYear && map.grade !== -1) {
      gradYear = cell(map.grade);
      gradeSource = 'grade';
    }
    const year = gradYearFromCell(gradYear, gradeSource, schoolYearEnd);
    const phoneCells = map.guardianPhones.map(cell);
    const { phones, invalid } = normalizeGuardianPhones(phoneCells, phoneCache);
    for (const value of invalid) invalidPhones.push({ row: rowNumber, value });
    const { cleaned, errors, athlete } = validateRosterEntry(
      {
        ...names,
        teamName: cell(map.teamName),
        gradYear: year.text,
        // Already E.164: validated again cheaply through the cache.
        guardianPhones: phones,
      },
      phoneCache,
    );
    const row: RosterRow = { row: rowNumber, valid: errors.length === 0, ...cleaned, errors };
    if (athlete && mergeContacts) {
      const key = [athlete.firstName, athlete.lastName, athlete.teamName ?? '']
        .map((part) => part.toLowerCase())
        .join('\u0000');
      const earlier = byChild.get(key);
      if (earlier) {
        for (const phone of athlete.guardianPhones) {
          if (!earlier.athlete.guardianPhones.includes(phone)) {
            earlier.athlete.guardianPhones.push(phone);
          }
        }
        earlier.row.guardianPhones = earlier.athlete.guardianPhones;
        if (earlier.athlete.gradYear === null && athlete.gradYear !== null) {
          earlier.athlete.gradYear = athlete.gradYear;
          earlier.row.gradYear = cleaned.gradYear;
        }
        merged.push({ row: rowNumber, intoRow: earlier.row.row });
        continue;
      }
      // One array shared by the preview row and the athlete.
      row.guardianPhones = athlete.guardianPhones;
      byChild.set(key, { row, athlete });
    }
    rows.push(row);
    if (athlete) athletes.push(athlete);
    if (year.fromGrade) fromGrade++;
  }

  if (rows.length === 0) throw appError('ROSTER_EMPTY', messages.errors.rosterEmpty);
  const childrenByPhone = new Map<string, number>();
  for (const athlete of athletes) {
    for (const phone of athlete.guardianPhones) {
      childrenByPhone.set(phone, (childrenByPhone.get(phone) ?? 0) + 1);
    }
  }
  return {
    rows,
    athletes,
    validCount: athletes.length,
    errorCount: rows.length - athletes.length,
    understood: {
      format,
      headerRow: headerIndex + 1,
      columns: header.slice(0, MAX_DESCRIBED_COLUMNS).map((value, index) => ({
        index,
        header: cleanCell(value).slice(0, 100),
        field: map.fields[index] ?? 'ignore',
      })),
      skipped: skipped.sort((a, b) => a.row - b.row).slice(0, MAX_LISTED),
      merged: merged.slice(0, MAX_LISTED),
      invalidPhones: invalidPhones.slice(0, MAX_LISTED),
      guardianPhoneCount: childrenByPhone.size,
      sharedPhones: sharedPhones(childrenByPhone),
      gradeYears:
        fromGrade > 0
          ? {
              schoolYear: `${schoolYearEnd - 1}-${String(schoolYearEnd % 100).padStart(2, '0')}`,
              fromFile: stated !== null,
              rowCount: fromGrade,
            }
          : null,
    },
  };
}

/**
 * Phones given to LINKED_ATHLETES_FLAG_AT children or more, most children first: the
 * preview lists them for the coach to confirm (decision 040).
 */
export function sharedPhones(
  childrenByPhone: ReadonlyMap<string, number>,
): Array<{ phone: string; childCount: number }> {
  return [...childrenByPhone]
    .filter(([, childCount]) => childCount >= LINKED_ATHLETES_FLAG_AT)
    .map(([phone, childCount]) => ({ phone, childCount }))
    .sort((a, b) => b.childCount - a.childCount || a.phone.localeCompare(b.phone));
}

/** Delimited text to validated rows. */
export function parseRosterText(
  input: string,
  options: ParseOptions & { encoding?: string } = {},
): ParsedRoster {
  const { records, format } = readDelimited(input, options.encoding);
  return parseRosterTable(records, format, options);
}

/** Bytes of an uploaded file or fetched sheet to validated rows. */
export async function parseRosterFile(
  bytes: Uint8Array,
  options: ParseOptions = {},
): Promise<ParsedRoster> {
  if (isZip(bytes)) return parseWorkbook(openWorkbook(bytes), options);
  const { text, encoding } = decodeText(bytes);
  return parseRosterText(text, { ...options, encoding });
}

/**
 * The roster of a workbook: its first sheet with a header naming the athlete (a summary,
 * instructions or empty sheet before it is passed over). When none has one, the first
 * sheet with cells gives its answer (no name columns, or empty).
 */
async function parseWorkbook(workbook: Workbook, options: ParseOptions): Promise<ParsedRoster> {
  let firstRefusal: unknown = null;
  // A workbook whose structure names no sheet still has its first one read.
  const count = Math.max(workbook.names.length, 1);
  for (let index = 0; index < count; index++) {
    const rows = await workbook.rows(index);
    if (rows.length > MAX_RECORDS && rows.filter((row) => !isBlankRecord(row)).length > MAX_RECORDS)
      throw appError('ROSTER_TOO_MANY_ROWS', messages.errors.rosterTooManyRows);
    const name = workbook.names[index] ?? '';
    const format =
      workbook.names.length > 1
        ? `Excel workbook (.xlsx), sheet “${name.slice(0, 60)}”`
        : 'Excel workbook (.xlsx)';
    try {
      return parseRosterTable(rows, format, options);
    } catch (error) {
      const code = error instanceof AppError ? error.code : null;
      if (code !== 'ROSTER_NO_NAME_COLUMNS' && code !== 'ROSTER_EMPTY') throw error;
      // An empty sheet says nothing about the file; the first sheet with cells does.
      if (rows.some((row) => !isBlankRow(row))) firstRefusal ??= error;
    }
  }
  throw firstRefusal ?? appError('ROSTER_EMPTY', messages.errors.rosterEmpty);
}

/** Bytes to text (kept for callers that only need the text). */
export function decodeRosterBytes(bytes: Uint8Array): string {
  return decodeText(bytes).text;
}
