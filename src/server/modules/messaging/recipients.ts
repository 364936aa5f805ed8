/**
 * Who may receive a kind of text about a child (decision 058), as ONE rule, asked when the
 * text is queued and again when it is sent: a phone that is the child's confirmed guardian (auth/guardians.ts, decision 059), said yes
 * to one of the kind's subscriptions (text-kinds.ts), by text unless it replied STOP or
 * switched texts off, by email when its address is confirmed and email is on. Every caller
 * that texts guardians (arrivals, nudges, departures, "pickup pending") takes its
 * recipients from here; nothing else decides them.
 *
 * The fragments are SQL text, so the parent's one prepared check-in statement (decision
 * 011) can carry them; every name they interpolate is a column or a constant, never input.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { confirmedGuardianText } from '../auth/guardians.ts';
import { recipientLocaleSql } from './recipient-locale.ts';
import { kindListSql, TEXT_KINDS, type TextKind } from './text-kinds.ts';

/** "The phone may be texted at all": not STOPped, texts not switched off. */
export function smsOpenSql(phoneExpr: string): string {
  return `not exists (select 1 from guardian_contacts gs
    where gs.phone_number = ${phoneExpr} and (gs.sms_stopped_at is not null or not gs.sms_alerts))`;
}

/**
 * The recipients of `kind` for the children of a CTE named `a(athlete_id, event_id,
 * except_phone, send_after)`: rows (channel, recipient, athlete_id, event_id, send_after),
 * each recipient once per channel and child. `except_phone` (the phone that tapped, the
 * adult who collected) is left out. A kind that needs no subscription has no recipients
 * here: its sender names them.
 */
export function recipientsSql(kind: TextKind): string {
  const policy = TEXT_KINDS[kind];
  const subscribed = `cross join lateral (
      select distinct s.phone_number from alert_subscriptions s
      where s.athlete_id = a.athlete_id and s.kind in ${kindListSql(policy.consent)}) s`;
  const guardian = `s.phone_number is distinct from a.except_phone
    and ${confirmedGuardianText('s.phone_number', 'a.athlete_id')}`;
  const parts: string[] = [];
  if ((policy.channels as readonly string[]).includes('sms')) {
    parts.push(`
  select 'sms' as channel, s.phone_number as recipient, a.athlete_id, a.event_id, a.send_after
  from a ${subscribed}
  where ${guardian} and ${smsOpenSql('s.phone_number')}`);
  }
  if ((policy.channels as readonly string[]).includes('email')) {
    parts.push(`
  select 'email' as channel, lower(g.email) as recipient, a.athlete_id, a.event_id, a.send_after
  from a ${subscribed}
  join guardian_contacts g on g.phone_number = s.phone_number
  where ${guardian}
    and g.email_alerts and g.email is not null and g.email_confirmed_at is not null`);
  }
  return parts.join('\n  union all');
}

/**
 * At send time: whether `recipient` on `channel` still receives `kind` about the child, by
 * the rule above. A kind that needs no subscription asks only whether a text may still go
 * to the phone (STOP, texts switched off).
 */
export function stillWantedSql(
  kind: TextKind,
  message: { channel: string; recipient: string; athleteId: string | null; eventId: string | null },
): SQL {
  if (TEXT_KINDS[kind].consent.length === 0 || !message.athleteId) {
    return message.channel === 'sms'
      ? sql`(select ${sql.raw(smsOpenSql('w.phone'))} from (select ${message.recipient}::text as phone) w)`
      : sql`true`;
  }
  return sql`exists (
    with a as (
      select ${message.athleteId}::uuid as athlete_id, ${message.eventId}::uuid as event_id,
        null::text as except_phone, null::timestamptz as send_after
    )
    select 1 from (${sql.raw(recipientsSql(kind))}) r
    where r.channel = ${message.channel} and r.recipient = ${message.recipient})`;
}

/**
 * The recipients of `kind` about one child now, with their saved language, for a caller
 * that writes the body itself (departure and "pickup pending" texts).
 */
export async function textRecipients(
  { db }: { db: DbOrTx },
  input: {
    kind: TextKind;
    athleteId: string;
    eventId?: string | null;
    /** Phones left out (the tapping phone, the adult who collected, the phone concerned). */
    exceptPhone?: string | null;
  },
): Promise<{ channel: 'sms' | 'email'; recipient: string; locale: string | null }[]> {
  const result = (await db.execute(sql`
    with a as (
      select ${input.athleteId}::uuid as athlete_id, ${input.eventId ?? null}::uuid as event_id,
        ${input.exceptPhone ?? null}::text as except_phone, null::timestamptz as send_after
    )
    select r.channel, r.recipient, ${recipientLocaleSql(sql`r.recipient`)} as locale
    from (${sql.raw(recipientsSql(input.kind))}) r
    order by r.channel, r.recipient`)) as unknown as {
    rows: { channel: 'sms' | 'email'; recipient: string; locale: string | null }[];
  };
  return result.rows;
}
