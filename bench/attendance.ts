/**
 * Attendance scenario (decision 031): GET /api/attendance over a season of 60 events × 400
 * athletes (every athlete on every roster: 24,000 roster rows; about 80 % checked in, a
 * tenth of those late), in a database that also holds the season before (another 60 events
 * and their check-ins, outside the range). Target: p95 under 200 ms on PostgreSQL.
 *
 * Like the roster import, it builds the real app in-process on a fresh PostgreSQL database
 * (next to BENCH_DATABASE_URL or TEST_DATABASE_URL, dropped afterwards) and times requests
 * through app.inject(): routing, validation, the one SQL statement and the JSON answer.
 *
 * Run alone: node --import tsx bench/attendance.ts
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { createSession, SESSION_COOKIE } from '#server/http/sessions.ts';
import { systemClock } from '#server/platform/clock.ts';

export const ATTENDANCE_TARGET_MS = 200;
const EVENTS = 60;
const ATHLETES = 400;
const RUNS = 30;
const ORIGIN = 'http://localhost:3000';

function adminUrl(): string {
  return (
    process.env.BENCH_DATABASE_URL ||
    process.env.TEST_DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/test'
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function benchAttendance(): Promise<{
  events: number;
  athletes: number;
  runs: number;
  p50: number;
  p95: number;
  max: number;
}> {
  const baseUrl = adminUrl();
  const name = `tapin_bench_attendance_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;

  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
  try {
    await database.migrate();
    const pool = database.pool!;
    // Two seasons of 60 events, two or three a week: the one measured (from 1 Sept 2025)
    // and the one before it (from 1 Sept 2024). 400 athletes over 8 teams.
    await pool.query(`
      insert into teams (name) select 'Team ' || t from generate_series(1, 8) t;
      insert into athletes (first_name, last_name, team_id)
        select 'First' || i, 'Last' || (i % 97),
          (select id from teams order by name offset (i % 8) limit 1)
        from generate_series(1, ${ATHLETES}) i;
      insert into events (name, location_id, location_name, date)
        select 'Practice ' || s || '-' || i, 'gym', 'Gym',
          make_timestamptz(2023 + s, 9, 1, 23, 0, 0, 'UTC') + (i * interval '2.5 days')
        from generate_series(1, 2) s, generate_series(1, ${EVENTS}) i;
      insert into event_athletes (event_id, athlete_id) select e.id, a.id from events e, athletes a;
      insert into check_ins (athlete_id, event_id, source, timestamp)
        select ea.athlete_id, ea.event_id, 'qr',
          e.date + case when random() < 0.1 then interval '7 minutes' else interval '-5 minutes' end
        from event_athletes ea join events e on e.id = ea.event_id
        where random() < 0.8;
      analyze;
    `);
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: ORIGIN,
      SECRET_KEY: 'bench-secret-key-bench-secret-key-0123456789',
      DATABASE_URL: url.toString(),
    });
    const app = await buildApp({ config, database, logger: false, serveWeb: false });
    await app.ready();
    try {
      const db = database.db;
      const [user] = await db
        .insert(users)
        .values({ email: 'bench@tapin.test', role: 'coach' })
        .returning();
      const { token } = await createSession({ db, clock: systemClock, config }, db, user!.id);
      const request = () =>
        app.inject({
          method: 'GET',
          url: '/api/attendance?from=2025-09-01&to=2026-02-28&tz=America/Chicago',
          headers: { cookie: `${SESSION_COOKIE}=${token}` },
        });
      for (let i = 0; i < 3; i++) await request();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        const response = await request();
        times.push(performance.now() - started);
        const body = response.json() as { events: unknown[]; athletes: unknown[] };
        if (
          response.statusCode !== 200 ||
          body.events.length !== EVENTS ||
          body.athletes.length !== ATHLETES
        ) {
          throw new Error(
            `attendance answered ${response.statusCode}: ${body.events?.length} events, ${body.athletes?.length} athletes`,
          );
        }
      }
      times.sort((a, b) => a - b);
      const round = (value: number) => Math.round(value * 10) / 10;
      return {
        events: EVENTS,
        athletes: ATHLETES,
        runs: RUNS,
        p50: round(percentile(times, 50)),
        p95: round(percentile(times, 95)),
        max: round(times.at(-1)!),
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    const dropper = new pg.Client({ connectionString: baseUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await benchAttendance();
  const verdict = figures.p95 < ATTENDANCE_TARGET_MS ? 'met' : 'MISSED';
  console.log(
    `attendance: ${figures.events} events × ${figures.athletes} athletes on PostgreSQL, ${figures.runs} requests: p50 ${figures.p50} ms, p95 ${figures.p95} ms, max ${figures.max} ms (target p95 < ${ATTENDANCE_TARGET_MS} ms: ${verdict})`,
  );
}
