/**
 * Trusted adults: a confirmed guardian lists, adds (up to TRUSTED_ADULTS_MAX, decided under
 * a lock) and removes the adults who may collect their child; a removed adult's codes stop
 * working in the same transaction.
 */

import { and, eq, isNull, sql } from 'drizzle-orm';
import { writeAudit } from '#server/db/audit.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { parentLinksLock, trustedAdultsLock } from '#server/db/locks.ts';
import { pickupCodes, trustedAdults } from '#server/db/schema.ts';
import { appError } from '#server/http/errors.ts';
import type { Deps } from '#server/http/types.ts';
import { normalizePhone } from '#server/platform/phone.ts';
import { messages } from '#shared/messages.ts';
import { TRUSTED_ADULTS_MAX } from '#shared/pickup.ts';
import type { TrustedAdult } from '#shared/schemas.ts';
import { isConfirmedGuardian } from '../auth/guardians.ts';
import { trustedPhones } from './internal.ts';

const t = messages.pickup;

/** A confirmed guardian (decision 059): a phone that only linked itself is not one. */
const isGuardian = (db: DbOrTx, phoneNumber: string, athleteId: string) =>
  isConfirmedGuardian({ db }, { phoneNumber, athleteId });

/**
 * A confirmed guardian's list of who may collect their child; anyone else, an unconfirmed
 * phone included, gets 404 (not 403).
 */
export async function listTrustedAdults(
  { db }: Pick<Deps, 'db'>,
  input: { phoneNumber: string; athleteId: string },
): Promise<TrustedAdult[]> {
  if (!(await isGuardian(db, input.phoneNumber, input.athleteId)))
    throw appError('ATHLETE_NOT_FOUND', messages.errors.athleteNotFound);
  return trustedPhones({ db }, input.athleteId);
}

export async function addTrustedAdult(
  deps: Pick<Deps, 'db'>,
  input: { phoneNumber: string; athleteId: string; name: string; adultPhone: string; ip: string },
): Promise<TrustedAdult[]> {
  const adultPhone = normalizePhone(input.adultPhone);
  if (!adultPhone) throw appError('VALIDATION_FAILED', messages.errors.invalidPhone);
  await deps.db.transaction(async (tx) => {
    // The phone's links stand still meanwhile: an erasure of the phone (own-data.ts) waits,
    // or is waited for and leaves it no guardian, so no adult it added outlives it.
    await tx.execute(parentLinksLock(input.phoneNumber));
    if (!(await isGuardian(tx, input.phoneNumber, input.athleteId)))
      throw appError('ATHLETE_NOT_FOUND', messages.errors.athleteNotFound);
    // One add at a time per child, on every instance: the count and the insert it allows are
    // one decision (decision 048), so parallel adds never pass the cap together.
    await tx.execute(trustedAdultsLock(input.athleteId));
    const [{ value: count } = { value: 0 }] = await tx
      .select({ value: sql<number>`count(*)::int` })
      .from(trustedAdults)
      .where(and(eq(trustedAdults.athleteId, input.athleteId), isNull(trustedAdults.removedAt)));
    if (count >= TRUSTED_ADULTS_MAX)
      throw appError('TOO_MANY_TRUSTED_ADULTS', t.errors.tooManyAdults);
    const written = await tx
      .insert(trustedAdults)
      .values({
        athleteId: input.athleteId,
        phoneNumber: adultPhone,
        name: input.name,
        addedByPhone: input.phoneNumber,
      })
      .onConflictDoNothing()
      .returning({ id: trustedAdults.id });
    if (written[0])
      await writeAudit(tx, {
        actorType: 'parent',
        actorId: input.phoneNumber,
        action: 'pickup.adult_added',
        targetType: 'athlete',
        targetId: input.athleteId,
        details: { adultPhone },
        ip: input.ip,
      });
  });
  return trustedPhones(deps, input.athleteId);
}

/** A guardian removes an added adult: the adult's codes stop working in the same transaction. */
export async function removeTrustedAdult(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { phoneNumber: string; id: string; ip: string },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.execute(parentLinksLock(input.phoneNumber));
    const [adult] = await tx
      .select()
      .from(trustedAdults)
      .where(and(eq(trustedAdults.id, input.id), isNull(trustedAdults.removedAt)));
    if (!adult || !(await isGuardian(tx, input.phoneNumber, adult.athleteId)))
      throw appError('TRUSTED_ADULT_NOT_FOUND', t.errors.trustedAdultNotFound);
    await tx.update(trustedAdults).set({ removedAt: now }).where(eq(trustedAdults.id, adult.id));
    // A guardian's own codes stay (a phone both linked and added keeps its link).
    if (!(await isGuardian(tx, adult.phoneNumber, adult.athleteId)))
      await tx
        .update(pickupCodes)
        .set({ voidedAt: now })
        .where(
          and(
            eq(pickupCodes.athleteId, adult.athleteId),
            eq(pickupCodes.phoneNumber, adult.phoneNumber),
            isNull(pickupCodes.voidedAt),
          ),
        );
    await writeAudit(tx, {
      actorType: 'parent',
      actorId: input.phoneNumber,
      action: 'pickup.adult_removed',
      targetType: 'athlete',
      targetId: adult.athleteId,
      details: { adultPhone: adult.phoneNumber },
      ip: input.ip,
    });
  });
}
