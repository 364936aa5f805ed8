/**
 * Opening day (decision 058): one club's wave of arrival texts through a paced sender. 300
 * check-ins over twenty minutes (one every 4 s), each child with two opted-in guardians:
 * 600 arrival texts, through an alert sender limited to 12 texts a minute (a US 10DLC
 * low-volume campaign) and to 60 (a toll-free number). The real app and deliverer on a
 * fresh PostgreSQL database, on the injected clock (manualClock), stepped 2 s at a time;
 * the sender is a stand-in that records when (on that clock) each text was handed over.
 * Reported: texts sent, the last text's delay after its check-in (the 30 s grace
 * included), the median, and what was dropped (arrivals still unsent 30 minutes after the
 * tap) and why.
 *
 * Run alone: node --import tsx bench/opening-day.ts
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { alertSubscriptions, checkIns, parentLinks } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { enqueueArrival } from '#server/modules/messaging/service.ts';
import { manualClock } from '#server/platform/clock.ts';
import type { SmsSender } from '#server/platform/sms.ts';

const CHECK_INS = 300;
const WAVE_MS = 20 * 60_000;
const STEP_MS = 2_000;
const GRACE_MS = 30_000;
/** Simulated time allowed after the wave for the queue to empty. */
const DRAIN_MS = 90 * 60_000;

export interface OpeningDayFigures {
  perMinute: number;
  checkIns: number;
  texts: number;
  sent: number;
  dropped: number;
  dropReasons: Record<string, number>;
  /** Check-in → text handed to the sender, simulated seconds (the 30 s grace included). */
  medianDelaySeconds: number;
  lastDelaySeconds: number;
  /** Simulated minutes from the first check-in to the last text sent. */
  drainedAfterMinutes: number;
}

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const baseUrl =
    process.env.BENCH_DATABASE_URL ||
    process.env.TEST_DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/test';
  const name = `tapin_bench_opening_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
  await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** One wave through a sender limited to `perMinute` texts a minute. */
export async function benchOpeningDay(perMinute: number): Promise<OpeningDayFigures> {
  const { database, drop } = await freshDatabase();
  try {
    const clock = manualClock(new Date('2026-09-05T15:00:00Z'));
    const handed: { to: string; at: number }[] = [];
    const sender: SmsSender = {
      kind: 'twilio',
      async send(message) {
        handed.push({ to: message.to, at: clock.now().getTime() });
        return { sid: null };
      },
    };
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:3000',
      SECRET_KEY: 'bench-secret-key-bench-secret-key-0123456789',
      SMS_ALERTS_PER_MINUTE: String(perMinute),
      ALERT_TEXTS_PER_DAY: '100000',
      ORG_NAME: 'Lincoln Youth Soccer',
    });
    const app = await buildApp({
      config,
      database,
      clock,
      alertSms: sender,
      logger: false,
      serveWeb: false,
      scheduleLifecycle: false,
      deliverOutbox: false,
    });
    await app.ready();
    try {
      const { db } = database;
      const { event, athletes } = await createEventWithRoster(db, {
        name: 'Opening Day',
        locationName: 'North Field',
        date: clock.now(),
        active: true,
        roster: Array.from({ length: CHECK_INS }, (_, i) => ({
          firstName: `Runner${i}`,
          lastName: 'Bench',
        })),
      });
      const phone = (i: number, who: number) => `+1555${String(1_000_000 + i * 2 + who).slice(1)}`;
      const childOf = new Map<string, number>();
      await db.insert(parentLinks).values(
        athletes.flatMap((athlete, i) =>
          [0, 1].map((who) => {
            childOf.set(phone(i, who), i);
            // Guardians a coach confirmed (decision 059): only they are texted.
            return {
              phoneNumber: phone(i, who),
              athleteId: athlete.id,
              confirmedAt: clock.now(),
              confirmedBy: 'coach' as const,
            };
          }),
        ),
      );
      await db.insert(alertSubscriptions).values(
        athletes.flatMap((athlete, i) =>
          [0, 1].map((who) => ({
            phoneNumber: phone(i, who),
            athleteId: athlete.id,
            kind: 'arrival' as const,
            wordingVersion: 'bench',
          })),
        ),
      );

      const start = clock.now().getTime();
      const checkedInAt: number[] = [];
      const gap = WAVE_MS / CHECK_INS;
      let next = 0;
      for (let elapsed = 0; elapsed <= WAVE_MS + DRAIN_MS; elapsed += STEP_MS) {
        // The check-ins whose time has come, each with its arrival texts (as a coach's
        // check-in writes them: the same enqueue, in the check-in's transaction).
        while (next < CHECK_INS && next * gap <= elapsed) {
          const i = next++;
          const now = clock.now();
          checkedInAt[i] = now.getTime();
          await db.transaction(async (tx) => {
            await tx.insert(checkIns).values({
              athleteId: athletes[i]!.id,
              eventId: event.id,
              source: 'manual_fallback',
              timestamp: now,
            });
            await enqueueArrival(
              { db: tx },
              {
                athleteId: athletes[i]!.id,
                eventId: event.id,
                exceptPhone: null,
                sendAfter: new Date(now.getTime() + GRACE_MS),
              },
            );
          });
        }
        await app.deps.deliverer.runOnce();
        if (next >= CHECK_INS) {
          const waiting = (await db.execute(
            sql`select count(*)::int as n from outbound_messages where status in ('pending', 'sending')`,
          )) as unknown as { rows: { n: number }[] };
          if (waiting.rows[0]?.n === 0) break;
        }
        clock.advance(STEP_MS);
      }

      const outcome = (await db.execute(sql`
        select status, last_error, count(*)::int as n from outbound_messages
        group by status, last_error`)) as unknown as {
        rows: { status: string; last_error: string | null; n: number }[];
      };
      const dropReasons: Record<string, number> = {};
      for (const row of outcome.rows) {
        if (row.status === 'sent') continue;
        dropReasons[`${row.status}: ${row.last_error ?? '—'}`] = row.n;
      }
      const delays = handed
        .map((text) => (text.at - checkedInAt[childOf.get(text.to)!]!) / 1000)
        .sort((a, b) => a - b);
      const lastAt = Math.max(...handed.map((text) => text.at));
      return {
        perMinute,
        checkIns: CHECK_INS,
        texts: CHECK_INS * 2,
        sent: handed.length,
        dropped: CHECK_INS * 2 - handed.length,
        dropReasons,
        medianDelaySeconds: delays[Math.floor(delays.length / 2)] ?? Number.NaN,
        lastDelaySeconds: delays.at(-1) ?? Number.NaN,
        drainedAfterMinutes: Math.round(((lastAt - start) / 60_000) * 10) / 10,
      };
    } finally {
      await app.close();
    }
  } finally {
    await drop();
  }
}

export function formatOpeningDay(f: OpeningDayFigures): string {
  const reasons = Object.entries(f.dropReasons)
    .map(([reason, n]) => `${n} × ${reason}`)
    .join('; ');
  return (
    `opening day at ${f.perMinute} texts/min: ${f.checkIns} check-ins in 20 min, ${f.texts} arrival texts; ` +
    `${f.sent} sent, ${f.dropped} dropped${reasons ? ` (${reasons})` : ''}; ` +
    `check-in → sender median ${f.medianDelaySeconds} s, last ${f.lastDelaySeconds} s; ` +
    `last text ${f.drainedAfterMinutes} min after the first check-in`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const perMinute of [12, 60]) console.log(formatOpeningDay(await benchOpeningDay(perMinute)));
  process.exit(0);
}
