/**
 * The deliverer (decision 042): every instance runs one. It claims due messages from the
 * durable outbox atomically (`FOR UPDATE SKIP LOCKED`: one deliverer per message), takes a
 * lease (`locked_until`) and counts the attempt, then sends: texts through the alert sender,
 * emails through the mailer. A success records the provider's id and `sent_at`; a timeout,
 * a 429 or a 5xx is tried again later with exponential backoff; a permanent refusal (any
 * other 4xx) is `failed` with the provider's answer kept. Twilio's 21610 (the phone replied
 * STOP to this sender) also marks the phone stopped.
 *
 * A process killed mid-send loses nothing: the row stays `sending` until its lease runs out
 * and another deliverer takes it. The one window left: the provider accepted the text and
 * the process died before writing `sent` (one UPDATE, issued as the answer arrives, before
 * anything else). Then the text goes a second time. The lease (60 s) outlasts the request
 * timeout (10 s), so a slow send is never taken over by another instance while it runs.
 *
 * What each kind needs is its row in text-kinds.ts (decision 058). Kinds that count toward
 * ALERT_TEXTS_PER_DAY are decided at claim time under one transaction-scoped advisory lock,
 * so two instances cannot both take the last one; past the cap a text is `skipped` with the
 * reason the admin sees. Before a text goes, its recipient is asked again by the rule that
 * chose them (recipients.ts): STOP, a "no", an unlinked phone or texts switched off during
 * the wait cancel it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { ALERT_CAP_LOCK } from '#server/db/locks.ts';
import { outboundMessages } from '#server/db/schema.ts';
import { withSavedLocale } from '#server/http/locale.ts';
import type { Clock } from '#server/platform/clock.ts';
import type { Deliverer, DeliveryReport } from '#server/platform/deliverer.ts';
import type { Mailer } from '#server/platform/mailer.ts';
import { SmsError, type SmsSender, TWILIO_OPTED_OUT } from '#server/platform/sms.ts';
import { outboxReasons } from '#shared/messages/alert-texts.ts';
import { capUsedSql } from './cap.ts';
import { smsSegments } from './enqueue.ts';
import { recipientLocaleSql } from './recipient-locale.ts';
import { stillWantedSql } from './recipients.ts';
import { stopTexts } from './stops.ts';
import { arrivalEmail, arrivalText, correctionEmail, correctionText } from './templates.ts';
import {
  kindsWhere,
  TEXT_KINDS,
  type TextKind,
  type TextPolicy,
  textPolicy,
} from './text-kinds.ts';

export type { Deliverer, DeliveryReport };

/** How long a claim holds a message: longer than one provider request may take. */
export const LEASE_MS = 60_000;
/** Tries before a message that keeps failing for transient reasons is given up. */
export const MAX_ATTEMPTS = 8;
const BATCH = 20;
const LANES = 4;
const POLL_MS = 1_000;

type Row = typeof outboundMessages.$inferSelect;

/** The backoff after a transient failure: 5 s, 10 s, 20 s… at most 10 minutes, plus jitter. */
export function backoffMs(attempts: number, random = Math.random): number {
  const base = Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);
  return Math.round(base * (1 + random() * 0.2));
}

