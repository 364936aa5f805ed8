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
import {
  ASSIGNMENT_ROW,
  CLASS_HEADER,
  GENERIC_SHEET,
  GUARDIAN_ROLE,
  idList,
  isGradeLike,
  isNoteCell,
  isNumberish,
  leftOutBy,
  linkColumns,
  mostlyNumbers,
  splitChildGroups,
  teamFromSheetTitle,
  teamFromTitle,
} from './parsing/structure.ts';
import { isZip, readWorkbook, type WorkbookSheet } from './parsing/xlsx.ts';

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
  /** The coach's team for every row, whatever the file says. */
  teamForAll?: string;
  /** The coach's team for rows the file gives none (no column, title or sheet name). */
  teamForMissing?: string;
  /** Sheets of a workbook to read, by name (default: every sheet of people). */
  sheets?: readonly string[];
  /** Statuses (as `understood.statuses` keys them) to import rather than leave out. */
  includeStatuses?: readonly string[];
  /** Columns the coach says are not the team. */
  notTeamColumns?: readonly number[];
  /** First and last name columns the other way round. */
  swapNames?: boolean;
}

/** What the workbook reader knows of a sheet beyond its cells. */
interface TableContext {
  /** The sheet's name, when it names the team (a workbook with one sheet per team). */
  sheetTeam?: string | null;
  /** One sheet per team under names the spreadsheet gave: the sheet's title is its team. */
  titleIsTeam?: boolean;
  /** Rows (0-based) whose only cell is merged across the row: notes, never athletes. */
  notes?: ReadonlySet<number>;
}

/** Rows looked at for the header before giving up (a report can have several lines above). */
const HEADER_SEARCH_ROWS = 12;
/** Columns described in the preview. */
const MAX_DESCRIBED_COLUMNS = 200;
/** Skipped, merged and phone entries listed in the preview (each list). */
const MAX_LISTED = 1000;
/** Sheets listed in the preview. */
const XLSX_MAX_LISTED_SHEETS = 50;

const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cleanCell(cell) === '');

/**
 * Rows of cells (from text or a workbook) to validated athletes and what was understood.
 * File-level problems (no name columns, no rows, too many rows) are thrown as 400s;
 * row-level ones are reported in each row's `errors`.
 */
