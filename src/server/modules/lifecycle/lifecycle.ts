/**
 * The data lifecycle (decision 023): what expires is deleted, and personal data kept for
 * the record (phone numbers and client addresses in check-ins and the audit log) is
 * removed after RETENTION_DAYS. Runs shortly after start-up and then every hour, on every
 * instance (each statement is idempotent, so instances running it at once do no harm),
 * in batches so no statement runs into the query time limit on a large table.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import type { Deps } from '#server/http/types.ts';
import { CONSENT_RECORD_YEARS } from '#shared/guardian-texts.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Sends and sign-in links stay this long for the per-hour and per-day caps. */
const CAP_WINDOW_MS = 2 * DAY_MS;
/** The dev outbox (codes and links in clear) keeps a week. */
const OUTBOX_MS = 7 * DAY_MS;
const BATCH = 5_000;

export interface LifecycleOptions {
  now: Date;
  retentionDays: number;
  sessionIdleMs: number;
}

export interface LifecycleResult {
  verificationCodes: number;
  verificationSends: number;
  loginTokens: number;
  sessions: number;
  parentDevices: number;
  outbox: number;
  checkInPhones: number;
  auditEntries: number;
  emailConfirmations: number;
  consentRecords: number;
  /** Texts and emails sent (or given up) before the retention period (decision 042). */
  outboundMessages: number;
  /** Provider message ids of inbound texts older than the consent record is kept. */
  inboundTexts: number;
}

async function rowCount(db: DbOrTx, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  return result.rowCount ?? result.affectedRows ?? 0;
}

/** Repeats a batch statement until it touches no row; the total touched. */
async function inBatches(db: DbOrTx, query: () => ReturnType<typeof sql>): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await rowCount(db, query());
    total += count;
    if (count < BATCH) return total;
  }
}

/** Deletes what has expired. */
export async function pruneExpired(
  { db }: Pick<Deps, 'db'>,
  { now, sessionIdleMs }: Omit<LifecycleOptions, 'retentionDays'>,
) {
  const capCutoff = new Date(now.getTime() - CAP_WINDOW_MS);
  const idleCutoff = new Date(now.getTime() - sessionIdleMs);
  const outboxCutoff = new Date(now.getTime() - OUTBOX_MS);
  const deleteWhere = (table: string, where: ReturnType<typeof sql>) =>
    inBatches(
      db,
      () =>
        sql`delete from ${sql.identifier(table)} where ctid in (select ctid from ${sql.identifier(table)} where ${where} limit ${BATCH})`,
    );
  return {
    verificationCodes: await deleteWhere('verification_codes', sql`expires_at < ${now}`),
    verificationSends: await deleteWhere('verification_sends', sql`created_at < ${capCutoff}`),
    loginTokens: await deleteWhere(
      'login_tokens',
      sql`created_at < ${capCutoff} and expires_at < ${now}`,
    ),
    sessions: await deleteWhere(
      'sessions',
      sql`expires_at < ${now} or last_seen_at < ${idleCutoff}`,
    ),
    parentDevices: await deleteWhere('parent_devices', sql`expires_at < ${now}`),
    outbox: await deleteWhere('outbox', sql`created_at < ${outboxCutoff}`),
    // Kept a week past expiry, so an old link still says "expired" rather than "not valid".
    emailConfirmations: await deleteWhere('email_confirmations', sql`expires_at < ${outboxCutoff}`),
  };
}

/**
 * The consent record (decision 046) is not touched by RETENTION_DAYS: it is the club's proof
 * of consent for every text it sent. A phone's records go only CONSENT_RECORD_YEARS after
 * the phone's last event: its newest consent record and its newest message kept in
 * outbound_messages both older than that, and no yes still standing (a subscription). The
 * inbound texts' ids that guard it against replays go CONSENT_RECORD_YEARS after arriving.
 */
