/**
 * Excel workbooks (.xlsx): the first sheet's cells as text rows, through read-excel-file.
 * A workbook is a zip archive, so before the library opens it the archive is inflated once
 * as a stream that counts what comes out and stops at a limit (a zip bomb, or an archive
 * whose headers lie about sizes, is refused without being held in memory).
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

/** Inflates every entry once, counting; throws a 400 past the limits or on a broken archive. */
export function checkArchive(bytes: Uint8Array, maxInflated = XLSX_MAX_INFLATED_BYTES): void {
  let inflated = 0;
  let entries = 0;
  let sawWorkbook = false;
  const unzip = new Unzip((file) => {
    if (++entries > XLSX_MAX_ENTRIES) throw new ArchiveRefused();
    if (file.name === 'xl/workbook.xml') sawWorkbook = true;
    file.ondata = (error, chunk) => {
      if (error) throw new ArchiveRefused();
      inflated += chunk.length;
      if (inflated > maxInflated) throw new ArchiveRefused();
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
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

/** The first sheet of an .xlsx workbook as rows of cell text. */
export async function readWorkbookRows(bytes: Uint8Array): Promise<string[][]> {
  checkArchive(bytes);
  let data: unknown[][];
  try {
    data = (await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      trim: false,
    })) as unknown[][];
  } catch {
    throw appError('ROSTER_UNREADABLE', messages.errors.rosterWorkbookUnreadable);
  }
  return data.map((row) => row.map(cellText));
}
