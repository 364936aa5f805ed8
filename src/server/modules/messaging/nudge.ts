/**
 * The coach's nudge from the late-arrivals banner (decision 042): one text to each opted-in
 * guardian of each athlete not checked in yet ("Practice started at 5:00 PM and Maya G.
 * isn't checked in yet"), at most once per event: `events.late_nudge_at` is set by one
 * conditional UPDATE, in the transaction that enqueues the texts.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { appError } from '#server/http/errors.ts';
import { withSavedLocale } from '#server/http/locale.ts';
import type { Deps } from '#server/http/types.ts';
import { messages } from '#shared/messages.ts';
import type { LateNudge } from '#shared/schemas.ts';
import { athleteVisibleSql, type StaffScope } from '../auth/scope.ts';
import { serverTimeZone } from './deliverer.ts';
import { enqueueMessages } from './enqueue.ts';
import { recipientLocaleSql } from './recipient-locale.ts';
import { recipientsSql } from './recipients.ts';
import { nudgeEmail, nudgeText } from './templates.ts';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

interface Recipient {
  channel: 'sms' | 'email';
  recipient: string;
  athlete_id: string;
  first_name: string;
  last_name: string;
  /** The guardian's language, when they chose one (decision 045). */
  locale: string | null;
}

/**
 * The event, its athletes not checked in and their guardians, as `scope` sees them (decision
 * 044). A coach of some teams nudges their own athletes' guardians: `sentAt` is then when
 * any of them was nudged, and the dedupe keys keep each guardian and child to one nudge.
 */
async function lateFacts(db: DbOrTx, eventId: string, now: Date, scope: StaffScope) {
  const [event] = rowsOf<{
    name: string;
    date: Date | string;
    late_nudge_at: Date | string | null;
    time_zone: string | null;
    missing: number;
  }>(
    await db.execute(sql`
      select e.name, e.date, s.time_zone,
        ${
          scope.kind === 'all'
            ? sql`e.late_nudge_at`
            : sql`(select min(m.created_at) from outbound_messages m
                where m.event_id = e.id and m.purpose = 'nudge'
                  and ${athleteVisibleSql(scope, sql`m.athlete_id`)})`
        } as late_nudge_at,
        (select count(*) from event_roster r
          where r.event_id = e.id and ${athleteVisibleSql(scope, sql`r.athlete_id`)}
            and not exists (select 1 from check_ins c
                            where c.event_id = e.id and c.athlete_id = r.athlete_id))::int as missing
      from events e left join event_series s on s.id = e.series_id
      where e.id = ${eventId}::uuid`),
  );
  if (!event) throw appError('EVENT_NOT_FOUND', messages.errors.eventNotFound);
  const recipients = rowsOf<Recipient>(
    await db.execute(sql`
      with a as (
        select r.athlete_id, r.event_id, null::text as except_phone,
          ${now.toISOString()}::timestamptz as send_after
        from event_roster r
        where r.event_id = ${eventId}::uuid
          and ${athleteVisibleSql(scope, sql`r.athlete_id`)}
          and not exists (select 1 from check_ins c
                          where c.event_id = r.event_id and c.athlete_id = r.athlete_id)
      )
      select distinct on (x.channel, x.recipient, x.athlete_id)
        x.channel, x.recipient, x.athlete_id, at.first_name, at.last_name,
        ${recipientLocaleSql(sql`x.recipient`)} as locale
      from (${sql.raw(recipientsSql('nudge'))}) x
      join athletes at on at.id = x.athlete_id`),
  );
  return { event, recipients };
}

function summarize(missing: number, recipients: Recipient[], sentAt: Date | null): LateNudge {
  return {
    athletes: missing,
    athletesWithGuardians: new Set(recipients.map((r) => r.athlete_id)).size,
    texts: recipients.filter((r) => r.channel === 'sms').length,
    emails: recipients.filter((r) => r.channel === 'email').length,
    sentAt: sentAt ? sentAt.toISOString() : null,
  };
}

/** What the nudge would send now (the confirmation's count), or when it went. */
export async function previewNudge(
  { db }: Pick<Deps, 'db'>,
  { eventId, now, scope }: { eventId: string; now: Date; scope: StaffScope },
): Promise<LateNudge> {
  const { event, recipients } = await lateFacts(db, eventId, now, scope);
  return summarize(
    event.missing,
    recipients,
    event.late_nudge_at ? new Date(event.late_nudge_at) : null,
  );
}

export async function sendNudge(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  { eventId, now, scope }: { eventId: string; now: Date; scope: StaffScope },
): Promise<LateNudge> {
  return db.transaction(async (tx) => {
    const { event, recipients } = await lateFacts(tx, eventId, now, scope);
    if (new Date(event.date).getTime() > now.getTime())
      throw appError('LATE_NUDGE_TOO_EARLY', messages.errors.lateNudgeTooEarly);
    // Once per event, decided by the database: of two coaches pressing at once, one wins.
    // A coach of some teams (decision 044) nudges once for their own athletes; the dedupe
    // keys below keep every guardian and child to one nudge whoever presses.
    if (scope.kind === 'teams' && event.late_nudge_at)
      throw appError('LATE_NUDGE_SENT', messages.errors.lateNudgeSent);
    const claimed = rowsOf<{ id: string }>(
      await tx.execute(sql`
        update events set late_nudge_at = coalesce(late_nudge_at, ${now.toISOString()}::timestamptz)
        where id = ${eventId}::uuid
          and (late_nudge_at is null or ${scope.kind === 'teams'}) returning id`),
    );
    if (claimed.length === 0) throw appError('LATE_NUDGE_SENT', messages.errors.lateNudgeSent);
    const facts = {
      org: config.texts.orgName,
      eventName: event.name,
      startsAt: new Date(event.date),
      timeZone: event.time_zone ?? serverTimeZone(),
    };
    await enqueueMessages(
      { db: tx },
      recipients.map((r) => {
        const child = { ...facts, firstName: r.first_name, lastName: r.last_name };
        const theirs = <T>(work: () => T): T =>
          withSavedLocale(r.locale, config.defaultLocale, work);
        const email = r.channel === 'email' ? theirs(() => nudgeEmail(child)) : null;
        return {
          kind: 'nudge' as const,
          channel: r.channel,
          recipient: r.recipient,
          ...(email
            ? { subject: email.subject, body: email.text }
            : { body: theirs(() => nudgeText(child)) }),
          eventId,
          athleteId: r.athlete_id,
          sendAfter: now,
        };
      }),
    );
    return summarize(event.missing, recipients, now);
  });
}