/** The zone an event's times are told in: its series' (the coach's), else the server's. */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A uuid[] parameter as one array literal (drizzle would spread a JS array into a row). */
function uuidArray(ids: readonly string[]): string {
  return `{${ids.join(',')}}`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export function createDeliverer(deps: {
  db: DbOrTx;
  clock: Clock;
  config: Config;
  alertSms: SmsSender;
  mailer: Mailer;
  log: FastifyBaseLogger;
}): Deliverer {
  const { db, clock, config, log } = deps;
  let running: Promise<DeliveryReport> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let started = false;

  /**
   * Texts past their kind's age (text-kinds.ts: an arrival 30 minutes after the tap, a
   * departure 15 after the release) are dropped before anything is claimed: they would
   * only take a place in the sender's pace to be refused.
   */
  async function dropTooLate(tx: DbOrTx, now: Date): Promise<number> {
    let dropped = 0;
    for (const kind of kindsWhere((policy) => policy.maxAge !== null)) {
      const { maxAge }: TextPolicy = TEXT_KINDS[kind];
      if (!maxAge) continue;
      const limit = new Date(now.getTime() - maxAge.ms).toISOString();
      const old =
        maxAge.from === 'check_in'
          ? sql`exists (select 1 from check_ins c where c.event_id = m.event_id
              and c.athlete_id = m.athlete_id and c."timestamp" < ${limit}::timestamptz)`
          : sql`exists (select 1 from releases r where r.event_id = m.event_id
              and r.athlete_id = m.athlete_id and r.undone_at is null
              and r.released_at < ${limit}::timestamptz)`;
      const rows = rowsOf<{ id: string }>(
        await tx.execute(sql`
          update outbound_messages m
          set status = 'skipped', locked_until = null,
            last_error = ${outboxReasons.tooLate(Math.round(maxAge.ms / 60_000))}
          where m.purpose = ${kind} and m.status = 'pending'
            and m.send_after <= ${now.toISOString()}::timestamptz and ${old}
          returning m.id`),
      );
      dropped += rows.length;
    }
    return dropped;
  }

  /**
   * Texts the alert sender may still carry in the minute before `now` (decision 058): its
   * pace less the texts claimed or sent in that minute, and, when the codes share its
   * number, the codes sent in it (a code never waits: it takes its place first). Asked under
   * the cap's lock, so every instance counts the same texts. Null: no pace.
   */
  async function paceLeft(tx: DbOrTx, now: Date): Promise<number | null> {
    const pace = config.texts.alertsPerMinute;
    if (pace === null) return null;
    const since = new Date(now.getTime() - 60_000);
    await tx.execute(sql`select pg_advisory_xact_lock(${ALERT_CAP_LOCK})`);
    const [used] = rowsOf<{ count: number }>(
      await tx.execute(sql`
        select (
          (select count(*) from outbound_messages
            where channel = 'sms' and status = 'sent' and sent_at > ${since.toISOString()}::timestamptz)
          + (select count(*) from outbound_messages
            where channel = 'sms' and status = 'sending'
              and locked_until > ${new Date(since.getTime() + LEASE_MS).toISOString()}::timestamptz)
          + ${
            config.texts.alertsShareCodesSender
              ? sql`(select count(*) from verification_sends
                  where created_at > ${since.toISOString()}::timestamptz)`
              : sql`0`
          })::int as count`),
    );
    return Math.max(0, pace - (used?.count ?? 0));
  }

  async function claim(now: Date, report?: DeliveryReport): Promise<Row[]> {
    return db.transaction(async (tx) => {
      const dropped = await dropTooLate(tx, now);
      if (report) report.skipped += dropped;
      const left = await paceLeft(tx, now);
      const dueOf = (channel: 'sms' | 'email', limit: number) =>
        limit <= 0
          ? Promise.resolve([])
          : tx
              .execute(sql`
                select id, channel, purpose, send_after from outbound_messages
                where channel = ${channel} and status in ('pending', 'sending')
                  and send_after <= ${now.toISOString()}::timestamptz
                  and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
                order by send_after, id
                limit ${limit}
                for update skip locked`)
              .then((result) =>
                rowsOf<{ id: string; channel: string; purpose: string; send_after: string | Date }>(
                  result,
                ),
              );
      // Texts take only the places the sender's pace leaves; emails are not paced.
      const due = [
        ...(await dueOf('sms', left === null ? BATCH : Math.min(BATCH, left))),
        ...(await dueOf('email', BATCH)),
      ]
        .sort((a, b) => new Date(a.send_after).getTime() - new Date(b.send_after).getTime())
        .slice(0, BATCH);
      if (due.length === 0) return [];
      const isCapped = (row: { channel: string; purpose: string }) =>
        row.channel === 'sms' && textPolicy(row.purpose).countsAgainstCap;
      let over: string[] = [];
      if (due.some(isCapped)) {
        await tx.execute(sql`select pg_advisory_xact_lock(${ALERT_CAP_LOCK})`);
        const [used] = rowsOf<{ count: number }>(
          await tx.execute(
            sql`select ${capUsedSql(
              now,
              due.map((row) => row.id),
            )} as count`,
          ),
        );
        let remaining = config.texts.alertsPerDay - (used?.count ?? 0);
        over = due
          .filter(isCapped)
          .filter(() => remaining-- <= 0)
          .map((row) => row.id);
      }
      if (over.length > 0) {
        await tx
          .update(outboundMessages)
          .set({
            status: 'skipped',
            lastError: outboxReasons.capReached(config.texts.alertsPerDay),
            lockedUntil: null,
          })
          .where(sql`${outboundMessages.id} = any(${uuidArray(over)}::uuid[])`);
      }
      const take = due.map((row) => row.id).filter((id) => !over.includes(id));
      if (take.length === 0) return [];
      return tx
        .update(outboundMessages)
        .set({
          status: 'sending',
          attempts: sql`${outboundMessages.attempts} + 1`,
          lockedUntil: new Date(now.getTime() + LEASE_MS),
        })
        .where(sql`${outboundMessages.id} = any(${uuidArray(take)}::uuid[])`)
        .returning();
    });
  }

  type Rendered =
    | { kind: 'send'; subject: string | null; body: string }
    | { kind: 'drop'; status: 'cancelled' | 'skipped'; reason: string };

  /**
   * The recipient asked again (decision 058): STOP ends every kind its policy says; a kind
   * asked again at send time goes only if the rule that chose the recipient still does.
   */
  async function askAgain(message: Row): Promise<Rendered | null> {
    const policy = textPolicy(message.purpose);
    const known = message.purpose in TEXT_KINDS;
    if (!policy.stoppedByStop && !(known && policy.askedAgainAtSend)) return null;
    const [state] = rowsOf<{ stopped: boolean; wanted: boolean }>(
      await db.execute(sql`
        select
          exists (select 1 from guardian_contacts g
                  where g.phone_number = ${message.recipient} and g.sms_stopped_at is not null)
            as stopped,
          ${
            known && policy.askedAgainAtSend
              ? stillWantedSql(message.purpose as TextKind, message)
              : sql`true`
          } as wanted`),
    );
    if (message.channel === 'sms' && policy.stoppedByStop && state?.stopped) {
      return { kind: 'drop', status: 'cancelled', reason: outboxReasons.stopped };
    }
    if (!state?.wanted) {
      return { kind: 'drop', status: 'cancelled', reason: outboxReasons.noLongerSubscribed };
    }
    return null;
  }

  /** An arrival past its kind's age when its body is written (a retry that came too late). */
  function tooLateAt(message: Row, from: Date, now: Date): Rendered | null {
    const { maxAge } = textPolicy(message.purpose);
    if (maxAge === null || now.getTime() - from.getTime() <= maxAge.ms) return null;
    return {
      kind: 'drop',
      status: 'skipped',
      reason: outboxReasons.tooLate(Math.round(maxAge.ms / 60_000)),
    };
  }

  /** Asked again, then arrival and correction bodies written now, from the check-in. */
  async function render(message: Row, now: Date): Promise<Rendered> {
    const refused = await askAgain(message);
    if (refused) return refused;
    if (message.body !== '' || !message.eventId || !message.athleteId) {
      return { kind: 'send', subject: message.subject, body: message.body };
    }
    const [facts] = rowsOf<{
      first_name: string;
      last_name: string;
      name: string;
      time_zone: string | null;
      timestamp: Date | string | null;
      offline: string | null;
      unconfirmed: boolean | null;
      locale: string | null;
    }>(
      await db.execute(sql`
        select a.first_name, a.last_name, e.name, s.time_zone, c."timestamp", c.offline,
          c.unconfirmed, ${recipientLocaleSql(message.recipient)} as locale
        from athletes a
        join events e on e.id = ${message.eventId}::uuid
        left join event_series s on s.id = e.series_id
        left join check_ins c on c.athlete_id = a.id and c.event_id = e.id
        where a.id = ${message.athleteId}::uuid`),
    );
    if (!facts) return { kind: 'drop', status: 'cancelled', reason: outboxReasons.checkInUndone };
    // Written in the guardian's language (decision 045), whoever caused the text.
    const theirs = <T>(work: () => T): T =>
      withSavedLocale(facts.locale, config.defaultLocale, work);
    const base = {
      org: config.texts.orgName,
      firstName: facts.first_name,
      lastName: facts.last_name,
      eventName: facts.name,
    };
    if (message.purpose === 'arrival_correction') {
      if (message.channel === 'email') {
        const email = theirs(() => correctionEmail(base));
        return { kind: 'send', subject: email.subject, body: email.text };
      }
      return { kind: 'send', subject: null, body: theirs(() => correctionText(base)) };
    }
    if (!facts.timestamp) {
      return { kind: 'drop', status: 'cancelled', reason: outboxReasons.checkInUndone };
    }
    const arrivedAt = new Date(facts.timestamp);
    const tooLate = tooLateAt(message, arrivedAt, now);
    if (tooLate) return tooLate;
    const arrival = {
      ...base,
      arrivedAt,
      timeZone: facts.time_zone ?? serverTimeZone(),
      late: facts.offline !== null,
      // A stranger's tap must not tell a parent their child is safely there (decision 059).
      unconfirmed: facts.unconfirmed === true,
    };
    if (message.channel === 'email') {
      const email = theirs(() => arrivalEmail(arrival));
      return { kind: 'send', subject: email.subject, body: email.text };
    }
    return { kind: 'send', subject: null, body: theirs(() => arrivalText(arrival)) };
  }

  async function finish(id: string, set: Partial<typeof outboundMessages.$inferInsert>) {
    await db
      .update(outboundMessages)
      .set({ lockedUntil: null, ...set })
      .where(and(eq(outboundMessages.id, id), eq(outboundMessages.status, 'sending')));
  }

  async function deliver(message: Row, report: DeliveryReport): Promise<void> {
    const now = clock.now();
    let rendered: Rendered;
    try {
      rendered = await render(message, now);
    } catch (error) {
      log.warn({ err: error, messageId: message.id }, 'outbox: could not write the message');
      await retry(message, error, report);
      return;
    }
    if (rendered.kind === 'drop') {
      await finish(message.id, { status: rendered.status, lastError: rendered.reason });
      report[rendered.status]++;
      return;
    }
    try {
      let providerId: string | null = null;
      if (message.channel === 'sms') {
        const sent = await deps.alertSms.send({ to: message.recipient, body: rendered.body });
        providerId = sent?.sid ?? null;
      } else {
        await deps.mailer.send({
          to: message.recipient,
          subject: rendered.subject ?? config.texts.orgName,
          text: rendered.body,
        });
      }
      // Recorded at once: the only window in which a text could go twice (see above).
      await finish(message.id, {
        status: 'sent',
        sentAt: clock.now(),
        providerMessageId: providerId,
        body: rendered.body,
        subject: rendered.subject,
        segments: message.channel === 'sms' ? smsSegments(rendered.body) : 0,
        lastError: null,
      });
      report.sent++;
    } catch (error) {
      if (isPermanent(error)) {
        await finish(message.id, { status: 'failed', lastError: errorText(error) });
        report.failed++;
        if (error instanceof SmsError && error.providerCode === TWILIO_OPTED_OUT) {
          await stopTexts(deps, { phone: message.recipient, source: 'provider', now: clock.now() });
        }
        return;
      }
      await retry(message, error, report);
    }
  }

  async function retry(message: Row, error: unknown, report: DeliveryReport) {
    if (message.attempts >= MAX_ATTEMPTS) {
      await finish(message.id, { status: 'failed', lastError: errorText(error) });
      report.failed++;
      return;
    }
    await finish(message.id, {
      status: 'pending',
      sendAfter: new Date(clock.now().getTime() + backoffMs(message.attempts)),
      lastError: errorText(error),
    });
    report.retried++;
  }

  /** One statement, no transaction: the idle poll's whole cost on every instance. */
  async function anythingDue(now: Date): Promise<boolean> {
    const rows = rowsOf<{ one: number }>(
      await db.execute(sql`
        select 1 as one from outbound_messages
        where status in ('pending', 'sending') and send_after <= ${now.toISOString()}::timestamptz
          and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
        limit 1`),
    );
    return rows.length > 0;
  }

  async function runAll(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retried: 0, failed: 0, skipped: 0, cancelled: 0 };
    if (!(await anythingDue(clock.now()))) return report;
    const first = await claim(clock.now(), report);
    if (first.length === 0) return report;
    // A lane delivers its batch, then claims the next. Under a burst (a full first batch)
    // a few lanes run side by side: a slow send holds up only its own lane, and SKIP
    // LOCKED keeps the lanes, like instances, off each other's messages.
    const lane = async (initial: Row[]) => {
      let claimed = initial;
      for (let round = 0; round < 1000 && claimed.length > 0; round++) {
        await Promise.all(claimed.map((message) => deliver(message, report)));
        claimed = await claim(clock.now(), report);
      }
    };
    const more = first.length === BATCH ? LANES - 1 : 0;
    await Promise.all([
      lane(first),
      ...Array.from({ length: more }, async () => lane(await claim(clock.now(), report))),
    ]);
    return report;
  }

  function runOnce(): Promise<DeliveryReport> {
    if (running) {
      again = true;
      return running;
    }
    running = runAll().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(delay: number) {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref?.();
  }

  async function tick() {
    timer = null;
    try {
      do {
        again = false;
        await runOnce();
      } while (again && started);
    } catch (error) {
      log.warn({ err: error }, 'outbox: delivery round failed; trying again shortly');
    }
    schedule(POLL_MS);
  }

  return {
    runOnce,
    wake() {
      if (!started) return;
      if (running) again = true;
      else schedule(0);
    },
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}

function isPermanent(error: unknown): boolean {
  if (error instanceof SmsError) return error.permanent;
  // SMTP: a 5xx reply is permanent, a 4xx (and a broken connection) worth another try.
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
