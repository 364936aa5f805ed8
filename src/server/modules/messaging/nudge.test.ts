/**
 * The coach's late nudge in team mode (decisions 042, 044): each coach nudges the late
 * athletes of their own teams once; one team's nudge marks only that team's athletes as
 * nudged, so the other team's coach (and the admin, for whoever is left) can still nudge
 * theirs. No guardian and child is nudged twice, whoever presses and however fast.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '#server/db/client.ts';
import {
  alertSubscriptions,
  lateNudges,
  outboundMessages,
  parentLinks,
} from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import {
  confirmedLinks,
  createTestApp,
  createTestDatabase,
  signInAs,
  signInAsCoach,
  TEST_ORIGIN,
  type TestApp,
} from '#server/testing/test-app.ts';
import type { LateNudge, Team } from '#shared/schemas.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
let phoneCounter = 700;
const nextPhone = () => `+1505555${String(phoneCounter++).padStart(4, '0')}`;
let seq = 0;

const call = (who: string, method: 'GET' | 'POST', url: string) =>
  t.app.inject({
    method,
    url,
    remoteAddress: `10.6.${seq++ % 250}.1`,
    headers: { origin: TEST_ORIGIN, cookie: cookies[who]! },
    ...(method === 'POST' ? { payload: {} } : {}),
  });

const preview = async (who: string, eventId: string) =>
  (await call(who, 'GET', `/api/events/${eventId}/late-nudge`)).json() as LateNudge;
const nudge = (who: string, eventId: string) =>
  call(who, 'POST', `/api/events/${eventId}/late-nudge`);

beforeAll(async () => {
  t = await createTestApp({
    env: {
      ALERT_TEXTS_PER_DAY: '500',
      MAGIC_LINKS_PER_EMAIL_PER_HOUR: '1000',
      MAGIC_LINKS_UNUSED_PER_IP_PER_HOUR: '1000',
    },
  });
  cookies.admin = await signInAs(t, 'admin@nudge.test');
  const ids: Record<string, string> = {};
  for (const who of ['eagles', 'eagles2', 'hawks']) {
    const coach = await signInAsCoach(t, cookies.admin, `${who}@nudge.test`, `10.7.${seq++}.1`);
    cookies[who] = coach.cookie;
    ids[who] = coach.id;
  }
  // A first event makes the two teams; then each coach gets theirs (team mode).
  await createEventWithRoster(t.db, {
    name: 'Teams',
    locationName: 'Gym',
    date: t.clock.now(),
    roster: [
      { firstName: 'Tia', lastName: 'Team', team: 'Eagles' },
      { firstName: 'Tom', lastName: 'Team', team: 'Hawks' },
    ],
  });
  const teams = (await call('admin', 'GET', '/api/teams')).json() as Team[];
  const teamId = (name: string) => teams.find((team) => team.name === name)!.id;
  for (const [who, team] of [
    ['eagles', 'Eagles'],
    ['eagles2', 'Eagles'],
    ['hawks', 'Hawks'],
  ] as const) {
    const assigned = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${ids[who]}/teams`,
      headers: { origin: TEST_ORIGIN, cookie: cookies.admin },
      payload: { allTeams: false, teamIds: [teamId(team)] },
    });
    expect(assigned.statusCode).toBe(200);
  }
});
afterAll(() => t?.close());

/**
 * An event that started ten minutes ago, shared by both teams: two late Eagles, one late
 * Hawk and one without a team, each with a guardian who takes arrival texts.
 */
async function sharedPractice() {
  const { event, athletes } = await createEventWithRoster(t.db, {
    name: 'Shared Practice',
    locationName: 'Field',
    date: new Date(t.clock.now().getTime() - 10 * 60_000),
    active: true,
    roster: [
      { firstName: 'Ava', lastName: 'Eagle', team: 'Eagles' },
      { firstName: 'Eli', lastName: 'Eagle', team: 'Eagles' },
      { firstName: 'Ben', lastName: 'Hawk', team: 'Hawks' },
      { firstName: 'Nia', lastName: 'Noteam' },
    ],
  });
  const guardians = athletes.map(() => nextPhone());
  await t.db
    .insert(parentLinks)
    .values(
      confirmedLinks(athletes.map((a, i) => ({ phoneNumber: guardians[i]!, athleteId: a.id }))),
    );
  await t.db.insert(alertSubscriptions).values(
    athletes.map((a, i) => ({
      phoneNumber: guardians[i]!,
      athleteId: a.id,
      kind: 'arrival' as const,
      wordingVersion: 'test-1',
    })),
  );
  const [ava, eli, ben, nia] = guardians as [string, string, string, string];
  return { eventId: event.id, guardians: { ava, eli, ben, nia } };
}

/** The nudges written for the event, by guardian. */
async function nudged(eventId: string) {
  const rows = await t.db
    .select({ recipient: outboundMessages.recipient })
    .from(outboundMessages)
    .where(and(eq(outboundMessages.eventId, eventId), eq(outboundMessages.purpose, 'nudge')));
  return rows.map((row) => row.recipient).sort();
}

