/**
 * Every roster file in ./fixtures (messy CSVs, and exports laid out as registration and
 * school systems write them: .csv .tsv .txt .text .xlsx) goes through the real upload
 * endpoint (preview), then its valid rows through the real import, and must give exactly
 * its .expected.json: every row, the guardian phones, and what the preview says it
 * understood (columns, skipped rows and why, merged rows, grad years from grades).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athletes, eventAthletes, parentLinks, teams } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { multipart } from '#server/testing/multipart.ts';
import { createTestApp, signInAs, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { messages } from '#shared/messages.ts';
import type { RosterColumnField, RosterPreview } from '#shared/schemas.ts';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const files = readdirSync(folder)
  .filter((name) => !name.startsWith('.') && !name.endsWith('.json') && !name.endsWith('.md'))
  .sort();
const expectedFile = (file: string) => file.replace(/\.[a-z0-9]+$/i, '.expected.json');

type ErrorKey = keyof typeof messages.errors;
interface ExpectedRow {
  row: number;
  valid: boolean;
  firstName: string;
  lastName: string;
  teamName: string | null;
  gradYear: string | null;
  guardianPhones?: string[];
  errors: ErrorKey[];
}
interface Expected {
  description: string;
  /** Where the layout comes from (the system's public documentation). */
  source?: string;
  preview:
    | {
        status: 200;
        validCount: number;
        errorCount: number;
        totalCount: number;
        athletes: ExpectedRow[];
        /** Only what is given is compared. `columns`: each column's field, in order. */
        understood?: {
          format?: string;
          headerRow?: number;
          columns?: RosterColumnField[];
          skipped?: { row: number; reason: string }[];
          merged?: { row: number; intoRow: number }[];
          invalidPhones?: { row: number; value: string }[];
          guardianPhoneCount?: number;
          gradeYears?: { schoolYear: string; fromFile: boolean; rowCount: number } | null;
          teamFromFile?: string | null;
          sheets?: RosterPreview['understood']['sheets'];
          leftOut?: RosterPreview['understood']['leftOut'];
          statuses?: RosterPreview['understood']['statuses'];
        };
      }
    | { status: 400; message: ErrorKey };
  import?: { count: number; newCount: number; duplicateCount: number };
  roster?: string[];
}

let t: TestApp;
let coach: string;
let events = 0;

beforeAll(async () => {
  t = await createTestApp();
  // Files that give grades without naming the school year are read in the current one:
  // the fixtures are read on a fixed day of the 2025-26 school year.
  t.clock.advance(Date.parse('2026-01-15T15:00:00Z') - t.clock.now().getTime());
  coach = await signInAs(t, 'head@fixtures.test');
});
afterAll(() => t.close());

/** A fresh event per fixture, so teams and athletes from another file never interfere. */
async function newEvent() {
  const { event } = await createEventWithRoster(t.db, {
    name: `Fixture ${events++}`,
    locationName: 'Gym',
    date: new Date(),
    roster: [],
  });
  return event.id;
}