export function parseRosterTable(
  fileRecords: readonly string[][],
  format: string,
  options: ParseOptions = {},
  tableContext: TableContext = {},
): ParsedRoster {
  const context: TableContext = tableContext;
  const overrides: Record<number, ColumnField> = { ...(options.columns ?? {}) };
  for (const index of options.notTeamColumns ?? []) {
    if (overrides[index] === undefined || overrides[index] === 'teamName') {
      overrides[index] = 'ignore';
    }
  }
  // A form registering several children per row: one row per child (item 3).
  const expanded = splitChildGroups(fileRecords, HEADER_SEARCH_ROWS);
  const records = expanded ? expanded.records : fileRecords;
  const rowNumberOf = (i: number) => (expanded ? expanded.rowNumbers[i]! : i + 1);
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
  const firstData = headerIndex + 1;
  // Columns whose values cannot be what the header says (items 8 and 1).
  for (let pass = 0; pass < 3; pass++) {
    let changed = false;
    const team = map.teamName;
    if (team !== -1 && overrides[team] === undefined && mostlyNumbers(records, firstData, team)) {
      overrides[team] = 'ignore';
      changed = true;
    }
    const grad = map.gradYear;
    if (
      grad !== -1 &&
      map.teamName === -1 &&
      overrides[grad] === undefined &&
      CLASS_HEADER.has(normalizeHeader(header[grad] ?? '')) &&
      !mostlyNumbers(records, firstData, grad, isGradeLike)
    ) {
      // A club's "Class" ("Vietnamese Level 2"): its groups, not school years.
      overrides[grad] = 'teamName';
      changed = true;
    }
    if (!changed) break;
    map = mapColumns(header, overrides);
  }
  // A name column of numbers (a summary's "Players: 4") names no one.
  const nameIndexes = [map.firstName, map.lastName, map.fullName].filter(
    (index) => index !== -1 && overrides[index] === undefined,
  );
  if (nameIndexes.length > 0 && nameIndexes.every((i) => mostlyNumbers(records, firstData, i))) {
    throw appError('ROSTER_NO_NAME_COLUMNS', messages.errors.rosterNoNameColumns);
  }
  const titleTeam = teamFromTitle(
    titleRows.map((i) => records[i]!.map(cleanCell).filter(Boolean).join(' ')),
  );
  const fileTeam =
    titleTeam ??
    context.sheetTeam ??
    (context.titleIsTeam
      ? teamFromSheetTitle(
          titleRows.map((i) => records[i]!.map(cleanCell).filter(Boolean).join(' ')),
        )
      : null);
  const today = options.today ?? new Date();
  const links = linkColumns(header);
  const leftOut: RosterUnderstanding['leftOut'] = [];
  const statusCounts = new Map<string, { label: string; count: number; included: boolean }>();
  const include = new Set((options.includeStatuses ?? []).map((key) => key.toLowerCase()));
  /** Guardians' own rows and children's rows, for the id links. */
  const guardianRows: { ownId: string; linked: string[]; family: string; phones: string[] }[] = [];
  const childRows: {
    ownId: string;
    linked: string[];
    family: string;
    athlete: ValidAthlete;
    row: RosterRow;
  }[] = [];
  const otherPhoneColumns = map.fields.flatMap((field, index) =>
    field === 'athletePhone' ? [index] : [],
  );

  const stated = schoolYearFromText(
    [...titleRows.flatMap((i) => records[i]!), ...header].map(cleanCell).join(' '),
  );
  const schoolYearEnd = stated ?? currentSchoolYear(options.today ?? new Date());

  const rows: RosterRow[] = [];
  const athletes: ValidAthlete[] = [];
  const skipped: RosterUnderstanding['skipped'] = titleRows.map((i) => ({
    row: rowNumberOf(i),
    reason: 'title' as const,
    detail: null,
  }));
  const merged: RosterUnderstanding['merged'] = [];
  const invalidPhones: RosterUnderstanding['invalidPhones'] = [];
  const phoneCache = new Map<string, string | null>();
  /** Valid rows by child, where one row per contact is likely. */
  const byChild = new Map<string, { row: RosterRow; athlete: ValidAthlete }>();
  const mergeContacts = map.hasContacts || map.guardianPhones.length > 0;
  const linkIds = (cell: (index: number) => string) => ({
    ownId: links ? cell(links.ownId) : '',
    linked: links ? idList(cell(links.linked)) : [],
    family: links ? cell(links.family) : '',
  });
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
    const rowNumber = rowNumberOf(i);
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
    // A report's footer or header line, alone or beside "Page 1 of 1".
    if (REPORT_LINE.test(firstFilled) && filled.every((value) => REPORT_LINE.test(value))) {
      skip('title', firstFilled.slice(0, 80));
      continue;
    }
    const nameless = [...nameColumns].every((index) => cell(index) === '');
    // A grades export's rows about its assignments ("Points possible", due dates).
    if (
      nameless &&
      (filled.some((value) => ASSIGNMENT_ROW.test(value)) ||
        filled.every((value) => isNumberish(value) && !/^\d+$/.test(value)))
    ) {
      skip('totals', firstFilled.slice(0, 80));
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
      // A note merged across the row, or one that reads as a sentence, names no one.
      if (context.notes?.has(i) || (nameColumns.has(only) && isNoteCell(firstFilled))) {
        skip('note', firstFilled.slice(0, 80));
        continue;
      }
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
      if (links && GUARDIAN_ROLE.test(role.replace(/^[^:]*:/, ''))) {
        // A guardian's own row: its phones go to the children it is linked to (item 5).
        const { phones } = normalizeGuardianPhones(
          [...map.guardianPhones, ...otherPhoneColumns].map(cell),
          phoneCache,
        );
        guardianRows.push({
          ownId: cell(links.ownId),
          linked: idList(cell(links.linked)),
          family: cell(links.family),
          phones,
        });
      }
      continue;
    }
    const status = leftOutBy(header, map.status, cells, today);
    if (status) {
      const entry = statusCounts.get(status.key) ?? {
        label: status.label,
        count: 0,
        included: include.has(status.key),
      };
      entry.count++;
      statusCounts.set(status.key, entry);
      if (!entry.included) {
        const who =
          map.firstName !== -1 && map.lastName !== -1
            ? `${cell(map.firstName)} ${cell(map.lastName)}`
            : cell(map.fullName);
        leftOut.push({ row: rowNumber, name: who.slice(0, 100), status: status.label });
        continue;
      }
    }

    if (++athleteRows > ROSTER_MAX_ROWS)
      throw appError('ROSTER_TOO_MANY_ROWS', messages.errors.rosterTooManyRows);
    let names =
      map.firstName !== -1 && map.lastName !== -1
        ? { firstName: cell(map.firstName), lastName: cell(map.lastName) }
        : splitFullName(cell(map.fullName));
    if (options.swapNames) names = { firstName: names.lastName, lastName: names.firstName };
    // "van der" + "Berg": the particle is part of the last name (item 6).
    const particle = cell(map.lastNamePrefix);
    if (particle && names.lastName) names = { ...names, lastName: `${particle} ${names.lastName}` };
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
        teamName:
          options.teamForAll?.trim() ||
          cell(map.teamName) ||
          options.teamForMissing?.trim() ||
          fileTeam ||
          '',
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
        if (links) childRows.push({ ...linkIds(cell), athlete: earlier.athlete, row: earlier.row });
        continue;
      }
      // One array shared by the preview row and the athlete.
      row.guardianPhones = athlete.guardianPhones;
      byChild.set(key, { row, athlete });
    }
    rows.push(row);
    if (athlete) athletes.push(athlete);
    if (athlete && links) childRows.push({ ...linkIds(cell), athlete, row });
    if (year.fromGrade) fromGrade++;
  }
  linkGuardianRows(guardianRows, childRows);

  // Every row left out by its status: the preview lists them for the coach to include.
  if (rows.length === 0 && leftOut.length === 0) {
    throw appError('ROSTER_EMPTY', messages.errors.rosterEmpty);
  }
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
      headerRow: rowNumberOf(headerIndex),
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
      teamFromFile: fileTeam,
      sheets: [],
      leftOut: leftOut.slice(0, MAX_LISTED),
      statuses: [...statusCounts].map(([key, entry]) => ({ key, ...entry })),
    },
  };
}

