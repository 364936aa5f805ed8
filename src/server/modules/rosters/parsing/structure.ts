/**
 * What a roster says outside its per-row columns (decision 043): the team named in a
 * report or title line above the header, registration forms with several children per
 * row ("Player 1 …", "Player 2 …"), statuses that leave a row off the team, lone notes
 * that are not athletes, columns of numbers that cannot be the team, and id columns that
 * link guardians' rows to their children's.
 */
import { cleanCell } from './cells.ts';
import { classifyHeader, normalizeHeader } from './columns.ts';

// ---- the team in a title or report line ----------------------------------------------

/** "Team Name: Riverside FC U12", "Activity: Girls Volleyball - JV", "Mannschaft: U14". */
const TEAM_LABEL =
  /^\s*(team(\s*name)?|activity(\s*name)?|squad|group|division|club\s*team|mannschaft|[ée]quipe|equipo|equipa|squadra|ploeg|elftal|teamnaam)\s*[:–—-]\s*(?<team>.+?)\s*$/i;
/** "Mustangs 9U - Player Roster", "Westview Varsity — Team Roster". */
const ROSTER_TITLE =
  /^\s*(.+?)\s*[–—:|-]\s*((player|team|squad|athlete|official|final|current)\s+)?(roster|player\s+list|squad\s+list|team\s+list|line-?up|spielerliste|kader|selectie|effectif|plantilla)\b.*$/i;

/** "Mustangs 9U Roster", "2025-26 Varsity Roster": a title ending in its roster word. */
const ROSTER_TITLE_END =
  /^\s*(.+?)\s+((player|team|squad|official|final|current)\s+)?(roster|player\s+list|squad\s+list|team\s+list)\s*$/i;
/** Season and year words around a team's name: "2025-26", "Fall 2025", "Spring". */
const SEASON_WORDS =
  /^(\d{4}([-/–]\d{2,4})?|(fall|spring|summer|winter|autumn)(\s+\d{4}([-/–]\d{2,4})?)?|season|seasons?)$/i;

/** A title's team without the season around it; null when nothing but a season is left. */
function titleTeam(text: string): string | null {
  const words = text.split(/\s+/).filter((word) => word && !/^[-–—:|,]+$/.test(word));
  while (words.length > 0 && SEASON_WORDS.test(words[0]!)) words.shift();
  while (words.length > 0 && SEASON_WORDS.test(words[words.length - 1]!)) words.pop();
  const team = words.join(' ').replace(/^[-–—:|,\s]+|[-–—:|,\s]+$/g, '');
  // "Report: Team Roster": a report's label, not a team.
  const label =
    /^(club|team|players?|official|athletes?|report|report\s+name|title|type|list|export|document|view)$/i;
  if (!/[a-z]/i.test(team) || label.test(team)) return null;
  return team.slice(0, 100);
}

/** The team a title or report line above the header names, or null. */
export function teamFromTitle(lines: readonly string[]): string | null {
  for (const line of lines) {
    const label = TEAM_LABEL.exec(line);
    if (label?.groups?.team) return label.groups.team.slice(0, 100);
  }
  for (const line of lines) {
    const title = ROSTER_TITLE.exec(line) ?? ROSTER_TITLE_END.exec(line);
    const team = title?.[1] ? titleTeam(title[1]) : null;
    if (team) return team;
  }
  return null;
}

/**
 * The team a sheet's title names when the workbook has a sheet per team under names the
 * spreadsheet gave ("Sheet2"): its first title line without the season ("U10 Blue — Spring
 * 2026"), when short enough to be a name.
 */
export function teamFromSheetTitle(lines: readonly string[]): string | null {
  const first = lines.find((line) => line.trim() !== '');
  if (!first || first.split(/\s+/).length > 8) return null;
  return teamFromTitle([first]) ?? titleTeam(first);
}

/** Names a spreadsheet gives sheets by itself ("Sheet1", "Blad1", "Sheet 1 - Table 1"). */
export const GENERIC_SHEET =
  /^(sheet|blad|tabelle|feuil(le)?|hoja|foglio|planilha|folha|arkusz|ark|lapa|list|table)\s*\d*(\s*-\s*table\s*\d+)?$|^(roster|rosters|players|members|export|data|import|registrations?|sheet)$/i;

// ---- several children on one row -----------------------------------------------------

/** "Player 1 Name", "Child 2 First Name", "Player #3 - Age Group", "Camper 2's Grade". */
const CHILD_GROUP =
  /^\s*(player|child|kid|participant|athlete|student|camper|swimmer|dancer|son|daughter|sibling)\s*#?\s*(\d{1,2})\s*(?:'s|’s)?\s*[-–:.]?\s*(.+)$/i;

export interface ExpandedTable {
  records: string[][];
  /** The file's row number (1-based) of each record. */
  rowNumbers: number[];
}

