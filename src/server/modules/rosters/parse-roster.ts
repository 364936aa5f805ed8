/**
 * Reads a roster file the way clubs and schools export them: delimited text of any
 * extension, delimiter (comma, semicolon, tab) and encoding (parsing/decode.ts), or an
 * Excel workbook (parsing/xlsx.ts); columns by meaning (parsing/columns.ts); names as
 * people write them (parsing/names.ts); only athletes kept (title, totals, glossary,
 * staff and blank rows are skipped with the reason); the same child on several contact
 * rows merged into one athlete with every guardian phone. Every row is then checked with
 * the same rules the import applies again.
 */
import Papa from 'papaparse';
import {
  ATHLETE_NAME_MAX_LENGTH,
  GRAD_YEAR_MAX,
  GRAD_YEAR_MIN,
  ROSTER_MAX_ROWS,
  TEAM_NAME_MAX_LENGTH,
} from '../../../shared/constants.ts';
import { en } from '../../../shared/messages.ts';
import {
  cleanPhoneInput,
  type RosterRow,
  type RosterUnderstanding,
} from '../../../shared/schemas.ts';
import { badRequest } from '../../http/errors.ts';
import { normalizePhone } from '../verification/phone.ts';
import {
  type ColumnField,
  type ColumnMap,
  hasNameColumns,
  mapColumns,
  normalizeHeader,
} from './parsing/columns.ts';
import { decodeText, looksGarbled } from './parsing/decode.ts';
import { currentSchoolYear, gradYearFromCell, schoolYearFromText } from './parsing/grades.ts';
import { splitFullName, withSuffix } from './parsing/names.ts';
import { isZip, readWorkbookRows } from './parsing/xlsx.ts';

export { normalizeHeader } from './parsing/columns.ts';
export { decodeText } from './parsing/decode.ts';
export { splitFullName } from './parsing/names.ts';

/** A row that passed validation, ready to import. */
export interface ValidAthlete {
  firstName: string;
  lastName: string;
  teamName: string | null;
  gradYear: number | null;
  /** Guardian phones from the file, E.164, deduplicated; [] when none. */
  guardianPhones: string[];
}

// ---- cells ---------------------------------------------------------------------------

/** One line, composed Unicode, no control characters, single spaces, trimmed. */
export function cleanCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return (
    String(value)
      .normalize('NFC')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\u0000-\u001f\u007f-\u009f\u200b\ufeff]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * Guardian phone cells to E.164 with exactly the phone step's rule (spec §5,
 * normalizePhone), in order, without repeats. Cells that are not a phone a parent could
 * verify are returned apart. `cache` spares a big file re-parsing a number it has seen.
 */
export function normalizeGuardianPhones(
  values: readonly unknown[],
  cache?: Map<string, string | null>,
): { phones: string[]; invalid: string[] } {
  const phones: string[] = [];
  const invalid: string[] = [];
  for (const value of values) {
    const text = cleanCell(value);
    if (!text) continue;
    // The rule reads only the digits (and a leading +): "(312) 555-0100" and
    // "312.555.0100" are one lookup.
    const key = cleanPhoneInput(text);
    let phone = cache?.get(key);
    if (phone === undefined) {
      phone = normalizePhone(text);
      cache?.set(key, phone);
      // E.164 is the rule's own output and reads back as itself.
      if (phone !== null) cache?.set(phone, phone);
    }
    if (phone === null) invalid.push(text.slice(0, 40));
    else if (!phones.includes(phone)) phones.push(phone);
  }
  return { phones, invalid };
}

/**
 * The one rule set for a roster row, used by the upload preview and again by the import:
 * first and last name required, at most 100 characters each, not garbled by a wrong
 * encoding; team at most 100; grad year a 4-digit year in 2000-2100 when present;
 * guardian phones kept when a parent could verify them.
 */
