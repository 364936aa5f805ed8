/**
 * Releases (by code, QR, trusted list or with a reason), their undo, and the departure texts
 * that wait out the undo grace period. One live release per child and event (a partial unique
 * index); a release's id is chosen by the dashboard, so an offline release sent twice is one row.
 */

import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { writeAudit } from '#server/db/audit.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { parentLinksLock } from '#server/db/locks.ts';
import {
  athletes,
  checkIns,
  eventSeries,
  events,
  outboundMessages,
  pickupBlocks,
  releases,
  trustedAdults,
} from '#server/db/schema.ts';
import { appError } from '#server/http/errors.ts';
import { withSavedLocale } from '#server/http/locale.ts';
import type { Deps } from '#server/http/types.ts';
import { erasedPhone } from '#server/platform/crypto.ts';
import { normalizePhone } from '#server/platform/phone.ts';
import { isTimeZone, textTime } from '#shared/i18n/datetime.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { messages } from '#shared/messages.ts';
import {
  normalizePickupCode,
  RELEASE_UNDO_MS,
  type ReleaseMethod,
  readPickupQr,
} from '#shared/pickup.ts';
import type { Release, ReleaseBody } from '#shared/schemas.ts';
import { ALL_TEAMS, assertAthleteVisible, athleteVisible, type StaffScope } from '../auth/scope.ts';
import { enqueueMessages, type NewMessage, textRecipients } from '../messaging/service.ts';
import { type Adult, adultByCode } from './code-checks.ts';
import { announcePickup, type PickupDeps, toRelease, trustedPhones } from './internal.ts';
import { smsAdultName, smsPersonName } from './sms.ts';

const t = messages.pickup;

/** A departure text waits this long: an undo within it means no text. */
export const DEPARTURE_TEXT_GRACE_MS = 30_000;

/**
 * Releases a checked-in child (staff only). Repeating a release's id answers the first
 * release (`alreadyReleased`); a child already released by another release answers that one.
 * Departure texts are written in the same transaction, to wait out the undo grace period.
 */
