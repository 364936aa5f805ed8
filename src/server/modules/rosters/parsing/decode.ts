/**
 * Bytes of a delimited text file to text, with the encoding detected rather than assumed:
 * a byte order mark decides (UTF-8, UTF-16 LE/BE); UTF-16 without one is recognised by
 * its zero bytes; valid UTF-8 is UTF-8; anything else is one of the two single-byte
 * encodings spreadsheets write, Windows-1252 (Excel on Windows) or MacRoman (Excel for
 * Mac's "Comma Separated Values"), whichever gives the more plausible names, or a file
 * pasted together from UTF-8 lines and such lines, each read in its own.
 */
import iconv from 'iconv-lite';
import { appError } from '#server/http/errors.ts';
import { messages } from '#shared/messages.ts';

export type TextEncodingName =
  | 'UTF-8'
  | 'UTF-16'
  | 'Windows-1252'
  | 'MacRoman'
  | 'UTF-8 and Windows-1252'
  | 'UTF-8 and MacRoman';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
}

const SAMPLE_BYTES = 8192;

/** UTF-16 without a BOM: text whose every other byte is zero. */
function utf16WithoutBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const length = Math.min(bytes.length, SAMPLE_BYTES) & ~1;
  if (length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < length; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = length / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return 'utf-16be';
  return null;
}

/** True when the bytes are binary rather than text (an image, a PDF, a legacy .xls…). */
export function isBinary(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, SAMPLE_BYTES);
  if (sample.includes(0)) return true;
  // %PDF and other signatures that are plain ASCII at the start.
  const head = Buffer.from(sample.subarray(0, 8)).toString('latin1');
  return head.startsWith('%PDF') || head.startsWith('{\\rtf');
}

const LETTER = /\p{L}/u;
const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;

/**
 * How implausible the non-ASCII characters of a decoded text are as written words: a
 * replacement or control character, a symbol inside a word, an accented capital after a
 * small letter or between a letter and a capitalised word ("OÕBrien"); with `rare`, also a letter outside the Latin-1 letters most Western names
 * use (š, ž, ƒ…), by half a point. Lower is more plausible. Used to tell Windows-1252 from
 * MacRoman, whose letters land on each other's symbols (MacRoman é is Windows-1252 Ž,
 * ñ is –; Windows-1252 é is MacRoman È, ü is ¸).
 */
export function implausibility(text: string, rare = true): number {
  let score = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    const char = text[i]!;
    const before = text[i - 1] ?? ' ';
    const after = text[i + 1] ?? ' ';
    if (char === '\ufffd' || code <= 0x9f) score += 3;
    else if (!LETTER.test(char)) {
      // Curly apostrophes belong inside names (O’Brien); other symbols do not.
      const inside = LETTER.test(before) && LETTER.test(after);
      if (inside && char !== '\u2019' && char !== '\u2018') score += 2;
    } else if (UPPER.test(char) && LOWER.test(before)) score += 1;
    // MacRoman's curly quotes read as Windows-1252 capitals: "O’Brien" as "OÕBrien".
    else if (
      UPPER.test(char) &&
      LETTER.test(before) &&
      UPPER.test(after) &&
      LOWER.test(text[i + 2] ?? '')
    )
      score += 1;
    else if (rare && (code < 0xc0 || code > 0xff)) score += 0.5;
  }
  return score;
}

function decodeSingleByte(bytes: Uint8Array): DecodedText {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const windows = iconv.decode(buffer, 'windows1252');
  const mac = iconv.decode(buffer, 'macintosh');
  return implausibility(mac) < implausibility(windows)
    ? { text: mac, encoding: 'MacRoman' }
    : { text: windows, encoding: 'Windows-1252' };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const hasHighByte = (line: Uint8Array) => line.some((byte) => byte >= 0x80);

/**
 * Two files pasted into one (a Google Sheets export in UTF-8 with rows from Excel on
 * Windows or a Mac): lines that are valid UTF-8 with accented letters, and lines that are
 * not UTF-8 at all. Each line is read in its own encoding, the single-byte lines in
 * whichever of Windows-1252 and MacRoman reads them more plausibly. Null when the file is
 * not such a mix (no accented UTF-8 line, or no line that fails as UTF-8).
 */
function decodeMixed(bytes: Uint8Array): DecodedText | null {
  const lines: { bytes: Uint8Array; text: string | null }[] = [];
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i < bytes.length && bytes[i] !== 0x0a) continue;
    const line = bytes.subarray(start, Math.min(i + 1, bytes.length));
    let text: string | null = null;
    try {
      text = utf8.decode(line);
    } catch {}
    lines.push({ bytes: line, text });
    start = i + 1;
  }
  const failing = lines.filter((line) => line.text === null);
  if (failing.length === 0) return null;
  if (!lines.some((line) => line.text !== null && hasHighByte(line.bytes))) return null;
  const single = decodeSingleByte(Buffer.concat(failing.map((line) => line.bytes)));
  const decode = (line: Uint8Array) =>
    iconv.decode(
      Buffer.from(line.buffer, line.byteOffset, line.byteLength),
      single.encoding === 'MacRoman' ? 'macintosh' : 'windows1252',
    );
  return {
    text: lines.map((line) => line.text ?? decode(line.bytes)).join(''),
    encoding: single.encoding === 'MacRoman' ? 'UTF-8 and MacRoman' : 'UTF-8 and Windows-1252',
  };
}

/** Bytes to text and the encoding read. Binary content is refused as not a table. */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'UTF-16' };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'UTF-16' };
  }
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return { text: new TextDecoder(utf16).decode(bytes), encoding: 'UTF-16' };
  if (isBinary(bytes)) throw appError('ROSTER_NOT_A_TABLE', messages.errors.rosterNotCsv);
  try {
    // TextDecoder drops a UTF-8 BOM itself.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    return decodeMixed(bytes) ?? decodeSingleByte(bytes);
  }
}

/** UTF-8 read as Windows-1252 ("ZoÃ«", "â€™") or as MacRoman ("Jos√©", "‚Äô"). */
const DOUBLE_ENCODED = /[ÃÂ][\u0080-\u00bf]|â€|√\S|‚Ä/;

/**
 * A name that came out garbled: a replacement or control character, doubly encoded
 * UTF-8, a symbol inside a word, an accented capital after a small letter.
 */
export function looksGarbled(name: string): boolean {
  if (DOUBLE_ENCODED.test(name)) return true;
  return implausibility(name, false) > 0;
}
