/**
 * The "Pickup check" switch (decision 049), for one event or a whole series and its
 * occurrences that have not ended yet.
 */

import { and, eq, sql } from 'drizzle-orm';
import { writeAudit } from '#server/db/audit.ts';
import { eventSeries, events } from '#server/db/schema.ts';
import { appError } from '#server/http/errors.ts';
import type { Deps } from '#server/http/types.ts';
import { messages } from '#shared/messages.ts';
import { announcePickup } from './internal.ts';

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
  await announcePickup({ db }, { eventId: input.eventId, athleteId: null });
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
