/**
 * Season scenario (decision 038, issue 21): a club's three seasons of series, on each
 * database. Thirty daily series with self-opening windows (ten a season, 208 occurrences
 * each: about 6,200 events), then:
 *
 * - a parent taps alone: the quiet baseline (tap latency p50 and p99);
 * - the parent taps while four dashboards each ask for GET /api/events every second (far
 *   more often than a schedule's switches make them: a bare switch is applied without
 *   asking, decision 038): the taps' p50 and p99 beside the baseline, and the list's time;
 * - the parent taps while a coach imports 5,000 rows onto a year of weekly practices: the
 *   taps beside the baseline, and the import's time (target under 2 s).
 *
 * Like the attendance scenario it builds the real app in-process (PostgreSQL: a fresh
 * database next to BENCH_DATABASE_URL or TEST_DATABASE_URL, dropped afterwards; PGlite: in
 * memory) and times requests through app.inject().
 *
 * Run alone: node --import tsx bench/season.ts [postgres|pglite]
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { createSession, SESSION_COOKIE } from '#server/http/sessions.ts';
import { systemClock } from '#server/platform/clock.ts';
import { createLinkedEvent, type TestApp, verifyParent } from '#server/testing/test-app.ts';

export const SEASON_IMPORT_TARGET_MS = 2_000;
const SERIES_PER_SEASON = 10;
const ROSTER_ROWS = 5_000;
const TAPS = 100;
const DASHBOARDS = 4;
const REFETCH_EVERY_MS = 1_000;
const ORIGIN = 'http://localhost:3000';
const DAY = 24 * 60 * 60_000;
const PHONE = '+15055550199';

export interface Latency {
  p50: number;
  p99: number;
  max: number;
  n: number;
}
export interface SeasonFigures {
  database: 'postgres' | 'pglite';
  events: number;
  quietTaps: Latency;
  tapsDuringLists: Latency;
  list: Latency & { listed: number };
  tapsDuringImport: Latency;
  importMs: number;
}

const round = (value: number) => Math.round(value * 10) / 10;
function latency(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  return {
    p50: round(at(0.5)),
    p99: round(at(0.99)),
    max: round(sorted.at(-1)!),
    n: values.length,
  };
}

async function openBenchDatabase(kind: 'postgres' | 'pglite') {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, url: undefined, drop: async () => {} };
  }
  const baseUrl =
    process.env.BENCH_DATABASE_URL ||
    process.env.TEST_DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/test';
  const name = `tapin_bench_season_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export async function benchSeason(kind: 'postgres' | 'pglite'): Promise<SeasonFigures> {
  const { database, url, drop } = await openBenchDatabase(kind);
  try {
    await database.migrate();
    return await measure(kind, database, url);
  } finally {
    await database.close();
    await drop();
  }
}

async function measure(
  kind: 'postgres' | 'pglite',
  database: Database,
  url: string | undefined,
): Promise<SeasonFigures> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: ORIGIN,
    SECRET_KEY: 'bench-secret-key-bench-secret-key-0123456789',
    RATE_LIMIT_PER_MINUTE: '1000000',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const app = await buildApp({ config, database, logger: false, serveWeb: false });
  await app.ready();
  try {
    const db = database.db;
    const [user] = await db
      .insert(users)
      .values({ email: 'season@tapin.test', role: 'coach' })
      .returning();
    const { token } = await createSession({ db, clock: systemClock, config }, db, user!.id);
    const coach = `${SESSION_COOKIE}=${token}`;
    const call = (method: 'GET' | 'POST', path: string, payload?: object) =>
      app.inject({ method, url: path, payload, headers: { cookie: coach, origin: ORIGIN } });
    const parent = await verifyParent({ app } as unknown as TestApp, PHONE);
    const tapEvent = await createLinkedEvent(db, {
      name: 'Season bench tap',
      locationName: 'Bench Gym',
      firstNames: ['Tapper'],
      lastName: 'Bench',
      phone: PHONE,
    });

    // Three seasons a year apart; the last began 100 days ago. Practices half a day from
    // now (no window holds now, so the tap's event stays the active one).
    const now = Date.now();
    for (let season = 0; season < 3; season++) {
      const seasonStart = now - (2 - season) * 365 * DAY - 100 * DAY;
      for (let s = 0; s < SERIES_PER_SEASON; s++) {
        const first = new Date(seasonStart + 12 * 60 * 60_000 + s * 20 * 60_000);
        const answer = await call('POST', '/api/events', {
          name: `Season ${season + 1} practice ${s + 1}`,
          locationName: 'Bench Field',
          date: first.toISOString(),
          endsAt: new Date(first.getTime() + 90 * 60_000).toISOString(),
          autoOpenMinutes: 30,
          repeat: {
            weekdays: [1, 2, 3, 4, 5, 6, 7],
            until: new Date(seasonStart + 207 * DAY).toISOString().slice(0, 10),
            timeZone: 'UTC',
          },
        });
        if (answer.statusCode !== 201)
          throw new Error(`series: ${answer.statusCode} ${answer.body}`);
      }
    }
    const all = (await call('GET', '/api/events?scope=all')).json() as unknown[];

    const tap = async () => {
      const started = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: '/api/check-in',
        headers: { cookie: parent, origin: ORIGIN },
        payload: {
          athleteId: tapEvent.athleteIds[0],
          eventId: tapEvent.eventId,
          phoneNumber: PHONE,
          source: 'qr',
        },
      });
      if (answer.statusCode !== 200 && answer.statusCode !== 201)
        throw new Error(`tap: ${answer.statusCode} ${answer.body}`);
      return performance.now() - started;
    };
    const taps = async (count: number) => {
      const times: number[] = [];
      for (let i = 0; i < count; i++) times.push(await tap());
      return times;
    };

    for (let i = 0; i < 5; i++) await tap();
    const quiet = await taps(TAPS);

    let listing = true;
    let listed = 0;
    const listTimes: number[] = [];
    const dashboards = Array.from({ length: DASHBOARDS }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i * REFETCH_EVERY_MS) / DASHBOARDS));
      while (listing) {
        const started = performance.now();
        const answer = await call('GET', '/api/events');
        listTimes.push(performance.now() - started);
        if (answer.statusCode !== 200) throw new Error(`list: ${answer.statusCode}`);
        listed = (answer.json() as unknown[]).length;
        await new Promise((resolve) => setTimeout(resolve, REFETCH_EVERY_MS));
      }
    });
    const duringLists = await taps(TAPS);
    listing = false;
    await Promise.all(dashboards);

    // A year of weekly practices, a fortnight in; 5,000 rows onto the next one.
    const first = new Date(now - 14 * DAY + 6 * 60 * 60_000);
    const series = await call('POST', '/api/events', {
      name: 'Weekly practice',
      locationName: 'Bench Pool',
      date: first.toISOString(),
      repeat: {
        weekdays: [first.getUTCDay() || 7],
        until: new Date(now + 350 * DAY).toISOString().slice(0, 10),
        timeZone: 'UTC',
      },
    });
    const occurrences = (
      (await call('GET', `/api/events?scope=all&seriesId=${series.json().seriesId}`)).json() as {
        id: string;
        date: string;
      }[]
    ).sort((a, b) => a.date.localeCompare(b.date));
    const target = occurrences.find((event) => Date.parse(event.date) > now)!;
    const athletes = Array.from({ length: ROSTER_ROWS }, (_, i) => ({
      firstName: `Swimmer${i}`,
      lastName: `Lane${i % 97}`,
      teamName: `Squad ${i % 12}`,
      gradYear: 2030 + (i % 6),
    }));
    let importMs = 0;
    let importing = true;
    const importDone = (async () => {
      const started = performance.now();
      const answer = await call('POST', '/api/roster/import', { eventId: target.id, athletes });
      importMs = performance.now() - started;
      importing = false;
      if (answer.statusCode !== 200) throw new Error(`import: ${answer.statusCode} ${answer.body}`);
    })();
    const duringImport: number[] = [];
    do duringImport.push(await tap());
    while (importing);
    await importDone;

    return {
      database: kind,
      events: all.length,
      quietTaps: latency(quiet),
      tapsDuringLists: latency(duringLists),
      list: { ...latency(listTimes), listed },
      tapsDuringImport: latency(duringImport),
      importMs: round(importMs),
    };
  } finally {
    await app.close();
  }
}

export function formatSeason(figures: SeasonFigures): string {
  const taps = (l: Latency) => `p50 ${l.p50} ms, p99 ${l.p99} ms (${l.n} taps)`;
  return [
    `season (${figures.database}, ${figures.events} events):`,
    `  taps alone            ${taps(figures.quietTaps)}`,
    `  taps beside the lists ${taps(figures.tapsDuringLists)}; GET /api/events (${figures.list.listed} current) p50 ${figures.list.p50} ms, p99 ${figures.list.p99} ms`,
    `  taps beside an import ${taps(figures.tapsDuringImport)}; ${ROSTER_ROWS} rows onto a year of weekly practices in ${figures.importMs} ms (target < ${SEASON_IMPORT_TARGET_MS} ms: ${figures.importMs < SEASON_IMPORT_TARGET_MS ? 'met' : 'MISSED'})`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const kinds = (process.argv[2] ? [process.argv[2]] : ['postgres', 'pglite']) as (
    | 'postgres'
    | 'pglite'
  )[];
  for (const kind of kinds) console.log(formatSeason(await benchSeason(kind)));
}
