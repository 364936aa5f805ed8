/**
 * The pickup codes a parent's phone shows at an event: one live code per adult, child and
 * event, made once and never reused, and the children the phone reaches only by a link
 * nobody confirmed yet (decision 059).
 */

import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { DbOrTx } from '#server/db/client.ts';
import { parentLinksLock } from '#server/db/locks.ts';
import { athletes, checkIns, events, pickupCodes, trustedAdults } from '#server/db/schema.ts';
import { appError } from '#server/http/errors.ts';
import type { Deps } from '#server/http/types.ts';
import { messages } from '#shared/messages.ts';
import { pickupQrPayload } from '#shared/pickup.ts';
import type { PickupCode } from '#shared/schemas.ts';
import { activeTrustedAdultSql, confirmedGuardianSql } from '../auth/guardians.ts';
import { codeFromSeed, codeHash, newSeed } from './codes.ts';
import { liveReleases, type PickupDeps } from './internal.ts';

/**
 * The live code of (event, child, adult), made once: concurrent callers get the same row (the
 * partial unique index); a new code that happens to equal another code of the event, live or
 * voided, is drawn again (the event's unique hash index), so a code is never reused.
 */
async function ensureCode(
  deps: { db: DbOrTx; secretKey: string },
  input: { eventId: string; athleteId: string; phoneNumber: string },
): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const [live] = await deps.db
      .select({ seed: pickupCodes.seed })
      .from(pickupCodes)
      .where(
        and(
          eq(pickupCodes.eventId, input.eventId),
          eq(pickupCodes.athleteId, input.athleteId),
          eq(pickupCodes.phoneNumber, input.phoneNumber),
          isNull(pickupCodes.voidedAt),
        ),
      );
    if (live) return codeFromSeed(deps.secretKey, live.seed);
    const seed = newSeed();
    const code = codeFromSeed(deps.secretKey, seed);
    await deps.db
      .insert(pickupCodes)
      .values({ ...input, seed, codeHash: codeHash(deps.secretKey, input.eventId, code) })
      .onConflictDoNothing();
  }
  throw new Error('no free pickup code after 20 draws');
}

/**
 * The codes a verified phone shows at an event: one per child it may collect (as guardian or
 * as an added adult) who is checked in there, when the event has "Pickup check" on. Opening
 * this list is also how an added adult's phone counts as verified.
 */
export async function codesForPhone(
  deps: PickupDeps,
  input: { phoneNumber: string; eventId: string },
): Promise<PickupCode[]> {
  const [event] = await deps.db
    .select({ pickupCheck: events.pickupCheck })
    .from(events)
    .where(eq(events.id, input.eventId));
  if (!event) throw appError('EVENT_NOT_FOUND', messages.errors.eventNotFound);
  if (!event.pickupCheck) return [];
  await deps.db
    .update(trustedAdults)
    .set({ verifiedAt: deps.clock.now() })
    .where(
      and(
        eq(trustedAdults.phoneNumber, input.phoneNumber),
        isNull(trustedAdults.removedAt),
        isNull(trustedAdults.verifiedAt),
      ),
    );
  // The phone's links stand still while its codes are made: an erasure of the phone
  // (own-data.ts) waits, or is waited for and leaves it no child here, so no code of the
  // number outlives the erasure (issue 32).
  const made = await deps.db.transaction(async (tx) => {
    await tx.execute(parentLinksLock(input.phoneNumber));
    const children = await tx
      .selectDistinct({
        athleteId: checkIns.athleteId,
        firstName: athletes.firstName,
        lastName: athletes.lastName,
      })
      .from(checkIns)
      .innerJoin(athletes, eq(athletes.id, checkIns.athleteId))
      .where(
        and(
          eq(checkIns.eventId, input.eventId),
          or(
            confirmedGuardianSql(sql`${input.phoneNumber}::text`, sql`${checkIns.athleteId}`),
            sql`exists (select 1 from trusted_adults ta where ta.athlete_id = ${checkIns.athleteId} and ta.phone_number = ${input.phoneNumber} and ${activeTrustedAdultSql('ta')})`,
          ),
        ),
      )
      .orderBy(asc(athletes.firstName), asc(athletes.lastName));
    const withCodes: { child: (typeof children)[number]; code: string }[] = [];
    for (const child of children)
      withCodes.push({
        child,
        code: await ensureCode(
          { db: tx, secretKey: deps.secretKey },
          { eventId: input.eventId, athleteId: child.athleteId, phoneNumber: input.phoneNumber },
        ),
      });
    return withCodes;
  });
  const released = await liveReleases(deps, {
    eventId: input.eventId,
    athleteIds: made.map(({ child }) => child.athleteId),
  });
  const codes: PickupCode[] = [];
  for (const { child, code } of made) {
    codes.push({
      eventId: input.eventId,
      athleteId: child.athleteId,
      firstName: child.firstName,
      lastName: child.lastName,
      code,
      qr: pickupQrPayload(input.eventId, code),
      qrImage: await QRCode.toDataURL(pickupQrPayload(input.eventId, code), {
        errorCorrectionLevel: 'M',
        margin: 2,
        width: 240,
      }),
      releasedAt: released.get(child.athleteId)?.releasedAt.toISOString() ?? null,
    });
  }
  return codes;
}

/**
 * The children checked in at the event whom this phone reaches only by a link nobody confirmed
 * (decision 059): the parent's screen says to ask the coach, instead of showing no code silently.
 */
export async function childrenAwaitingConfirmation(
  deps: Pick<Deps, 'db'>,
  input: { phoneNumber: string; eventId: string },
): Promise<{ athleteId: string; firstName: string; lastName: string }[]> {
  return deps.db
    .selectDistinct({
      athleteId: checkIns.athleteId,
      firstName: athletes.firstName,
      lastName: athletes.lastName,
    })
    .from(checkIns)
    .innerJoin(athletes, eq(athletes.id, checkIns.athleteId))
    .innerJoin(events, and(eq(events.id, checkIns.eventId), eq(events.pickupCheck, true)))
    .where(
      and(
        eq(checkIns.eventId, input.eventId),
        sql`exists (select 1 from parent_links pl where pl.athlete_id = ${checkIns.athleteId} and pl.phone_number = ${input.phoneNumber})`,
        sql`not ${confirmedGuardianSql(sql`${input.phoneNumber}::text`, sql`${checkIns.athleteId}`)}`,
        sql`not exists (select 1 from trusted_adults ta where ta.athlete_id = ${checkIns.athleteId} and ta.phone_number = ${input.phoneNumber} and ${activeTrustedAdultSql('ta')})`,
      ),
    )
    .orderBy(asc(athletes.firstName), asc(athletes.lastName));
}
