/**
 * The coach's corrections of a preview (issue 23, item 7; decision 043) through the real
 * upload endpoint: the `options` field reaches the parser in the reader process, each
 * correction changes the preview at once, nothing is imported by a preview, and a bad
 * `options` field is a 400 that reads nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athletes, eventAthletes } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { createTestApp, signInAs, type TestApp, uploadRoster } from '#server/testing/test-app.ts';
import { messages } from '#shared/messages.ts';
import type { RosterPreview } from '#shared/schemas.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

let t: TestApp;
let coach: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(Date.parse('2026-01-15T15:00:00Z') - t.clock.now().getTime());
  coach = await signInAs(t, 'head@parse-options.test');
});
afterAll(() => t.close());

async function newEvent() {
  const { event } = await createEventWithRoster(t.db, {
    name: `Options ${n++}`,
    locationName: 'Field',
    date: new Date(),
    roster: [],
  });
  return event.id;
}

function preview(
  eventId: string,
  file: { name: string; content: Buffer | string },
  options?: unknown,
  action: 'preview' | 'import' = 'preview',
) {
  return uploadRoster(t, coach, [
    { name: 'eventId', value: eventId },
    { name: 'action', value: action },
    ...(options === undefined
      ? []
      : [
          {
            name: 'options',
            value: typeof options === 'string' ? options : JSON.stringify(options),
          },
        ]),
    {
      name: 'file',
      filename: file.name,
      contentType: file.name.endsWith('.xlsx')
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'text/csv',
      content: typeof file.content === 'string' ? Buffer.from(file.content) : file.content,
    },
  ]);
}

const lines = (json: RosterPreview) =>
  json.athletes.map((row) => `${row.firstName} ${row.lastName} (${row.teamName ?? '-'})`);

const REGISTRATIONS = {
  name: 'registrations.csv',
  content: [
    'First Name,Last Name,Team,Status,Parent Phone',
    'Ada,Quill,U9 Owls,Registered,555-310-2201',
    'Ben,Rook,,Registered,555-310-2202',
    'Cal,Moss,,Waitlisted,555-310-2203',
    'Dee,Vance,U9 Owls,Withdrawn,555-310-2204',
  ].join('\n'),
};

// A reader process starts under tsx on the first file; a loaded machine makes that slow.
describe('preview corrections (options)', { timeout: 90_000 }, () => {
  it('without corrections: the waitlisted and withdrawn rows are left out, with reasons', async () => {
    const response = await preview(await newEvent(), REGISTRATIONS);
    expect(response.statusCode, response.body).toBe(200);
    const json = response.json() as RosterPreview;
    expect(lines(json)).toEqual(['Ada Quill (U9 Owls)', 'Ben Rook (-)']);
    expect(json.understood.leftOut).toEqual([
      { row: 4, name: 'Cal Moss', status: 'Status: Waitlisted' },
      { row: 5, name: 'Dee Vance', status: 'Status: Withdrawn' },
    ]);
    expect(json.understood.statuses.map(({ key, included }) => ({ key, included }))).toEqual([
      { key: 'waitlisted', included: false },
      { key: 'withdrawn', included: false },
    ]);
  });

  it('team for rows without one and a waitlisted status included: read at once, nothing imported', async () => {
    const eventId = await newEvent();
    const response = await preview(eventId, REGISTRATIONS, {
      teamForMissing: 'U9 Owls',
      includeStatuses: ['waitlisted'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const json = response.json() as RosterPreview;
    expect(lines(json)).toEqual([
      'Ada Quill (U9 Owls)',
      'Ben Rook (U9 Owls)',
      'Cal Moss (U9 Owls)',
    ]);
    expect(json.athletes[2]!.guardianPhones).toEqual(['+15553102203']);
    expect(json.understood.leftOut).toEqual([
      { row: 5, name: 'Dee Vance', status: 'Status: Withdrawn' },
    ]);
    expect(json.understood.statuses.find((s) => s.key === 'waitlisted')?.included).toBe(true);
    const [stored] = await t.db
      .select({ n: count() })
      .from(eventAthletes)
      .where(eq(eventAthletes.eventId, eventId));
    expect(stored!.n).toBe(0);
  });

  it('the same options apply to an upload import', async () => {
    const eventId = await newEvent();
    const response = await preview(
      eventId,
      REGISTRATIONS,
      { teamForMissing: 'U9 Owls', includeStatuses: ['waitlisted'] },
      'import',
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = await t.db
      .select({ first: athletes.firstName })
      .from(eventAthletes)
      .innerJoin(athletes, eq(athletes.id, eventAthletes.athleteId))
      .where(eq(eventAthletes.eventId, eventId));
    expect(rows.map((row) => row.first).sort()).toEqual(['Ada', 'Ben', 'Cal']);
  });

  it('team for every row, a column that is not the team, first and last name swapped', async () => {
    const eventId = await newEvent();
    const file = {
      name: 'scores.csv',
      content: ['Last,First,Team Quiz', 'Quill,Ada,Blue', 'Rook,Ben,Gold'].join('\n'),
    };
    const swapped = (await preview(eventId, file, { swapNames: true })).json() as RosterPreview;
    expect(lines(swapped)).toEqual(['Quill Ada (Blue)', 'Rook Ben (Gold)']);
    const notTeam = (await preview(eventId, file, { notTeamColumns: [2] })).json() as RosterPreview;
    expect(lines(notTeam)).toEqual(['Ada Quill (-)', 'Ben Rook (-)']);
    expect(notTeam.understood.columns[2]!.field).toBe('ignore');
    const all = (await preview(eventId, file, { teamForAll: 'Varsity' })).json() as RosterPreview;
    expect(lines(all)).toEqual(['Ada Quill (Varsity)', 'Ben Rook (Varsity)']);
  });

  it("the coach's team for rows without one beats the team the title names", async () => {
    const file = {
      name: 'titled.csv',
      content: ['Hawks 10U - Player Roster', 'Player,Team', 'Ada Quill,', 'Ben Rook,Owls'].join(
        '\n',
      ),
    };
    const eventId = await newEvent();
    const titled = (await preview(eventId, file)).json() as RosterPreview;
    expect(titled.understood.teamFromFile).toBe('Hawks 10U');
    expect(lines(titled)).toEqual(['Ada Quill (Hawks 10U)', 'Ben Rook (Owls)']);
    const fixed = (
      await preview(eventId, file, { teamForMissing: 'Hawks' })
    ).json() as RosterPreview;
    expect(lines(fixed)).toEqual(['Ada Quill (Hawks)', 'Ben Rook (Owls)']);
  });

  it('a file whose every row is left out by status: listed, not refused, and included in one step', async () => {
    const file = {
      name: 'waitlist.csv',
      content: ['Name,Status', 'Ada Quill,Waitlisted', 'Ben Rook,Waitlisted'].join('\n'),
    };
    const eventId = await newEvent();
    const response = await preview(eventId, file);
    expect(response.statusCode, response.body).toBe(200);
    const json = response.json() as RosterPreview;
    expect(json.validCount).toBe(0);
    expect(json.understood.leftOut.map((row) => row.name)).toEqual(['Ada Quill', 'Ben Rook']);
    const included = (
      await preview(eventId, file, { includeStatuses: ['waitlisted'] })
    ).json() as RosterPreview;
    expect(lines(included)).toEqual(['Ada Quill (-)', 'Ben Rook (-)']);
  });

  it('sheets to read: one team sheet of a workbook keeps its team', async () => {
    const file = {
      name: 'coach.xlsx',
      content: readFileSync(path.join(fixtures, 'coach-workbook-team-sheets.xlsx')),
    };
    const eventId = await newEvent();
    const every = (await preview(eventId, file)).json() as RosterPreview;
    expect(every.validCount).toBe(10);
    const one = await preview(eventId, file, { sheets: ['U10 Gold'] });
    expect(one.statusCode, one.body).toBe(200);
    const json = one.json() as RosterPreview;
    expect(lines(json)).toEqual([
      'Ruby Castillo (U10 Gold)',
      'Felix Warren (U10 Gold)',
      'Nia Thompson (U10 Gold)',
    ]);
    expect(json.understood.sheets.filter((sheet) => sheet.read).map((s) => s.name)).toEqual([
      'U10 Gold',
    ]);
  });

  it.each([
    ['not JSON', '{team'],
    ['an unknown option', { teamForEveryone: 'X' }],
    ['a team too long', { teamForAll: 'x'.repeat(101) }],
    ['a column that is not a number', { notTeamColumns: ['two'] }],
  ])('a bad options field (%s) is a 400 that reads nothing', async (_, options) => {
    const response = await preview(await newEvent(), REGISTRATIONS, options);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'UPLOAD_INVALID',
      message: messages.errors.rosterFileAndEvent,
    });
  });
});
