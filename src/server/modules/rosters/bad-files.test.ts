/**
 * A file that is not a roster, sent as one: empty, blank, a picture, a PDF, a legacy Excel
 * .xls, a Word document, random bytes, a workbook with no roster on any sheet, a file of
 * 20 MB. Each gets a clear 4xx with its code and message, whether previewed or imported,
 * and changes nothing: no athlete, no team, no roster entry.
 */
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athletes, eventAthletes, teams } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import type { MultipartPart } from '#server/testing/multipart.ts';
import { createTestApp, signInAs, type TestApp, uploadRoster } from '#server/testing/test-app.ts';
import { messages } from '#shared/messages.ts';

let t: TestApp;
let coach: string;
let eventId: string;

beforeAll(async () => {
  t = await createTestApp();
  coach = await signInAs(t, 'head@bad-files.test');
  ({
    event: { id: eventId },
  } = await createEventWithRoster(t.db, {
    name: 'Bad Files Meet',
    locationName: 'Gym',
    date: new Date(),
    roster: [],
  }));
});
afterAll(() => t.close());

const upload = (parts: MultipartPart[]) => uploadRoster(t, coach, parts);

async function counts() {
  const [a] = await t.db.select({ n: count() }).from(athletes);
  const [tm] = await t.db.select({ n: count() }).from(teams);
  const [e] = await t.db
    .select({ n: count() })
    .from(eventAthletes)
    .where(eq(eventAthletes.eventId, eventId));
  return { athletes: a!.n, teams: tm!.n, roster: e!.n };
}

/** A workbook of the given sheets (rows of inline strings), as a spreadsheet writes it. */
function workbook(sheets: { name: string; rows: string[][] }[]): Uint8Array {
  const cell = (value: string, ref: string) =>
    `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}</Types>`,
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheets.map((s, i) => `<sheet name="${s.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}</Relationships>`,
    ),
  };
  sheets.forEach((sheet, i) => {
    const rows = sheet.rows
      .map(
        (cells, r) =>
          `<row r="${r + 1}">${cells.map((v, c) => cell(v, `${String.fromCharCode(65 + c)}${r + 1}`)).join('')}</row>`,
      )
      .join('');
    files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(
      `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`,
    );
  });
  return zipSync(files);
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The compound-file signature every legacy .xls (and .doc) starts with. */
const OLE2 = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), randomBytes(4096)]);

type Case = {
  name: string;
  filename: string;
  contentType: string;
  content: Buffer | Uint8Array | string;
  status: number;
  code: string;
  message: string;
};

const cases: Case[] = [
  {
    name: 'an empty file',
    filename: 'roster.csv',
    contentType: 'text/csv',
    content: '',
    status: 400,
    code: 'ROSTER_EMPTY',
    message: messages.errors.rosterEmpty,
  },
  {
    name: 'blank lines and separators only',
    filename: 'roster.csv',
    contentType: 'text/csv',
    content: '\r\n ,,, \r\n\t\r\n',
    status: 400,
    code: 'ROSTER_EMPTY',
    message: messages.errors.rosterEmpty,
  },
  {
    name: 'a JPEG photo named .csv',
    filename: 'team-photo.csv',
    contentType: 'text/csv',
    content: Buffer.concat([Buffer.from('ffd8ffe000104a464946000101', 'hex'), randomBytes(2048)]),
    status: 400,
    code: 'ROSTER_NOT_A_TABLE',
    message: messages.errors.rosterNotCsv,
  },
  {
    name: 'a PDF named .csv',
    filename: 'roster.csv',
    contentType: 'application/octet-stream',
    content: Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    ),
    status: 400,
    code: 'ROSTER_NOT_A_TABLE',
    message: messages.errors.rosterNotCsv,
  },
  {
    name: 'a legacy Excel 97-2003 .xls',
    filename: 'roster.xls',
    contentType: 'application/vnd.ms-excel',
    content: OLE2,
    status: 400,
    code: 'ROSTER_NOT_A_TABLE',
    message: messages.errors.rosterNotCsv,
  },
  {
    name: 'random bytes named .txt',
    filename: 'export.txt',
    contentType: 'text/plain',
    content: Buffer.concat([Buffer.from([0x00, 0x9c, 0xff, 0x00]), randomBytes(8192)]),
    status: 400,
    code: 'ROSTER_NOT_A_TABLE',
    message: messages.errors.rosterNotCsv,
  },
  {
    name: 'a Word document named .xlsx',
    filename: 'roster.xlsx',
    contentType: XLSX,
    content: zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'word/document.xml': strToU8('<w:document/>'),
    }),
    status: 400,
    code: 'ROSTER_NOT_A_TABLE',
    message: messages.errors.rosterNotCsv,
  },
  {
    name: 'a workbook with no roster on any sheet',
    filename: 'budget.xlsx',
    contentType: XLSX,
    content: workbook([
      {
        name: 'Summary',
        rows: [
          ['Item', 'Cost'],
          ['Balls', '120'],
        ],
      },
      {
        name: 'Fees',
        rows: [
          ['Month', 'Amount'],
          ['Sept', '40'],
        ],
      },
    ]),
    status: 400,
    code: 'ROSTER_NO_NAME_COLUMNS',
    message: messages.errors.rosterNoNameColumns,
  },
  {
    name: 'a workbook whose sheets are all empty',
    filename: 'empty.xlsx',
    contentType: XLSX,
    content: workbook([
      { name: 'Sheet1', rows: [] },
      { name: 'Sheet2', rows: [] },
    ]),
    status: 400,
    code: 'ROSTER_EMPTY',
    message: messages.errors.rosterEmpty,
  },
  {
    name: 'a table with no name column',
    filename: 'scores.csv',
    contentType: 'text/csv',
    content: 'Date,Opponent,Score\n9/12,Hawks,3-1\n',
    status: 400,
    code: 'ROSTER_NO_NAME_COLUMNS',
    message: messages.errors.rosterNoNameColumns,
  },
  {
    name: 'a 20 MB export',
    filename: 'everyone.csv',
    contentType: 'text/csv',
    content: `First Name,Last Name\n${'Ann,Big\n'.repeat((20 * 1024 * 1024) / 8)}`,
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: messages.errors.rosterFileTooLarge,
  },
];

describe('files that are not a roster', () => {
  it('a real roster still imports through the same path (the control)', async () => {
    const response = await upload([
      { name: 'eventId', value: eventId },
      { name: 'action', value: 'import' },
      {
        name: 'file',
        filename: 'roster.xlsx',
        contentType: XLSX,
        content: Buffer.from(
          workbook([
            { name: 'Notes', rows: [['Bring water']] },
            {
              name: 'Roster',
              rows: [
                ['First Name', 'Last Name'],
                ['Ada', 'Control'],
              ],
            },
          ]),
        ),
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect((await counts()).roster).toBe(1);
    await t.db.delete(eventAthletes);
    await t.db.delete(athletes);
    await t.db.delete(teams);
  });

  for (const file of cases) {
    for (const action of ['preview', 'import']) {
      it(`${file.name} (${action}): ${file.status} ${file.code}, nothing changed`, async () => {
        const before = await counts();
        const response = await upload([
          { name: 'eventId', value: eventId },
          { name: 'action', value: action },
          {
            name: 'file',
            filename: file.filename,
            contentType: file.contentType,
            content: Buffer.from(file.content),
          },
        ]);
        expect(response.statusCode, response.body.slice(0, 200)).toBe(file.status);
        expect(response.json()).toMatchObject({ code: file.code, message: file.message });
        expect(await counts()).toEqual(before);
      });
    }
  }
});