describe('the nudge in team mode', () => {
  it("one team's nudge leaves the other team's coach free to nudge theirs, once", async () => {
    const { eventId, guardians } = await sharedPractice();
    expect(await preview('eagles', eventId)).toMatchObject({ athletes: 2, texts: 2, sentAt: null });

    const eagles = await nudge('eagles', eventId);
    expect(eagles.statusCode).toBe(200);
    expect(eagles.json()).toMatchObject({ athletes: 2, texts: 2 });
    expect(await nudged(eventId)).toEqual([guardians.ava, guardians.eli].sort());

    // The Hawks' coach still sees a nudge to send, and sends it.
    expect(await preview('hawks', eventId)).toMatchObject({ athletes: 1, texts: 1, sentAt: null });
    const hawks = await nudge('hawks', eventId);
    expect(hawks.statusCode).toBe(200);
    expect(hawks.json()).toMatchObject({ athletes: 1, texts: 1 });
    expect(await nudged(eventId)).toEqual([guardians.ava, guardians.eli, guardians.ben].sort());

    // Each once: the Eagles' other coach and the Hawks' coach are told it went.
    for (const who of ['eagles', 'eagles2', 'hawks']) {
      expect((await preview(who, eventId)).sentAt).not.toBeNull();
      const again = await nudge(who, eventId);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('LATE_NUDGE_SENT');
    }

    // The admin nudges whoever is left (the athlete of no team), and only them.
    expect(await preview('admin', eventId)).toMatchObject({ texts: 1, sentAt: null });
    const admin = await nudge('admin', eventId);
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ texts: 1 });
    expect(await nudged(eventId)).toEqual(Object.values(guardians).sort());
    expect((await preview('admin', eventId)).sentAt).not.toBeNull();
    expect((await nudge('admin', eventId)).statusCode).toBe(409);
  });

  it("the admin's nudge marks every late athlete: no coach nudges them again", async () => {
    const { eventId, guardians } = await sharedPractice();
    expect((await nudge('admin', eventId)).statusCode).toBe(200);
    expect(await nudged(eventId)).toEqual(Object.values(guardians).sort());
    for (const who of ['eagles', 'hawks']) {
      expect((await preview(who, eventId)).sentAt).not.toBeNull();
      expect((await nudge(who, eventId)).statusCode).toBe(409);
    }
  });

  it('two coaches of one team pressing at once: one nudge; two teams at once: one each', async () => {
    const { eventId, guardians } = await sharedPractice();
    const sameTeam = await Promise.all([
      nudge('eagles', eventId),
      nudge('eagles2', eventId),
      nudge('eagles', eventId),
      nudge('eagles2', eventId),
    ]);
    expect(sameTeam.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await nudged(eventId)).toEqual([guardians.ava, guardians.eli].sort());

    const other = await sharedPractice();
    const twoTeams = await Promise.all([
      nudge('eagles', other.eventId),
      nudge('hawks', other.eventId),
    ]);
    expect(twoTeams.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await nudged(other.eventId)).toEqual(
      [other.guardians.ava, other.guardians.eli, other.guardians.ben].sort(),
    );
  });
});

describe('the migration to per-athlete marks', () => {
  it('marks the athletes already nudged (their texts), and no other', async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      // The schema as it was before: one mark per event.
      await db.execute(sql`drop table late_nudges`);
      await db.execute(sql`alter table events add column late_nudge_at timestamptz`);
      const { event, athletes } = await createEventWithRoster(db, {
        name: 'Before',
        locationName: 'Field',
        date: new Date('2026-05-04T21:00:00Z'),
        roster: [
          { firstName: 'Ava', lastName: 'Eagle', team: 'Eagles' },
          { firstName: 'Ben', lastName: 'Hawk', team: 'Hawks' },
        ],
      });
      const ava = athletes[0]!;
      await db.execute(
        sql`update events set late_nudge_at = '2026-05-04T21:10:00Z' where id = ${event.id}`,
      );
      await db.insert(outboundMessages).values(
        ['2026-05-04T21:10:00Z', '2026-05-04T21:10:01Z'].map((at, i) => ({
          channel: 'sms' as const,
          purpose: 'nudge' as const,
          recipient: `+1505555090${i}`,
          body: 'nudge',
          dedupeKey: `nudge:${event.id}:${ava.id}:${i}`,
          eventId: event.id,
          athleteId: ava.id,
          createdAt: new Date(at),
        })),
      );
      const migration = readFileSync(path.join(migrationsFolder, '0015_late_nudges.sql'), 'utf8');
      for (const statement of migration.split('--> statement-breakpoint')) {
        await db.execute(sql.raw(statement));
      }
      expect(await db.select().from(lateNudges)).toEqual([
        { eventId: event.id, athleteId: ava.id, nudgedAt: new Date('2026-05-04T21:10:00Z') },
      ]);
    } finally {
      await database.drop();
    }
  });
});
