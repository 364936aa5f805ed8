/**
 * Attendance over time on a hand-made season, figures worked out by hand (decision 031).
 * Runs on PGlite, and on PostgreSQL too with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkIns, eventAthletes } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { createTestApp, signInAs, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { messages } from '#shared/messages.ts';

let t: TestApp;
let coach: string;
const ids: Record<string, string> = {};
const MIN = 60_000;

/**
 * The season, in Chicago (UTC-6, then UTC-5 from 8 March 2026). "Now" is 13 March 2026 noon UTC.
 *   E0  20 Feb, outside the range: Ann.
 *   E1  2 Mar 18:30 local (3 Mar 00:30 UTC): Ann, Ben, Cal.
 *   E2  5 Mar: Ann, Ben, Cal.
 *   E3 10 Mar: Ann, Ben, Cal and Dee (added mid-season).
 *   E4 12 Mar, named like a formula: Ann, Ben, Cal, Dee.
 *   E5 14 Mar, still to come (not counted): everyone.
 * Check-ins: Ann E1 on time, E2 late, E3, E4 on time. Ben E1, E2 undone by the coach, E4
 * late. Cal E3. Dee E3 late.
 */
const STARTS = {
  E0: '2026-02-20T23:00:00Z',
  E1: '2026-03-03T00:30:00Z',
  E2: '2026-03-05T23:00:00Z',
  E3: '2026-03-10T23:00:00Z',
  E4: '2026-03-12T23:00:00Z',
  E5: '2026-03-14T23:00:00Z',
} as const;
type EventKey = keyof typeof STARTS;
const NAMES: Record<EventKey, string> = {
  E0: 'Winter Practice',
  E1: 'Practice 1',
  E2: 'Practice 2',
  E3: 'Practice 3',
  E4: '=SUM(1) Practice',
  E5: 'Practice 5',
};

const get = (query: string, url = '/api/attendance') =>
  t.app.inject({ method: 'GET', url: `${url}?${query}`, headers: { cookie: coach } });