/**
 * A registration form that registers several children per row, as one row per child:
 * the columns outside the groups (the family's: guardian name, phones) on each, then the
 * group's own columns under their header without the number. Null when the file has no
 * such groups (or only one with a name).
 */
export function splitChildGroups(
  records: readonly string[][],
  searchRows: number,
): ExpandedTable | null {
  for (let h = 0, seen = 0; h < records.length && seen < searchRows; h++) {
    const header = records[h]!;
    if (header.every((cell) => cleanCell(cell) === '')) continue;
    seen++;
    const groups = new Map<number, Map<string, number>>();
    const labels = new Map<string, string>();
    const shared: number[] = [];
    header.forEach((cell, index) => {
      const match = CHILD_GROUP.exec(cleanCell(cell));
      if (!match) {
        shared.push(index);
        return;
      }
      const n = Number(match[2]);
      const label = `${match[1]} ${match[3]}`;
      const key = normalizeHeader(match[3]!);
      if (!groups.has(n)) groups.set(n, new Map());
      groups.get(n)!.set(key, index);
      if (!labels.has(key)) labels.set(key, label);
    });
    const named = [...groups.values()].filter((columns) =>
      [...columns.keys()].some((key) => {
        const field = classifyHeader(labels.get(key)!).field;
        return field === 'firstName' || field === 'lastName' || field === 'fullName';
      }),
    );
    if (named.length < 2) continue;
    const keys = [...labels.keys()];
    const nameKeys = keys.filter((key) => {
      const field = classifyHeader(labels.get(key)!).field;
      return field === 'firstName' || field === 'lastName' || field === 'fullName';
    });
    const out: string[][] = [];
    const rowNumbers: number[] = [];
    for (let i = 0; i < h; i++) {
      out.push(records[i]!);
      rowNumbers.push(i + 1);
    }
    out.push([...shared.map((index) => header[index]!), ...keys.map((key) => labels.get(key)!)]);
    rowNumbers.push(h + 1);
    const ordered = [...groups.keys()].sort((a, b) => a - b);
    for (let i = h + 1; i < records.length; i++) {
      const row = records[i]!;
      const base = shared.map((index) => row[index] ?? '');
      let emitted = false;
      for (const n of ordered) {
        const columns = groups.get(n)!;
        const cells = keys.map((key) => {
          const index = columns.get(key);
          return index === undefined ? '' : (row[index] ?? '');
        });
        const hasName = nameKeys.some((key) => {
          const index = columns.get(key);
          return index !== undefined && cleanCell(row[index]) !== '';
        });
        if (!hasName) continue;
        out.push([...base, ...cells]);
        rowNumbers.push(i + 1);
        emitted = true;
      }
      // A row with no child named stays (a title, a footer, or a row the coach should see).
      if (!emitted) {
        out.push([...base, ...keys.map(() => '')]);
        rowNumbers.push(i + 1);
      }
    }
    return { records: out, rowNumbers };
  }
  return null;
}

// ---- notes, report rows and numbers --------------------------------------------------

/**
 * A lone cell that is a note rather than a person: it holds a digit, a colon or an
 * ampersand, or six words or more ("Practice Tue & Thu 5:30", "Bring water to every
 * session"). A cell merged across the row is a note whatever it says.
 */
export function isNoteCell(text: string): boolean {
  return /[\d:&@]/.test(text) || text.split(/\s+/).filter(Boolean).length >= 6;
}

/** A grades export's rows about the assignments: "Points possible", "Class average". */
export const ASSIGNMENT_ROW =
  /^(points?\s+possible|max(imum)?\s+points|total\s+points|class\s+average|average|mean|median|due(\s+date)?|date)$/i;

/** A number, a score, a percentage or a date: never a team's name. */
const NUMBERISH =
  /^(-?\d+([.,]\d+)?\s*%?|\d+([.,]\d+)?\s*\/\s*\d+|\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}|[a-z]{3,9}\.?\s+\d{1,2},?\s+\d{4}|\d{4}-\d{2}-\d{2}(t[\d:.z+-]+)?)$/i;
export const isNumberish = (text: string) => NUMBERISH.test(text);

/** Whether most of a column's filled cells (sampled) are numbers, scores or dates. */
export function mostlyNumbers(
  records: readonly string[][],
  from: number,
  column: number,
  isCell: (text: string) => boolean = isNumberish,
): boolean {
  let filled = 0;
  let numbers = 0;
  for (let i = from; i < records.length && filled < 200; i++) {
    const text = cleanCell(records[i]![column]);
    if (!text) continue;
    filled++;
    if (isCell(text)) numbers++;
  }
  return filled > 0 && numbers / filled >= 0.6;
}

