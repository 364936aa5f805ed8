/**
 * User management: approve, reject, promote, demote, delete. An admin never demotes or
 * deletes themselves, and the last admin can never be removed. A change that takes rights
 * away (demotion, rejection, deletion) ends the user's sessions at once; approval and
 * promotion keep them, so a waiting coach's 'Check Approval Status' goes straight in.
 * Every change is written to the audit log.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { writeAudit } from '#server/db/audit.ts';
import { ADMIN_LOCK } from '#server/db/locks.ts';
import { users } from '#server/db/schema.ts';
import { appError } from '#server/http/errors.ts';
import {
  announceSessionsEnded,
  countAdmins,
  revokeUserSessions,
  type SessionUser,
  toRole,
  toUser,
} from '#server/http/sessions.ts';
import type { Deps } from '#server/http/types.ts';
import { USER_ROLES, type UserRole } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import type { AdminUser } from '#shared/schemas.ts';

/** USER_ROLES runs from fewest rights to most. */
const losesRights = (from: UserRole, to: UserRole) =>
  USER_ROLES.indexOf(to) < USER_ROLES.indexOf(from);

export async function listUsers(deps: Pick<Deps, 'db'>): Promise<AdminUser[]> {
  const { db } = deps;
  const rows = await db.select().from(users).orderBy(
    // Pending users first: they are the ones waiting on an admin.
    sql`case when ${users.role} in ('coach', 'admin') then 1 else 0 end`,
    asc(users.createdAt),
    asc(users.email),
  );
  return rows.map((row) => ({
    ...toUser(row),
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  }));
}

export async function changeUserRole(
  deps: Pick<Deps, 'db'>,
  input: { actor: SessionUser; userId: string; role: UserRole; ip: string },
): Promise<AdminUser> {
  const { db } = deps;
  if (input.userId === input.actor.id)
    throw appError('CANNOT_CHANGE_OWN_ROLE', messages.errors.cannotChangeOwnRole);
  return db.transaction(async (tx) => {
    // Serialise admin changes so two admins cannot demote each other at once.
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_LOCK})`);
    const [target] = await tx.select().from(users).where(eq(users.id, input.userId));
    if (!target) throw appError('USER_NOT_FOUND', messages.errors.userNotFound);
    const from = toRole(target.role);
    if (from === 'admin' && input.role !== 'admin' && (await countAdmins(tx)) <= 1) {
      throw appError('LAST_ADMIN', messages.errors.lastAdmin);
    }
    const [updated] = await tx
      .update(users)
      .set({ role: input.role })
      .where(eq(users.id, input.userId))
      .returning();
    // Roles are read afresh on every request, so a session that gains rights is safe to keep.
    if (losesRights(from, input.role)) await revokeUserSessions(tx, input.userId);
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.actor.id,
      action: 'user.role_changed',
      targetType: 'user',
      targetId: input.userId,
      details: { email: target.email, from, to: input.role },
      ip: input.ip,
    });
    return {
      ...toUser(updated!),
      createdAt: updated!.createdAt.toISOString(),
      lastLoginAt: updated!.lastLoginAt?.toISOString() ?? null,
    };
  });
}

export async function deleteUser(
  deps: Pick<Deps, 'db'>,
  input: { actor: SessionUser; userId: string; ip: string },
): Promise<void> {
  const { db } = deps;
  if (input.userId === input.actor.id)
    throw appError('CANNOT_DELETE_SELF', messages.errors.cannotDeleteSelf);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_LOCK})`);
    const [target] = await tx.select().from(users).where(eq(users.id, input.userId));
    if (!target) throw appError('USER_NOT_FOUND', messages.errors.userNotFound);
    const role = toRole(target.role);
    if (role === 'admin' && (await countAdmins(tx)) <= 1)
      throw appError('LAST_ADMIN', messages.errors.lastAdmin);
    // Sessions go with the user (foreign key cascade); their streams end on every instance.
    await tx.delete(users).where(eq(users.id, input.userId));
    await announceSessionsEnded(tx, { userId: input.userId, sessionIds: null });
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.actor.id,
      action: role === 'pending' ? 'user.rejected' : 'user.deleted',
      targetType: 'user',
      targetId: input.userId,
      details: { email: target.email, role },
      ip: input.ip,
    });
  });
}
