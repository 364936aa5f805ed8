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
import { confirmedGuardianText } from '../auth/guardians.ts';

/** Texts that count toward ALERT_TEXTS_PER_DAY (replies to STOP/HELP and consent do not). */
export const ALERT_PURPOSES = ['arrival', 'arrival_correction', 'nudge'] as const;

/** "One text per guardian, child, event and kind": the outbox's unique dedupe key. */
export function arrivalKey(eventId: string, athleteId: string, recipient: string): string {
  return `arrival:${eventId}:${athleteId}:${recipient}`;
}

/**
 * Who hears of the arrivals in a CTE named `a(athlete_id, event_id, except_phone,
 * send_after)`: every opted-in guardian, once per channel. Used inside the parent's one
 * prepared statement (decision 011) and on its own after a coach's or a linking check-in.
 */
export const ARRIVAL_RECIPIENTS_SQL = `
  select 'sms' as channel, s.phone_number as recipient, a.athlete_id, a.event_id, a.send_after
  from a
  join alert_subscriptions s on s.athlete_id = a.athlete_id and s.kind = 'arrival'
  left join guardian_contacts g on g.phone_number = s.phone_number
  where s.phone_number is distinct from a.except_phone
    and ${confirmedGuardianText('s.phone_number', 's.athlete_id')}
    and (g.phone_number is null or (g.sms_alerts and g.sms_stopped_at is null))
  union all
  select 'email', lower(g.email), a.athlete_id, a.event_id, a.send_after
  from a
  join alert_subscriptions s on s.athlete_id = a.athlete_id and s.kind = 'arrival'
  join guardian_contacts g on g.phone_number = s.phone_number
  where s.phone_number is distinct from a.except_phone
    and ${confirmedGuardianText('s.phone_number', 's.athlete_id')}
    and g.email_alerts and g.email is not null and g.email_confirmed_at is not null`;

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
    'arrival:' || r.event_id || ':' || r.athlete_id || ':' || r.recipient,
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
      dedupeKey: outboundMessages.dedupeKey,
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
  const written = await db
    .insert(outboundMessages)
    .values(
      sent.map((message) => ({
        channel: message.channel,
        purpose: 'arrival_correction',
        recipient: message.recipient,
        body: '',
        dedupeKey: `correction:${message.dedupeKey}`,
        eventId: input.eventId,
        athleteId: input.athleteId,
        segments: message.channel === 'sms' ? 1 : 0,
        sendAfter: input.now,
      })),
    )
    .onConflictDoNothing({ target: outboundMessages.dedupeKey })
    .returning({ id: outboundMessages.id });
  return { cancelled: cancelled.length, corrections: written.length };
}
