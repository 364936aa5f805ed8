/**
 * Schedule notices (decision 039): what the schedule did that a coach should hear of, stored
 * by the run that did it, so every coach and admin is told, not only one with a dashboard
 * open. Each sees them until they dismiss them; a week after, they are no longer listed.
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { events, scheduleNoticeDismissals, scheduleNotices } from '#server/db/schema.ts';
import { appError } from '#server/http/errors.ts';
import type { Deps } from '#server/http/types.ts';
import { messages } from '#shared/messages.ts';
import type { ScheduleNotice } from '#shared/schemas.ts';
import { eventVisibleSql, type StaffScope, visibleEventIds } from '../auth/scope.ts';

/** How long a notice is listed. */
export const NOTICE_DAYS = 7;
const LISTED_AT_MOST = 20;

export async function listScheduleNotices(
  deps: Pick<Deps, 'db'>,
  input: { userId: string; now: Date; scope: StaffScope },
): Promise<ScheduleNotice[]> {
  const { db } = deps;
  const scope = input.scope;
  const other = alias(events, 'other');
  const rows = await db
    .select({
      id: scheduleNotices.id,
      kind: scheduleNotices.kind,
      eventId: events.id,
      eventName: events.name,
      otherId: other.id,
      otherName: other.name,
      happensAt: scheduleNotices.happensAt,
      until: scheduleNotices.untilAt,
    })
    .from(scheduleNotices)
    .innerJoin(events, eq(events.id, scheduleNotices.eventId))
    .leftJoin(other, eq(other.id, scheduleNotices.otherEventId))
    .where(
      and(
        gte(
          scheduleNotices.createdAt,
          new Date(input.now.getTime() - NOTICE_DAYS * 24 * 60 * 60_000),
        ),
        sql`not exists (select 1 from ${scheduleNoticeDismissals}
          where ${scheduleNoticeDismissals.noticeId} = ${scheduleNotices.id}
            and ${scheduleNoticeDismissals.userId} = ${input.userId})`,
        // A scoped coach hears of their events only (decision 044).
        eventVisibleSql(scope, sql`${events.id}`),
      ),
    )
    .orderBy(desc(scheduleNotices.createdAt), desc(scheduleNotices.id))
    .limit(LISTED_AT_MOST);
  const seen = await visibleEventIds(deps, {
    scope,
    eventIds: rows.flatMap((row) => (row.otherId ? [row.otherId] : [])),
  });
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    event: { id: row.eventId, name: row.eventName },
    other:
      row.otherId && row.otherName && (scope.kind === 'all' || seen.has(row.otherId))
        ? { id: row.otherId, name: row.otherName }
        : null,
    happensAt: row.happensAt.toISOString(),
    until: row.until?.toISOString() ?? null,
  }));
}

/** Dismisses a notice for this coach (again: no change). Unknown notice: 404. */
export async function dismissScheduleNotice(
  { db }: Pick<Deps, 'db'>,
  input: { userId: string; noticeId: string },
): Promise<void> {
  const [notice] = await db
    .select({ id: scheduleNotices.id })
    .from(scheduleNotices)
    .where(eq(scheduleNotices.id, input.noticeId));
  if (!notice) throw appError('SCHEDULE_NOTICE_NOT_FOUND', messages.errors.scheduleNoticeNotFound);
  await db
    .insert(scheduleNoticeDismissals)
    .values({ noticeId: input.noticeId, userId: input.userId })
    .onConflictDoNothing();
}
