/**
 * Safe pickup (issue 26, decision 049): the "Pickup check" switch, pickup codes, trusted
 * adults, "not authorised" marks, releases (by code, QR, trusted list or with a reason),
 * undo, the departure and "pickup pending" texts, and the coach's view with what the tablet
 * keeps for offline checks. Every rule that guards data is decided in the database: one live
 * release per child and event (a partial unique index), a release's id chosen by the
 * dashboard (an offline release sent twice is one row), one live code per adult, child and
 * event, and a code's hash unique within its event (never reused).
 */

import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, max, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { writeAudit } from '#server/db/audit.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { parentLinksLock, pickupGuessesLock, trustedAdultsLock } from '#server/db/locks.ts';
import {
  athletes,
  auditLog,
  checkIns,
  eventSeries,
  events,
  outboundMessages,
  parentLinks,
  pickupBlocks,
  pickupCodes,
  releases,
  trustedAdults,
} from '#server/db/schema.ts';
import { appError } from '#server/http/errors.ts';
import { withSavedLocale } from '#server/http/locale.ts';
import type { Deps } from '#server/http/types.ts';
import { erasedPhone } from '#server/platform/crypto.ts';
import { LIVE_CHANNEL } from '#server/platform/live-bus.ts';
import { normalizePhone } from '#server/platform/phone.ts';
import { isTimeZone, textTime } from '#shared/i18n/datetime.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { messages } from '#shared/messages.ts';
import { endOf } from '#shared/opening-rule.ts';
import { erasedPhoneTag } from '#shared/phone.ts';
import {
  LAST_WAITING_AFTER_MS,
  LAST_WAITING_MAX,
  normalizePickupCode,
  PICKUP_GUESSES_MAX,
  PICKUP_GUESSES_WINDOW_MS,
  pickupQrPayload,
  RELEASE_UNDO_MS,
  type ReleaseMethod,
  readPickupQr,
  TRUSTED_ADULTS_MAX,
} from '#shared/pickup.ts';
import type {
  PickupChangedMessage,
  PickupCode,
  PickupView,
  Release,
  ReleaseBody,
  TrustedAdult,
} from '#shared/schemas.ts';
import {
  activeTrustedAdultSql,
  confirmedGuardianSql,
  isConfirmedGuardian,
} from '../auth/guardians.ts';
import {
  ALL_TEAMS,
  assertAthleteVisible,
  athleteVisible,
  athleteVisibleSql,
  type StaffScope,
} from '../auth/scope.ts';
import { enqueueMessages, type NewMessage, textRecipients } from '../messaging/service.ts';
import { codeFromSeed, codeHash, eventPickupKey, newSeed } from './codes.ts';
import { smsAdultName, smsEventName, smsPersonName } from './sms.ts';

type PickupDeps = Pick<Deps, 'db' | 'clock' | 'secretKey'> & {
  /** The install's language, for a guardian who chose none (decision 045). */
  config?: Pick<Deps['config'], 'defaultLocale'>;
};

/**
 * Tells every dashboard of the event that a child's pickup changed (`athleteId` null: the
 * switch), on the live bus, in the caller's transaction: said only if it commits.
 */
