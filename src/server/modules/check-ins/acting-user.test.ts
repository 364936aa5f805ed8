/**
 * A coach's change queued offline names the coach who made it (X-TapIn-Acting-User,
 * decision 035). If another staff member is signed in on that device by the time it is sent,
 * the server refuses it and changes nothing: it never lands under the wrong coach's name,
 * even when a sign-in in another tab races the browser's own check.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, checkIns } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { createTestApp, signInAs, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { ACTING_USER_HEADER } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';

let t: TestApp;
let admin: string;
let adminId: string;
let coach: string;
let coachId: string;
let eventId: string;
let athleteId: string;

const userId = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json().id;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'admin@acting.test');
  adminId = await userId(admin);
  coachId = await userId(await signInAs(t, 'coach@acting.test'));
  await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${coachId}/role`,
    payload: { role: 'coach' },
    headers: { cookie: admin, origin: TEST_ORIGIN },
  });
  coach = await signInAs(t, 'coach@acting.test');
  const { event, athletes } = await createEventWithRoster(t.db, {
    name: 'Acting Meet',
    locationName: 'Gym',
    date: new Date(),
    active: true,
    roster: [{ firstName: 'Noa', lastName: 'Queued' }],
  });
  eventId = event.id;
  athleteId = athletes[0]!.id;
});
afterAll(() => t.close());

const checkIn = (cookie: string, actingUserId?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/check-in',
    headers: {
      cookie,
      origin: TEST_ORIGIN,
      ...(actingUserId ? { [ACTING_USER_HEADER]: actingUserId } : {}),
    },
    payload: {
      athleteId,
      eventId,
      phoneNumber: '+15550000000',
      source: 'manual_fallback',
      tappedAt: new Date().toISOString(),
    },
  });

const undo = (cookie: string, actingUserId?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/check-in/${athleteId}/${eventId}`,
    headers: {
      cookie,
      origin: TEST_ORIGIN,
      ...(actingUserId ? { [ACTING_USER_HEADER]: actingUserId } : {}),
    },
  });

const rows = () =>
  t.db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.athleteId, athleteId), eq(checkIns.eventId, eventId)));

describe('a change queued offline by one coach, sent while another is signed in', () => {
  it('a check-in is refused with ACTING_USER_CHANGED and nothing is recorded', async () => {
    const refused = await checkIn(admin, coachId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'ACTING_USER_CHANGED',
      message: messages.errors.actingUserChanged,
    });
    expect(await rows()).toHaveLength(0);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, athleteId));
    expect(audits).toHaveLength(0);
  });

  it('the coach who made it sends it: recorded under that coach', async () => {
    const sent = await checkIn(coach, coachId);
    expect(sent.statusCode).toBe(201);
    const [row] = await rows();
    expect(row?.createdByUserId).toBe(coachId);
  });

  it('an undo is refused the same way and the check-in stays', async () => {
    const refused = await undo(admin, coachId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ACTING_USER_CHANGED');
    expect(await rows()).toHaveLength(1);
    expect((await undo(coach, coachId)).statusCode).toBe(204);
    expect(await rows()).toHaveLength(0);
  });

  it('a change made online (no header) is the signed-in coach’s, as before', async () => {
    expect((await checkIn(admin)).statusCode).toBe(201);
    const [row] = await rows();
    expect(row?.createdByUserId).toBe(adminId);
    expect((await undo(admin, adminId)).statusCode).toBe(204);
  });

  it('a header that is not a user id is a 400, and changes nothing', async () => {
    const bad = await checkIn(coach, 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect(await rows()).toHaveLength(0);
  });
});