export async function releaseChild(
  deps: PickupDeps,
  input: {
    eventId: string;
    body: ReleaseBody;
    userId: string;
    ip: string;
    offline: boolean;
    /** What the coach may see (decision 044): a child of another team is never theirs to release. */
    scope?: StaffScope;
  },
): Promise<{ release: Release; alreadyReleased: boolean; textsQueued: number }> {
  const scope = input.scope ?? ALL_TEAMS;
  const { body, eventId } = input;
  const now = deps.clock.now();
  const [event] = await deps.db
    .select({
      id: events.id,
      name: events.name,
      pickupCheck: events.pickupCheck,
      timeZone: eventSeries.timeZone,
    })
    .from(events)
    .leftJoin(eventSeries, eq(eventSeries.id, events.seriesId))
    .where(eq(events.id, eventId));
  if (!event) throw appError('EVENT_NOT_FOUND', messages.errors.eventNotFound);
  const [repeated] = await deps.db.select().from(releases).where(eq(releases.id, body.id));
  if (repeated) {
    if (
      repeated.eventId !== eventId ||
      !(await athleteVisible(deps, { scope, athleteId: repeated.athleteId }))
    )
      throw appError('RELEASE_NOT_FOUND', t.errors.releaseNotFound);
    return { release: toRelease(repeated), alreadyReleased: true, textsQueued: 0 };
  }
  if (!event.pickupCheck) throw appError('PICKUP_OFF', t.errors.pickupOff);

  let athleteId: string;
  let adult: Adult;
  const method: ReleaseMethod = body.method;
  if (method === 'code' || method === 'qr') {
    let code: string | null;
    if (method === 'qr') {
      const scanned = body.qr ? readPickupQr(body.qr) : null;
      code = scanned && scanned.eventId === eventId ? scanned.code : null;
    } else code = body.code ? normalizePickupCode(body.code) : null;
    ({ athleteId, adult } = await adultByCode(deps, {
      eventId,
      code,
      ...(body.athleteId ? { athleteId: body.athleteId } : {}),
      userId: input.userId,
      ip: input.ip,
      qr: method === 'qr',
    }));
    // A code of another team's child reads as a wrong code: nothing says whose it is.
    if (!(await athleteVisible(deps, { scope, athleteId })))
      throw appError(
        'PICKUP_CODE_REFUSED',
        method === 'qr' ? t.errors.qrRefused : t.errors.codeRefused,
      );
  } else if (method === 'list') {
    if (!body.athleteId) throw appError('VALIDATION_FAILED', messages.errors.invalidRequest);
    athleteId = body.athleteId;
    await assertAthleteVisible(deps, { scope, athleteId });
    const phone = body.phoneNumber ? normalizePhone(body.phoneNumber) : null;
    const trusted = phone
      ? (await trustedPhones(deps, athleteId)).find((entry) => entry.phoneNumber === phone)
      : undefined;
    if (!trusted) throw appError('PICKUP_CODE_REFUSED', t.errors.notTrusted);
    adult = trusted;
  } else {
    if (!body.athleteId) throw appError('VALIDATION_FAILED', messages.errors.invalidRequest);
    if (!body.reason?.trim()) throw appError('PICKUP_REASON_REQUIRED', t.errors.reasonRequired);
    athleteId = body.athleteId;
    await assertAthleteVisible(deps, { scope, athleteId });
    adult = { phoneNumber: null, name: body.releasedToName?.trim() || null };
  }

  if (adult.phoneNumber) {
    const [blocked] = await deps.db
      .select({ phoneNumber: pickupBlocks.phoneNumber })
      .from(pickupBlocks)
      .where(
        and(
          eq(pickupBlocks.athleteId, athleteId),
          // A mark on a phone that was erased since still holds if it comes back (issue 32).
          inArray(pickupBlocks.phoneNumber, [
            adult.phoneNumber,
            erasedPhone(deps.secretKey, adult.phoneNumber),
          ]),
        ),
      );
    if (blocked) throw appError('PICKUP_NOT_AUTHORISED', t.errors.notAuthorised);
  }
  const [checkIn] = await deps.db
    .select({
      timestamp: checkIns.timestamp,
      firstName: athletes.firstName,
      lastName: athletes.lastName,
    })
    .from(checkIns)
    .innerJoin(athletes, eq(athletes.id, checkIns.athleteId))
    .where(and(eq(checkIns.eventId, eventId), eq(checkIns.athleteId, athleteId)));
  if (!checkIn) throw appError('NOT_CHECKED_IN', t.errors.notCheckedIn);

  // A release queued offline keeps its time, within [arrival, now].
  let releasedAt = now;
  if (body.releasedAt) {
    const claimed = new Date(body.releasedAt);
    if (claimed <= now && claimed >= checkIn.timestamp) releasedAt = claimed;
  }
  const adultName =
    adult.name ?? (adult.phoneNumber ? await guardianName(deps.db, adult.phoneNumber) : null);

  return deps.db.transaction(async (tx) => {
    // The adult's phone stands still while the release names it: an erasure of the phone
    // (own-data.ts) waits and then writes this row's pseudonym, or came first and the phone
    // collects no one any more (issue 32).
    if (adult.phoneNumber) {
      await tx.execute(parentLinksLock(adult.phoneNumber));
      const trusted = await trustedPhones({ db: tx }, athleteId);
      if (!trusted.some((entry) => entry.phoneNumber === adult.phoneNumber))
        throw appError(
          'PICKUP_CODE_REFUSED',
          method === 'list'
            ? t.errors.notTrusted
            : method === 'qr'
              ? t.errors.qrRefused
              : t.errors.codeRefused,
        );
    }
    const [written] = await tx
      .insert(releases)
      .values({
        id: body.id,
        eventId,
        athleteId,
        releasedAt,
        method,
        releasedToPhone: adult.phoneNumber,
        releasedToName: adultName,
        reason: method === 'no_code' ? body.reason!.trim() : null,
        releasedByUserId: input.userId,
        offline: input.offline,
        // The server's clock: the undo window counts from here.
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!written) {
      // The same id sent at the same time, or the child released by another release.
      const [existing] = await tx
        .select()
        .from(releases)
        .where(
          or(
            eq(releases.id, body.id),
            and(
              eq(releases.eventId, eventId),
              eq(releases.athleteId, athleteId),
              isNull(releases.undoneAt),
            ),
          ),
        )
        .orderBy(desc(releases.createdAt))
        .limit(1);
      if (!existing) throw new Error('release vanished between insert and select');
      return { release: toRelease(existing), alreadyReleased: true, textsQueued: 0 };
    }
    await announcePickup({ db: tx }, { eventId, athleteId });
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      action: 'pickup.release',
      targetType: 'athlete',
      targetId: athleteId,
      details: {
        eventId,
        releaseId: body.id,
        method,
        releasedToPhone: adult.phoneNumber,
        ...(method === 'no_code' ? { reason: body.reason, flagged: true } : {}),
        ...(input.offline ? { offline: true } : {}),
      },
      ip: input.ip,
    });
    const timeZone =
      event.timeZone ?? (body.timeZone && isTimeZone(body.timeZone) ? body.timeZone : 'UTC');
    const textsQueued = await enqueueDepartureTexts(tx, {
      eventId,
      athleteId,
      child: smsPersonName(checkIn.firstName, checkIn.lastName),
      adult: adultName ? smsAdultName(adultName) : null,
      adultPhone: adult.phoneNumber,
      releasedAt,
      timeZone,
      sendAfter: new Date(now.getTime() + DEPARTURE_TEXT_GRACE_MS),
      fallbackLocale: deps.config?.defaultLocale ?? 'en',
    });
    return { release: toRelease(written), alreadyReleased: false, textsQueued };
  });
}

