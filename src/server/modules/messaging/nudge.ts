/**
 * The coach's nudge from the late-arrivals banner (decision 042): one text to each opted-in
 * guardian of each athlete not checked in yet ("Practice started at 5:00 PM and Maya G.
 * isn't checked in yet"), at most once per athlete and event. The mark is per athlete
 * (`late_nudges`), claimed by one conditional INSERT in the transaction that enqueues the
 * texts: a coach of some teams (decision 044) nudges their own late athletes and marks only
 * them, so another team's coach, or the admin for whoever is left, can still nudge theirs;
 * of two presses at once on the same athletes, the database lets one through.
 */
import { type SQL, sql } from 'drizzle-orm';
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

/** SQL: the athletes of the event, as `scope` sees them, not checked in (`athlete_id`). */
function lateAthletes(eventId: string, scope: StaffScope): SQL {
  return sql`select r.athlete_id from event_roster r
    where r.event_id = ${eventId}::uuid
      and ${athleteVisibleSql(scope, sql`r.athlete_id`)}
      and not exists (select 1 from check_ins c
                      where c.event_id = r.event_id and c.athlete_id = r.athlete_id)`;
}

/**
 * The event, how many of the athletes `scope` sees are late, how many of them were not
 * nudged yet, and when the first of them was (decision 044: a coach of some teams sees
 * their own athletes' marks only).
 */
async function eventFacts(db: DbOrTx, eventId: string, scope: StaffScope) {
  const [event] = rowsOf<{
    name: string;
    date: Date | string;
    time_zone: string | null;
    missing: number;
    pending: number;
    nudged_at: Date | string | null;
  }>(
    await db.execute(sql`
      select e.name, e.date, s.time_zone,
        (select count(*) from (${lateAthletes(eventId, scope)}) l)::int as missing,
        (select count(*) from (${lateAthletes(eventId, scope)}) l
          where not exists (select 1 from late_nudges n
                            where n.event_id = e.id and n.athlete_id = l.athlete_id))::int as pending,
        (select min(n.nudged_at) from late_nudges n
          where n.event_id = e.id and ${athleteVisibleSql(scope, sql`n.athlete_id`)}) as nudged_at
      from events e left join event_series s on s.id = e.series_id
      where e.id = ${eventId}::uuid`),
  );
  if (!event) throw appError('EVENT_NOT_FOUND', messages.errors.eventNotFound);
  return event;
}

/** The opted-in guardians of these athletes (a query of `athlete_id`), once per channel. */
async function recipientsOf(db: DbOrTx, eventId: string, athletes: SQL, now: Date) {
  return rowsOf<Recipient>(
    await db.execute(sql`
      with a as (
        select l.athlete_id, ${eventId}::uuid as event_id, null::text as except_phone,
          ${now.toISOString()}::timestamptz as send_after
        from (${athletes}) l
      )
      select distinct on (x.channel, x.recipient, x.athlete_id)
        x.channel, x.recipient, x.athlete_id, at.first_name, at.last_name,
        ${recipientLocaleSql(sql`x.recipient`)} as locale
      from (${sql.raw(recipientsSql('nudge'))}) x
      join athletes at on at.id = x.athlete_id`),
  );
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
  const event = await eventFacts(db, eventId, scope);
  const recipients = await recipientsOf(
    db,
    eventId,
    sql`select l.athlete_id from (${lateAthletes(eventId, scope)}) l
      where not exists (select 1 from late_nudges n
                        where n.event_id = ${eventId}::uuid and n.athlete_id = l.athlete_id)`,
    now,
  );
  // Sent once every late athlete this caller sees was nudged (by them or by another).
  const sentAt = event.pending === 0 && event.nudged_at ? new Date(event.nudged_at) : null;
  return summarize(event.missing, recipients, sentAt);
}

export async function sendNudge(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  { eventId, now, scope }: { eventId: string; now: Date; scope: StaffScope },
): Promise<LateNudge> {
  return db.transaction(async (tx) => {
    const event = await eventFacts(tx, eventId, scope);
    if (new Date(event.date).getTime() > now.getTime())
      throw appError('LATE_NUDGE_TOO_EARLY', messages.errors.lateNudgeTooEarly);
    // Once per athlete, decided by the database: the late athletes this caller sees and no
    // one nudged yet are claimed in one statement; of two presses at once, the second waits
    // for the first's claim and finds nothing left.
    const claimed = rowsOf<{ athlete_id: string }>(
      await tx.execute(sql`
        insert into late_nudges (event_id, athlete_id, nudged_at)
        select ${eventId}::uuid, l.athlete_id, ${now.toISOString()}::timestamptz
        from (${lateAthletes(eventId, scope)}) l
        on conflict do nothing
        returning athlete_id`),
    ).map((row) => row.athlete_id);
    if (claimed.length === 0 && event.missing > 0)
      throw appError('LATE_NUDGE_SENT', messages.errors.lateNudgeSent);
    const recipients = claimed.length
      ? await recipientsOf(
          tx,
          eventId,
          sql`select unnest(${sql.param(claimed)}::uuid[]) as athlete_id`,
          now,
        )
      : [];
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