/** A grade or year as a school's "Class" column holds them: "7", "12th", "K", "2031". */
const GRADE_LIKE =
  /^(\d{1,4}|\d{1,2}(st|nd|rd|th)(\s+grade)?|grade\s+\d{1,2}|k|pk|tk|kg|kindergarten|freshman|sophomore|junior|senior|'\d{2})$/i;
/** A "Class" header, which a school means as a year and a club as a group. */
export const CLASS_HEADER = new Set(['class', 'klas', 'klasse', 'classe']);
export const isGradeLike = (text: string) => GRADE_LIKE.test(text);

// ---- statuses ------------------------------------------------------------------------

/** Status values that leave a row off the team unless the coach includes them. */
const LEFT_OUT =
  /\b(withdrawn?|withdrew|withdrawal|wait\s*-?\s*list(ed)?|waiting\s+list|dropped|released|inactive|not\s+active|cancell?ed|deleted|tobedeleted|to\s+be\s+deleted|removed|declined|refunded|expired|rejected|denied|suspended|archived|transferred|uitgeschreven|afgemeld|abgemeldet|inaktiv|inactivo|inativo|annul[ée]e?|cancelado|cancellato|ritirato|retirado|baja|de\s+baja|lista\s+de\s+espera|en\s+attente|liste\s+d'attente|warteliste|wachtlijst|ausgetreten|inactief|opgezegd|gekündigt|gekundigt)\b/i;
const FALSE = /^(false|no|n|0|disabled|nee|nein|non)$/i;
const ENABLED_HEADER = /^(enableduser|enabled|active|isactive)$/;
const DATE_HEADER = /date$/;

export interface StatusVerdict {
  /** What the coach includes with one click: a status as written, lower-case. */
  key: string;
  /** What the preview shows: "Registration Status: Waitlisted". */
  label: string;
}

/** Reads a date cell: ISO, US month/day/year, or day.month.year with dots. */
function cellDate(text: string): Date | null {
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
  if (match) return new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!));
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{2,4})$/.exec(text);
  if (match) {
    const year = match[3]!.length === 2 ? 2000 + +match[3]! : +match[3]!;
    return new Date(Date.UTC(year, +match[1]! - 1, +match[2]!));
  }
  match = /^(\d{1,2})[.-](\d{1,2})[.-](\d{4})$/.exec(text);
  if (match) return new Date(Date.UTC(+match[3]!, +match[2]! - 1, +match[1]!));
  return null;
}

/**
 * Why a row is left off by its status columns, or null: a status word (withdrawn,
 * waitlisted, dropped …), an enabled/active flag that is false, or an end date passed.
 */
export function leftOutBy(
  header: readonly string[],
  columns: readonly number[],
  cells: readonly string[],
  today: Date,
): StatusVerdict | null {
  for (const index of columns) {
    const value = cells[index] ?? '';
    if (!value) continue;
    const title = cleanCell(header[index]) || '?';
    const name = normalizeHeader(header[index] ?? '');
    if (ENABLED_HEADER.test(name)) {
      if (FALSE.test(value)) return { key: `${name}=false`, label: `${title}: ${value}` };
      continue;
    }
    if (DATE_HEADER.test(name)) {
      const date = cellDate(value);
      if (date && date.getTime() < today.getTime()) {
        return { key: 'ended', label: `${title}: ${value}`.slice(0, 80) };
      }
      continue;
    }
    if (LEFT_OUT.test(value)) {
      return { key: value.toLowerCase().slice(0, 60), label: `${title}: ${value}`.slice(0, 80) };
    }
  }
  return null;
}

// ---- rows linked by id ---------------------------------------------------------------

const OWN_ID = new Set(['sourcedid', 'id', 'userid', 'personid', 'uniqueid', 'memberid']);
const LINKED_IDS = new Set([
  'agentsourcedids',
  'agentsourcedid',
  'agents',
  'agentids',
  'parentids',
  'guardianids',
  'parentsourcedids',
  'guardiansourcedids',
  'studentsourcedids',
  'studentids',
]);
const FAMILY_ID = new Set([
  'familyid',
  'householdid',
  'familynumber',
  'householdnumber',
  'familycode',
  'gezinsnummer',
  'gezinscode',
  'familiennummer',
  'familienid',
]);

export interface LinkColumns {
  ownId: number;
  linked: number;
  family: number;
}

/** The id columns that link people's rows, if the file has them. */
export function linkColumns(header: readonly string[]): LinkColumns | null {
  const names = header.map(normalizeHeader);
  const find = (set: Set<string>) => names.findIndex((name) => set.has(name));
  const columns = { ownId: find(OWN_ID), linked: find(LINKED_IDS), family: find(FAMILY_ID) };
  if (columns.family === -1 && (columns.linked === -1 || columns.ownId === -1)) return null;
  return columns;
}

/** Ids in a cell: "par-2002,par-2003". */
export const idList = (text: string) =>
  text
    .split(/[,;|\s]+/)
    .map((id) => id.trim())
    .filter(Boolean);

/** Role values of a guardian's own row, whose phones go to the children it links to. */
export const GUARDIAN_ROLE =
  /\b(parent|guardian|relative|mother|father|mom|dad|contact|family|ouder|verzorger|eltern|parents?)\b/i;