export function validateRosterEntry(
  input: {
    firstName?: unknown;
    lastName?: unknown;
    teamName?: unknown;
    gradYear?: unknown;
    guardianPhones?: unknown;
  },
  cache?: Map<string, string | null>,
): {
  cleaned: {
    firstName: string;
    lastName: string;
    teamName: string | null;
    gradYear: string | null;
    guardianPhones: string[];
  };
  errors: string[];
  athlete: ValidAthlete | null;
} {
  const firstName = cleanCell(input.firstName);
  const lastName = cleanCell(input.lastName);
  const teamName = cleanCell(input.teamName) || null;
  const gradYearText = cleanCell(input.gradYear) || null;
  const errors: string[] = [];
  if (!firstName) errors.push(en.errors.firstNameRequired);
  else if (firstName.length > ATHLETE_NAME_MAX_LENGTH) errors.push(en.errors.firstNameTooLong);
  if (!lastName) errors.push(en.errors.lastNameRequired);
  else if (lastName.length > ATHLETE_NAME_MAX_LENGTH) errors.push(en.errors.lastNameTooLong);
  if (looksGarbled(firstName) || looksGarbled(lastName)) errors.push(en.errors.rosterNameGarbled);
  if (teamName && teamName.length > TEAM_NAME_MAX_LENGTH) errors.push(en.errors.teamNameTooLong);
  let gradYear: number | null = null;
  if (gradYearText !== null) {
    const year = /^\d{4}$/.test(gradYearText) ? Number(gradYearText) : Number.NaN;
    if (year >= GRAD_YEAR_MIN && year <= GRAD_YEAR_MAX) gradYear = year;
    else errors.push(en.errors.invalidGradYear);
  }
  const { phones: guardianPhones } = normalizeGuardianPhones(
    Array.isArray(input.guardianPhones) ? input.guardianPhones.slice(0, 20) : [],
    cache,
  );
  const cleaned = {
    firstName: firstName.slice(0, 200),
    lastName: lastName.slice(0, 200),
    teamName: teamName?.slice(0, 200) ?? null,
    gradYear: gradYearText?.slice(0, 20) ?? null,
    guardianPhones,
  };
  return {
    cleaned,
    errors,
    athlete:
      errors.length === 0 ? { firstName, lastName, teamName, gradYear, guardianPhones } : null,
  };
}

// ---- rows that are not athletes ------------------------------------------------------

/** A totals or summary line under a table. */
const TOTALS = /^(team\s+)?(totals?|grand\s+total|sub-?totals?|summary|averages?|count)\b:?/i;
/** The start of a glossary, legend or notes section: everything below it is skipped. */
const GLOSSARY = /^(glossary|legend|key|abbreviations|definitions|notes?|stat\s+key)\s*:?$/i;
/** Role values of people who are not athletes. */
const NOT_ATHLETE =
  /\b(coach(es)?|staff|manager|mgr|volunteer|parent|guardian|admin(istrator)?|trainer|official|referee|director|chaperone|assistant|non-?\s?player|team\s?(mom|parent)|scorekeeper)\b/i;
const YES = /^(y|yes|true|1|x|✓|✔)$/i;
const NO = /^(n|no|false|0)$/i;

/** Why a row is not an athlete, from its role columns; null for a player. */
function roleSkip(header: readonly string[], map: ColumnMap, cells: readonly string[]) {
  for (const index of map.role) {
    const value = cleanCell(cells[index]);
    if (!value) continue;
    const name = normalizeHeader(header[index] ?? '');
    const isPlayerColumn = /isplayer$|^player$/.test(name);
    const detail = `${cleanCell(header[index]) || '?'}: ${value}`.slice(0, 80);
    if (YES.test(value)) {
      if (!isPlayerColumn) return detail;
    } else if (NO.test(value)) {
      if (isPlayerColumn) return detail;
    } else if (NOT_ATHLETE.test(value)) return detail;
  }
  return null;
}

// ---- the table -----------------------------------------------------------------------

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