/** The name an added adult was given for this phone, if any (a guardian has none on file). */
async function guardianName(db: DbOrTx, phoneNumber: string): Promise<string | null> {
  const [row] = await db
    .select({ name: trustedAdults.name })
    .from(trustedAdults)
    .where(eq(trustedAdults.phoneNumber, phoneNumber))
    .orderBy(desc(trustedAdults.createdAt))
    .limit(1);
  return row?.name ?? null;
}

async function enqueueDepartureTexts(
  tx: DbOrTx,
  input: {
    eventId: string;
    athleteId: string;
    child: string | null;
    adult: string | null;
    adultPhone: string | null;
    releasedAt: Date;
    timeZone: string;
    sendAfter: Date;
    fallbackLocale: Locale;
  },
): Promise<number> {
  // Who may hear of it, by messaging's one rule (decision 058); the adult who collected the
  // child needs no text about it.
  const guardians = await textRecipients(
    { db: tx },
    {
      kind: 'departure',
      athleteId: input.athleteId,
      eventId: input.eventId,
      exceptPhone: input.adultPhone,
    },
  );
  const written = await enqueueMessages(
    { db: tx },
    guardians.map(
      ({ recipient: phone, locale }): NewMessage => ({
        kind: 'departure',
        channel: 'sms',
        recipient: phone,
        body: withSavedLocale(locale, input.fallbackLocale, () =>
          t.sms.departure(
            input.child ?? t.sms.someone,
            input.adult ?? t.sms.someone,
            textTime(input.releasedAt, input.timeZone),
          ),
        ),
        eventId: input.eventId,
        athleteId: input.athleteId,
        sendAfter: input.sendAfter,
      }),
    ),
  );
  return written.length;
}

/**
 * Staff undo a release within RELEASE_UNDO_MS of recording it. A departure text still
 * waiting out its grace period is taken back (a release made again may text again). A
 * release undone already (on this tablet or another, even at the same moment) answers
 * RELEASE_ALREADY_UNDONE, whatever the time.
 */
export async function undoRelease(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: {
    eventId: string;
    releaseId: string;
    userId: string;
    ip: string;
    scope?: StaffScope;
  },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // Locked: of two undos at once, the second reads the release after the first's undo.
    const [row] = await tx
      .select()
      .from(releases)
      .where(and(eq(releases.id, input.releaseId), eq(releases.eventId, input.eventId)))
      .for('update');
    if (
      !row ||
      !(await athleteVisible(
        { db: tx },
        { scope: input.scope ?? ALL_TEAMS, athleteId: row.athleteId },
      ))
    )
      throw appError('RELEASE_NOT_FOUND', t.errors.releaseNotFound);
    if (row.undoneAt) throw appError('RELEASE_ALREADY_UNDONE', t.errors.alreadyUndone);
    const undone = await tx
      .update(releases)
      .set({ undoneAt: now, undoneByUserId: input.userId })
      .where(
        and(
          eq(releases.id, row.id),
          isNull(releases.undoneAt),
          gt(releases.createdAt, new Date(now.getTime() - RELEASE_UNDO_MS)),
        ),
      )
      .returning({ id: releases.id });
    if (undone.length === 0) throw appError('RELEASE_UNDO_EXPIRED', t.errors.undoExpired);
    await announcePickup({ db: tx }, { eventId: row.eventId, athleteId: row.athleteId });
    await tx
      .delete(outboundMessages)
      .where(
        and(
          eq(outboundMessages.purpose, 'departure'),
          eq(outboundMessages.eventId, row.eventId),
          eq(outboundMessages.athleteId, row.athleteId),
          eq(outboundMessages.status, 'pending'),
        ),
      );
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      action: 'pickup.release_undone',
      targetType: 'athlete',
      targetId: row.athleteId,
      details: { eventId: row.eventId, releaseId: row.id },
      ip: input.ip,
    });
  });
}
