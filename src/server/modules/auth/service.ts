/**
 * Passwordless sign-in. A magic link carries a 256-bit token, stored hashed, good once and
 * for 15 minutes. Opening the link spends nothing (mail scanners prefetch links): the page
 * spends it with a POST. The first account ever is admin, ADMIN_EMAILS are admins, every
 * other new account is pending.
 */
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { writeAudit } from '#server/db/audit.ts';
import { FIRST_USER_LOCK, MAGIC_LINK_LOCK } from '#server/db/locks.ts';
import { loginTokens, users } from '#server/db/schema.ts';
import { appError } from '#server/http/errors.ts';
import { createSession, toUser } from '#server/http/sessions.ts';
import type { Deps } from '#server/http/types.ts';
import { hashToken, randomToken } from '#server/platform/crypto.ts';
import { MAGIC_LINK_TTL_MS } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import type { User } from '#shared/schemas.ts';
import { signInEmail } from './sign-in-email.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Sign-in: what a session needs (decision 024: services take `Pick<Deps, ...>`). */
type AuthDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/**
 * The emailed link. The token rides in the fragment: it never reaches server logs or
 * Referer headers. `next`, the staff page the coach asked for, rides in the query.
 */
export const magicLinkUrl = (publicUrl: string, token: string, next?: string) =>
  `${publicUrl}/coach/login/verify${next ? `?${new URLSearchParams({ next })}` : ''}#token=${token}`;

export async function requestMagicLink(
  deps: AuthDeps & Pick<Deps, 'mailer'>,
  input: { email: string; ip: string; next?: string },
): Promise<{ message: string }> {
  const now = deps.clock.now();
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const token = randomToken();
  // Decided under one advisory lock, in every process: parallel requests cannot both take
  // the last place of a cap (decision 017).
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MAGIC_LINK_LOCK})`);
    const [byEmail] = await tx
      .select({ n: count() })
      .from(loginTokens)
      .where(and(eq(loginTokens.email, input.email), gt(loginTokens.createdAt, hourAgo)));
    // Per address, links never used count against a small allowance that grows by one for
    // each link used: the staff of one school sign in, a mail bomber's links lie unused.
    const [byIp] = await tx
      .select({
        unused: count(sql`case when ${loginTokens.usedAt} is null then 1 end`),
        used: count(loginTokens.usedAt),
      })
      .from(loginTokens)
      .where(and(eq(loginTokens.ip, input.ip), gt(loginTokens.createdAt, hourAgo)));
    const unusedAllowed = deps.config.limits.magicLinksUnusedPerIpPerHour + (byIp?.used ?? 0);
    if (
      (byEmail?.n ?? 0) >= deps.config.limits.magicLinksPerEmailPerHour ||
      (byIp?.unused ?? 0) >= unusedAllowed
    ) {
      throw appError('MAGIC_LINK_CAP', messages.errors.magicLinkCap);
    }
    await tx.insert(loginTokens).values({
      tokenHash: hashToken(token),
      email: input.email,
      ip: input.ip,
      createdAt: now,
      // Each link keeps its own life; a newer link neither extends nor revives an older one.
      expiresAt: new Date(now.getTime() + MAGIC_LINK_TTL_MS),
    });
  });
  const link = magicLinkUrl(deps.config.publicUrl, token, input.next);
  await deps.mailer.send({ to: input.email, ...signInEmail(link), link });
  // The same answer whether or not the address has an account.
  return { message: messages.coachLogin.magicLinkSent };
}

/** Finds the account for an email, creating it (admin or pending) on first sign-in. */
export async function findOrCreateUser(
  deps: AuthDeps,
  input: { email: string; firstName?: string | null; lastName?: string | null },
) {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_USER_LOCK})`);
    const [existing] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`);
    if (existing) return { row: existing, isNew: false };
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(users);
    const isAdmin = n === 0 || deps.config.adminEmails.includes(input.email.toLowerCase());
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email.toLowerCase(),
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        role: isAdmin ? 'admin' : 'pending',
        createdAt: deps.clock.now(),
      })
      .returning();
    return { row: created!, isNew: true };
  });
}

/** Where a freshly signed-in user goes: the staff page asked for (`next`) or the dashboard. */
export const landingFor = (user: User, next?: string) =>
  user.role === 'pending' ? '/pending-approval' : (next ?? '/coach/dashboard');

/** Signs an email in: account, audit entry and a brand-new session. */
export async function signIn(
  deps: AuthDeps,
  input: {
    email: string;
    firstName?: string | null;
    lastName?: string | null;
    method: string;
    ip: string;
  },
) {
  const { row, isNew } = await findOrCreateUser(deps, input);
  // ADMIN_EMAILS also promotes an existing account.
  const role = deps.config.adminEmails.includes(row.email.toLowerCase()) ? 'admin' : row.role;
  const [userRow] = await deps.db
    .update(users)
    .set({ lastLoginAt: deps.clock.now(), role })
    .where(eq(users.id, row.id))
    .returning();
  if (!userRow) throw new Error('user vanished during sign-in');
  const session = await createSession(deps, deps.db, userRow.id);
  const user = toUser(userRow);
  await writeAudit(deps.db, {
    actorType: 'user',
    actorId: user.id,
    action: 'auth.signed_in',
    targetType: 'user',
    targetId: user.id,
    details: { method: input.method, isNewAccount: isNew, role: user.role },
    ip: input.ip,
  });
  return { user, session };
}

/** Spends a magic-link token (once) and signs its email in. */
export async function signInWithMagicLink(deps: AuthDeps, input: { token: string; ip: string }) {
  const now = deps.clock.now();
  const [spent] = await deps.db
    .update(loginTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginTokens.tokenHash, hashToken(input.token)),
        isNull(loginTokens.usedAt),
        gt(loginTokens.expiresAt, now),
      ),
    )
    .returning({ email: loginTokens.email });
  if (!spent) {
    await writeAudit(deps.db, {
      actorType: 'system',
      action: 'auth.sign_in_failed',
      details: { method: 'magic_link', reason: 'invalid, used or expired token' },
      ip: input.ip,
    });
    throw appError('MAGIC_LINK_INVALID', messages.errors.magicLinkInvalid);
  }
  return signIn(deps, { email: spent.email, method: 'magic_link', ip: input.ip });
}

/**
 * A sign-in link opened in a browser already signed in (decision 041): true when the link
 * was sent to that same account (still unexpired; spent or not: opening it twice is no
 * reason to switch anything), spending it if it was not. False for any other link, which
 * stays unspent.
 */
export async function isLinkForSignedInUser(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  input: { token: string; email: string },
): Promise<boolean> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(loginTokens)
    .set({ usedAt: sql`coalesce(${loginTokens.usedAt}, ${now})` })
    .where(
      and(
        eq(loginTokens.tokenHash, hashToken(input.token)),
        gt(loginTokens.expiresAt, now),
        sql`lower(${loginTokens.email}) = ${input.email.toLowerCase()}`,
      ),
    )
    .returning({ id: loginTokens.id });
  return row !== undefined;
}

/**
 * The user's offline key (decision 036), made on first use. One statement: two first
 * requests at once both get the key the first of them stored.
 */
export async function offlineKeyFor({ db }: Pick<Deps, 'db'>, userId: string): Promise<string> {
  const [row] = await db
    .update(users)
    .set({ offlineKey: sql`coalesce(${users.offlineKey}, ${randomToken()})` })
    .where(eq(users.id, userId))
    .returning({ key: users.offlineKey });
  if (!row?.key) throw appError('SESSION_REQUIRED', messages.errors.signInRequired);
  return row.key;
}
