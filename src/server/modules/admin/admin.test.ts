import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema.ts';
import { createTestApp, signInAs, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { messages } from '#shared/messages.ts';

let t: TestApp;
let admin: string;
let adminId: string;
let counter = 0;
const newEmail = () => `user${counter++}@club.test`;

const call = (cookie: string, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie, origin: TEST_ORIGIN } });
const me = async (cookie: string) => (await call(cookie, 'GET', '/api/auth/user')).json();
const setRole = (cookie: string, userId: string, role: string) =>
  call(cookie, 'PATCH', `/api/admin/users/${userId}/role`, { role });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'head@club.test');
  adminId = (await me(admin)).id;
});
afterAll(() => t.close());

describe('admin user management', () => {
  it('lists users with pending ones first, with creation and last sign-in times', async () => {
    await signInAs(t, newEmail());
    const response = await call(admin, 'GET', '/api/admin/users');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list[0]).toMatchObject({ role: 'pending', lastLoginAt: expect.any(String) });
    expect(list.at(-1)).toMatchObject({ email: 'head@club.test', role: 'admin' });
    expect(list[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('approves a pending user, whose session reaches coach rights at once', async () => {
    const pending = await signInAs(t, newEmail());
    const { id } = await me(pending);
    expect((await call(pending, 'GET', '/api/events')).statusCode).toBe(403);
    const approved = await setRole(admin, id, 'coach');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id, role: 'coach' });
    expect(await me(pending)).toMatchObject({ role: 'coach' });
    expect((await call(pending, 'GET', '/api/events')).statusCode).toBe(200);
  });

  it('promotes within the same session; demotion signs the user out', async () => {
    const email = newEmail();
    const session = await signInAs(t, email);
    const { id } = await me(session);
    await setRole(admin, id, 'coach');
    expect((await call(session, 'GET', '/api/admin/users')).statusCode).toBe(403);
    expect((await setRole(admin, id, 'admin')).json().role).toBe('admin');
    expect((await call(session, 'GET', '/api/admin/users')).statusCode).toBe(200);
    expect((await setRole(admin, id, 'coach')).json().role).toBe('coach');
    expect((await call(session, 'GET', '/api/auth/user')).statusCode).toBe(401);
    const again = await signInAs(t, email);
    expect((await call(again, 'GET', '/api/admin/users')).statusCode).toBe(403);
    expect((await call(again, 'GET', '/api/events')).statusCode).toBe(200);
  });

  it('refuses self-demotion and self-deletion', async () => {
    const demote = await setRole(admin, adminId, 'coach');
    expect(demote.statusCode).toBe(400);
    expect(demote.json()).toEqual({
      code: 'CANNOT_CHANGE_OWN_ROLE',
      message: messages.errors.cannotChangeOwnRole,
    });
    const remove = await call(admin, 'DELETE', `/api/admin/users/${adminId}`);
    expect(remove.statusCode).toBe(400);
    expect(remove.json()).toEqual({
      code: 'CANNOT_DELETE_SELF',
      message: messages.errors.cannotDeleteSelf,
    });
    expect(await me(admin)).toMatchObject({ role: 'admin' });
  });

  it('rejects a pending user and deletes a coach, ending their sessions', async () => {
    const pending = await signInAs(t, newEmail());
    const { id: pendingId } = await me(pending);
    expect((await call(admin, 'DELETE', `/api/admin/users/${pendingId}`)).statusCode).toBe(204);
    expect((await call(pending, 'GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await call(admin, 'DELETE', `/api/admin/users/${pendingId}`)).statusCode).toBe(404);

    const audit = await t.db.select().from(auditLog);
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'user.rejected', actorId: adminId, targetId: pendingId }),
    );
  });

  it('validates the role and the user id', async () => {
    const { id } = await me(await signInAs(t, newEmail()));
    const bad = await setRole(admin, id, 'superuser');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'VALIDATION_FAILED', message: messages.errors.invalidRole });
    expect((await setRole(admin, '00000000-0000-4000-8000-000000000000', 'coach')).statusCode).toBe(
      404,
    );
    expect((await setRole(admin, 'nope', 'coach')).statusCode).toBe(400);
  });

  it('keeps at least one admin when two admins demote each other at once', async () => {
    const other = await createTestApp();
    try {
      const first = await signInAs(other, 'a@club.test');
      const secondEmail = 'b@club.test';
      const { id: secondId } = (
        await other.app.inject({
          method: 'GET',
          url: '/api/auth/user',
          headers: { cookie: await signInAs(other, secondEmail) },
        })
      ).json();
      const patch = (cookie: string, userId: string) =>
        other.app.inject({
          method: 'PATCH',
          url: `/api/admin/users/${userId}/role`,
          payload: { role: 'admin' },
          headers: { cookie, origin: TEST_ORIGIN },
        });
      await patch(first, secondId);
      const second = await signInAs(other, secondEmail);
      const ids = await Promise.all(
        [first, second].map(
          async (cookie) =>
            (
              await other.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })
            ).json().id,
        ),
      );
      const demote = (cookie: string, userId: string) =>
        other.app.inject({
          method: 'PATCH',
          url: `/api/admin/users/${userId}/role`,
          payload: { role: 'coach' },
          headers: { cookie, origin: TEST_ORIGIN },
        });
      const results = await Promise.all([demote(first, ids[1]), demote(second, ids[0])]);
      const statuses = results.map((r) => r.statusCode).sort();
      // One demotion lands; the other finds its actor signed out (401) or the last admin (409).
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const users = (
        await other.app.inject({
          method: 'GET',
          url: '/api/admin/users',
          headers: { cookie: results[0]!.statusCode === 200 ? first : second },
        })
      ).json();
      expect(users.filter((u: { role: string }) => u.role === 'admin')).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
