/**
 * Check-ins: recorded once per (athlete, event), undone by a coach, listed for dashboards,
 * and announced on the live bus so every open dashboard sees them at once.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { writeAudit } from '#server/db/audit.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { checkIns, eventRoster, events } from '#server/db/schema.ts';
import { appError } from '#server/http/errors.ts';
import type { Deps } from '#server/http/types.ts';
import type { CheckInSource } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import type { CheckIn } from '#shared/schemas.ts';
import { confirmedGuardianSql } from '../auth/guardians.ts';
import { athleteVisibleSql, type StaffScope } from '../auth/scope.ts';
import { enqueueArrival, undoArrival } from '../messaging/service.ts';
import type { TapTime } from './tap-time.ts';

type CheckInRow = typeof checkIns.$inferSelect;

export function toCheckIn(
  row: Pick<CheckInRow, 'athleteId' | 'eventId' | 'timestamp' | 'source'> &
    Partial<Pick<CheckInRow, 'offline' | 'unconfirmed'>>,
): CheckIn {
  return {
    athleteId: row.athleteId,
    eventId: row.eventId,
    timestamp: row.timestamp.toISOString(),
    source: row.source,
    // Only an arrival sent later says how it was dated (decision 039).
    ...(row.offline ? { offline: row.offline } : {}),
    // Only a tap from a phone nobody confirmed says so (decision 059).
    ...(row.unconfirmed ? { unconfirmed: true as const } : {}),
  };
}

export interface CheckInResult {
  checkIn: CheckIn;
  alreadyCheckedIn: boolean;
  /** Already checked in, and an earlier tap time moved the arrival earlier. */
  moved?: boolean;
}

/**
 * Records a check-in once. A double tap or a retry gets the existing record back:
 * unique (athlete, event), never an error. An arrival sent later whose tap time stands
 * (`time`, judged by tap-time.ts) and is earlier than the one recorded moves it earlier
 * (`moved`); a later one, or an online repeat, never replaces it (decision 039).
 */
export async function recordCheckIn(
  { db }: { db: DbOrTx },
  input: {
    athleteId: string;
    eventId: string;
    phoneNumber: string | null;
    source: CheckInSource;
    createdByUserId?: string | null;
    /** When the arrival was, for one sent later (decision 039); absent: now, online. */
    time?: TapTime;
    /**
     * When the guardians' arrival texts may go (now plus the undo grace period, decision
     * 042): enqueued in the same transaction as a new check-in.
     */
    textsAfter: Date;
  },
): Promise<CheckInResult> {
  return db.transaction(async (tx) => {
    const result = await insertCheckIn(tx, input);
    if (!result.alreadyCheckedIn) {
      await enqueueArrival(
        { db: tx },
        {
          athleteId: input.athleteId,
          eventId: input.eventId,
          exceptPhone: input.phoneNumber,
          sendAfter: input.textsAfter,
        },
      );
    }
    return result;
  });
}

async function insertCheckIn(
  db: DbOrTx,
  input: Omit<Parameters<typeof recordCheckIn>[1], 'textsAfter'>,
): Promise<CheckInResult> {
  const [written] = await db
    .insert(checkIns)
    .values({
      athleteId: input.athleteId,
      eventId: input.eventId,
      phoneNumber: input.phoneNumber,
      source: input.source,
      createdByUserId: input.createdByUserId ?? null,
      // A parent's phone that is not the child's confirmed guardian (decision 059).
      unconfirmed: input.phoneNumber
        ? sql`not ${confirmedGuardianSql(sql`${input.phoneNumber}::text`, sql`${input.athleteId}::uuid`)}`
        : false,
      ...(input.time
        ? {
            timestamp: input.time.at,
            tappedAt: input.time.tappedAt,
            offline: input.time.offline,
          }
        : {}),
    })
    .onConflictDoUpdate({
      target: [checkIns.athleteId, checkIns.eventId],
      set: {
        timestamp: sql`excluded."timestamp"`,
        tappedAt: sql`excluded.tapped_at`,
        offline: sql`excluded.offline`,
      },
      // Only an arrival dated by its tap time may move one earlier; an online repeat never.
      setWhere: sql`excluded.offline = 'tap' and excluded."timestamp" < ${checkIns.timestamp}`,
    })
    .returning({
      athleteId: checkIns.athleteId,
      eventId: checkIns.eventId,
      timestamp: checkIns.timestamp,
      source: checkIns.source,
      offline: checkIns.offline,
      unconfirmed: checkIns.unconfirmed,
      fresh: sql<boolean>`xmax = 0`,
    });
  if (written)
    return written.fresh
      ? { checkIn: toCheckIn(written), alreadyCheckedIn: false }
      : { checkIn: toCheckIn(written), alreadyCheckedIn: true, moved: true };
  const [existing] = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.athleteId, input.athleteId), eq(checkIns.eventId, input.eventId)));
  if (!existing) throw new Error('check-in vanished between insert and select');
  return { checkIn: toCheckIn(existing), alreadyCheckedIn: true };
}

