/**
 * Coach and admin sessions: a 256-bit token in an HttpOnly cookie, stored hashed, with an
 * idle and an absolute timeout enforced here (decision 006). The guards at the bottom are
 * the first line of every staff handler.
 */
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema.ts';
import { appError } from '#server/http/errors.ts';
import type { Clock } from '#server/platform/clock.ts';
import { hashToken, randomToken } from '#server/platform/crypto.ts';
import { LIVE_CHANNEL, type SessionsEnded } from '#server/platform/live-bus.ts';
import type { UserRole } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import type { User } from '#shared/schemas.ts';

export const SESSION_COOKIE = 'tapin_session';
/** lastSeenAt is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionDeps {
  db: Db;
  clock: Clock;
  config: Config;
}

/** Any stored role other than coach or admin counts as pending (docs/product.md#data). */
export function toRole(value: string): UserRole {
  return value === 'coach' || value === 'admin' ? value : 'pending';
}

export function toUser(row: typeof users.$inferSelect): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: toRole(row.role),
  };
}

export async function createSession(
  deps: SessionDeps,
  db: DbOrTx,
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const now = deps.clock.now();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + deps.config.limits.sessionMaxMs);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  // Housekeeping: sessions past either timeout are dead anyway.
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - deps.config.limits.sessionIdleMs)),
      ),
    );
  return { token, expiresAt };
}

export interface SessionUser extends User {
  sessionId: string;
}

/**
 * The signed-in user of this request, or null. `touch: false` checks without counting as
 * activity (an open live stream must not keep an idle session alive).
 */
export async function findSessionUser(
  deps: SessionDeps,
  request: FastifyRequest,
  options: { touch?: boolean } = {},
): Promise<SessionUser | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const now = deps.clock.now();
  const [row] = await deps.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - deps.config.limits.sessionIdleMs)),
      ),
    );
  if (!row) return null;
  const isDue = now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS;
  if (options.touch !== false && isDue) {
    await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
  }
  return { ...toUser(row.user), sessionId: row.session.id };
}

/**
 * Tells every instance that sessions ended, so each ends the live streams they opened at
 * once (decision 036). Called in the transaction that ends them: the notice is delivered
 * only if the change commits, and never before it is visible.
 */
export async function announceSessionsEnded(
  db: DbOrTx,
  ended: Omit<SessionsEnded, 'type'>,
): Promise<void> {
  const notice: SessionsEnded = { type: 'sessions-ended', ...ended };
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`);
}

/** Ends every session of a user: after a role change or deletion. */
export async function revokeUserSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await announceSessionsEnded(db, { userId, sessionIds: null });
}

/** Ends one session (sign-out, or a new sign-in on the same browser) and its streams. */
export async function revokeSession(
  db: DbOrTx,
  session: Pick<SessionUser, 'id' | 'sessionId'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.id, session.sessionId));
    await announceSessionsEnded(tx, { userId: session.id, sessionIds: [session.sessionId] });
  });
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: { expiresAt: Date; secure: boolean },
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    expires: options.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, options: { secure: boolean }) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
  });
}

// ---- guards -------------------------------------------------------------------------

/**
 * The guards' answer per request: the access hook asks before the handler, the handler asks
 * again, and the session is read once (modules/auth/access.ts).
 */
const usersOfRequests = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** Signed in, whatever the role: 401 otherwise. */
export async function requireUser(
  deps: SessionDeps,
  request: FastifyRequest,
): Promise<SessionUser> {
  let found = usersOfRequests.get(request);
  if (!found) {
    found = findSessionUser(deps, request);
    usersOfRequests.set(request, found);
  }
  const user = await found;
  if (!user) throw appError('SESSION_REQUIRED', messages.errors.signInRequired);
  return user;
}

/** An approved coach or an admin: 401 signed out, 403 pending. */
export async function requireStaff(
  deps: SessionDeps,
  request: FastifyRequest,
): Promise<SessionUser> {
  const user = await requireUser(deps, request);
  if (user.role === 'pending') throw appError('PENDING_APPROVAL', messages.errors.pendingApproval);
  return user;
}

/** An admin: 401 signed out, 403 otherwise. */
export async function requireAdmin(
  deps: SessionDeps,
  request: FastifyRequest,
): Promise<SessionUser> {
  const user = await requireUser(deps, request);
  if (user.role !== 'admin') throw appError('ADMIN_ONLY', messages.errors.adminOnly);
  return user;
}

/** Counts admins, for the rule that the last one can never be removed. */
export async function countAdmins(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.role, 'admin'));
  return row?.n ?? 0;
}
