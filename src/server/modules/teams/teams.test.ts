import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, teams } from '#server/db/schema.ts';
import { createTestApp, signInAs, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { messages } from '#shared/messages.ts';

let t: TestApp;
let coach: string;

const createTeam = (name: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/teams',
    headers: { cookie: coach, origin: TEST_ORIGIN },
    payload: { name },
  });

beforeAll(async () => {
  t = await createTestApp();
  coach = await signInAs(t, 'head@teams.test');
});
afterAll(() => t.close());

describe('teams', () => {
  it('creates a team with a trimmed name, lists teams by name, and audits the creation', async () => {
    const created = await createTeam('  Varsity   Eagles ');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(String), name: 'Varsity Eagles' });
    await createTeam('Alpha Wolves');

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/teams',
      headers: { cookie: coach },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((team: { name: string }) => team.name)).toEqual([
      'Alpha Wolves',
      'Varsity Eagles',
    ]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, created.json().id));
    expect(entry).toMatchObject({ action: 'team.created', details: { name: 'Varsity Eagles' } });
  });

  it('refuses a name taken in any case with a 409 naming the existing team', async () => {
    await createTeam('Hawks');
    for (const name of ['Hawks', 'HAWKS', ' hawks ']) {
      const duplicate = await createTeam(name);
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({
        code: 'TEAM_EXISTS',
        message: messages.errors.teamExists('Hawks'),
      });
    }
    const rows = await t.db.select().from(teams);
    expect(rows.filter((team) => team.name.toLowerCase() === 'hawks')).toHaveLength(1);
  });

  it('gives one team and clear 409s, never a 500, when coaches create the same name at once', async () => {
    const answers = await Promise.all(
      ['Ravens', 'ravens', 'RAVENS', 'Ravens', 'rAvEnS'].map((name) => createTeam(name)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
  });

  it('refuses a blank or overlong name', async () => {
    expect((await createTeam('   ')).json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: messages.errors.teamNameRequired,
    });
    expect((await createTeam('x'.repeat(101))).json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: messages.errors.teamNameTooLong,
    });
    expect((await createTeam(undefined)).statusCode).toBe(400);
  });
});
