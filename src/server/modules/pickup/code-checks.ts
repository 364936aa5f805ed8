/**
 * Checking a pickup code or QR at release: which child and adult it names, with wrong codes
 * counted per event under a lock so that guessing pauses past PICKUP_GUESSES_MAX (decision 048).
 */

import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { writeAudit } from '#server/db/audit.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { pickupGuessesLock } from '#server/db/locks.ts';
import { auditLog, pickupCodes } from '#server/db/schema.ts';
import { appError } from '#server/http/errors.ts';
import { messages } from '#shared/messages.ts';
import { PICKUP_GUESSES_MAX, PICKUP_GUESSES_WINDOW_MS } from '#shared/pickup.ts';
import { codeHash } from './codes.ts';
import { type PickupDeps, trustedPhones } from './internal.ts';

const t = messages.pickup;

/** Wrong codes tried at an event lately: past the cap, code entry pauses there. */
async function recentGuesses(db: DbOrTx, eventId: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - PICKUP_GUESSES_WINDOW_MS);
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'pickup.code_refused'),
        eq(auditLog.targetId, eventId),
        gt(auditLog.createdAt, since),
      ),
    );
  return row?.value ?? 0;
}

export interface Adult {
  phoneNumber: string | null;
  name: string | null;
}

/**
 * The adult a code names at this event, checked against the child's trusted list now. One
 * check at a time per event, on every instance (decision 048): the count of recent wrong codes,
 * the lookup and the refusal it records are one decision, so parallel guesses past the pause
 * are never checked.
 */
export async function adultByCode(
  deps: PickupDeps,
  input: {
    eventId: string;
    code: string | null;
    athleteId?: string;
    userId: string;
    ip: string;
    qr: boolean;
  },
): Promise<{ athleteId: string; adult: Adult }> {
  const verdict = await deps.db.transaction(async (tx) => {
    await tx.execute(pickupGuessesLock(input.eventId));
    // Read after the lock: guesses are counted in the order they were decided.
    if ((await recentGuesses(tx, input.eventId, deps.clock.now())) >= PICKUP_GUESSES_MAX)
      return 'paused' as const;
    const found = input.code ? await codeHolder(deps, tx, { ...input, code: input.code }) : null;
    if (found) return found;
    // Recorded in the lock's transaction: the next check counts it.
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      action: 'pickup.code_refused',
      targetType: 'event',
      targetId: input.eventId,
      ip: input.ip,
    });
    return 'refused' as const;
  });
  if (verdict === 'paused') throw appError('PICKUP_GUESSES', t.errors.guesses);
  if (verdict === 'refused')
    throw appError('PICKUP_CODE_REFUSED', input.qr ? t.errors.qrRefused : t.errors.codeRefused);
  return verdict;
}

/** The live code's child and adult, if the code is one of a trusted adult's for that child. */
async function codeHolder(
  deps: PickupDeps,
  db: DbOrTx,
  input: { eventId: string; code: string; athleteId?: string },
): Promise<{ athleteId: string; adult: Adult } | null> {
  const [row] = await db
    .select({ athleteId: pickupCodes.athleteId, phoneNumber: pickupCodes.phoneNumber })
    .from(pickupCodes)
    .where(
      and(
        eq(pickupCodes.eventId, input.eventId),
        eq(pickupCodes.codeHash, codeHash(deps.secretKey, input.eventId, input.code)),
        isNull(pickupCodes.voidedAt),
      ),
    );
  if (!row || (input.athleteId && row.athleteId !== input.athleteId)) return null;
  const trusted = (await trustedPhones({ db }, row.athleteId)).find(
    (adult) => adult.phoneNumber === row.phoneNumber,
  );
  return trusted ? { athleteId: row.athleteId, adult: trusted } : null;
}