async function checkIn(athlete: string, event: EventKey, minutesAfterStart: number) {
  await t.db.insert(checkIns).values({
    athleteId: ids[athlete]!,
    eventId: ids[event]!,
    source: 'qr',
    phoneNumber: '+13125550100',
    timestamp: new Date(Date.parse(STARTS[event]) + minutesAfterStart * MIN),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  coach = await signInAs(t, 'coach@attendance.test');
  t.clock.advance(Date.parse('2026-03-13T12:00:00Z') - t.clock.now().getTime());

  const roster = [
    { firstName: 'Ann', lastName: 'Able', team: 'Eagles' },
    { firstName: 'Ben', lastName: 'Baker', team: 'Eagles' },
    { firstName: 'Cal', lastName: 'Cole', team: 'Hawks' },
    { firstName: 'Dee', lastName: 'Dunn', team: 'Eagles' },
  ];
  // Dee's row is created with E3; the athletes are created once, with E1, then added.
  const first = await createEventWithRoster(t.db, {
    name: NAMES.E1,
    locationName: 'Gym',
    date: new Date(STARTS.E1),
    roster: roster.slice(0, 3),
  });
  ids.E1 = first.event.id;
  for (const athlete of first.athletes) ids[athlete.firstName] = athlete.id;
  ids.Eagles = first.athletes[0]!.teamId!;
  ids.Hawks = first.athletes[2]!.teamId!;
  const dee = await createEventWithRoster(t.db, {
    name: NAMES.E3,
    locationName: 'Gym',
    date: new Date(STARTS.E3),
    roster: [roster[3]!],
  });
  ids.E3 = dee.event.id;
  ids.Dee = dee.athletes[0]!.id;
  const onRoster: Record<EventKey, string[]> = {
    E0: ['Ann'],
    E1: [],
    E2: ['Ann', 'Ben', 'Cal'],
    E3: ['Ann', 'Ben', 'Cal'],
    E4: ['Ann', 'Ben', 'Cal', 'Dee'],
    E5: ['Ann', 'Ben', 'Cal', 'Dee'],
  };
  for (const key of Object.keys(onRoster) as EventKey[]) {
    if (!ids[key]) {
      const created = await createEventWithRoster(t.db, {
        name: NAMES[key],
        locationName: 'Gym',
        date: new Date(STARTS[key]),
        roster: [],
      });
      ids[key] = created.event.id;
    }
    for (const name of onRoster[key]) {
      await t.db.insert(eventAthletes).values({ eventId: ids[key]!, athleteId: ids[name]! });
    }
  }

  await checkIn('Ann', 'E0', 0);
  await checkIn('Ann', 'E1', -10);
  await checkIn('Ann', 'E2', 5);
  await checkIn('Ann', 'E3', 0);
  await checkIn('Ann', 'E4', -1);
  await checkIn('Ben', 'E1', -3);
  await checkIn('Ben', 'E2', -3);
  await checkIn('Ben', 'E4', 12);
  await checkIn('Cal', 'E3', -20);
  await checkIn('Dee', 'E3', 1);
  // The coach undoes Ben's check-in at E2: it no longer counts.
  const undo = await t.app.inject({
    method: 'DELETE',
    url: `/api/check-in/${ids.Ben}/${ids.E2}`,
    headers: { cookie: coach, origin: TEST_ORIGIN },
  });
  expect(undo.statusCode).toBe(204);
});
afterAll(() => t.close());

const SEASON = 'from=2026-03-02&to=2026-03-14&tz=America/Chicago';

describe('GET /api/attendance', () => {
  it('counts a hand-made season: late, undone, added mid-season, a future event left out', async () => {
    const response = await get(SEASON);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.events).toEqual(
      (['E1', 'E2', 'E3', 'E4'] as const).map((key, i) => ({
        id: ids[key],
        name: NAMES[key],
        date: new Date(STARTS[key]).toISOString(),
        expected: [3, 3, 4, 4][i],
        attended: [2, 1, 3, 2][i],
      })),
    );
    const row = (first: string, team: string, figures: number[], presence: string) => ({
      athleteId: ids[first],
      firstName: first,
      lastName: { Ann: 'Able', Ben: 'Baker', Cal: 'Cole', Dee: 'Dunn' }[first],
      teamName: team,
      expected: figures[0],
      attended: figures[1],
      late: figures[2],
      rate: figures[1]! / figures[0]!,
      presence,
    });
    expect(body.athletes).toEqual([
      row('Ann', 'Eagles', [4, 4, 1], 'PLPP'),
      row('Ben', 'Eagles', [4, 2, 1], 'PAAL'),
      row('Cal', 'Hawks', [4, 1, 0], 'AAPA'),
      row('Dee', 'Eagles', [2, 1, 1], '--LA'),
    ]);
    expect(body.athletes.map((a: { rate: number }) => a.rate)).toEqual([1, 0.5, 0.25, 0.5]);
  });

  it('reads the days in the coach’s time zone', async () => {
    // E1 starts on 2 March in Chicago but on 3 March in UTC.
    const chicago = (await get('from=2026-03-02&to=2026-03-02&tz=America/Chicago')).json();
    expect(chicago.events.map((e: { id: string }) => e.id)).toEqual([ids.E1]);
    const utc = (await get('from=2026-03-03&to=2026-03-03')).json();
    expect(utc.events.map((e: { id: string }) => e.id)).toEqual([ids.E1]);
  });

  it('answers an empty range with no events and no athletes', async () => {
    const response = await get('from=2026-03-02&to=2026-03-02&tz=UTC');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      events: [],
      athletes: [],
      teams: [
        { id: ids.Eagles, name: 'Eagles' },
        { id: ids.Hawks, name: 'Hawks' },
      ],
    });
  });

  it('filters by team: that team’s athletes and the events they were expected at', async () => {
    const eagles = (await get(`${SEASON}&teamId=${ids.Eagles}`)).json();
    expect(eagles.athletes.map((a: { firstName: string }) => a.firstName)).toEqual([
      'Ann',
      'Ben',
      'Dee',
    ]);
    expect(
      eagles.events.map((e: { expected: number; attended: number }) => [e.expected, e.attended]),
    ).toEqual([
      [2, 2],
      [2, 1],
      [3, 2],
      [3, 2],
    ]);
    const hawks = (await get(`${SEASON}&teamId=${ids.Hawks}`)).json();
    expect(hawks.athletes).toHaveLength(1);
    expect(hawks.athletes[0]).toMatchObject({
      presence: 'AAPA',
      firstName: 'Cal',
      expected: 4,
      attended: 1,
      late: 0,
    });
    expect(hawks.events.map((e: { attended: number }) => e.attended)).toEqual([0, 0, 1, 0]);
  });

  it('refuses bad dates, a reversed or too long range and an unknown zone with 400 VALIDATION_FAILED', async () => {
    const cases: Array<[string, string]> = [
      ['from=2026-02-30&to=2026-03-01', messages.attendance.dateInvalid],
      ['from=2026-3-1&to=2026-03-01', messages.attendance.dateInvalid],
      ['to=2026-03-01', messages.attendance.dateInvalid],
      ['from=2026-03-02&to=2026-03-01', messages.attendance.rangeReversed],
      ['from=2025-03-01&to=2026-03-02', messages.attendance.rangeTooLong(366)],
      ['from=2026-03-01&to=2026-03-02&tz=Mars/Olympus', messages.coachApi.unknownTimeZone],
      ['from=2026-03-01&to=2026-03-02&teamId=nope', messages.errors.invalidRequest],
    ];
    for (const [query, message] of cases) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ code: 'VALIDATION_FAILED', message });
    }
    // A leap day exists, and a full year is allowed.
    expect((await get('from=2024-02-29&to=2025-02-28')).statusCode).toBe(200);
  });

  it('answers odd dates and zones with 400 on both routes, never 500 (decision 040)', async () => {
    const years = messages.attendance.yearOutOfRange(1900, 2199);
    const cases: Array<[string, string]> = [
      // PostgreSQL has no year 0; JavaScript does.
      ['from=0000-01-01&to=0000-12-31', years],
      ['from=0000-01-01&to=2026-03-01', years],
      ['from=1899-12-31&to=1900-01-01', years],
      ['from=2199-12-31&to=2200-01-01', years],
      ['from=9999-12-01&to=9999-12-31', years],
      // Zones ICU knows and PostgreSQL refuses, or reads as an abbreviation meaning another place.
      ['from=2026-03-01&to=2026-03-02&tz=AET', messages.coachApi.unknownTimeZone],
      ['from=2026-03-01&to=2026-03-02&tz=CTT', messages.coachApi.unknownTimeZone],
      ['from=2026-03-01&to=2026-03-02&tz=IST', messages.coachApi.unknownTimeZone],
      ['from=2026-03-01&to=2026-03-02&tz=america%2Fchicago', messages.coachApi.unknownTimeZone],
    ];
    for (const url of ['/api/attendance', '/api/attendance.csv']) {
      for (const [query, message] of cases) {
        const response = await get(query, url);
        expect(response.statusCode, `${url}?${query}`).toBe(400);
        expect(response.json(), `${url}?${query}`).toEqual({ code: 'VALIDATION_FAILED', message });
      }
    }
    // The first and last years allowed, in the zones furthest ahead of and behind UTC.
    for (const tz of ['Pacific/Kiritimati', 'Etc/GMT%2B12', 'UTC', 'America/Chicago']) {
      for (const query of [
        `from=1900-01-01&to=1900-12-31&tz=${tz}`,
        `from=2199-01-01&to=2199-12-31&tz=${tz}`,
      ]) {
        expect((await get(query)).statusCode, query).toBe(200);
        expect((await get(query, '/api/attendance.csv')).statusCode, query).toBe(200);
      }
    }
  });
});

