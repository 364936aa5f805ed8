/**
 * Writes the roster fixtures that cannot be kept as plain UTF-8 text (other encodings,
 * Excel workbooks) from the readable sources beside this file, so a reviewer can read what
 * each binary fixture holds. The generated files are committed; run again after editing a
 * source: node --import tsx src/server/modules/rosters/fixture-sources/generate.ts
 *
 * Every person, phone number and address here is made up.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import iconv from 'iconv-lite';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '..', 'fixtures');

type Encoding =
  | 'utf-8'
  | 'utf-8-bom'
  | 'utf-16le'
  | 'utf-16le-bom'
  | 'utf-16be'
  | 'utf-16be-bom'
  | 'windows-1252'
  | 'latin1'
  | 'macroman';

/** Text in `encoding`, every line ending made `eol` (quoted newlines included). */
function encodeText(text: string, encoding: Encoding, eol?: '\r\n' | '\r' | '\n'): Buffer {
  const body = eol ? text.replace(/\r\n|\r|\n/g, eol) : text;
  switch (encoding) {
    case 'utf-8':
      return Buffer.from(body, 'utf8');
    case 'utf-8-bom':
      return Buffer.from(`\ufeff${body}`, 'utf8');
    case 'utf-16le':
      return iconv.encode(body, 'utf-16le');
    case 'utf-16le-bom':
      return iconv.encode(`\ufeff${body}`, 'utf-16le');
    case 'utf-16be':
      return iconv.encode(body, 'utf-16be');
    case 'utf-16be-bom':
      return iconv.encode(`\ufeff${body}`, 'utf-16be');
    case 'windows-1252':
      return iconv.encode(body, 'windows1252');
    case 'latin1':
      return iconv.encode(body, 'iso-8859-1');
    case 'macroman':
      return iconv.encode(body, 'macintosh');
  }
}

const textFixtures: { source: string; output: string; encoding: Encoding; eol?: '\r\n' | '\r' }[] =
  [
    {
      source: 'teamsnap-team-roster-export.csv',
      output: 'teamsnap-team-roster-export.csv',
      encoding: 'utf-8',
    },
    {
      source: 'sportsengine-roster-report.txt',
      output: 'sportsengine-roster-report-utf16le-no-bom.txt',
      encoding: 'utf-16le',
      eol: '\r\n',
    },
    {
      source: 'google-forms-sign-up.csv',
      output: 'google-forms-question-headers.csv',
      encoding: 'utf-8',
    },
    {
      source: 'powerschool-dde-students.csv',
      output: 'powerschool-dde-windows-1252.csv',
      encoding: 'windows-1252',
      eol: '\r\n',
    },
    {
      source: 'infinite-campus-activity-roster.txt',
      output: 'infinite-campus-activity-utf16be-bom.txt',
      encoding: 'utf-16be-bom',
      eol: '\r\n',
    },
    {
      source: 'leagueapps-team-export.csv',
      output: 'leagueapps-team-export-utf16be-no-bom.csv',
      encoding: 'utf-16be',
      eol: '\r\n',
    },
    {
      source: 'sports-connect-player-export.csv',
      output: 'sports-connect-player-export.csv',
      encoding: 'utf-8-bom',
    },
    {
      source: 'maxpreps-printable-roster.csv',
      output: 'maxpreps-printable-macroman.csv',
      encoding: 'macroman',
      eol: '\r',
    },
    {
      source: 'excel-mac-curly-apostrophes.csv',
      output: 'excel-mac-curly-apostrophes-macroman.csv',
      encoding: 'macroman',
      eol: '\r',
    },
    {
      source: 'german-club-semicolon.csv',
      output: 'german-club-semicolon-latin1.csv',
      encoding: 'latin1',
      eol: '\r\n',
    },
    {
      // A Dutch club's member list (Sportlink-style), re-saved by Dutch Excel: semicolons,
      // Windows-1252, Roepnaam / Tussenvoegsel / Achternaam.
      source: 'dutch-club-ledenlijst.csv',
      output: 'dutch-club-ledenlijst-windows-1252.csv',
      encoding: 'windows-1252',
      eol: '\r\n',
    },
  ];

