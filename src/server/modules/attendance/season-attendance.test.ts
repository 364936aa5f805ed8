/**
 * Attendance over a real series (decisions 030 and 031): a season made with
 * `POST /api/events` + `repeat`, its roster imported, one occurrence cancelled, an athlete
 * imported mid-season (reaching the occurrences not yet started only), late, on-time and
 * undone check-ins, all with the test app's fake clock. The figures are worked out by hand
 * below. Runs on PGlite, and on PostgreSQL with TEST_DB=postgres and TEST_DATABASE_URL.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athletes, checkIns, eventRoster } from '#server/db/schema.ts';
import {
  createTestApp,
  importRosterCsv,
  signInAs,
  TEST_ORIGIN,
  type TestApp,
} from '#server/testing/test-app.ts';

const MIN = 60_000;
const EMAIL = 'season@attendance.test';
let t: TestApp;
let coach: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: coach, origin: TEST_ORIGIN } });
/** Moves the fake clock (forward only) and signs in again: sessions expire as time passes. */
const setNow = async (iso: string) => {
  t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
  coach = await signInAs(t, EMAIL);
};
const importCsv = async (eventId: string, lines: string[]) => {
  const answer = await importRosterCsv(t, coach, eventId, lines);
  expect(answer.statusCode, answer.body).toBe(200);
};

/**
 * The series: Mondays and Wednesdays at 18:00 UTC from Mon 3 March to Wed 26 March 2031,
 * eight occurrences O1..O8:
 *   O1 Mon  3 Mar, O2 Wed  5 Mar, O3 Mon 10 Mar (cancelled), O4 Wed 12 Mar,
 *   O5 Mon 17 Mar, O6 Wed 19 Mar, O7 Mon 24 Mar, O8 Wed 26 Mar.
 * "Now" at the end is Thu 20 March noon: O7 and O8 have not taken place.
 */
const STARTS = [3, 5, 10, 12, 17, 19, 24, 26].map(
  (day) => `2031-03-${String(day).padStart(2, '0')}T18:00:00.000Z`,
);
const NAME = 'Spring Practice';
/** Occurrence ids in date order: occ[0] is O1. */
let occ: string[] = [];
const id: Record<string, string> = {};

async function checkIn(first: string, o: number, minutesAfterStart: number) {
  await t.db.insert(checkIns).values({
    athleteId: id[first]!,
    eventId: occ[o - 1]!,
    source: 'qr',
    phoneNumber: '+13125550123',
    timestamp: new Date(Date.parse(STARTS[o - 1]!) + minutesAfterStart * MIN),
  });
}
const rosterOf = async (o: number) =>
  (
    await t.db
      .select({ firstName: athletes.firstName })
      .from(eventRoster)
      .innerJoin(athletes, eq(athletes.id, eventRoster.athleteId))
      .where(eq(eventRoster.eventId, occ[o - 1]!))
  )
    .map((row) => row.firstName)
    .sort();

