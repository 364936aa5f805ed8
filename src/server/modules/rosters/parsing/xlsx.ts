/**
 * Excel workbooks (.xlsx): each sheet's cells as text rows, through read-excel-file, every
 * sheet read once, in the workbook's order (the caller takes the first that holds the
 * roster: Numbers puts an "Export Summary" sheet first, a coach may put instructions
 * first). A cell merged down several rows (a team name beside its players) is read on each
 * of those rows.
 * A workbook is a zip archive, so before the library opens it the archive is inflated once
 * as a stream that counts what really comes out and stops at a limit (a zip bomb, or an
 * archive whose headers lie about sizes, is refused without being held in memory); that
 * same pass notes each sheet's merged ranges (which the library does not report) in one
 * linear scan, and keeps the XML parts, which the library then reads from an archive we
 * wrote ourselves (decision 037). All of it runs in a worker thread (parse-in-worker.ts).
 */
import { strToU8, Unzip, UnzipInflate, zipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/node';
import { appError } from '#server/http/errors.ts';
import { messages } from '#shared/messages.ts';
import { MAX_COLUMNS } from './delimited.ts';

/** Everything inside one workbook, inflated. A 10,000-row roster is a few MB. */
export const XLSX_MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/** Parts inside one workbook (a roster has a dozen or two). */
export const XLSX_MAX_ENTRIES = 1000;
const PUSH_CHUNK = 16 * 1024;
/** Sheets in one workbook (a club's roster has one per team at most). */
export const XLSX_MAX_SHEETS = 50;
/** Merged ranges read per sheet. */
export const XLSX_MAX_MERGED_RANGES = 10_000;

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
/** Parts the sheet reader needs (the same the library itself keeps). */
const isXmlPart = (name: string) => name.endsWith('.xml') || name.endsWith('.rels');
const decodeXmlAttribute = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

function sheetList(workbookXml: string, relsXml: string): ArchiveFacts['sheets'] {
  const targets = new Map<string, string>();
  for (const rel of relsXml.matchAll(/<Relationship\b[^<>]*>/g)) {
    const id = /\bId="([^"]+)"/.exec(rel[0])?.[1];
    const target = /\bTarget="([^"]+)"/.exec(rel[0])?.[1];
    if (id && target) {
      targets.set(id, target.startsWith('/') ? target.slice(1) : `xl/${target}`);
    }
  }
  const sheets: ArchiveFacts['sheets'] = [];
  for (const sheet of workbookXml.matchAll(/<(?:\w+:)?sheet\b[^<>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(sheet[0])?.[1];
    const id = /\br:id="([^"]+)"/.exec(sheet[0])?.[1];
    if (name !== undefined) {
      sheets.push({ name: decodeXmlAttribute(name), part: (id && targets.get(id)) ?? '' });
    }
  }
  return sheets;
}

/** Longest `<mergeCell …>` tag looked at; a real one is 30 to 60 characters. */
const MERGE_TAG_MAX = 256;
const MERGE_REF = /\bref="([A-Z]{1,3}\d{1,7}):([A-Z]{1,3}\d{1,7})"/;

/**
 * Finds the `<mergeCell ref="A3:A7"/>` tags of a sheet as its text streams past, in time
 * linear in the text: each candidate is found with indexOf, the next `<` and `>` are
 * searched for only once past where they were last found, and a tag is read only when it
 * closes within MERGE_TAG_MAX characters (an unterminated `<mergeCell ` repeated a million
 * times costs one pass, not a million). Answers the function to feed each chunk to.
 */
