/**
 * Reads a roster file the way real ones arrive: any text encoding a spreadsheet writes
 * (UTF-8 with or without BOM, UTF-16 with BOM, Windows-1252), comma, semicolon or tab
 * delimiters, header names in any case and spacing with common synonyms, or one Name
 * column. papaparse does the CSV; this file decides what the columns mean and checks
 * every row with the same rules the import applies again.
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
import type { RosterRow } from '../../../shared/schemas.ts';
import { badRequest } from '../../http/errors.ts';
import { normalizePhone } from '../verification/phone.ts';

/** A row that passed validation, ready to import. */
export interface ValidAthlete {
  firstName: string;
  lastName: string;
  teamName: string | null;
  gradYear: number | null;
  /** Guardian phones from the file, E.164, deduplicated; [] when none. */
  guardianPhones: string[];
}

/**
 * Guardian phone cells to E.164 with exactly the phone step's rule (spec §5), in order,
 * without repeats. Cells that are not a phone a parent could verify are returned apart.
 */
export function normalizeGuardianPhones(values: readonly unknown[]): {
  phones: string[];
  invalid: string[];
} {
  const phones: string[] = [];
  const invalid: string[] = [];
  for (const value of values) {
    const text = cleanCell(value);
    if (!text) continue;
    const phone = normalizePhone(text);
    if (phone === null) invalid.push(text.slice(0, 40));
    else if (!phones.includes(phone)) phones.push(phone);
  }
  return { phones, invalid };
}

// ---- bytes to text -----------------------------------------------------------------

/**
 * Node's TextDecoder('windows-1252') decodes 0x80-0x9F as C1 control characters (Latin-1)
 * instead of the Windows-1252 letters (€, ‘, ’, “, ”, Š, Ž…). Those bytes are mapped here.
 */
const WINDOWS_1252_C1: Record<number, string> = {
  128: '€',
  130: '‚',
  131: 'ƒ',
  132: '„',
  133: '…',
  134: '†',
  135: '‡',
  136: 'ˆ',
  137: '‰',
  138: 'Š',
  139: '‹',
  140: 'Œ',
  142: 'Ž',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
  152: '˜',
  153: '™',
  154: 'š',
  155: '›',
  156: 'œ',
  158: 'ž',
  159: 'Ÿ',
};

function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_C1[char.charCodeAt(0)] ?? char);
}

/** True when the bytes are binary rather than text (a spreadsheet, an image…). */
function isBinary(bytes: Uint8Array): boolean {
  return bytes.subarray(0, 8192).includes(0);
}

/**
 * Bytes to text: a BOM decides when there is one; otherwise strict UTF-8, falling back to
 * Windows-1252 (what Excel on Windows writes). Binary content is refused as not a CSV.
 */
export function decodeRosterBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  if (isBinary(bytes)) throw badRequest(en.errors.rosterNotCsv);
  // TextDecoder drops a UTF-8 BOM itself.
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
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
 * The one rule set for a roster row, used by the upload preview and again by the import:
 * first and last name required, at most 100 characters each; team at most 100; grad year
 * a 4-digit year in 2000-2100 when present.
 */
