/**
 * Which phone columns of a roster file become guardian links (issue 32): only a column the
 * preview shows as a guardian phone. A parent's cell links; an emergency contact's phone, a
 * parent's work number and a coach's phone in the same file are shown in the preview as
 * phones that are no guardian's and link to no one. Runs on PGlite and on PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parentLinks } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { createTestApp, signInAs, type TestApp, uploadRoster } from '#server/testing/test-app.ts';
import type { RosterPreview } from '#shared/schemas.ts';

let t: TestApp;
let coach: string;

beforeAll(async () => {
  t = await createTestApp();
  coach = await signInAs(t, 'head@guardian-columns.test');
});
afterAll(() => t.close());

const FILE = [
  'First Name,Last Name,Team,Parent 1 Cell,Emergency Contact Phone,Parent 1 Work Phone,Coach Phone',
  'Ada,Lovelace,Eagles,404-555-0101,404-555-0201,404-555-0301,404-555-0999',
  'Bo,Li,Eagles,404-555-0102,404-555-0202,404-555-0302,404-555-0999',
].join('\r\n');

const fileLinksOf = (eventId: string) =>
  t.db
    .select({ phone: parentLinks.phoneNumber })
    .from(parentLinks)
    .where(and(eq(parentLinks.eventId, eventId), eq(parentLinks.source, 'roster')));

describe('phone columns that are no guardian', () => {
  it("links only the parent's cell: an emergency contact's, a work and a coach's phone are shown, never linked", async () => {
    const { event } = await createEventWithRoster(t.db, {
      name: 'Guardian columns',
      locationName: 'Gym',
      date: new Date(),
      roster: [],
    });
    const file = { name: 'file', filename: 'roster.csv', contentType: 'text/csv', content: FILE };

    const preview = await uploadRoster(t, coach, [{ name: 'eventId', value: event.id }, file]);
    expect(preview.statusCode, preview.body).toBe(200);
    const json = preview.json() as RosterPreview;
    expect(json.understood.columns.map((column) => column.field)).toEqual([
      'firstName',
      'lastName',
      'teamName',
      'guardianPhone',
      'otherPhone',
      'otherPhone',
      'otherPhone',
    ]);
    expect(json.athletes.map((row) => row.guardianPhones)).toEqual([
      ['+14045550101'],
      ['+14045550102'],
    ]);
    expect(json.understood.guardianPhoneCount).toBe(2);

    const imported = await uploadRoster(t, coach, [
      { name: 'eventId', value: event.id },
      { name: 'action', value: 'import' },
      file,
    ]);
    expect(imported.statusCode, imported.body).toBe(200);
    const links = await fileLinksOf(event.id);
    expect(links.map((link) => link.phone).sort()).toEqual(['+14045550101', '+14045550102']);
  });

  it('links a phone the coach re-reads as a guardian phone in the preview', async () => {
    const { event } = await createEventWithRoster(t.db, {
      name: 'Guardian columns corrected',
      locationName: 'Gym',
      date: new Date(),
      roster: [],
    });
    const imported = await uploadRoster(t, coach, [
      { name: 'eventId', value: event.id },
      { name: 'action', value: 'import' },
      { name: 'columns', value: JSON.stringify({ 4: 'guardianPhone' }) },
      { name: 'file', filename: 'roster.csv', contentType: 'text/csv', content: FILE },
    ]);
    expect(imported.statusCode, imported.body).toBe(200);
    const links = await fileLinksOf(event.id);
    expect(links.map((link) => link.phone).sort()).toEqual([
      '+14045550101',
      '+14045550102',
      '+14045550201',
      '+14045550202',
    ]);
  });

  it("links no one from a column the coach marks as another phone, the parent's cell included", async () => {
    const { event } = await createEventWithRoster(t.db, {
      name: 'Guardian columns marked other',
      locationName: 'Gym',
      date: new Date(),
      roster: [],
    });
    const imported = await uploadRoster(t, coach, [
      { name: 'eventId', value: event.id },
      { name: 'action', value: 'import' },
      { name: 'columns', value: JSON.stringify({ 3: 'otherPhone' }) },
      { name: 'file', filename: 'roster.csv', contentType: 'text/csv', content: FILE },
    ]);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ count: 2 });
    expect(await fileLinksOf(event.id)).toEqual([]);
  });
});