// ---- a minimal SpreadsheetML writer ---------------------------------------------------

/** A cell: text (an inline string), a number, a date (a serial number shown as a date), or none. */
type Cell = string | number | { date: string } | null;
interface Sheet {
  name: string;
  rows: Cell[][];
  /** Merged ranges, e.g. "A1:G1". */
  merges?: string[];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const column = (index: number) => {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
};
/** Days since 1899-12-30, Excel's date serial. */
const excelSerial = (iso: string) =>
  (Date.parse(`${iso}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000;

function sheetXml(sheet: Sheet): string {
  const rows = sheet.rows
    .map((cells, r) => {
      const xml = cells
        .map((cell, c) => {
          const ref = `${column(c)}${r + 1}`;
          if (cell === null) return '';
          if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
          if (typeof cell === 'object')
            return `<c r="${ref}" s="1"><v>${excelSerial(cell.date)}</v></c>`;
          return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${xml}</row>`;
    })
    .join('');
  const merges = sheet.merges?.length
    ? `<mergeCells count="${sheet.merges.length}">${sheet.merges.map((ref) => `<mergeCell ref="${ref}"/>`).join('')}</mergeCells>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData>${merges}</worksheet>`;
}

function workbook(sheets: Sheet[]): Uint8Array {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}</Types>`,
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheets.map((sheet, i) => `<sheet name="${escapeXml(sheet.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}<Relationship Id="rId${sheets.length + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
    ),
    'xl/styles.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    ),
  };
  sheets.forEach((sheet, i) => {
    files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(sheetXml(sheet));
  });
  return zipSync(files, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
}

/** A tab-separated source to rows of text cells. */
const tsvRows = (file: string): Cell[][] =>
  readFileSync(path.join(here, file), 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => line.split('\t').map((cell) => (cell === '' ? null : cell)));

