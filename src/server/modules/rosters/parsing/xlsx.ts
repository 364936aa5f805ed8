/**
 * Excel workbooks (.xlsx): a sheet's cells as text rows, through read-excel-file, one sheet
 * at a time in the workbook's order (the caller reads on until a sheet holds the roster:
 * Numbers puts an "Export Summary" sheet first, a coach may put instructions first). A cell merged down
 * several rows (a team name beside its players) is read on each of those rows.
 * A workbook is a zip archive, so before the library opens it the archive is inflated once
 * as a stream that counts what comes out and stops at a limit (a zip bomb, or an archive
 * whose headers lie about sizes, is refused without being held in memory); that same pass
 * notes each sheet's merged ranges, which the library does not report.
 */
import { Unzip, UnzipInflate } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { appError } from '#server/http/errors.ts';
import { messages } from '#shared/messages.ts';

/** Everything inside one workbook, inflated. A 10,000-row roster is a few MB. */
export const XLSX_MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/** Parts inside one workbook (a roster has a dozen or two). */
export const XLSX_MAX_ENTRIES = 1000;
const PUSH_CHUNK = 16 * 1024;

/** A zip archive's local file header. */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

class ArchiveRefused extends Error {}

/** What the counting pass learnt of the workbook's structure. */
export interface ArchiveFacts {
  /** Sheet names in workbook order, with the part each lives in. */
  sheets: { name: string; part: string }[];
  /** Merged ranges ("A3:A7") by sheet part ("xl/worksheets/sheet1.xml"). */
  merges: Map<string, string[]>;
}

/** Small parts read whole: the workbook and its relationships. */
const STRUCTURE_PARTS = new Set(['xl/workbook.xml', 'xl/_rels/workbook.xml.rels']);
const MERGE_CELL = /<(?:\w+:)?mergeCell\b[^>]*?\bref="([A-Z]+\d+:[A-Z]+\d+)"/g;
const decodeXmlAttribute = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

function sheetList(workbookXml: string, relsXml: string): ArchiveFacts['sheets'] {
  const targets = new Map<string, string>();
  for (const rel of relsXml.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = /\bId="([^"]+)"/.exec(rel[0])?.[1];
    const target = /\bTarget="([^"]+)"/.exec(rel[0])?.[1];
    if (id && target) {
      targets.set(id, target.startsWith('/') ? target.slice(1) : `xl/${target}`);
    }
  }
  const sheets: ArchiveFacts['sheets'] = [];
  for (const sheet of workbookXml.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(sheet[0])?.[1];
    const id = /\br:id="([^"]+)"/.exec(sheet[0])?.[1];
    if (name !== undefined) {
      sheets.push({ name: decodeXmlAttribute(name), part: (id && targets.get(id)) ?? '' });
    }
  }
  return sheets;
}

/**
 * Inflates every entry once, counting; throws a 400 past the limits or on a broken archive.
 * Answers the sheets and their merged ranges (found in the stream as it passes).
 */
export function checkArchive(
  bytes: Uint8Array,
  maxInflated = XLSX_MAX_INFLATED_BYTES,
): ArchiveFacts {
  let inflated = 0;
  let entries = 0;
  let sawWorkbook = false;
  const structure = new Map<string, string>();
  const merges = new Map<string, string[]>();
  const unzip = new Unzip((file) => {
    if (++entries > XLSX_MAX_ENTRIES) throw new ArchiveRefused();
    if (file.name === 'xl/workbook.xml') sawWorkbook = true;
    const whole = STRUCTURE_PARTS.has(file.name);
    const isSheet = /^xl\/worksheets\/[^/]+\.xml$/.test(file.name);
    const decoder = new TextDecoder();
    // The end of the previous chunk, so a <mergeCell> cut in two is still found.
    let tail = '';
    file.ondata = (error, chunk, final) => {
      if (error) throw new ArchiveRefused();
      inflated += chunk.length;
      if (inflated > maxInflated) throw new ArchiveRefused();
      if (!whole && !isSheet) return;
      const text = decoder.decode(chunk, { stream: !final });
      if (whole) {
        structure.set(file.name, (structure.get(file.name) ?? '') + text);
        return;
      }
      const window = tail + text;
      for (const match of window.matchAll(MERGE_CELL)) {
        // A match wholly inside the carried tail was counted with the previous chunk.
        if (match.index + match[0].length <= tail.length) continue;
        const list = merges.get(file.name) ?? [];
        list.push(match[1]!);
        merges.set(file.name, list);
      }
      tail = window.slice(-200);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length; offset += PUSH_CHUNK) {
      const end = Math.min(offset + PUSH_CHUNK, bytes.length);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch {
    throw appError('ROSTER_UNREADABLE', messages.errors.rosterWorkbookUnreadable);
  }
  if (!sawWorkbook) throw appError('ROSTER_NOT_A_TABLE', messages.errors.rosterNotCsv);
  return {
    sheets: sheetList(
      structure.get('xl/workbook.xml') ?? '',
      structure.get('xl/_rels/workbook.xml.rels') ?? '',
    ),
    merges,
  };
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

/** "AB12" to a zero-based column and row. */
function cellAddress(ref: string): { column: number; row: number } {
  const [, letters, digits] = /^([A-Z]+)(\d+)$/.exec(ref) ?? ['', 'A', '1'];
  let column = 0;
  for (const letter of letters!) column = column * 26 + (letter.charCodeAt(0) - 64);
  return { column: column - 1, row: Number(digits) - 1 };
}

/**
 * A value merged down several rows is read on each of them (its first column only: a title
 * merged across a row stays one cell, so it still reads as a title).
 */
function fillMergedDown(rows: string[][], ranges: readonly string[]): void {
  for (const range of ranges) {
    const [from, to] = range.split(':').map(cellAddress) as [
      ReturnType<typeof cellAddress>,
      ReturnType<typeof cellAddress>,
    ];
    const value = rows[from.row]?.[from.column] ?? '';
    if (!value) continue;
    for (let r = from.row + 1; r <= to.row && r < rows.length; r++) {
      const row = rows[r]!;
      while (row.length <= from.column) row.push('');
      if (!row[from.column]) row[from.column] = value;
    }
  }
}

export interface Workbook {
  /** Sheet names in the workbook's order. */
  names: string[];
  /** One sheet's rows of cell text (0-based), merged cells filled down. */
  rows(index: number): Promise<string[][]>;
}

/** Opens an .xlsx workbook after checking the archive; sheets are read when asked for. */
export function openWorkbook(bytes: Uint8Array): Workbook {
  const facts = checkArchive(bytes);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    names: facts.sheets.map((sheet) => sheet.name),
    async rows(index) {
      let data: unknown[][];
      try {
        data = (await readSheet(buffer, index + 1, { trim: false })) as unknown[][];
      } catch {
        throw appError('ROSTER_UNREADABLE', messages.errors.rosterWorkbookUnreadable);
      }
      const rows = data.map((row) => row.map(cellText));
      const part = facts.sheets[index]?.part;
      fillMergedDown(rows, part ? (facts.merges.get(part) ?? []) : []);
      return rows;
    },
  };
}