describe('GET /api/attendance.csv', () => {
  it('downloads the same table, formula-safe, with event days in the coach’s time zone', async () => {
    const response = await get(SEASON, '/api/attendance.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename=attendance-2026-03-02-to-2026-03-14.csv',
    );
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      "First Name,Last Name,Team,Expected,Attended,Late,Rate (%),Practice 1 (03/02/2026),Practice 2 (03/05/2026),Practice 3 (03/10/2026),'=SUM(1) Practice (03/12/2026)",
      'Ann,Able,Eagles,4,4,1,100,Came,Came late,Came,Came',
      'Ben,Baker,Eagles,4,2,1,50,Came,Missed,Missed,Came late',
      'Cal,Cole,Hawks,4,1,0,25,Missed,Missed,Came,Missed',
      'Dee,Dunn,Eagles,2,1,1,50,,,Came late,Missed',
    ]);
  });
});

describe('the OpenAPI description', () => {
  it('documents both routes, their query and the answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of ['/api/attendance', '/api/attendance.csv']) {
      const get = doc.paths[path]?.get;
      expect(get?.description, path).toContain('time zone');
      expect(get.parameters.map((p: { name: string }) => p.name).sort(), path).toEqual([
        'from',
        'teamId',
        'to',
        'tz',
      ]);
    }
    const answer =
      doc.paths['/api/attendance'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties)).toEqual(['events', 'athletes', 'teams']);
    expect(answer.properties.athletes.items.required).toEqual(
      expect.arrayContaining(['athleteId', 'expected', 'attended', 'late', 'rate']),
    );
  });
});