const workbooks: { output: string; sheets: Sheet[] }[] = [
  {
    // Numbers' "Export To Excel" with its summary worksheet first; the table's sheet after.
    output: 'apple-numbers-export-summary.xlsx',
    sheets: [
      {
        name: 'Export Summary',
        rows: [
          ['This workbook was exported from a Numbers document; each table became a worksheet.'],
          [],
          ['Numbers Sheet Name', 'Numbers Table Name', 'Excel Worksheet Name'],
          ['Sheet 1', 'Table 1', 'Sheet 1 - Table 1'],
        ],
      },
      { name: 'Sheet 1 - Table 1', rows: tsvRows('apple-numbers-roster.tsv') },
    ],
  },
  {
    // A coach's own Excel roster: a merged title, a team cell merged down its swimmers,
    // numbers stored as numbers, date cells, a wrapped header, empty trailing columns,
    // a totals line, and the coaches on a sheet of their own.
    output: 'excel-workbook-merged-team.xlsx',
    sheets: [
      {
        name: 'Roster',
        merges: ['A1:G1', 'A3:A5', 'A6:A7'],
        rows: [
          ['Lakeside Swim & Dive — 2025-26 Roster', null, null, null, null, null, null],
          [
            'Team',
            'Last Name',
            'First Name',
            'DOB',
            'Grad\nYear',
            'Parent Cell',
            'Parent Cell 2',
            '',
            '',
          ],
          ['Blue', 'Varga', 'Eszter', { date: '2011-04-12' }, 2030, 5553901701, null, '', ''],
          [null, 'Okafor', 'Chidubem', { date: '2012-01-03' }, 2029, 15553901702, 5553901703],
          [null, 'Lin', 'Mei-Xing', { date: '2011-09-27' }, '2030', null, null],
          ['Gold', 'Santos', 'Beatriz', { date: '2009-06-18' }, 2028, 5553901704],
          [null, 'Abara', 'Ifeoma', { date: '2009-12-01' }, 2028, null],
          [],
          ['Total swimmers: 5'],
        ],
      },
      {
        name: 'Coaches',
        rows: [
          ['Name', 'Role', 'Cell'],
          ['Hollis Brandt', 'Head Coach', 5553901799],
        ],
      },
    ],
  },
  {
    // Spond's group member export to Excel: one sheet, the subgroup as the team, the
    // member's own phone beside each guardian's name, email and phone.
    output: 'spond-group-members.xlsx',
    sheets: [{ name: 'Members', rows: tsvRows('spond-members.tsv') }],
  },
  {
    // A coach's own workbook: a summary sheet, then one sheet per team (the team only in
    // the sheet's name and its merged title), a merged practice note under each table.
    output: 'coach-workbook-team-sheets.xlsx',
    sheets: [
      {
        name: 'Summary',
        rows: [
          ['Spring 2026 — teams'],
          ['Team', 'Players', 'Practice'],
          ['U10 Blue', 4, 'Tue/Thu'],
          ['U10 Gold', 3, 'Mon/Wed'],
          ['U12 Red', 3, 'Tue/Fri'],
        ],
      },
      {
        name: 'U10 Blue',
        merges: ['A1:D1', 'A7:D7'],
        rows: [
          ['U10 Blue — Spring 2026', null, null, null],
          ['Player', 'Parent', 'Parent Cell', 'Notes'],
          ['Maya Lindgren', 'Karin Lindgren', '555-602-1101', null],
          ['Jonah Pierce', 'Ben Pierce', '555-602-1102', 'inhaler'],
          ['Zoe Achebe', 'Ngozi Achebe', 5556021103, null],
          ['Leo Marchand', 'Anne Marchand', '555-602-1104', null],
          ['Practice Tue & Thu 5:30–7 pm, Field 4', null, null, null],
        ],
      },
      {
        name: 'U10 Gold',
        merges: ['A1:D1', 'A6:D6'],
        rows: [
          ['U10 Gold — Spring 2026', null, null, null],
          ['Player', 'Parent', 'Parent Cell', 'Notes'],
          ['Ruby Castillo', 'Elena Castillo', '555-602-1105', null],
          ['Felix Warren', 'Tom Warren', '555-602-1106', null],
          ['Nia Thompson', 'Keisha Thompson', '555-602-1107', null],
          ['Bring shin guards and water to every session', null, null, null],
        ],
      },
      {
        name: 'U12 Red',
        merges: ['A1:D1'],
        rows: [
          ['U12 Red — Spring 2026', null, null, null],
          ['Player', 'Parent', 'Parent Cell', 'Notes'],
          ['Sam Oduya', 'Grace Oduya', '555-602-1108', null],
          ['Ivy Nakamura', 'Rei Nakamura', '555-602-1109', null],
          ['Theo Bergstrom', 'Lena Bergstrom', '555-602-1110', null],
        ],
      },
    ],
  },
];

/** Files pasted together from parts in different encodings (each part as it was saved). */
const pastedFixtures: { output: string; parts: { source: string; encoding: Encoding }[] }[] = [
  {
    // A Google Sheets export (UTF-8) with rows pasted in from an Excel on Windows CSV.
    output: 'combined-exports-mixed-encodings.csv',
    parts: [
      { source: 'combined-exports-utf8-part.csv', encoding: 'utf-8' },
      { source: 'combined-exports-windows-1252-part.csv', encoding: 'windows-1252' },
    ],
  },
];

for (const fixture of pastedFixtures) {
  const parts = fixture.parts.map((part) =>
    encodeText(readFileSync(path.join(here, part.source), 'utf8'), part.encoding, '\r\n'),
  );
  writeFileSync(path.join(out, fixture.output), Buffer.concat(parts));
}
for (const fixture of textFixtures) {
  const text = readFileSync(path.join(here, fixture.source), 'utf8');
  writeFileSync(path.join(out, fixture.output), encodeText(text, fixture.encoding, fixture.eol));
}
for (const book of workbooks) writeFileSync(path.join(out, book.output), workbook(book.sheets));
console.log(
  `wrote ${textFixtures.length + pastedFixtures.length + workbooks.length} fixtures to ${out}`,
);