/**
 * Guardians' own rows give their phones to the children they are linked to: by the
 * child's id in the guardian's row, the guardian's id in the child's (OneRoster's
 * `agentSourcedIds`), or a shared family id.
 */
function linkGuardianRows(
  guardians: readonly { ownId: string; linked: string[]; family: string; phones: string[] }[],
  children: readonly {
    ownId: string;
    linked: string[];
    family: string;
    athlete: ValidAthlete;
    row: RosterRow;
  }[],
): void {
  if (guardians.length === 0 || children.length === 0) return;
  const byId = new Map<string, (typeof children)[number][]>();
  const add = (kind: string, id: string, child: (typeof children)[number]) => {
    if (!id) return;
    const key = `${kind}:${id}`;
    const list = byId.get(key) ?? [];
    list.push(child);
    byId.set(key, list);
  };
  for (const child of children) {
    add('own', child.ownId, child);
    for (const id of child.linked) add('agent', id, child);
    add('family', child.family, child);
  }
  for (const guardian of guardians) {
    if (guardian.phones.length === 0) continue;
    const targets = new Set([
      ...(guardian.ownId ? (byId.get(`agent:${guardian.ownId}`) ?? []) : []),
      ...guardian.linked.flatMap((id) => byId.get(`own:${id}`) ?? []),
      ...(guardian.family ? (byId.get(`family:${guardian.family}`) ?? []) : []),
    ]);
    for (const child of targets) {
      for (const phone of guardian.phones) {
        if (!child.athlete.guardianPhones.includes(phone)) child.athlete.guardianPhones.push(phone);
        if (!child.row.guardianPhones.includes(phone)) child.row.guardianPhones.push(phone);
      }
    }
  }
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
  if (isZip(bytes)) return parseWorkbook(await readWorkbook(bytes), options);
  const { text, encoding } = decodeText(bytes);
  return parseRosterText(text, { ...options, encoding });
}

/** Sheet names that hold no roster of their own when others do. */
const NOT_PEOPLE_SHEET =
  /^(summary|overview|totals?|instructions?|read\s?me|notes?|lists?|lookups?|settings|info|export\s+summary|coaches|staff|contacts?)$/i;

/**
 * The roster of a workbook: every sheet with a header naming the athlete, read sheet by
 * sheet (a summary, instructions or empty sheet is passed over); with several such sheets
 * each sheet's name is the team of its rows that have none (decision 043). The coach may
 * name the sheets to read. When none has people, the first sheet with cells gives its
 * answer (no name columns, or empty).
 */
