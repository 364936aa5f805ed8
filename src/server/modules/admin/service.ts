/**
 * User management: approve, reject, promote, demote, delete. An admin never demotes or
 * deletes themselves, and the last admin can never be removed. A change that takes rights
 * away (demotion, rejection, deletion) ends the user's sessions at once; approval and
 * promotion keep them, so a waiting coach's 'Check Approval Status' goes straight in.
 * Every change is written to the audit log.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { writeAudit } from '#server/db/audit.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { ADMIN_LOCK } from '#server/db/locks.ts';
import { coachTeams, teams, users } from '#server/db/schema.ts';
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
import type { AdminUser, CoachTeamsOverview } from '#shared/schemas.ts';
import { isTeamMode } from '../auth/scope.ts';

/** USER_ROLES runs from fewest rights to most. */
const losesRights = (from: UserRole, to: UserRole) =>
  USER_ROLES.indexOf(to) < USER_ROLES.indexOf(from);

/** The teams of each user (decision 044), by user id. */
async function teamsByUser(db: DbOrTx, userIds?: string[]): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ userId: coachTeams.userId, teamId: coachTeams.teamId })
    .from(coachTeams)
    .where(userIds ? inArray(coachTeams.userId, userIds) : undefined)
    .orderBy(asc(coachTeams.teamId));
  const byUser = new Map<string, string[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.teamId]);
  return byUser;
}

function toAdminUser(row: typeof users.$inferSelect, teamIds: string[]): AdminUser {
  return {
    ...toUser(row),
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    allTeams: row.allTeams,
    teamIds,
  };
}

export async function listUsers(deps: Pick<Deps, 'db'>): Promise<AdminUser[]> {
  const { db } = deps;
  const rows = await db.select().from(users).orderBy(
    // Pending users first: they are the ones waiting on an admin.
    sql`case when ${users.role} in ('coach', 'admin') then 1 else 0 end`,
    asc(users.createdAt),
    asc(users.email),
  );
  const teams = await teamsByUser(db);
  return rows.map((row) => toAdminUser(row, teams.get(row.id) ?? []));
}

/** Which mode the club is in, and every team to assign (decision 044). */
export async function coachTeamsOverview(deps: Pick<Deps, 'db'>): Promise<CoachTeamsOverview> {
  const { db } = deps;
  const [mode, list] = await Promise.all([
    isTeamMode(deps),
    db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id)),
  ]);
  return { mode: mode ? 'teams' : 'open', teams: list };
}

/**
 * Sets the teams a user coaches, replacing the previous ones, and whether they see every
 * team. The user's row is locked first, so two admins' changes apply one after the other
 * (the last one wins whole, never a mix). Unknown teams are a 400. Audited.
 */
export async function assignTeams(
  deps: Pick<Deps, 'db'>,
  input: { actor: SessionUser; userId: string; allTeams: boolean; teamIds: string[]; ip: string },
): Promise<AdminUser> {
  const teamIds = [...new Set(input.teamIds)];
  return deps.db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    if (!target) throw appError('USER_NOT_FOUND', messages.errors.userNotFound);
    const known =
      teamIds.length === 0
        ? []
        : await tx
            .select({ id: teams.id, name: teams.name })
            .from(teams)
            .where(inArray(teams.id, teamIds));
    if (known.length !== teamIds.length)
      throw appError('VALIDATION_FAILED', messages.errors.unknownTeam);
    const before = await teamsByUser(tx, [input.userId]);
    await tx.delete(coachTeams).where(eq(coachTeams.userId, input.userId));
    if (teamIds.length > 0)
      await tx
        .insert(coachTeams)
        .values(teamIds.map((teamId) => ({ userId: input.userId, teamId })))
        .onConflictDoNothing();
    const [updated] = await tx
      .update(users)
      .set({ allTeams: input.allTeams })
      .where(eq(users.id, input.userId))
      .returning();
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.actor.id,
      action: 'user.teams_changed',
      targetType: 'user',
      targetId: input.userId,
      details: {
        email: target.email,
        allTeams: input.allTeams,
        teams: known.map((team) => team.name).sort(),
        before: { allTeams: target.allTeams, teamIds: before.get(input.userId) ?? [] },
      },
      ip: input.ip,
    });
    return toAdminUser(updated!, [...teamIds].sort());
  });
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
    const teamIds = await teamsByUser(tx, [input.userId]);
    return toAdminUser(updated!, teamIds.get(input.userId) ?? []);
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
