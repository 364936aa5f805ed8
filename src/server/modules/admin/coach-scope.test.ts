/**
 * Coaches belong to teams (decision 044): an install with no assignment is open as before;
 * once an admin assigns a team, each coach sees their teams only, on the live stream too;
 * bulk reads of personal data are on the audit log, which admins read and download.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parentLinks } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { openSse } from '#server/testing/sse.ts';
import {
  confirmedLinks,
  createTestApp,
  signInAs,
  TEST_ORIGIN,
  type TestApp,
} from '#server/testing/test-app.ts';
import type { AdminUser, AuditList, Team } from '#shared/schemas.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
let shared: string;
let hawksOnly: string;
let ava: string;
let ben: string;
let eagles: string;
let hawks: string;
let seq = 0;
/** A stand-in for Google's sheet export: one Eagles row, one Hawks row. */
let sheets: http.Server;
let sheetPort: number;

const call = (who: string, options: InjectOptions) =>
  t.app.inject({
    method: options.payload ? 'POST' : 'GET',
    ...options,
    remoteAddress: `10.4.${seq++ % 250}.1`,
    headers: { origin: TEST_ORIGIN, cookie: cookies[who]!, ...options.headers },
  });

const assign = (who: string, body: { allTeams: boolean; teamIds: string[] }) =>
  call('admin', { method: 'PUT', url: `/api/admin/users/${ids[who]}/teams`, payload: body });

const eventIds = async (who: string) =>
  ((await call(who, { url: '/api/events?scope=all' })).json() as { id: string }[]).map(
    (event) => event.id,
  );

beforeAll(async () => {
  sheets = http.createServer((_request, response) =>
    response
      .writeHead(200, { 'content-type': 'text/csv; charset=utf-8' })
      .end('First Name,Last Name,Team\nSia,Sheet,Eagles\nSam,Sheet,Hawks\n'),
  );
  await new Promise<void>((resolve) => sheets.listen(0, '127.0.0.1', resolve));
  sheetPort = (sheets.address() as AddressInfo).port;
  t = await createTestApp({
    env: {
      SHEETS_ALLOWED_HOSTS: `127.0.0.1:${sheetPort}`,
      SHEETS_ALLOW_HTTP: 'true',
      LIVE_STREAM_CHECK_SECONDS: '1',
      MAGIC_LINKS_PER_EMAIL_PER_HOUR: '1000',
      MAGIC_LINKS_UNUSED_PER_IP_PER_HOUR: '1000',
    },
  });
  cookies.admin = await signInAs(t, 'admin@scope.test');
  for (const who of ['a', 'b']) {
    cookies[who] = await signInAs(t, `${who}@scope.test`, `10.1.${seq++}.1`);
    ids[who] = (await call(who, { url: '/api/auth/user' })).json().id;
    await call('admin', {
      method: 'PATCH',
      url: `/api/admin/users/${ids[who]}/role`,
      payload: { role: 'coach' },
    });
  }
  const sharedEvent = await createEventWithRoster(t.db, {
    name: 'Shared Meet',
    locationName: 'Gym',
    date: new Date(),
    active: true,
    roster: [
      { firstName: 'Ava', lastName: 'Eagle', team: 'Eagles', gradYear: 2030 },
      { firstName: 'Ben', lastName: 'Hawk', team: 'Hawks', gradYear: 2030 },
    ],
  });
  const hawksEvent = await createEventWithRoster(t.db, {
    name: 'Hawks Scrimmage',
    locationName: 'Field',
    date: new Date(Date.now() + 3_600_000),
    roster: [{ firstName: 'Hal', lastName: 'Hawk', team: 'Hawks', gradYear: 2031 }],
  });
  shared = sharedEvent.event.id;
  hawksOnly = hawksEvent.event.id;
  ava = sharedEvent.athletes[0]!.id;
  ben = sharedEvent.athletes[1]!.id;
  await t.db.insert(parentLinks).values(
    confirmedLinks([
      { phoneNumber: '+14045550101', athleteId: ava },
      { phoneNumber: '+14045550202', athleteId: ben },
    ]),
  );
  const teams = (await call('admin', { url: '/api/teams' })).json() as Team[];
  eagles = teams.find((team) => team.name === 'Eagles')!.id;
  hawks = teams.find((team) => team.name === 'Hawks')!.id;
});
afterAll(async () => {
  sheets.closeAllConnections();
  await new Promise((resolve) => sheets.close(resolve));
  await t.close();
});