export function validateRosterEntry(input: {
  firstName?: unknown;
  lastName?: unknown;
  teamName?: unknown;
  gradYear?: unknown;
  guardianPhones?: unknown;
}): {
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
  if (teamName && teamName.length > TEAM_NAME_MAX_LENGTH) errors.push(en.errors.teamNameTooLong);
  let gradYear: number | null = null;
  if (gradYearText !== null) {
    const year = /^\d{4}$/.test(gradYearText) ? Number(gradYearText) : Number.NaN;
    if (year >= GRAD_YEAR_MIN && year <= GRAD_YEAR_MAX) gradYear = year;
    else errors.push(en.errors.invalidGradYear);
  }
  const { phones: guardianPhones } = normalizeGuardianPhones(
    Array.isArray(input.guardianPhones) ? input.guardianPhones : [],
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

// ---- columns ---------------------------------------------------------------------------

type Field = 'firstName' | 'lastName' | 'fullName' | 'teamName' | 'gradYear';

/** Header names after lower-casing and dropping everything but letters and digits. */
const HEADER_ALIASES: Record<Field, readonly string[]> = {
  firstName: [
    'firstname',
    'first',
    'fname',
    'givenname',
    'forename',
    'athletefirstname',
    'playerfirstname',
    'studentfirstname',
  ],
  lastName: [
    'lastname',
    'last',
    'lname',
    'surname',
    'familyname',
    'athletelastname',
    'playerlastname',
    'studentlastname',
  ],
  fullName: [
    'name',
    'fullname',
    'athlete',
    'athletename',
    'player',
    'playername',
    'student',
    'studentname',
  ],
  teamName: ['teamname', 'team', 'school', 'schoolname', 'teamschool', 'club', 'clubname'],
  gradYear: [
    'gradyear',
    'graduationyear',
    'class',
    'classof',
    'year',
    'grad',
    'gradyr',
    'graduation',
  ],
};

export function normalizeHeader(header: string): string {
  return cleanCell(header)
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const PHONE_WORD = /(phone|mobile|cell|tel)/;
const GUARDIAN_WORD =
  /(parent|guardian|mother|father|mom|dad|p[12]|contact|emergency|home|family|household|primary|secondary)/;
const ATHLETE_WORD = /(player|athlete|student|participant|member|child|own)/;

/** A phone column of a parent or guardian (never the athlete's own phone). */
export function isGuardianPhoneHeader(normalized: string): boolean {
  if (!PHONE_WORD.test(normalized)) return false;
  if (GUARDIAN_WORD.test(normalized)) return true;
  return !ATHLETE_WORD.test(normalized);
}

/** Which column holds which field; -1 when absent. The first matching column wins. */
function mapColumns(header: string[]): Record<Field, number> & { guardianPhones: number[] } {
  const columns: Record<Field, number> & { guardianPhones: number[] } = {
    firstName: -1,
    lastName: -1,
    fullName: -1,
    teamName: -1,
    gradYear: -1,
    guardianPhones: [],
  };
  header.forEach((cell, index) => {
    const name = normalizeHeader(cell);
    if (isGuardianPhoneHeader(name)) columns.guardianPhones.push(index);
    for (const field of Object.keys(HEADER_ALIASES) as Field[]) {
      if (columns[field] === -1 && HEADER_ALIASES[field].includes(name)) columns[field] = index;
    }
  });
  return columns;
}

/** "Last, First" or "First Middle Last". */
export function splitFullName(value: string): { firstName: string; lastName: string } {
  const name = cleanCell(value);
  const comma = name.indexOf(',');
  if (comma !== -1) {
    return { lastName: name.slice(0, comma).trim(), firstName: name.slice(comma + 1).trim() };
  }
  const space = name.lastIndexOf(' ');
  if (space === -1) return { firstName: name, lastName: '' };
  return { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

// ---- the file ----------------------------------------------------------------------------

export interface ParsedRoster {
  rows: RosterRow[];
  athletes: ValidAthlete[];
  validCount: number;
  errorCount: number;
}

/** Rows looked at for the header before giving up. */
const HEADER_SEARCH_ROWS = 5;

const hasNameColumns = (columns: Record<Field, number>) =>
  (columns.firstName !== -1 && columns.lastName !== -1) || columns.fullName !== -1;

const isBlankRow = (cells: string[]) => cells.every((cell) => cleanCell(cell) === '');

/** Excel may write `sep=;` as the first line to name the delimiter. */
function takeSeparatorLine(text: string): { text: string; delimiter?: string } {
  const match = /^sep=(.)\r?\n/i.exec(text);
  return match ? { text: text.slice(match[0].length), delimiter: match[1] } : { text };
}

/**
 * Text to validated rows. File-level problems (no name columns, no rows, too many rows)
 * are thrown as 400s; row-level ones are reported in each row's `errors`.
 */
export function parseRosterText(input: string): ParsedRoster {
  const { text, delimiter } = takeSeparatorLine(input.replace(/^\ufeff/, ''));
  let columns: ReturnType<typeof mapColumns> | null = null;
  let headerCandidates = 0;
  let recordIndex = 0;
  let tooMany = false;
  const rows: RosterRow[] = [];
  const athletes: ValidAthlete[] = [];

  Papa.parse<string[]>(text, {
    delimiter,
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: false,
    step: (result, parser) => {
      recordIndex++;
      const cells = result.data;
      if (isBlankRow(cells)) return;
      if (!columns) {
        // The header is the first row naming the name columns; a title row or two above
        // it (e.g. "Spring Roster 2025") is skipped.
        const mapped = mapColumns(cells);
        if (hasNameColumns(mapped)) columns = mapped;
        else if (++headerCandidates >= HEADER_SEARCH_ROWS) parser.abort();
        return;
      }
      if (rows.length >= ROSTER_MAX_ROWS) {
        tooMany = true;
        parser.abort();
        return;
      }
      const c = columns;
      const cell = (index: number) => (index === -1 ? '' : (cells[index] ?? ''));
      const names =
        c.firstName !== -1 && c.lastName !== -1
          ? { firstName: cell(c.firstName), lastName: cell(c.lastName) }
          : splitFullName(cell(c.fullName));
      const { cleaned, errors, athlete } = validateRosterEntry({
        ...names,
        teamName: cell(c.teamName),
        gradYear: cell(c.gradYear),
        guardianPhones: c.guardianPhones.map(cell),
      });
      rows.push({ row: recordIndex, valid: errors.length === 0, ...cleaned, errors });
      if (athlete) athletes.push(athlete);
    },
  });

  if (!columns) {
    throw badRequest(
      headerCandidates === 0 ? en.errors.rosterEmpty : en.errors.rosterNoNameColumns,
    );
  }
  if (tooMany) throw badRequest(en.errors.rosterTooManyRows);
  if (rows.length === 0) throw badRequest(en.errors.rosterEmpty);
  return {
    rows,
    athletes,
    validCount: athletes.length,
    errorCount: rows.length - athletes.length,
  };
}

/** Bytes of an uploaded file or fetched sheet to validated rows. */
export function parseRosterFile(bytes: Uint8Array): ParsedRoster {
  return parseRosterText(decodeRosterBytes(bytes));
}