function parseWorkbook(sheets: readonly WorkbookSheet[], options: ParseOptions): ParsedRoster {
  let firstRefusal: unknown = null;
  for (const { rows } of sheets) {
    if (rows.length > MAX_RECORDS && rows.filter((row) => !isBlankRecord(row)).length > MAX_RECORDS)
      throw appError('ROSTER_TOO_MANY_ROWS', messages.errors.rosterTooManyRows);
  }
  const chosen = options.sheets && options.sheets.length > 0 ? new Set(options.sheets) : null;
  const read = (
    sheet: WorkbookSheet,
    sheetTeam: string | null,
    titleIsTeam = false,
  ): ParsedRoster | null => {
    try {
      return parseRosterTable(sheet.rows, 'Excel workbook (.xlsx)', options, {
        sheetTeam,
        titleIsTeam,
        notes: sheet.mergedAcross,
      });
    } catch (error) {
      const code = error instanceof AppError ? error.code : null;
      if (code !== 'ROSTER_NO_NAME_COLUMNS' && code !== 'ROSTER_EMPTY') throw error;
      // An empty sheet says nothing about the file; the first sheet with cells does.
      if (sheet.rows.some((row) => !isBlankRow(row))) firstRefusal ??= error;
      return null;
    }
  };
  // First, which sheets hold people (without a sheet team); with several, each is read
  // again with its name as the team of rows that have none. The coach's choice of sheets
  // then says which are imported (a team sheet chosen alone keeps its team).
  let results = sheets.map((sheet) => read(sheet, null));
  const hasPeople = (result: ParsedRoster | null) => result !== null && result.validCount > 0;
  if (results.filter(hasPeople).length > 1) {
    results = results.map((result, index) =>
      NOT_PEOPLE_SHEET.test(sheets[index]!.name.trim()) ? null : result,
    );
  }
  const people = results.filter(hasPeople).length;
  // No sheet with a valid athlete: the first sheet read at all shows its rows and errors.
  const firstRead = results.findIndex((result) => result !== null);
  results = results.map((result, index) => {
    if (people === 0 && index === firstRead && !chosen) return result;
    if (!hasPeople(result)) return null;
    const sheet = sheets[index]!;
    if (chosen && !chosen.has(sheet.name)) return null;
    if (people < 2) return result;
    // A sheet the spreadsheet named by itself ("Sheet2") names no team; its title may.
    if (GENERIC_SHEET.test(sheet.name.trim())) return read(sheet, null, true);
    return read(sheet, sheet.name.trim().slice(0, 100));
  });
  if (chosen && results.every((result) => result === null)) {
    throw appError('ROSTER_EMPTY', messages.errors.rosterEmpty);
  }
  const used = results.flatMap((result, index) => (result ? [{ result, index }] : []));
  if (used.length === 0)
    throw firstRefusal ?? appError('ROSTER_EMPTY', messages.errors.rosterEmpty);
  const names = used.map(({ index }) => `“${sheets[index]!.name.slice(0, 60)}”`);
  const format =
    sheets.length === 1
      ? 'Excel workbook (.xlsx)'
      : `Excel workbook (.xlsx), ${used.length === 1 ? 'sheet' : 'sheets'} ${names.join(', ')}`;
  const sheetList = sheets.slice(0, XLSX_MAX_LISTED_SHEETS).map((sheet, index) => ({
    name: sheet.name.slice(0, 100),
    read: results[index] !== null,
    athleteCount: results[index]?.validCount ?? 0,
  }));
  const first = used[0]!.result;
  if (used.length === 1) {
    return { ...first, understood: { ...first.understood, format, sheets: sheetList } };
  }
  const all = used.map(({ result }) => result);
  const athletes = all.flatMap((result) => result.athletes);
  const childrenByPhone = new Map<string, number>();
  for (const athlete of athletes) {
    for (const phone of athlete.guardianPhones) {
      childrenByPhone.set(phone, (childrenByPhone.get(phone) ?? 0) + 1);
    }
  }
  const statuses = new Map<string, RosterUnderstanding['statuses'][number]>();
  for (const result of all) {
    for (const status of result.understood.statuses) {
      const earlier = statuses.get(status.key);
      if (earlier) earlier.count += status.count;
      else statuses.set(status.key, { ...status });
    }
  }
  const list = <T>(pick: (u: RosterUnderstanding) => T[]) =>
    all.flatMap((result) => pick(result.understood)).slice(0, MAX_LISTED);
  return {
    rows: all.flatMap((result) => result.rows),
    athletes,
    validCount: athletes.length,
    errorCount: all.reduce((sum, result) => sum + result.errorCount, 0),
    understood: {
      ...first.understood,
      format,
      skipped: list((u) => u.skipped),
      merged: list((u) => u.merged),
      invalidPhones: list((u) => u.invalidPhones),
      guardianPhoneCount: childrenByPhone.size,
      sharedPhones: sharedPhones(childrenByPhone),
      gradeYears: all.find((result) => result.understood.gradeYears)?.understood.gradeYears ?? null,
      teamFromFile: null,
      sheets: sheetList,
      leftOut: list((u) => u.leftOut),
      statuses: [...statuses.values()],
    },
  };
}

/** Bytes to text (kept for callers that only need the text). */
export function decodeRosterBytes(bytes: Uint8Array): string {
  return decodeText(bytes).text;
}