export function mergeCellScanner(onRange: (range: string) => void): (text: string) => void {
  let carry = '';
  return (text) => {
    const window = carry + text;
    let nextLt = -1;
    let nextGt = -1;
    /** Everything before here is done with (a tag read, or nothing to carry). */
    let done = 0;
    let pending = -1;
    let from = 0;
    for (;;) {
      const at = window.indexOf('mergeCell', from);
      if (at === -1) break;
      from = at + 9;
      // A start tag: `<mergeCell` or `<x:mergeCell`, then a space, `/` or `>`.
      let start = at - 1;
      if (window[start] === ':') {
        const stop = Math.max(0, start - 16);
        while (start > stop && /\w/.test(window[start - 1]!)) start--;
        start--;
      }
      if (start < 0 || window[start] !== '<') continue;
      const after = window[at + 9];
      if (after !== undefined && !/[\s/>]/.test(after)) continue;
      if (nextLt !== Number.POSITIVE_INFINITY && nextLt < from) {
        const found = window.indexOf('<', from);
        nextLt = found === -1 ? Number.POSITIVE_INFINITY : found;
      }
      if (nextGt !== Number.POSITIVE_INFINITY && nextGt < from) {
        const found = window.indexOf('>', from);
        nextGt = found === -1 ? Number.POSITIVE_INFINITY : found;
      }
      if (nextGt === Number.POSITIVE_INFINITY && nextLt === Number.POSITIVE_INFINITY) {
        // The tag may close in the next chunk.
        pending = start;
        break;
      }
      if (nextGt > nextLt || nextGt - start > MERGE_TAG_MAX) continue;
      const ref = MERGE_REF.exec(window.slice(start, nextGt));
      if (ref) onRange(`${ref[1]}:${ref[2]}`);
      done = nextGt + 1;
    }
    if (pending !== -1 && window.length - pending <= MERGE_TAG_MAX) carry = window.slice(pending);
    // Enough to find a `<x:mergeCell` cut in two, never a tag already read.
    else carry = window.slice(Math.max(done, window.length - 32));
  };
}

/** An archive inflated once: its structure, merged ranges and XML parts. */
export interface InflatedArchive extends ArchiveFacts {
  /** The XML parts (sheets, shared strings, styles, relationships) by name. */
  parts: Map<string, Uint8Array>;
}

/**
 * Inflates every entry once, counting what really comes out (never trusting the sizes the
 * headers declare); throws a 400 past the limits or on a broken archive. Answers the
 * sheets, their merged ranges (found in the stream as it passes) and the XML parts.
 */