/**
 * Tells every open dashboard about a new check-in, or one moved earlier (a repeated one
 * changes nothing).
 */
export async function announceCheckIn(
  { live }: Pick<Deps, 'live'>,
  result: CheckInResult,
  options: { moved?: boolean } = {},
): Promise<void> {
  if (result.alreadyCheckedIn && !(options.moved ?? result.moved)) return;
  await live.publish({
    type: 'check-in',
    eventId: result.checkIn.eventId,
    athleteId: result.checkIn.athleteId,
    checkIn: result.checkIn,
  });
}

/**
 * A coach checks an athlete of the event's roster in by hand. `time`: when the coach tapped,
 * for a check-in a dashboard queued while offline (judged by tap-time.ts). Someone already
 * checked in keeps the earlier arrival.
 */
export async function checkInManually(
  deps: Pick<Deps, 'db'>,
  input: {
    athleteId: string;
    eventId: string;
    userId: string;
    ip: string;
    time?: TapTime;
    textsAfter: Date;
  },
): Promise<CheckInResult> {
  const { db } = deps;
  const [state] = await db
    .select({
      isOnRoster: sql<boolean>`exists (select 1 from ${eventRoster} where ${eventRoster.eventId} = ${events.id} and ${eventRoster.athleteId} = ${input.athleteId})`,
    })
    .from(events)
    .where(eq(events.id, input.eventId));
  if (!state) throw appError('EVENT_NOT_FOUND', messages.errors.eventNotFound);
  if (!state.isOnRoster)
    throw appError('ATHLETE_NOT_ON_ROSTER', messages.errors.athleteNotOnRoster);
  const result = await recordCheckIn(deps, {
    athleteId: input.athleteId,
    eventId: input.eventId,
    phoneNumber: null,
    source: 'manual_fallback',
    createdByUserId: input.userId,
    ...(input.time ? { time: input.time } : {}),
    textsAfter: input.textsAfter,
  });
  if (!result.alreadyCheckedIn) {
    await writeAudit(db, {
      actorType: 'user',
      actorId: input.userId,
      action: 'check_in.manual',
      targetType: 'athlete',
      targetId: input.athleteId,
      details: { eventId: input.eventId },
      ip: input.ip,
    });
  }
  return result;
}

/**
 * Undo: deletes the check-in. Undoing one that is not there changes nothing. Its arrival
 * texts still in their grace period are cancelled; one already sent gets a correction
 * (decision 042), in the same transaction.
 */
export async function removeCheckIn(
  { db }: Pick<Deps, 'db'>,
  input: { athleteId: string; eventId: string; userId: string; ip: string; now: Date },
): Promise<boolean> {
  return db.transaction((tx) => deleteCheckIn(tx, input));
}

async function deleteCheckIn(
  db: DbOrTx,
  input: { athleteId: string; eventId: string; userId: string; ip: string; now: Date },
): Promise<boolean> {
  const deleted = await db
    .delete(checkIns)
    .where(and(eq(checkIns.athleteId, input.athleteId), eq(checkIns.eventId, input.eventId)))
    .returning({ id: checkIns.id });
  if (deleted.length === 0) return false;
  await writeAudit(db, {
    actorType: 'user',
    actorId: input.userId,
    action: 'check_in.undone',
    targetType: 'athlete',
    targetId: input.athleteId,
    details: { eventId: input.eventId },
    ip: input.ip,
  });
  await undoArrival({ db }, { athleteId: input.athleteId, eventId: input.eventId, now: input.now });
  return true;
}

/** An event's check-ins; a scoped coach's teams only (decision 044). */
export async function listCheckIns(
  { db }: Pick<Deps, 'db'>,
  { eventId, scope }: { eventId: string; scope: StaffScope },
): Promise<CheckIn[]> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw appError('EVENT_NOT_FOUND', messages.errors.eventNotFound);
  const rows = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.eventId, eventId), athleteVisibleSql(scope, sql`${checkIns.athleteId}`)))
    .orderBy(asc(checkIns.timestamp));
  return rows.map(toCheckIn);
}
