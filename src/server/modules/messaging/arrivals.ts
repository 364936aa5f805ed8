/**
 * The arrival text, enqueued in the same statement or transaction as the check-in that
 * causes it (decision 042), for every guardian of the child who said yes: an
 * `alert_subscriptions` row of kind 'arrival' whose phone is still linked to the child, by
 * text unless that phone replied STOP or switched texts off, by email when the address is
 * confirmed and email chosen. Never to the phone that made the tap. The body is written
 * when it is sent (the deliverer renders it from the check-in), so an undo, a later
 * correction of the arrival time or a backlog is judged at that moment.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { outboundMessages } from '#server/db/schema.ts';
import { outboxReasons } from '#shared/messages/alert-texts.ts';
import { enqueueMessages } from './enqueue.ts';
import { recipientsSql } from './recipients.ts';
import { dedupeKeySql } from './text-kinds.ts';

/**
 * Who hears of the arrivals in a CTE named `a(athlete_id, event_id, except_phone,
 * send_after)`: the arrival's recipients by the one rule (recipients.ts). Used inside the
 * parent's one prepared statement (decision 011) and on its own after a coach's or a
 * linking check-in.
 */
export const ARRIVAL_RECIPIENTS_SQL = recipientsSql('arrival');

/**
 * Writes the arrival messages (body '' until sent). A dedupe key already there is not
 * written again, except that a text cancelled by an undo in its grace period comes back
 * when the child is checked in again (one text in the end, at the new time).
 */
export const ARRIVAL_INSERT_SQL = `
  insert into outbound_messages
    (channel, purpose, recipient, body, dedupe_key, event_id, athlete_id, segments, send_after)
  select distinct on (r.channel, r.recipient, r.athlete_id)
    r.channel, 'arrival', r.recipient, '',
    ${dedupeKeySql('arrival', { eventId: 'r.event_id', athleteId: 'r.athlete_id', recipient: 'r.recipient' })},
    r.event_id, r.athlete_id, case when r.channel = 'sms' then 1 else 0 end, r.send_after
  from (${ARRIVAL_RECIPIENTS_SQL}) r
  on conflict (dedupe_key) do update
    set status = 'pending', send_after = excluded.send_after, attempts = 0,
        last_error = null, locked_until = null
    where outbound_messages.status = 'cancelled' and outbound_messages.purpose = 'arrival'
  returning id`;

/** Enqueues the arrival texts of one new check-in (in the caller's transaction). */
export async function enqueueArrival(
  { db }: { db: DbOrTx },
  input: { athleteId: string; eventId: string; exceptPhone: string | null; sendAfter: Date },
): Promise<number> {
  const result = (await db.execute(sql`
    with a as (
      select ${input.athleteId}::uuid as athlete_id, ${input.eventId}::uuid as event_id,
        ${input.exceptPhone}::text as except_phone, ${input.sendAfter.toISOString()}::timestamptz as send_after
    ) ${sql.raw(ARRIVAL_INSERT_SQL)}`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/**
 * A coach undid a check-in: its arrival texts still waiting out the grace period are
 * cancelled (no text at all); for each one already sent (or being sent) one short
 * correction goes out. Returns how many of each.
 */
export async function undoArrival(
  { db }: { db: DbOrTx },
  input: { athleteId: string; eventId: string; now: Date },
): Promise<{ cancelled: number; corrections: number }> {
  const cancelled = await db
    .update(outboundMessages)
    .set({ status: 'cancelled', lastError: outboxReasons.checkInUndone, lockedUntil: null })
    .where(
      and(
        eq(outboundMessages.eventId, input.eventId),
        eq(outboundMessages.athleteId, input.athleteId),
        eq(outboundMessages.purpose, 'arrival'),
        eq(outboundMessages.status, 'pending'),
      ),
    )
    .returning({ id: outboundMessages.id });
  const sent = await db
    .select({
      channel: outboundMessages.channel,
      recipient: outboundMessages.recipient,
    })
    .from(outboundMessages)
    .where(
      and(
        eq(outboundMessages.eventId, input.eventId),
        eq(outboundMessages.athleteId, input.athleteId),
        eq(outboundMessages.purpose, 'arrival'),
        inArray(outboundMessages.status, ['sent', 'sending']),
      ),
    );
  if (sent.length === 0) return { cancelled: cancelled.length, corrections: 0 };
  const written = await enqueueMessages(
    { db },
    sent.map((message) => ({
      kind: 'arrival_correction' as const,
      channel: message.channel,
      recipient: message.recipient,
      body: '',
      eventId: input.eventId,
      athleteId: input.athleteId,
      sendAfter: input.now,
    })),
  );
  return { cancelled: cancelled.length, corrections: written.length };
}