export function checkArchive(
  bytes: Uint8Array,
  maxInflated = XLSX_MAX_INFLATED_BYTES,
): InflatedArchive {
  let inflated = 0;
  let entries = 0;
  let sawWorkbook = false;
  const structure = new Map<string, string>();
  const merges = new Map<string, string[]>();
  const parts = new Map<string, Uint8Array>();
  const unzip = new Unzip((file) => {
    if (++entries > XLSX_MAX_ENTRIES) throw new ArchiveRefused();
    if (file.name.endsWith('/')) return;
    if (file.name === 'xl/workbook.xml') sawWorkbook = true;
    const whole = STRUCTURE_PARTS.has(file.name);
    const isSheet = /^xl\/worksheets\/[^/]+\.xml$/.test(file.name);
    const keep = isXmlPart(file.name);
    const decoder = new TextDecoder();
    const chunks: Uint8Array[] = [];
    const ranges: string[] = [];
    const scan = isSheet
      ? mergeCellScanner((range) => {
          if (ranges.length < XLSX_MAX_MERGED_RANGES) ranges.push(range);
        })
      : null;
    file.ondata = (error, chunk, final) => {
      if (error) throw new ArchiveRefused();
      inflated += chunk.length;
      if (inflated > maxInflated) throw new ArchiveRefused();
      if (keep) chunks.push(chunk);
      if (whole || scan) {
        const text = decoder.decode(chunk, { stream: !final });
        if (whole) structure.set(file.name, (structure.get(file.name) ?? '') + text);
        else scan!(text);
      }
      if (!final) return;
      if (keep) {
        const whole = concat(chunks);
        if (!tagsClose(whole)) throw new ArchiveRefused();
        parts.set(file.name, whole);
      }
      if (ranges.length > 0) merges.set(file.name, ranges);
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
    parts,
  };
}

const LT = 0x3c;
const GT = 0x3e;
const SPECIAL_ENDS: [string, Uint8Array][] = [
  ['!--', strToU8('-->')],
  ['![CDATA[', strToU8(']]>')],
  ['?', strToU8('?>')],
];
const startsWith = (bytes: Uint8Array, at: number, text: string) => {
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
};

/**
 * Whether every tag of an XML part closes before the next one opens (comments, CDATA and
 * processing instructions skipped whole), in one pass: true of every part a spreadsheet
 * writes. An unterminated tag repeated (`<mergeCell <mergeCell …`) is what makes an XML
 * parser search ahead from every `<` to the end, in time the square of the part.
 */
export function tagsClose(bytes: Uint8Array): boolean {
  let at = bytes.indexOf(LT);
  let nextLt = at;
  while (at !== -1) {
    const special = SPECIAL_ENDS.find(([start]) => startsWith(bytes, at + 1, start));
    let end: number;
    if (special) {
      end = indexOfSequence(bytes, special[1], at + 1 + special[0].length);
      if (end === -1) return false;
      end += special[1].length - 1;
    } else {
      end = bytes.indexOf(GT, at + 1);
      if (end === -1) return false;
      if (nextLt <= at) nextLt = bytes.indexOf(LT, at + 1);
      if (nextLt !== -1 && nextLt < end) return false;
    }
    at = nextLt !== -1 && nextLt > end ? nextLt : bytes.indexOf(LT, end + 1);
    nextLt = at;
  }
  return true;
}

function indexOfSequence(bytes: Uint8Array, sequence: Uint8Array, from: number): number {
  for (
    let at = bytes.indexOf(sequence[0]!, from);
    at !== -1;
    at = bytes.indexOf(sequence[0]!, at + 1)
  ) {
    if (sequence.every((byte, i) => bytes[at + i] === byte)) return at;
  }
  return -1;
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  let length = 0;
  for (const chunk of chunks) length += chunk.length;
  const whole = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.length;
  }
  return whole;
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
 * merged across a row stays one cell, so it still reads as a title). At most
 * XLSX_MAX_MERGED_RANGES ranges per sheet, each filled only over the rows the sheet has.
 */
function fillMergedDown(rows: string[][], ranges: readonly string[]): Set<number> {
  /** Rows whose first merged cell spans several columns (a title or a note). */
  const across = new Set<number>();
  for (const range of ranges) {
    const [from, to] = range.split(':').map(cellAddress) as [
      ReturnType<typeof cellAddress>,
      ReturnType<typeof cellAddress>,
    ];
    if (from.column >= MAX_COLUMNS) continue;
    if (to.column > from.column) across.add(from.row);
    const value = rows[from.row]?.[from.column] ?? '';
    if (!value) continue;
    for (let r = from.row + 1; r <= to.row && r < rows.length; r++) {
      const row = rows[r]!;
      while (row.length <= from.column) row.push('');
      if (!row[from.column]) row[from.column] = value;
    }
  }
  return across;
}

/**
 * A sheet's cells as text, trailing empty cells dropped (Excel pads every row to the
 * widest); a row still wider than MAX_COLUMNS is not a roster.
 */
function sheetRows(data: readonly (readonly unknown[])[]): string[][] {
  return data.map((row) => {
    let width = row.length;
    while (width > 0 && cellText(row[width - 1]) === '') width--;
    if (width > MAX_COLUMNS) {
      throw appError('ROSTER_TOO_MANY_COLUMNS', messages.errors.rosterTooManyColumns);
    }
    const cells: string[] = new Array(width);
    for (let i = 0; i < width; i++) cells[i] = cellText(row[i]);
    return cells;
  });
}

export interface WorkbookSheet {
  name: string;
  /** Rows of cell text (0-based), merged cells filled down. */
  rows: string[][];
  /** Rows (0-based) with a cell merged across columns. */
  mergedAcross: Set<number>;
}

/**
 * Every sheet of an .xlsx workbook, read once each, in the workbook's order. The archive
 * is inflated and checked first (checkArchive); the library then reads a copy holding only
 * the XML parts, stored with their true sizes, so nothing it allocates comes from a header
 * the uploader wrote. More than XLSX_MAX_SHEETS sheets is refused before any is read.
 */
export async function readWorkbook(bytes: Uint8Array): Promise<WorkbookSheet[]> {
  const archive = checkArchive(bytes);
  if (archive.sheets.length > XLSX_MAX_SHEETS) {
    throw appError('ROSTER_TOO_MANY_SHEETS', messages.errors.rosterTooManySheets);
  }
  const stored: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const [name, content] of archive.parts) stored[name] = [content, { level: 0 }];
  archive.parts.clear();
  let sheets: { sheet: string; data: unknown[][] }[];
  try {
    const honest = zipSync(stored);
    sheets = (await readXlsxFile(Buffer.from(honest.buffer, honest.byteOffset, honest.length), {
      trim: false,
    })) as unknown as { sheet: string; data: unknown[][] }[];
  } catch {
    throw appError('ROSTER_UNREADABLE', messages.errors.rosterWorkbookUnreadable);
  }
  // A workbook whose structure names no sheet still has what the library found read.
  return sheets.map(({ sheet, data }, index) => {
    const rows = sheetRows(data ?? []);
    const part = archive.sheets[index]?.part;
    const mergedAcross = fillMergedDown(rows, part ? (archive.merges.get(part) ?? []) : []);
    return { name: archive.sheets[index]?.name ?? sheet, rows, mergedAcross };
  });
}
