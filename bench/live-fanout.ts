/**
 * Live fan-out scenario (decision 014): 200 dashboards hold an SSE stream open on one event;
 * parents check in one after another through the real server; for every check-in and every stream
 * we time request start -> the stream's `check-in` message. Target: p95 under 100 ms on
 * PostgreSQL (the spec's polling alone gives up to 5,000 ms).
 *
 * The server runs as its own process on a fresh PostgreSQL database (created next to
 * BENCH_DATABASE_URL or TEST_DATABASE_URL and dropped afterwards).
 *
 * Run alone: node --import tsx bench/live-fanout.ts
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { openDatabase } from '#server/db/client.ts';
import { parentDevices, parentLinks } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { hashToken, randomToken } from '#server/platform/crypto.ts';
import { signInOverHttp, startServerProcess } from '#server/testing/server-process.ts';
import { openSse, type SseStream } from '#server/testing/sse.ts';

export const LIVE_FANOUT_TARGET_P95_MS = 100;
const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 200);
const CHECK_INS = Number(process.env.BENCH_LIVE_CHECK_INS ?? 50);

function adminUrl(): string {
  return (
    process.env.BENCH_DATABASE_URL ||
    process.env.TEST_DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/test'
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export interface LiveFanoutResult {
  streams: number;
  checkIns: number;
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export async function benchLiveFanout(): Promise<LiveFanoutResult> {
  const baseUrl = adminUrl();
  const name = `tapin_bench_live_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;

  const streams: SseStream[] = [];
  let server: Awaited<ReturnType<typeof startServerProcess>> | null = null;
  try {
    // Seed: one active event, a parent device linked to each athlete.
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
    await database.migrate();
    const { event, athletes } = await createEventWithRoster(database.db, {
      name: 'Fan-out Meet',
      locationName: 'Bench Arena',
      date: new Date(),
      active: true,
      roster: Array.from({ length: CHECK_INS }, (_, i) => ({
        firstName: `Runner${i}`,
        lastName: 'Bench',
        team: 'Eagles',
        gradYear: 2030,
      })),
    });
    const tokens = athletes.map(() => randomToken());
    const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await database.db.insert(parentDevices).values(
      athletes.map((_, i) => ({
        tokenHash: hashToken(tokens[i]!),
        phoneNumber: `+1555${String(1_000_000 + i).slice(1)}`,
        expiresAt,
      })),
    );
    await database.db.insert(parentLinks).values(
      athletes.map((athlete, i) => ({
        phoneNumber: `+1555${String(1_000_000 + i).slice(1)}`,
        athleteId: athlete.id,
      })),
    );
    await database.close();

    server = await startServerProcess({
      DATABASE_URL: url.toString(),
      RATE_LIMIT_PER_MINUTE: '100000000',
      // One coach on one address opens every stream here.
      LIVE_STREAMS_PER_USER: String(STREAMS),
      LIVE_STREAMS_PER_ADDRESS: String(STREAMS),
    });
    const coach = await signInOverHttp(server.url, 'coach@bench.test');
    for (let i = 0; i < STREAMS; i++) {
      streams.push(await openSse(`${server.url}/api/events/${event.id}/live`, { cookie: coach }));
    }
    await Promise.all(streams.map((stream) => stream.next((message) => message.event === 'ready')));

    const samples: number[] = [];
    for (let i = 0; i < athletes.length; i++) {
      const athleteId = athletes[i]!.id;
      const sentAt = performance.now();
      const arrivals = streams.map((stream) =>
        stream.next((message) => message.event === 'check-in' && message.data.includes(athleteId)),
      );
      const response = await fetch(`${server.url}/api/check-in`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.url,
          cookie: `tapin_parent=${tokens[i]}`,
        },
        body: JSON.stringify({ athleteId, eventId: event.id, source: 'qr' }),
      });
      if (response.status !== 201) throw new Error(`check-in answered ${response.status}`);
      for (const arrival of await Promise.all(arrivals)) samples.push(arrival.receivedAt - sentAt);
    }
    samples.sort((a, b) => a - b);
    const round = (value: number) => Math.round(value * 10) / 10;
    return {
      streams: STREAMS,
      checkIns: athletes.length,
      samples: samples.length,
      p50: round(percentile(samples, 50)),
      p95: round(percentile(samples, 95)),
      p99: round(percentile(samples, 99)),
      max: round(samples.at(-1) ?? Number.NaN),
    };
  } finally {
    for (const stream of streams) stream.close();
    await server?.stop();
    const dropper = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5_000 });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchLiveFanout();
  const verdict = result.p95 < LIVE_FANOUT_TARGET_P95_MS ? 'met' : 'MISSED';
  console.log(
    `Live fan-out on PostgreSQL: ${result.streams} streams × ${result.checkIns} check-ins = ${result.samples} deliveries; ` +
      `check-in request -> stream message p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, max ${result.max} ms ` +
      `(target p95 < ${LIVE_FANOUT_TARGET_P95_MS} ms: ${verdict}; polling every 5 s would average 2,500 ms)`,
  );
}
