/**
 * ALERT_TEXTS_PER_DAY's count (decisions 042, 058), in one place: the deliverer decides the
 * cap with it and the admin's Texts panel shows it, so "used" is what the outbox sent. Every
 * kind the policy table counts (every text that costs money and goes through the outbox),
 * by SMS, sent or being sent since the start of the server's day.
 */
import { type SQL, sql } from 'drizzle-orm';
import { kindListSql, kindsWhere } from './text-kinds.ts';

/** Midnight of `now`'s day on the server's clock (TZ): the cap's day. */
export function startOfDay(now: Date): Date {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day;
}

/** The count, as a SQL expression (an int); `except`: rows being claimed, not yet counted. */
export function capUsedSql(now: Date, except: readonly string[] = []): SQL {
  return sql`(select count(*) from outbound_messages
    where channel = 'sms' and purpose in ${sql.raw(kindListSql(kindsWhere((kind) => kind.countsAgainstCap)))}
      and status in ('sending', 'sent')
      and coalesce(sent_at, locked_until) >= ${startOfDay(now).toISOString()}::timestamptz
      and not (id = any(${`{${except.join(',')}}`}::uuid[])))::int`;
}
