/**
 * Arrival texts under a burst (decision 042): 300 check-ins, 50 at a time, each child with
 * two opted-in guardians, through a real server process whose alert texts go to a local
 * stand-in Twilio. Measured: the time from the check-in request to the text handed to the
 * provider (p50, p95; it includes the undo grace period, ALERT_UNDO_GRACE_SECONDS = 30 s as
 * shipped, and is also shown without it: the outbox's own delay), and check-in throughput
 * with texts against the same burst on events nobody subscribed to, before and after (the
 * outbox write rides in the check-in's own statement; the texts fall due after the bursts).
 *
 * Run alone: node --import tsx bench/arrival-texts.ts [postgres|pglite]
 */

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { type Database, openDatabase } from '#server/db/client.ts';
import { alertSubscriptions, parentDevices, parentLinks } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { hashToken, randomToken } from '#server/platform/crypto.ts';
import { seedDataDir, startServerProcess } from '#server/testing/server-process.ts';
import { startTwilioStandIn } from '#server/testing/twilio-stand-in.ts';

const CHECK_INS = Number(process.env.BENCH_TEXTS_CHECK_INS ?? 300);
const CONCURRENCY = 50;
const GRACE_MS = Number(process.env.BENCH_TEXTS_GRACE_SECONDS ?? 30) * 1000;

export interface ArrivalTextsFigures {
  database: 'postgres' | 'pglite';
  checkIns: number;
  texts: number;
  /** Check-in request start → text accepted by the provider, ms (grace included). */
  p50: number;
  p95: number;
  /** The same without the grace period: the outbox's own delay. */
  graceMs: number;
  p50AfterGrace: number;
  p95AfterGrace: number;
  /** Check-ins a second in the burst, with texts and on an event with no subscriber. */
  withTexts: number;
  withoutTexts: number;
  /** The two bursts without texts, before and after the one with. */
  withoutBefore: number;
  withoutAfter: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const round = (value: number) => Math.round(value * 10) / 10;

interface Burst {
  eventId: string;
  athleteIds: string[];
  tokens: string[];
}

async function seedBurst(
  database: Database,
  label: string,
  offset: number,
  guardians: boolean,
): Promise<Burst> {
  const { event, athletes } = await createEventWithRoster(database.db, {
    name: `${label} Practice`,
    locationName: 'Bench Field',
    date: new Date(),
    active: true,
    roster: Array.from({ length: CHECK_INS }, (_, i) => ({
      firstName: `Runner${i}`,
      lastName: 'Bench',
    })),
  });
  const phone = (i: number, who: number) =>
    `+1555${String(1_000_000 + offset + i * 3 + who).slice(1)}`;
  const tokens = athletes.map(() => randomToken());
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await database.db.insert(parentDevices).values(
    athletes.map((_, i) => ({
      tokenHash: hashToken(tokens[i]!),
      phoneNumber: phone(i, 0),
      expiresAt,
    })),
  );
  // Guardians a coach confirmed (decision 059): only they are texted.
  const links = athletes.flatMap((athlete, i) =>
    [0, 1, 2].map((who) => ({
      phoneNumber: phone(i, who),
      athleteId: athlete.id,
      confirmedAt: new Date(),
      confirmedBy: 'coach' as const,
    })),
  );
  await database.db.insert(parentLinks).values(links);
  if (guardians) {
    await database.db.insert(alertSubscriptions).values(
      athletes.flatMap((athlete, i) =>
        [1, 2].map((who) => ({
          phoneNumber: phone(i, who),
          athleteId: athlete.id,
          kind: 'arrival' as const,
          wordingVersion: 'bench',
        })),
      ),
    );
  }
  return { eventId: event.id, athleteIds: athletes.map((athlete) => athlete.id), tokens };
}

/** 50 parents at a time; the start time of each check-in and the burst's check-ins a second. */
async function runBurst(url: string, burst: Burst) {
  const startedAt: number[] = [];
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (;;) {
        const i = next++;
        if (i >= burst.athleteIds.length) return;
        startedAt[i] = Date.now();
        const response = await fetch(`${url}/api/check-in`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: url,
            cookie: `tapin_parent=${burst.tokens[i]}`,
          },
          body: JSON.stringify({
            athleteId: burst.athleteIds[i],
            eventId: burst.eventId,
            source: 'qr',
          }),
        });
        if (response.status !== 201) throw new Error(`check-in answered ${response.status}`);
      }
    }),
  );
  return { startedAt, perSecond: burst.athleteIds.length / ((performance.now() - began) / 1000) };
}