describe('messy roster fixtures through the upload endpoint', () => {
  it('has fixtures, each with its expected result', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    for (const file of files) expect(readdirSync(folder)).toContain(expectedFile(file));
  });

  for (const file of files) {
    it(file, async () => {
      const expected = JSON.parse(
        readFileSync(path.join(folder, expectedFile(file)), 'utf8'),
      ) as Expected;
      // Teams and athletes are shared across events, so each fixture gets its own names.
      await t.db.delete(eventAthletes);
      await t.db.delete(athletes);
      await t.db.delete(teams);
      const eventId = await newEvent();
      const body = multipart([
        { name: 'eventId', value: eventId },
        {
          name: 'file',
          filename: file,
          contentType: file.endsWith('.xlsx')
            ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
            : 'application/octet-stream',
          content: readFileSync(path.join(folder, file)),
        },
      ]);
      const preview = await t.app.inject({
        method: 'POST',
        url: '/api/roster/upload',
        headers: { ...body.headers, cookie: coach, origin: TEST_ORIGIN },
        payload: body.payload,
      });
      expect(preview.statusCode, preview.body).toBe(expected.preview.status);
      if (expected.preview.status === 400) {
        expect(preview.json()).toEqual({
          code: expect.stringMatching(/^ROSTER_/),
          message: messages.errors[expected.preview.message],
        });
        return;
      }
      const { athletes: rows, understood, ...counts } = expected.preview;
      const json = preview.json() as RosterPreview;
      const { understood: actual, ...main } = json;
      expect(main).toEqual({
        message: messages.coachApi.rosterParsed(counts.validCount, counts.errorCount),
        validCount: counts.validCount,
        errorCount: counts.errorCount,
        totalCount: counts.totalCount,
        athletes: rows.map((row) => ({
          ...row,
          guardianPhones: row.guardianPhones ?? [],
          errors: row.errors.map((key) => messages.errors[key]),
        })),
      });
      if (understood?.format) expect(actual.format).toBe(understood.format);
      if (understood?.headerRow) expect(actual.headerRow).toBe(understood.headerRow);
      if (understood?.columns) {
        expect(actual.columns.map((column) => column.field)).toEqual(understood.columns);
      }
      if (understood?.skipped) {
        expect(actual.skipped.map(({ row, reason }) => ({ row, reason }))).toEqual(
          understood.skipped,
        );
      }
      if (understood?.merged) expect(actual.merged).toEqual(understood.merged);
      if (understood?.invalidPhones) expect(actual.invalidPhones).toEqual(understood.invalidPhones);
      if (understood?.guardianPhoneCount !== undefined) {
        expect(actual.guardianPhoneCount).toBe(understood.guardianPhoneCount);
      }
      if (understood?.gradeYears !== undefined) {
        expect(actual.gradeYears).toEqual(understood.gradeYears);
      }
      if (understood?.teamFromFile !== undefined) {
        expect(actual.teamFromFile).toBe(understood.teamFromFile);
      }
      if (understood?.sheets) expect(actual.sheets).toEqual(understood.sheets);
      if (understood?.leftOut) expect(actual.leftOut).toEqual(understood.leftOut);
      if (understood?.statuses) expect(actual.statuses).toEqual(understood.statuses);

      // The client sends back the valid rows as they came.
      const valid = preview.json().athletes.filter((row: { valid: boolean }) => row.valid);
      const imported = await t.app.inject({
        method: 'POST',
        url: '/api/roster/import',
        headers: { cookie: coach, origin: TEST_ORIGIN },
        payload: { eventId, athletes: valid },
      });
      expect(imported.statusCode, imported.body).toBe(200);
      const result = expected.import!;
      const { guardianLinks, ...importCounts } = imported.json();
      expect(importCounts).toEqual({
        message: messages.coachApi.rosterImported(
          result.count,
          result.newCount,
          result.duplicateCount,
        ),
        ...result,
      });
      // Every guardian phone the preview read became this event's roster-file link (021).
      const links = await t.db
        .select({ phone: parentLinks.phoneNumber, source: parentLinks.source })
        .from(parentLinks)
        .where(eq(parentLinks.eventId, eventId));
      const listed = valid.flatMap((row: { guardianPhones: string[] }) => row.guardianPhones);
      expect(new Set(links.map((link) => link.phone))).toEqual(new Set(listed));
      expect(links.every((link) => link.source === 'roster')).toBe(true);
      expect(guardianLinks?.added ?? 0).toBe(links.length);

      const roster = await t.app.inject({
        method: 'GET',
        url: `/api/roster/${eventId}`,
        headers: { cookie: coach },
      });
      const lines = roster
        .json()
        .map(
          (a: {
            firstName: string;
            lastName: string;
            teamName: string | null;
            gradYear: number | null;
          }) => `${a.lastName}, ${a.firstName} (${a.teamName ?? '-'}, ${a.gradYear ?? '-'})`,
        );
      expect(lines.sort()).toEqual([...expected.roster!].sort());
    });
  }
});
