/**
 * Roster files built to hurt the server that reads them (issue 21, decision 037), for the
 * tests and the bench: each is small enough to upload and costs far more to read than its
 * size suggests when read naively.
 */
import { strToU8, zipSync } from 'fflate';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export interface WorkbookParts {
  /** Sheet names, in order; sheet i's XML comes from `sheetXml(i)`. */
  sheetNames: string[];
  sheetXml(index: number): string;
  /** xl/sharedStrings.xml, if any. */
  sharedStrings?: string;
  /** Only the first `partsFor` sheets get a part (the rest are named only). */
  partsFor?: number;
}

/** A workbook as a spreadsheet writes one (deflated parts). */
export function buildWorkbook(parts: WorkbookParts): Uint8Array {
  const withParts = Math.min(parts.partsFor ?? parts.sheetNames.length, parts.sheetNames.length);
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets>${parts.sheetNames
        .map((name, i) => `<sheet name="${name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
        .join('')}</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0"?><Relationships xmlns="${RELS}">${parts.sheetNames
        .map(
          (_, i) =>
            `<Relationship Id="rId${i + 1}" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
        )
        .join(
          '',
        )}${parts.sharedStrings ? `<Relationship Id="rIdS" Type="${DOC_RELS}/sharedStrings" Target="sharedStrings.xml"/>` : ''}</Relationships>`,
    ),
  };
  for (let i = 0; i < withParts; i++) {
    files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(parts.sheetXml(i));
  }
  if (parts.sharedStrings) files['xl/sharedStrings.xml'] = strToU8(parts.sharedStrings);
  return zipSync(files, { level: 9 });
}

const column = (index: number) => String.fromCharCode(65 + index);

/** A sheet of inline-string rows, with `extra` XML after its data (merged cells, ...). */
export function sheetXml(rows: string[][], extra = ''): string {
  const body = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells
          .map(
            (value, c) => `<c r="${column(c)}${r + 1}" t="inlineStr"><is><t>${value}</t></is></c>`,
          )
          .join('')}</row>`,
    )
    .join('');
  return `<?xml version="1.0"?><worksheet xmlns="${MAIN}"><sheetData>${body}</sheetData>${extra}</worksheet>`;
}

export const SMALL_ROSTER = [
  ['First Name', 'Last Name', 'Team Name'],
  ['Ada', 'Lovelace', 'Eagles'],
  ['Alan', 'Turing', 'Eagles'],
];

/**
 * A sheet that repeats an unterminated `<mergeCell ` tag `times` times: a scan that looks
 * for each tag's end from each tag's start takes time in the square of it.
 */
export function mergeCellBomb(times: number): Uint8Array {
  return buildWorkbook({
    sheetNames: ['Roster'],
    sheetXml: () => sheetXml(SMALL_ROSTER, `<mergeCells>${'<mergeCell '.repeat(times)}`),
  });
}

/**
 * A small roster workbook whose zip headers (local and central) each declare `declared`
 * bytes for every part while holding a few hundred: a reader that believes them reserves
 * that much memory per part.
 */
export function lyingSizes(declared = 200 * 1024 * 1024): Uint8Array {
  const zip = buildWorkbook({ sheetNames: ['Roster'], sheetXml: () => sheetXml(SMALL_ROSTER) });
  const bytes = new Uint8Array(zip);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = 0; offset + 4 <= bytes.length; offset++) {
    const signature = view.getUint32(offset, true);
    if (signature === 0x04034b50) view.setUint32(offset + 22, declared, true);
    else if (signature === 0x02014b50) view.setUint32(offset + 24, declared, true);
  }
  return bytes;
}

/** A workbook naming `count` sheets, only the first of which has a part (a small file). */
export function manySheets(count: number, partsFor = 1): Uint8Array {
  return buildWorkbook({
    sheetNames: Array.from({ length: count }, (_, i) => `S${i + 1}`),
    sheetXml: () => sheetXml(SMALL_ROSTER),
    partsFor,
  });
}

/**
 * A workbook whose shared strings hold about `megabytes` MB (distinct strings, so it
 * compresses to a few MB) under a two-row roster.
 */
export function hugeSharedStrings(megabytes: number): Uint8Array {
  const strings: string[] = ['First Name', 'Last Name', 'Ada', 'Lovelace'];
  let size = 0;
  for (let i = 0; size < megabytes * 1024 * 1024; i++) {
    const text = `Padding string number ${i} of a shared strings table`;
    strings.push(text);
    size += text.length + 16;
  }
  const sharedStrings = `<?xml version="1.0"?><sst xmlns="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${strings
    .map((text) => `<si><t>${text}</t></si>`)
    .join('')}</sst>`;
  const sheet = `<?xml version="1.0"?><worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" t="s"><v>3</v></c></row></sheetData></worksheet>`;
  return buildWorkbook({ sheetNames: ['Roster'], sheetXml: () => sheet, sharedStrings });
}

/** A CSV whose first line is `commas` commas: an empty header millions of columns wide. */
export function commaHeaderCsv(commas: number): string {
  return `${','.repeat(commas)}\r\nFirst Name,Last Name\r\nAda,Lovelace\r\n`;
}

/** A CSV whose header names `columns` columns (a roster has a few dozen at most). */
export function wideCsv(columns: number): string {
  const header = [
    'First Name',
    'Last Name',
    ...Array.from({ length: columns - 2 }, (_, i) => `C${i}`),
  ];
  return `${header.join(',')}\r\nAda,Lovelace\r\n`;
}