export async function benchArrivalTexts(kind: 'postgres' | 'pglite'): Promise<ArrivalTextsFigures> {
  const twilio = await startTwilioStandIn();
  const cleanups: (() => Promise<void> | void)[] = [() => twilio.close()];
  try {
    let database: Database;
    let env: Record<string, string>;
    if (kind === 'pglite') {
      const dir = mkdtempSync(path.join(tmpdir(), 'tapin-bench-texts-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      database = await seedDataDir(dir);
      env = { DATA_DIR: dir };
    } else {
      const baseUrl =
        process.env.BENCH_DATABASE_URL ||
        process.env.TEST_DATABASE_URL ||
        'postgres://postgres@127.0.0.1:5432/test';
      const name = `tapin_bench_texts_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      cleanups.push(async () => {
        const dropper = new pg.Client({ connectionString: baseUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      });
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
      await database.migrate();
      env = { DATABASE_URL: url.toString() };
    }
    const warm = await seedBurst(database, 'Warm-up', 0, true);
    const quiet = await seedBurst(database, 'Quiet', 10_000, false);
    const texts = await seedBurst(database, 'Texts', 20_000, true);
    const quietAgain = await seedBurst(database, 'Quiet again', 30_000, false);
    await database.close();

    const server = await startServerProcess({
      ...env,
      RATE_LIMIT_PER_MINUTE: '100000000',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'bench-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE: twilio.apiBase,
      ALERT_UNDO_GRACE_SECONDS: String(GRACE_MS / 1000),
      ALERT_TEXTS_PER_DAY: '100000',
      // The outbox's own delay is measured here, not a carrier's pace (opening-day.ts).
      SMS_ALERTS_PER_MINUTE: '100000',
    });
    cleanups.push(() => server.stop());

    await runBurst(server.url, warm);
    const warmTexts = warm.athleteIds.length * 2;
    const deadline = () => Date.now() + GRACE_MS + 120_000;
    for (const until = deadline(); twilio.accepted.length < warmTexts && Date.now() < until; ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    twilio.reset();

    const without = await runBurst(server.url, quiet);
    const withTexts = await runBurst(server.url, texts);
    const withoutAgain = await runBurst(server.url, quietAgain);
    const expected = texts.athleteIds.length * 2;
    for (const until = deadline(); twilio.accepted.length < expected && Date.now() < until; ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (twilio.accepted.length !== expected) {
      throw new Error(`${twilio.accepted.length} texts reached the provider, ${expected} expected`);
    }
    // Guardian phones are offset 20_000 + i * 3 + (1|2): the athlete is i.
    const latencies = twilio.accepted
      .map((text) => {
        const n = Number(text.to.slice(5)) - 20_000;
        const i = Math.floor(n / 3);
        return text.at - withTexts.startedAt[i]!;
      })
      .sort((a, b) => a - b);
    return {
      database: kind,
      checkIns: texts.athleteIds.length,
      texts: latencies.length,
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      graceMs: GRACE_MS,
      p50AfterGrace: round(percentile(latencies, 50) - GRACE_MS),
      p95AfterGrace: round(percentile(latencies, 95) - GRACE_MS),
      withTexts: round(withTexts.perSecond),
      withoutTexts: round((without.perSecond + withoutAgain.perSecond) / 2),
      withoutBefore: round(without.perSecond),
      withoutAfter: round(withoutAgain.perSecond),
    };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

export function formatArrivalTexts(f: ArrivalTextsFigures): string {
  return (
    `arrival texts (${f.database}): ${f.checkIns} check-ins, ${f.texts} texts; check-in → provider ` +
    `p50 ${f.p50} ms, p95 ${f.p95} ms (after the ${f.graceMs / 1000} s grace: p50 ${f.p50AfterGrace} ms, p95 ${f.p95AfterGrace} ms); ` +
    `check-ins/s with texts ${f.withTexts}, without ${f.withoutTexts} (${f.withoutBefore} before, ${f.withoutAfter} after)`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const kinds = (process.argv[2] ? [process.argv[2]] : ['postgres', 'pglite']) as (
    | 'postgres'
    | 'pglite'
  )[];
  for (const kind of kinds) console.log(formatArrivalTexts(await benchArrivalTexts(kind)));
  process.exit(0);
}