describe('open mode', () => {
  it('while no coach has a team, every coach sees everything, as before', async () => {
    expect((await call('admin', { url: '/api/admin/coach-teams' })).json()).toMatchObject({
      mode: 'open',
    });
    expect(await eventIds('a')).toEqual(expect.arrayContaining([shared, hawksOnly]));
    const roster = await call('a', { url: `/api/roster/${shared}` });
    expect(roster.json()).toHaveLength(2);
  });

  it('an unknown team is refused and changes nothing', async () => {
    const refused = await assign('a', {
      allTeams: false,
      teamIds: [eagles, '00000000-0000-4000-8000-000000000000'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await call('admin', { url: '/api/admin/coach-teams' })).json().mode).toBe('open');
  });
});

describe('team mode', () => {
  beforeAll(async () => {
    expect((await assign('a', { allTeams: false, teamIds: [eagles] })).statusCode).toBe(200);
    expect((await assign('b', { allTeams: false, teamIds: [hawks] })).statusCode).toBe(200);
  });

  it('the admin sees the mode and each coach’s teams; the change is audited', async () => {
    expect((await call('admin', { url: '/api/admin/coach-teams' })).json().mode).toBe('teams');
    const users = (await call('admin', { url: '/api/admin/users' })).json() as AdminUser[];
    expect(users.find((user) => user.id === ids.a)).toMatchObject({
      allTeams: false,
      teamIds: [eagles],
    });
    const audit = (
      await call('admin', { url: '/api/admin/audit?action=user.teams_changed' })
    ).json() as AuditList;
    expect(audit.entries[0]).toMatchObject({
      actorEmail: 'admin@scope.test',
      targetId: ids.b,
      details: expect.objectContaining({ teams: ['Hawks'] }),
    });
  });

  it('each coach sees their own events and athletes; a change of teams applies at once', async () => {
    expect(await eventIds('a')).toEqual([shared]);
    expect(await eventIds('b')).toEqual(expect.arrayContaining([shared, hawksOnly]));
    const roster = (await call('a', { url: `/api/roster/${shared}` })).json() as { id: string }[];
    expect(roster.map((athlete) => athlete.id)).toEqual([ava]);
    await assign('a', { allTeams: true, teamIds: [eagles] });
    expect(await eventIds('a')).toEqual(expect.arrayContaining([shared, hawksOnly]));
    await assign('a', { allTeams: false, teamIds: [eagles] });
    expect(await eventIds('a')).toEqual([shared]);
  });

  it('an event a scoped coach creates is theirs, and so is a team they create', async () => {
    const created = await call('a', {
      url: '/api/events',
      payload: { name: 'Eagles Practice', locationName: 'Gym', date: new Date().toISOString() },
    });
    expect(created.statusCode).toBe(201);
    expect(await eventIds('a')).toContain(created.json().id);
    expect(await eventIds('b')).not.toContain(created.json().id);
    const team = await call('a', { url: '/api/teams', payload: { name: 'Eagles Juniors' } });
    expect(team.statusCode).toBe(201);
    const theirs = (await call('a', { url: '/api/teams' })).json() as Team[];
    expect(theirs.map((entry) => entry.name)).toEqual(['Eagles', 'Eagles Juniors']);
  });

  it('a sheet sync skips the rows of teams the coach does not coach, and counts them', async () => {
    const created = await call('a', {
      url: '/api/events',
      payload: { name: 'Eagles Sheet', locationName: 'Gym', date: new Date().toISOString() },
    });
    const own = created.json().id as string;
    const connected = await call('a', {
      method: 'PATCH',
      url: `/api/events/${own}`,
      payload: { googleSheetUrl: `http://127.0.0.1:${sheetPort}/spreadsheets/d/SHEET/edit` },
    });
    expect(connected.statusCode, connected.body).toBe(200);
    const synced = await call('a', { url: `/api/events/${own}/sync-roster`, payload: {} });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json()).toMatchObject({ count: 1, errorCount: 1 });
    const roster = await call('admin', { url: `/api/roster/${own}` });
    expect(roster.body).toContain('Sia');
    expect(roster.body).not.toContain('Sam');
  }, 60_000); // roster files are read in worker processes

  it('the live stream carries each coach their own athletes only', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const open = (who: string) =>
      openSse(`${base}/api/events/${shared}/live`, { cookie: cookies[who]! });
    const [streamA, streamB] = await Promise.all([open('a'), open('b')]);
    try {
      const checkIn = (athleteId: string) =>
        call('admin', {
          url: '/api/check-in',
          payload: {
            athleteId,
            eventId: shared,
            phoneNumber: '0000000000',
            source: 'manual_fallback',
          },
        });
      expect((await checkIn(ben)).statusCode).toBe(201);
      expect((await checkIn(ava)).statusCode).toBe(201);
      await call('admin', { method: 'DELETE', url: `/api/check-in/${ben}/${shared}` });
      await call('admin', { method: 'DELETE', url: `/api/check-in/${ava}/${shared}` });
      // The Hawks' event switched on: coach A hears that theirs closed, not what opened.
      await call('admin', {
        method: 'PATCH',
        url: `/api/events/${hawksOnly}`,
        payload: { active: true },
      });
      await streamA.next((event) => event.event === 'undo' && event.data.includes(ava));
      await streamB.next((event) => event.event === 'undo' && event.data.includes(ben));
      const switchA = await streamA.next((event) => event.event === 'events');
      const switchB = await streamB.next((event) => event.event === 'events');
      await delay(300);
      const seen = (stream: typeof streamA) =>
        stream.events.filter((event) => event.event !== 'ready').map((event) => event.data);
      expect(seen(streamA).join('\n')).not.toContain(ben);
      expect(seen(streamA).join('\n')).not.toContain(hawksOnly);
      expect(seen(streamA).filter((data) => data.includes(ava))).toHaveLength(2);
      expect(seen(streamB).join('\n')).not.toContain(ava);
      expect(seen(streamB).filter((data) => data.includes(ben))).toHaveLength(2);
      expect(JSON.parse(switchA.data).switched).toMatchObject({
        opened: [],
        closed: [{ id: shared }],
        active: null,
      });
      expect(JSON.parse(switchB.data).switched).toMatchObject({
        opened: [{ id: hawksOnly }],
        active: { id: hawksOnly },
      });
      // A child's pickup changed (issue 26): each coach hears of their own children only.
      await t.app.deps.live.publish({ type: 'pickup', eventId: shared, athleteId: ben });
      await t.app.deps.live.publish({ type: 'pickup', eventId: shared, athleteId: ava });
      await streamA.next((event) => event.event === 'pickup' && event.data.includes(ava));
      await streamB.next((event) => event.event === 'pickup' && event.data.includes(ben));
      await delay(300);
      const pickups = (stream: typeof streamA) =>
        stream.events.filter((event) => event.event === 'pickup').map((event) => event.data);
      expect(pickups(streamA)).toEqual([
        JSON.stringify({ type: 'pickup', eventId: shared, athleteId: ava }),
      ]);
      expect(pickups(streamB)).toEqual([
        JSON.stringify({ type: 'pickup', eventId: shared, athleteId: ben }),
      ]);
      // A coach's stream on the other team's event is refused like an unknown event.
      await expect(
        openSse(`${base}/api/events/${hawksOnly}/live`, { cookie: cookies.a! }),
      ).rejects.toThrow(/404/);
    } finally {
      streamA.close();
      streamB.close();
    }
  });

  it('the report, the attendance CSV and the parent links panel are audited and scoped', async () => {
    const report = await call('a', { url: `/api/events/${shared}/report` });
    expect(report.body).toContain('Ava');
    expect(report.body).not.toContain('Ben');
    const day = new Date().toISOString().slice(0, 10);
    const attendance = await call('a', { url: `/api/attendance.csv?from=${day}&to=${day}` });
    expect(attendance.statusCode).toBe(200);
    expect(attendance.body).not.toContain('Hawk');
    const links = await call('a', { url: `/api/events/${shared}/parent-links` });
    expect(links.body).toContain('+14045550101');
    expect(links.body).not.toContain('+14045550202');

    const audit = (
      await call('admin', { url: '/api/admin/audit?action=data.&actor=a%40scope' })
    ).json() as AuditList;
    expect(audit.entries.map((entry) => entry.action)).toEqual([
      'data.parent_links_viewed',
      'data.attendance_downloaded',
      'data.report_downloaded',
    ]);
    expect(audit.entries[2]).toMatchObject({
      actorId: ids.a,
      actorEmail: 'a@scope.test',
      targetId: shared,
      details: { name: 'Shared Meet', rows: 1 },
    });
    expect(audit.actions).toContain('data.report_downloaded');
    // Nobody else's reads under that filter.
    const none = (
      await call('admin', { url: '/api/admin/audit?action=data.&actor=nobody' })
    ).json() as AuditList;
    expect(none.entries).toEqual([]);

    const csv = await call('admin', { url: '/api/admin/audit.csv?action=data.report_downloaded' });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toContain('tapin-audit-log.csv');
    expect(csv.body).toContain('a@scope.test');
    expect(csv.body).toContain('data.report_downloaded');
    expect(csv.body).not.toContain('data.parent_links_viewed');
  });

  it('a coach cannot read the audit log or assign teams', async () => {
    expect((await call('a', { url: '/api/admin/audit' })).statusCode).toBe(403);
    expect(
      (
        await call('a', {
          method: 'PUT',
          url: `/api/admin/users/${ids.a}/teams`,
          payload: { allTeams: true, teamIds: [] },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('removing every assignment returns the club to open mode', async () => {
    await assign('a', { allTeams: false, teamIds: [] });
    await assign('b', { allTeams: false, teamIds: [] });
    expect((await call('admin', { url: '/api/admin/coach-teams' })).json().mode).toBe('open');
    expect(await eventIds('a')).toEqual(expect.arrayContaining([shared, hawksOnly]));
  });
});