async function announcePickup(db: DbOrTx, eventId: string, athleteId: string | null) {
  const message: PickupChangedMessage = { type: 'pickup', eventId, athleteId };
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(message)})`);
}

/** A departure text waits this long: an undo within it means no text. */
export const DEPARTURE_TEXT_GRACE_MS = 30_000;
const t = messages.pickup;

// ---------------------------------------------------------------- the switch

export async function setEventPickup(
  { db }: Pick<Deps, 'db'>,
  input: { eventId: string; enabled: boolean; userId: string; ip: string },
): Promise<void> {
  const updated = await db
    .update(events)
    .set({ pickupCheck: input.enabled })
    .where(eq(events.id, input.eventId))
    .returning({ id: events.id });
  if (updated.length === 0) throw appError('EVENT_NOT_FOUND', messages.errors.eventNotFound);
  await announcePickup(db, input.eventId, null);
  await writeAudit(db, {
    actorType: 'user',
    actorId: input.userId,
    action: input.enabled ? 'pickup.switch_on' : 'pickup.switch_off',
    targetType: 'event',
    targetId: input.eventId,
    ip: input.ip,
  });
}

/** The series' switch, and every occurrence of it that has not ended yet. */
export async function setSeriesPickup(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { seriesId: string; enabled: boolean; userId: string; ip: string },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(eventSeries)
      .set({ pickupCheck: input.enabled })
      .where(eq(eventSeries.id, input.seriesId))
      .returning({ id: eventSeries.id });
    if (updated.length === 0) throw appError('EVENT_NOT_FOUND', messages.errors.eventNotFound);
    await tx
      .update(events)
      .set({ pickupCheck: input.enabled })
      .where(
        and(
          eq(events.seriesId, input.seriesId),
          sql`coalesce(${events.endsAt}, ${events.date} + interval '2 hours') > ${now}`,
        ),
      );
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      action: input.enabled ? 'pickup.series_on' : 'pickup.series_off',
      targetType: 'series',
      targetId: input.seriesId,
      ip: input.ip,
    });
  });
}

// ---------------------------------------------------------------- trusted adults

type TrustedPhone = {
  phoneNumber: string;
  name: string | null;
  kind: 'guardian' | 'added';
  id: string | null;
  verified: boolean;
};

/** The phones that may collect a child: its guardians (links) and the adults added for it. */
async function trustedPhones(db: DbOrTx, athleteId: string): Promise<TrustedPhone[]> {
  return (await trustedPhonesOf(db, [athleteId])).get(athleteId) ?? [];
}

/**
 * The trusted phones of many children in two queries (the coach's view lists every child
 * checked in): guardians first, by phone, then added adults, oldest first.
 */
async function trustedPhonesOf(
  db: DbOrTx,
  athleteIds: string[],
): Promise<Map<string, TrustedPhone[]>> {
  const result = new Map<string, TrustedPhone[]>(athleteIds.map((id) => [id, []]));
  if (athleteIds.length === 0) return result;
  // Confirmed guardians only, and adults whose guardian is still confirmed (decision 059).
  const [guardians, added] = await Promise.all([
    db
      .selectDistinct({ athleteId: parentLinks.athleteId, phoneNumber: parentLinks.phoneNumber })
      .from(parentLinks)
      .where(and(inArray(parentLinks.athleteId, athleteIds), isNotNull(parentLinks.confirmedAt)))
      .orderBy(asc(parentLinks.athleteId), asc(parentLinks.phoneNumber)),
    db
      .select()
      .from(trustedAdults)
      .where(
        and(inArray(trustedAdults.athleteId, athleteIds), activeTrustedAdultSql('trusted_adults')),
      )
      .orderBy(asc(trustedAdults.createdAt), asc(trustedAdults.id)),
  ]);
  for (const row of guardians)
    result.get(row.athleteId)?.push({
      phoneNumber: row.phoneNumber,
      name: null,
      kind: 'guardian',
      id: null,
      verified: true,
    });
  for (const row of added) {
    const list = result.get(row.athleteId);
    // A guardian added by name too is listed once, as a guardian.
    if (!list || list.some((entry) => entry.phoneNumber === row.phoneNumber)) continue;
    list.push({
      phoneNumber: row.phoneNumber,
      name: row.name,
      kind: 'added',
      id: row.id,
      verified: row.verifiedAt !== null,
    });
  }
  return result;
}

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
  return trustedPhones(db, input.athleteId);
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
  return trustedPhones(deps.db, input.athleteId);
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

// ---------------------------------------------------------------- codes

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
  const released = await liveReleases(
    deps.db,
    input.eventId,
    made.map(({ child }) => child.athleteId),
  );
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

async function liveReleases(db: DbOrTx, eventId: string, athleteIds?: string[]) {
  if (athleteIds && athleteIds.length === 0) return new Map<string, ReleaseRow>();
  const rows = await db
    .select()
    .from(releases)
    .where(
      and(
        eq(releases.eventId, eventId),
        isNull(releases.undoneAt),
        athleteIds ? inArray(releases.athleteId, athleteIds) : undefined,
      ),
    );
  return new Map(rows.map((row) => [row.athleteId, row]));
}

// ---------------------------------------------------------------- not authorised

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

// ---------------------------------------------------------------- releases

type ReleaseRow = typeof releases.$inferSelect;

export function toRelease(row: ReleaseRow): Release {
  return {
    id: row.id,
    eventId: row.eventId,
    athleteId: row.athleteId,
    releasedAt: row.releasedAt.toISOString(),
    method: row.method,
    releasedToName: row.releasedToName,
    releasedToPhone: row.releasedToPhone,
    reason: row.reason,
    releasedByUserId: row.releasedByUserId,
    offline: row.offline,
  };
}

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

interface Adult {
  phoneNumber: string | null;
  name: string | null;
}

/**
 * The adult a code names at this event, checked against the child's trusted list now. One
 * check at a time per event, on every instance (decision 048): the count of recent wrong codes,
 * the lookup and the refusal it records are one decision, so parallel guesses past the pause
 * are never checked.
 */
async function adultByCode(
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
  const trusted = (await trustedPhones(db, row.athleteId)).find(
    (adult) => adult.phoneNumber === row.phoneNumber,
  );
  return trusted ? { athleteId: row.athleteId, adult: trusted } : null;
}

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
      ? (await trustedPhones(deps.db, athleteId)).find((entry) => entry.phoneNumber === phone)
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
      const trusted = await trustedPhones(tx, athleteId);
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
    await announcePickup(tx, eventId, athleteId);
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
    await announcePickup(tx, row.eventId, row.athleteId);
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

// ---------------------------------------------------------------- the coach's view

/** Children checked in and not released, 10 minutes after the end, when 1 or 2 are left. */
function lastWaitingOf(
  event: { date: Date; endsAt: Date | null },
  children: { athleteId: string; release: unknown }[],
  now: Date,
): string[] | null {
  if (now.getTime() < endOf(event).getTime() + LAST_WAITING_AFTER_MS) return null;
  const waiting = children.filter((child) => !child.release).map((child) => child.athleteId);
  return waiting.length > 0 && waiting.length <= LAST_WAITING_MAX ? waiting : null;
}

export async function pickupView(
  deps: PickupDeps,
  eventId: string,
  /** A coach of some teams sees their own children and codes only (decision 044). */
  scope: StaffScope = ALL_TEAMS,
): Promise<PickupView> {
  const [event] = await deps.db
    .select({
      id: events.id,
      pickupCheck: events.pickupCheck,
      date: events.date,
      endsAt: events.endsAt,
      seriesId: events.seriesId,
      seriesPickup: eventSeries.pickupCheck,
    })
    .from(events)
    .leftJoin(eventSeries, eq(eventSeries.id, events.seriesId))
    .where(eq(events.id, eventId));
  if (!event) throw appError('EVENT_NOT_FOUND', messages.errors.eventNotFound);
  const arrived = await deps.db
    .select({
      athleteId: checkIns.athleteId,
      firstName: athletes.firstName,
      lastName: athletes.lastName,
      timestamp: checkIns.timestamp,
    })
    .from(checkIns)
    .innerJoin(athletes, eq(athletes.id, checkIns.athleteId))
    .where(and(eq(checkIns.eventId, eventId), athleteVisibleSql(scope, sql`${checkIns.athleteId}`)))
    .orderBy(asc(athletes.lastName), asc(athletes.firstName));
  const released = await liveReleases(deps.db, eventId);
  const ids = arrived.map((row) => row.athleteId);
  const blocks = ids.length
    ? await deps.db.select().from(pickupBlocks).where(inArray(pickupBlocks.athleteId, ids))
    : [];
  const trusted = await trustedPhonesOf(deps.db, ids);
  const children: PickupView['children'] = [];
  for (const row of arrived) {
    const blocked = blocks
      .filter((block) => block.athleteId === row.athleteId)
      .map((block) => block.phoneNumber);
    const adults = trusted.get(row.athleteId) ?? [];
    const release = released.get(row.athleteId);
    children.push({
      athleteId: row.athleteId,
      firstName: row.firstName,
      lastName: row.lastName,
      arrivedAt: row.timestamp.toISOString(),
      release: release ? toRelease(release) : null,
      adults: adults.map((adult) => ({
        phoneNumber: adult.phoneNumber,
        name: adult.name,
        kind: adult.kind,
        notAuthorised:
          blocked.includes(adult.phoneNumber) ||
          blocked.includes(erasedPhone(deps.secretKey, adult.phoneNumber)),
      })),
      notAuthorised: blocked,
    });
  }
  const waiting = event.pickupCheck ? lastWaitingOf(event, children, deps.clock.now()) : null;
  let pendingTextedAt: string | null = null;
  if (waiting) {
    const [row] = await deps.db
      .select({ at: max(outboundMessages.createdAt) })
      .from(outboundMessages)
      .where(
        and(eq(outboundMessages.eventId, eventId), eq(outboundMessages.purpose, 'pickup-pending')),
      );
    pendingTextedAt = row?.at ? new Date(row.at).toISOString() : null;
  }
  const hashes = await deps.db
    .select({
      hash: pickupCodes.codeHash,
      athleteId: pickupCodes.athleteId,
      phoneNumber: pickupCodes.phoneNumber,
    })
    .from(pickupCodes)
    .where(
      and(
        eq(pickupCodes.eventId, eventId),
        isNull(pickupCodes.voidedAt),
        athleteVisibleSql(scope, sql`${pickupCodes.athleteId}`),
      ),
    );
  return {
    eventId,
    enabled: event.pickupCheck,
    series: event.seriesId ? { id: event.seriesId, enabled: event.seriesPickup ?? false } : null,
    children,
    lastWaiting: waiting ? { athleteIds: waiting, pendingTextedAt } : null,
    offline: { key: eventPickupKey(deps.secretKey, eventId), hashes },
  };
}

/**
 * "Pickup pending" texts to the opted-in guardians of the last children waiting (one per
 * guardian, child and event, by the outbox's dedupe key). Answers how many were queued now.
 */
export async function sendPendingTexts(
  deps: PickupDeps,
  input: { eventId: string; userId: string; ip: string; scope?: StaffScope },
): Promise<number> {
  const view = await pickupView(deps, input.eventId, input.scope);
  if (!view.enabled) throw appError('PICKUP_OFF', t.errors.pickupOff);
  if (!view.lastWaiting) return 0;
  const [event] = await deps.db
    .select({ name: events.name })
    .from(events)
    .where(eq(events.id, input.eventId));
  return deps.db.transaction(async (tx) => {
    const queued: NewMessage[] = [];
    for (const athleteId of view.lastWaiting?.athleteIds ?? []) {
      const child = view.children.find((entry) => entry.athleteId === athleteId);
      if (!child) continue;
      const name = smsPersonName(child.firstName, child.lastName);
      const guardians = await textRecipients(
        { db: tx },
        { kind: 'pickup-pending', athleteId, eventId: input.eventId },
      );
      for (const { recipient: phone, locale } of guardians)
        queued.push({
          kind: 'pickup-pending',
          channel: 'sms',
          recipient: phone,
          body: withSavedLocale(locale, deps.config?.defaultLocale ?? 'en', () =>
            t.sms.pending(name ?? t.sms.someone, smsEventName(event?.name ?? '')),
          ),
          eventId: input.eventId,
          athleteId,
        });
    }
    const written = await enqueueMessages({ db: tx }, queued);
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      action: 'pickup.pending_texts',
      targetType: 'event',
      targetId: input.eventId,
      details: { queued: written.length },
      ip: input.ip,
    });
    return written.length;
  });
}

/** A phone as the reports write it: an erased one by its pseudonym (issue 32). */
function phoneText(phone: string | null): string {
  const tag = erasedPhoneTag(phone);
  return tag ? t.erasedPhone(tag) : (phone ?? '');
}

/** A release's columns for the check-in report and attendance CSV, keyed by athlete. */
async function releasesForReport(db: DbOrTx, eventIds: string[]) {
  if (eventIds.length === 0) return new Map<string, ReleaseRow>();
  const rows = await db
    .select()
    .from(releases)
    .where(and(inArray(releases.eventId, eventIds), isNull(releases.undoneAt)));
  return new Map(rows.map((row) => [`${row.eventId}:${row.athleteId}`, row]));
}

/**
 * The report's pickup columns (release time, released to, how, reason) for an event with
 * "Pickup check" on or any release; null otherwise (the report keeps its usual columns).
 */
export async function pickupReportColumns(
  { db }: Pick<Deps, 'db'>,
  input: { eventId: string; formatTime: (date: Date) => string },
): Promise<{ header: string[]; cells: (athleteId: string) => string[] } | null> {
  const [event] = await db
    .select({ pickupCheck: events.pickupCheck })
    .from(events)
    .where(eq(events.id, input.eventId));
  const released = await releasesForReport(db, [input.eventId]);
  if (!event?.pickupCheck && released.size === 0) return null;
  const r = t.report;
  return {
    header: [r.releasedAt, r.releasedTo, r.releaseMethod, r.releaseReason],
    cells: (athleteId) => {
      const row = released.get(`${input.eventId}:${athleteId}`);
      if (!row) return ['', '', '', ''];
      return [
        input.formatTime(row.releasedAt),
        [row.releasedToName, phoneText(row.releasedToPhone)].filter(Boolean).join(' '),
        r.methods[row.method],
        row.reason ?? '',
      ];
    },
  };
}

/**
 * The attendance CSV's pickup cells: for each event of the table with a release, who took
 * each child, when and how ("05/01/2030 6:42:00 PM · Dana Ruiz · Code"); null when none.
 */
export async function pickupAttendanceCells(
  { db }: Pick<Deps, 'db'>,
  input: { eventIds: string[]; formatTime: (date: Date) => string },
): Promise<{ eventIds: Set<string>; cell: (eventId: string, athleteId: string) => string } | null> {
  const released = await releasesForReport(db, input.eventIds);
  if (released.size === 0) return null;
  const r = t.report;
  return {
    eventIds: new Set([...released.values()].map((row) => row.eventId)),
    cell: (eventId, athleteId) => {
      const row = released.get(`${eventId}:${athleteId}`);
      if (!row) return '';
      return [
        input.formatTime(row.releasedAt),
        row.releasedToName ?? phoneText(row.releasedToPhone),
        r.methods[row.method],
        row.reason ?? '',
      ]
        .filter(Boolean)
        .join(' · ');
    },
  };
}