/** Rows looked at for the header before giving up. */
const HEADER_SEARCH_ROWS = 5;
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
    throw badRequest(candidates === 0 ? en.errors.rosterEmpty : en.errors.rosterNoNameColumns);
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
      skip('header');
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
        skip('title', firstFilled.slice(0, 80));
        continue;
      }
    }
    const role = roleSkip(header, map, cells);
    if (role) {
      skip('notAthlete', role);
      continue;
    }

    if (++athleteRows > ROSTER_MAX_ROWS) throw badRequest(en.errors.rosterTooManyRows);
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

  if (rows.length === 0) throw badRequest(en.errors.rosterEmpty);
  const allPhones = new Set<string>();
  for (const athlete of athletes) for (const phone of athlete.guardianPhones) allPhones.add(phone);
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
      guardianPhoneCount: allPhones.size,
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

/** Excel may write `sep=;` as the first line to name the delimiter. */
function takeSeparatorLine(text: string): { text: string; delimiter?: string } {
  const match = /^sep=(.)\r?\n/i.exec(text);
  return match ? { text: text.slice(match[0].length), delimiter: match[1] } : { text };
}

const DELIMITER_NAMES: Record<string, string> = {
  ',': 'comma-separated',
  ';': 'semicolon-separated',
  '\t': 'tab-separated',
};

/**
 * The delimiter that splits the first rows most consistently into more than one column
 * (papaparse's own guess can take a comma inside "Last, First" cells of a tab-separated
 * file for the delimiter).
 */
export function guessDelimiter(text: string): string {
  let best = { delimiter: ',', score: -1, width: 0 };
  for (const delimiter of [',', ';', '\t']) {
    const { data } = Papa.parse<string[]>(text, {
      delimiter,
      preview: 30,
      skipEmptyLines: 'greedy',
    });
    const widths = new Map<number, number>();
    for (const row of data) widths.set(row.length, (widths.get(row.length) ?? 0) + 1);
    let width = 0;
    let rows = 0;
    for (const [w, n] of widths) if (n > rows || (n === rows && w > width)) [width, rows] = [w, n];
    const score = width > 1 ? rows : 0;
    if (score > best.score || (score === best.score && width > best.width)) {
      best = { delimiter, score, width };
    }
  }
  return best.delimiter;
}

/** Raw records read before giving up (blank and skipped rows included). */
const MAX_RECORDS = ROSTER_MAX_ROWS + 2_000;

/** Delimited text to validated rows. */
export function parseRosterText(
  input: string,
  options: ParseOptions & { encoding?: string } = {},
): ParsedRoster {
  const { text, delimiter } = takeSeparatorLine(input.replace(/^\ufeff/, ''));
  const records: string[][] = [];
  let tooMany = false;
  const used = delimiter ?? guessDelimiter(text);
  Papa.parse<string[]>(text, {
    delimiter: used,
    skipEmptyLines: false,
    step: (result, parser) => {
      if (records.length >= MAX_RECORDS) {
        tooMany = true;
        parser.abort();
        return;
      }
      records.push(result.data);
    },
  });
  if (tooMany) throw badRequest(en.errors.rosterTooManyRows);
  const format = `${DELIMITER_NAMES[used] ?? 'delimited'} text, ${options.encoding ?? 'UTF-8'}`;
  return parseRosterTable(records, format, options);
}

/** Bytes of an uploaded file or fetched sheet to validated rows. */
export async function parseRosterFile(
  bytes: Uint8Array,
  options: ParseOptions = {},
): Promise<ParsedRoster> {
  if (isZip(bytes)) {
    const records = await readWorkbookRows(bytes);
    if (records.length > MAX_RECORDS) throw badRequest(en.errors.rosterTooManyRows);
    return parseRosterTable(records, 'Excel workbook (.xlsx)', options);
  }
  const { text, encoding } = decodeText(bytes);
  return parseRosterText(text, { ...options, encoding });
}

/** Bytes to text (kept for callers that only need the text). */
export function decodeRosterBytes(bytes: Uint8Array): string {
  return decodeText(bytes).text;
}
