/**
 * Delimited text to rows of cells: the delimiter named by Excel's `sep=` line or guessed,
 * a byte-order mark dropped, and a cap on how many records are read.
 */
import Papa from 'papaparse';
import { appError } from '#server/http/errors.ts';
import { ROSTER_MAX_ROWS } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';

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
    // Wider wins a tie only between delimiters that split something: a file of nothing but
    // commas (an empty sheet saved as CSV) is empty, not one column of ",,,".
    if (score > best.score || (score === best.score && score > 0 && width > best.width)) {
      best = { delimiter, score, width };
    }
  }
  return best.delimiter;
}

/**
 * Records with something in them read before giving up (title, staff and totals rows
 * included). Blank records do not count: Excel writes an empty line for every formatted row
 * of its used range, thousands under a short roster.
 */
export const MAX_RECORDS = ROSTER_MAX_ROWS + 2_000;

/**
 * Columns a roster may have, counted to its last filled cell (a registration export has a
 * hundred or so). Past it the file is refused: a header of three million commas is not a
 * roster, and every step after this one would pay for each of its columns.
 */
export const MAX_COLUMNS = 500;

/** Only spaces, separators' leftovers and invisible characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters count as blank
const BLANK_CELL = /^[\s\u0000-\u001f\u007f-\u009f\u200b\ufeff]*$/;
export const isBlankRecord = (cells: readonly unknown[]) =>
  cells.every((cell) => cell === null || cell === undefined || BLANK_CELL.test(String(cell)));
/** One shared empty record for every blank line (they keep the row numbers, not memory). */
const BLANK: string[] = [];

/** Delimited text to rows of cells, and how the file was read (for the preview). */
export function readDelimited(
  input: string,
  encoding = 'UTF-8',
): { records: string[][]; format: string } {
  const { text, delimiter } = takeSeparatorLine(input.replace(/^\ufeff/, ''));
  const records: string[][] = [];
  let filled = 0;
  let tooMany = false;
  let tooWide = false;
  const used = delimiter ?? guessDelimiter(text);
  Papa.parse<string[]>(text, {
    delimiter: used,
    skipEmptyLines: false,
    step: (result, parser) => {
      if (isBlankRecord(result.data)) {
        records.push(BLANK);
        return;
      }
      if (result.data.length > MAX_COLUMNS) {
        let width = result.data.length;
        while (width > MAX_COLUMNS && BLANK_CELL.test(result.data[width - 1] ?? '')) width--;
        if (width > MAX_COLUMNS) {
          tooWide = true;
          parser.abort();
          return;
        }
        result.data.length = width;
      }
      if (++filled > MAX_RECORDS) {
        tooMany = true;
        parser.abort();
        return;
      }
      records.push(result.data);
    },
  });
  if (tooWide) throw appError('ROSTER_TOO_MANY_COLUMNS', messages.errors.rosterTooManyColumns);
  if (tooMany) throw appError('ROSTER_TOO_MANY_ROWS', messages.errors.rosterTooManyRows);
  return { records, format: `${DELIMITER_NAMES[used] ?? 'delimited'} text, ${encoding}` };
}