beforeAll(async () => {
  t = await createTestApp();
  await setNow('2031-02-01T00:00:00Z');

  // The coach creates the series before the season.
  const created = await call('POST', '/api/events', {
    name: NAME,
    locationName: 'North Field',
    date: STARTS[0],
    repeat: { weekdays: [1, 3], until: '2031-03-26', timeZone: 'UTC' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const seriesId = created.json().seriesId as string;
  const listed = (await call('GET', '/api/events')).json() as Array<{
    id: string;
    date: string;
    seriesId: string | null;
  }>;
  occ = listed
    .filter((event) => event.seriesId === seriesId)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((event) => event.id);
  expect(occ).toHaveLength(8);

  // Before the season: the roster imported onto O1 reaches all eight occurrences.
  await importCsv(occ[0]!, ['Ann,Able', 'Ben,Baker', 'Cal,Cole']);
  // O3 is cancelled (rain), with its roster kept.
  const cancelled = await call('PATCH', `/api/events/${occ[2]}`, { cancelled: true });
  expect(cancelled.json()).toMatchObject({ cancelled: true });

  // Mid-season, after O4 and before O5: Dee joins, imported onto O5.
  await setNow('2031-03-13T12:00:00Z');
  await importCsv(occ[4]!, ['Dee,Dunn']);

  const people = await t.db
    .select()
    .from(athletes)
    .where(inArray(athletes.firstName, ['Ann', 'Ben', 'Cal', 'Dee']));
  for (const athlete of people) id[athlete.firstName] = athlete.id;
  expect(Object.keys(id).sort()).toEqual(['Ann', 'Ben', 'Cal', 'Dee']);

  // Check-ins, in minutes after the start (negative: early; 0: at the start, not late).
  await checkIn('Ann', 1, -5);
  await checkIn('Ann', 2, 10); // late
  await checkIn('Ann', 3, -2); // at the cancelled O3: never counted
  await checkIn('Ann', 4, 0);
  await checkIn('Ann', 5, -1);
  await checkIn('Ann', 6, -3);
  await checkIn('Ben', 1, -4);
  await checkIn('Ben', 2, -1); // undone below
  await checkIn('Ben', 4, 15); // late
  await checkIn('Ben', 6, 1); // late
  await checkIn('Cal', 2, 0);
  await checkIn('Cal', 6, -10);
  await checkIn('Dee', 5, 30); // late

  await setNow('2031-03-20T12:00:00Z');
  // The coach undoes Ben's check-in at O2: it no longer counts.
  const undo = await call('DELETE', `/api/check-in/${id.Ben}/${occ[1]}`);
  expect(undo.statusCode, undo.body).toBe(204);
});
afterAll(async () => {
  await t.close();
});

const RANGE = 'from=2031-03-01&to=2031-03-31&tz=UTC';

describe('attendance over a series', () => {
  it('the mid-season import reached the occurrences not yet started only', async () => {
    const before = ['Ann', 'Ben', 'Cal'];
    const after = ['Ann', 'Ben', 'Cal', 'Dee'];
    const rosters = [];
    for (let o = 1; o <= 8; o += 1) rosters.push(await rosterOf(o));
    expect(rosters).toEqual([before, before, before, before, after, after, after, after]);
  });

  it('counts the season as worked out by hand', async () => {
    const response = await call('GET', `/api/attendance?${RANGE}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    /*
     * Counted events: taken place (start <= 20 Mar noon) and not cancelled:
     *   O1, O2, O4, O5, O6 (O3 cancelled; O7, O8 still to come).
     * Per event, expected = roster size, attended = check-ins still there:
     *   O1: Ann Ben Cal = 3; came Ann, Ben                       = 2
     *   O2: 3;               came Ann, Cal (Ben's undone)         = 2
     *   O4: 3;               came Ann, Ben                        = 2
     *   O5: Ann Ben Cal Dee = 4; came Ann, Dee                    = 2
     *   O6: 4;               came Ann, Ben, Cal                   = 3
     */
    expect(body.events).toEqual(
      [1, 2, 4, 5, 6].map((o, i) => ({
        id: occ[o - 1],
        name: NAME,
        date: STARTS[o - 1],
        expected: [3, 3, 3, 4, 4][i],
        attended: [2, 2, 2, 2, 3][i],
      })),
    );
    /*
     * Per athlete over O1 O2 O4 O5 O6 (P on time, L late, A absent, - not on the roster):
     *   Ann  P L P P P  expected 5, attended 5, late 1 (O2 +10), rate 5/5 = 1
     *        (her O3 check-in is at a cancelled occurrence: not counted anywhere)
     *   Ben  P A L A L  expected 5, attended 3, late 2 (O4 +15, O6 +1), rate 3/5 = 0.6
     *        (O2 undone; O5 never came)
     *   Cal  A P A A P  expected 5, attended 2, late 0 (O2 at the very start is on time),
     *        rate 2/5 = 0.4
     *   Dee  - - - L A  expected 2 (O5, O6: added mid-season), attended 1, late 1,
     *        rate 1/2 = 0.5
     */
    const row = (first: string, last: string, figures: [number, number, number, number]) => ({
      athleteId: id[first],
      firstName: first,
      lastName: last,
      teamName: null,
      expected: figures[0],
      attended: figures[1],
      late: figures[2],
      rate: figures[3],
    });
    expect(body.athletes).toMatchObject([
      row('Ann', 'Able', [5, 5, 1, 1]),
      row('Ben', 'Baker', [5, 3, 2, 0.6]),
      row('Cal', 'Cole', [5, 2, 0, 0.4]),
      row('Dee', 'Dunn', [2, 1, 1, 0.5]),
    ]);
    expect(body.athletes.map((a: { presence: string }) => a.presence)).toEqual([
      'PLPPP',
      'PALAL',
      'APAAP',
      '---LA',
    ]);
  });

  it('restoring the cancelled occurrence brings it back into the figures', async () => {
    await call('PATCH', `/api/events/${occ[2]}`, { cancelled: false });
    try {
      const body = (await call('GET', `/api/attendance?${RANGE}`)).json();
      // O3 back: everyone but Dee expected once more (6); only Ann came (at -2, on time).
      expect(
        body.athletes.map((a: { expected: number; attended: number }) => [a.expected, a.attended]),
      ).toEqual([
        [6, 6],
        [6, 3],
        [6, 2],
        [2, 1],
      ]);
    } finally {
      await call('PATCH', `/api/events/${occ[2]}`, { cancelled: true });
    }
  });

  it('the CSV carries the same numbers', async () => {
    const response = await call('GET', `/api/attendance.csv?${RANGE}`);
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    const days = ['03/03/2031', '03/05/2031', '03/12/2031', '03/17/2031', '03/19/2031'];
    expect(lines).toEqual([
      `First Name,Last Name,Team,Expected,Attended,Late,Rate (%),${days.map((day) => `${NAME} (${day})`).join(',')}`,
      'Ann,Able,,5,5,1,100,Came,Came late,Came,Came,Came',
      'Ben,Baker,,5,3,2,60,Came,Missed,Came late,Missed,Came late',
      'Cal,Cole,,5,2,0,40,Missed,Came,Missed,Missed,Came',
      'Dee,Dunn,,2,1,1,50,,,,Came late,Missed',
    ]);
  });

  it('counts an occurrence whose check-in has begun before its start (last: moves the clock)', async () => {
    // O7 opens its check-in early; Ann taps in 8 minutes before the start.
    await setNow('2031-03-24T17:55:00Z');
    await checkIn('Ann', 7, -8);
    const body = (await call('GET', `/api/attendance?${RANGE}`)).json();
    expect(body.events.at(-1)).toEqual({
      id: occ[6],
      name: NAME,
      date: STARTS[6],
      expected: 4,
      attended: 1,
    });
    // O8 (no check-in yet, two days away) still does not count.
    expect(body.events.map((event: { id: string }) => event.id)).not.toContain(occ[7]);
  });
});
