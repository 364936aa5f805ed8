/**
 * Check-ins: recorded once per (athlete, event), undone by a coach, listed for dashboards,
 * and announced on the live bus so every open dashboard sees them at once.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { checkIns, eventRoster, events } from '#server/db/schema.ts';
import { appError } from '#server/http/errors.ts';
import type { Deps } from '#server/http/types.ts';
import type { CheckInSource } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import type { CheckIn } from '#shared/schemas.ts';
import { writeAudit } from '../audit/audit.ts';

type CheckInRow = typeof checkIns.$inferSelect;

export function toCheckIn(
  row: Pick<CheckInRow, 'athleteId' | 'eventId' | 'timestamp' | 'source'>,
): CheckIn {
  return {
    athleteId: row.athleteId,
    eventId: row.eventId,
    timestamp: row.timestamp.toISOString(),
    source: row.source,
  };
}

export interface CheckInResult {
  checkIn: CheckIn;
  alreadyCheckedIn: boolean;
}

/**
 * Records a check-in once. A double tap or a retry gets the existing record back:
 * unique (athlete, event) and INSERT … ON CONFLICT DO NOTHING, never an error.
 */
export async function recordCheckIn(
  db: DbOrTx,
  input: {
    athleteId: string;
    eventId: string;
    phoneNumber: string | null;
    source: CheckInSource;
    createdByUserId?: string | null;
    /** When the tap was made, if it was sent later (kept apart from the receipt time). */
    tappedAt?: Date | null;
  },
): Promise<CheckInResult> {
  const [created] = await db
    .insert(checkIns)
    .values({
      athleteId: input.athleteId,
      eventId: input.eventId,
      phoneNumber: input.phoneNumber,
      source: input.source,
      createdByUserId: input.createdByUserId ?? null,
      tappedAt: input.tappedAt ?? null,
    })
    .onConflictDoNothing({ target: [checkIns.athleteId, checkIns.eventId] })
    .returning();
  if (created) return { checkIn: toCheckIn(created), alreadyCheckedIn: false };
  const [existing] = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.athleteId, input.athleteId), eq(checkIns.eventId, input.eventId)));
  if (!existing) throw new Error('check-in vanished between insert and select');
  return { checkIn: toCheckIn(existing), alreadyCheckedIn: true };
}

/** Tells every open dashboard about a new check-in (a repeated one changes nothing). */
export async function announceCheckIn(
  { live }: Pick<Deps, 'live'>,
  result: CheckInResult,
): Promise<void> {
  if (result.alreadyCheckedIn) return;
  await live.publish({
    type: 'check-in',
    eventId: result.checkIn.eventId,
    athleteId: result.checkIn.athleteId,
    checkIn: result.checkIn,
  });
}

/**
 * A coach checks an athlete of the event's roster in by hand. `tappedAt`: when the coach
 * tapped, for a check-in a dashboard queued while offline (already checked by
 * `checkTapTime`). Someone already checked in keeps the earlier check-in.
 */
export async function checkInManually(
  db: DbOrTx,
  input: { athleteId: string; eventId: string; userId: string; ip: string; tappedAt?: Date | null },
): Promise<CheckInResult> {
  const [state] = await db
    .select({
      isOnRoster: sql<boolean>`exists (select 1 from ${eventRoster} where ${eventRoster.eventId} = ${events.id} and ${eventRoster.athleteId} = ${input.athleteId})`,
    })
    .from(events)
    .where(eq(events.id, input.eventId));
  if (!state) throw appError('EVENT_NOT_FOUND', messages.errors.eventNotFound);
  if (!state.isOnRoster)
    throw appError('ATHLETE_NOT_ON_ROSTER', messages.errors.athleteNotOnRoster);
  const result = await recordCheckIn(db, {
    athleteId: input.athleteId,
    eventId: input.eventId,
    phoneNumber: null,
    source: 'manual_fallback',
    createdByUserId: input.userId,
    tappedAt: input.tappedAt ?? null,
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

/** Undo: deletes the check-in. Undoing one that is not there changes nothing. */
export async function removeCheckIn(
  db: DbOrTx,
  input: { athleteId: string; eventId: string; userId: string; ip: string },
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
  return true;
}

export async function listCheckIns(db: DbOrTx, eventId: string): Promise<CheckIn[]> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw appError('EVENT_NOT_FOUND', messages.errors.eventNotFound);
  const rows = await db
    .select()
    .from(checkIns)
    .where(eq(checkIns.eventId, eventId))
    .orderBy(asc(checkIns.timestamp));
  return rows.map(toCheckIn);
}