export async function purgeConsentRecords({ db }: Pick<Deps, 'db'>, { now }: { now: Date }) {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - CONSENT_RECORD_YEARS);
  const consentRecords = await inBatches(
    db,
    () => sql`delete from consent_records where id in (
      select c.id from consent_records c
      where c.created_at < ${cutoff}
        and not exists (select 1 from consent_records newer
          where newer.phone_number = c.phone_number and newer.created_at >= ${cutoff})
        and not exists (select 1 from alert_subscriptions s where s.phone_number = c.phone_number)
        and not exists (select 1 from outbound_messages m
          where m.recipient = c.phone_number and m.created_at >= ${cutoff})
      limit ${BATCH})`,
  );
  // The ids of texts guardians sent (STOP, START) stop a replayed request from changing
  // consent again. A captured request carries no date, so an id kept shorter than the
  // consent record would let its replay through: they go after the same years. They hold
  // no personal data.
  const inboundTexts = await inBatches(
    db,
    () => sql`delete from inbound_texts where message_sid in (
      select message_sid from inbound_texts where received_at < ${cutoff} limit ${BATCH})`,
  );
  return { consentRecords, inboundTexts };
}

/**
 * Removes phone numbers and client addresses older than the retention period: from
 * check-ins (who tapped) and from the audit log (a parent's actor id is a phone number;
 * the address of every entry; phone fields inside details). The records themselves stay.
 */
export async function applyRetention(
  { db }: Pick<Deps, 'db'>,
  { now, retentionDays }: Pick<LifecycleOptions, 'now' | 'retentionDays'>,
) {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const checkInPhones = await inBatches(
    db,
    () => sql`update check_ins set phone_number = null where id in (
      select id from check_ins where timestamp < ${cutoff} and phone_number is not null limit ${BATCH})`,
  );
  const auditEntries = await inBatches(
    db,
    () => sql`update audit_log set
        ip = null,
        actor_id = case when actor_type = 'parent' then null else actor_id end,
        details = case when details is null then null
          else details - 'phone' - 'phoneNumber' - 'ip' end
      where id in (
        select id from audit_log
        where created_at < ${cutoff}
          and (ip is not null
            or (actor_type = 'parent' and actor_id is not null)
            or details ?| array['phone', 'phoneNumber', 'ip'])
        limit ${BATCH})`,
  );
  // The durable outbox holds phone numbers, email addresses and children's names: what
  // is done with (sent, failed, cancelled, skipped) leaves after the retention period too.
  // Never a message still waiting. The consent record is kept apart (decision 042).
  const outboundMessages = await inBatches(
    db,
    () => sql`delete from outbound_messages where id in (
      select id from outbound_messages
      where created_at < ${cutoff} and status not in ('pending', 'sending')
      limit ${BATCH})`,
  );
  return { checkInPhones, auditEntries, outboundMessages };
}

export async function runLifecycle(
  deps: Pick<Deps, 'db'>,
  options: LifecycleOptions,
): Promise<LifecycleResult> {
  return {
    ...(await pruneExpired(deps, options)),
    ...(await applyRetention(deps, options)),
    ...(await purgeConsentRecords(deps, options)),
  };
}

interface Logger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

/** Runs the lifecycle after `firstAfterMs`, then every `everyMs`; returns the stop function. */
export function scheduleLifecycle(
  run: () => Promise<LifecycleResult>,
  log: Logger,
  { firstAfterMs = 30_000, everyMs = HOUR_MS } = {},
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return running;
    running = runOnce().finally(() => {
      running = null;
    });
    return running;
  };
  const runOnce = async () => {
    try {
      const result = await run();
      const touched = Object.values(result).reduce((sum, count) => sum + count, 0);
      if (touched > 0) log.info({ lifecycle: result }, 'data lifecycle: pruned and anonymised');
    } catch (error) {
      // A database outage: the next run catches up.
      log.warn({ err: error }, 'data lifecycle run failed; trying again later');
    }
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void tick();
    interval = setInterval(() => void tick(), everyMs);
    interval.unref();
  }, firstAfterMs);
  first.unref();
  // Stopping waits for a run under way: a shutdown closes the database only after it.
  return async () => {
    clearTimeout(first);
    if (interval) clearInterval(interval);
    await running;
  };
}
