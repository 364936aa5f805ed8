/**
 * "Not authorised" marks: staff mark a phone that may not collect a child, or lift the mark
 * (an erased phone's mark by its pseudonym).
 */

import { and, eq } from 'drizzle-orm';
import { writeAudit } from '#server/db/audit.ts';
import { athletes, pickupBlocks } from '#server/db/schema.ts';
import { appError } from '#server/http/errors.ts';
import type { Deps } from '#server/http/types.ts';
import { normalizePhone } from '#server/platform/phone.ts';
import { messages } from '#shared/messages.ts';
import { erasedPhoneTag } from '#shared/phone.ts';

export async function setPickupBlock(
  { db }: Pick<Deps, 'db'>,
  input: { athleteId: string; phoneNumber: string; blocked: boolean; userId: string; ip: string },
): Promise<void> {
  // An erased phone's mark is lifted by its pseudonym, as the view lists it (issue 32).
  const phoneNumber =
    !input.blocked && erasedPhoneTag(input.phoneNumber)
      ? input.phoneNumber
      : normalizePhone(input.phoneNumber);
  if (!phoneNumber) throw appError('VALIDATION_FAILED', messages.errors.invalidPhone);
  const [athlete] = await db
    .select({ id: athletes.id })
    .from(athletes)
    .where(eq(athletes.id, input.athleteId));
  if (!athlete) throw appError('ATHLETE_NOT_FOUND', messages.errors.athleteNotFound);
  if (input.blocked)
    await db
      .insert(pickupBlocks)
      .values({ athleteId: input.athleteId, phoneNumber, createdByUserId: input.userId })
      .onConflictDoNothing();
  else
    await db
      .delete(pickupBlocks)
      .where(
        and(eq(pickupBlocks.athleteId, input.athleteId), eq(pickupBlocks.phoneNumber, phoneNumber)),
      );
  await writeAudit(db, {
    actorType: 'user',
    actorId: input.userId,
    action: input.blocked ? 'pickup.not_authorised' : 'pickup.authorised_again',
    targetType: 'athlete',
    targetId: input.athleteId,
    details: { phoneNumber },
    ip: input.ip,
  });
}
