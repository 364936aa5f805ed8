/** The admin's Texts panel (decision 042): what went out today and this month, at what cost, and the cap. */
import { sql } from 'drizzle-orm';
import type { Deps } from '#server/http/types.ts';
import type { TextsSummary } from '#shared/schemas.ts';
import { capUsedSql, startOfDay } from './cap.ts';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const money = (value: number) => Math.round(value * 10_000) / 10_000;

export async function textsSummary(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  now: Date,
): Promise<TextsSummary> {
  const day = startOfDay(now);
  const month = new Date(day);
  month.setDate(1);
  const dayIso = day.toISOString();
  const [sent] = rowsOf<{
    day_texts: number;
    day_segments: number;
    day_emails: number;
    month_texts: number;
    month_segments: number;
    month_emails: number;
  }>(
    await db.execute(sql`
      select
        count(*) filter (where channel = 'sms' and sent_at >= ${dayIso}::timestamptz)::int as day_texts,
        coalesce(sum(segments) filter (where channel = 'sms' and sent_at >= ${dayIso}::timestamptz), 0)::int as day_segments,
        count(*) filter (where channel = 'email' and sent_at >= ${dayIso}::timestamptz)::int as day_emails,
        count(*) filter (where channel = 'sms')::int as month_texts,
        coalesce(sum(segments) filter (where channel = 'sms'), 0)::int as month_segments,
        count(*) filter (where channel = 'email')::int as month_emails
      from outbound_messages
      where status = 'sent' and sent_at >= ${month.toISOString()}::timestamptz`),
  );
  const [state] = rowsOf<{
    used: number;
    skipped: number;
    cap_skipped: number;
    skip_reason: string | null;
    pending: number;
    queue_delay: number;
    failed: number;
    last_failure: string | null;
  }>(
    await db.execute(sql`
      select
        ${capUsedSql(now)} as used,
        (select count(*) from outbound_messages
          where status = 'skipped' and created_at >= ${dayIso}::timestamptz)::int as skipped,
        (select count(*) from outbound_messages
          where status = 'skipped' and created_at >= ${dayIso}::timestamptz
            and last_error like 'Daily cap%')::int as cap_skipped,
        (select last_error from outbound_messages
          where status = 'skipped' and created_at >= ${dayIso}::timestamptz
          order by created_at desc limit 1) as skip_reason,
        (select count(*) from outbound_messages where status in ('pending', 'sending'))::int as pending,
        (select coalesce(floor(extract(epoch from (${now.toISOString()}::timestamptz - min(send_after)))), 0)
          from outbound_messages
          where channel = 'sms' and status = 'pending'
            and send_after <= ${now.toISOString()}::timestamptz)::int as queue_delay,
        (select count(*) from outbound_messages
          where status = 'failed' and created_at >= ${dayIso}::timestamptz)::int as failed,
        (select last_error from outbound_messages
          where status = 'failed' and created_at >= ${dayIso}::timestamptz
          order by created_at desc limit 1) as last_failure`),
  );
  const price = config.texts.pricePerSegment;
  return {
    today: {
      texts: sent?.day_texts ?? 0,
      segments: sent?.day_segments ?? 0,
      emails: sent?.day_emails ?? 0,
      estimatedCost: money((sent?.day_segments ?? 0) * price),
    },
    month: {
      texts: sent?.month_texts ?? 0,
      segments: sent?.month_segments ?? 0,
      emails: sent?.month_emails ?? 0,
      estimatedCost: money((sent?.month_segments ?? 0) * price),
    },
    pricePerSegment: price,
    cap: {
      perDay: config.texts.alertsPerDay,
      usedToday: state?.used ?? 0,
      reachedToday: (state?.cap_skipped ?? 0) > 0,
      skippedToday: state?.skipped ?? 0,
      reason: state?.skip_reason ?? null,
    },
    pending: state?.pending ?? 0,
    queueDelaySeconds: Math.max(0, state?.queue_delay ?? 0),
    failedToday: state?.failed ?? 0,
    lastFailure: state?.last_failure ?? null,
  };
}
