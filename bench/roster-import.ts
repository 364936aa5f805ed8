/**
 * Roster import scenario: a coach previews a 5,000-row export with two guardian phones per
 * row (POST /api/roster/upload: decoding, columns by meaning, names, phone normalisation),
 * then imports 5,000 rows with two guardian phones each (POST /api/roster/import, the step
 * the coach waits on after the preview; the phones become roster-file links, decision 021)
 * into a database that already holds other events' athletes, some of whom are in the file.
 * Target: each under 2,000 ms on PostgreSQL. Then the same rows again with every row's
 * second phone changed: the re-import replaces half the links (also timed). Last, the
 * whole file in one request (upload with action=import: decode, parse, validate and
 * import), the path a coach takes from the roster page, into another event.
 *
 * It builds the real app in-process on a fresh PostgreSQL database (created next to
 * BENCH_DATABASE_URL or TEST_DATABASE_URL, as bench/lib/settings.ts does, and dropped
 * afterwards), then again on a fresh PGlite data directory (a temporary folder, removed
 * afterwards), and times one request through app.inject(): routing, validation, the bulk
 * SQL and the transaction, without network noise. The PostgreSQL figures are the
 * top-level ones (the bench's table reads them); the PGlite ones are under `pglite`.
 *
 * Run alone: node --import tsx bench/roster-import.ts
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { createSession, SESSION_COOKIE } from '#server/http/sessions.ts';
import { systemClock } from '#server/platform/clock.ts';
import { multipart } from '#server/testing/multipart.ts';

export const ROSTER_IMPORT_TARGET_MS = 2_000;
const ROWS = 5_000;
const ORIGIN = 'http://localhost:3000';

function adminUrl(): string {
  return (
    process.env.BENCH_DATABASE_URL ||
    process.env.TEST_DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/test'
  );
}

/** Two guardian phones of row i's family (two children per family); `version` changes the second. */
const guardianPhones = (i: number, version = 0) => {
  const family = String(Math.floor(i / 2)).padStart(6, '0');
  return [`+14042${family}`, `+1678${version + 2}${family}`];
};

/** 5,000 rows over 50 teams; every tenth row is an athlete another event already has. */
function rosterRows(rows: number, version = 0) {
  return Array.from({ length: rows }, (_, i) =>
    i % 10 === 0
      ? {
          firstName: `Known${i}`,
          lastName: 'Athlete',
          teamName: 'Existing Team 1',
          gradYear: 2030,
          guardianPhones: guardianPhones(i, version),
        }
      : {
          firstName: `First${i}`,
          lastName: `Last${i % 997}`,
          teamName: `Team ${i % 50}`,
          gradYear: String(2026 + (i % 8)),
          guardianPhones: guardianPhones(i, version),
        },
  );
}

/** Area codes of real North American numbers (555-01xx numbers match no numbering plan). */
const AREA_CODES = [
  '212',
  '312',
  '415',
  '617',
  '713',
  '305',
  '404',
  '206',
  '303',
  '602',
  '416',
  '604',
];

/**
 * The same roster as a club system exports it: a title row, Player/Parent headers, two
 * guardian phones per row (10,000 distinct numbers) written the ways people type them, a
 * grade instead of a year.
 */
function rosterExportCsv(rows: number): string {
  const lines = [
    '2025-26 Season Roster',
    "Team,Player's First Name,Player's Last Name,Gr.,P1 Mobile Phone,P2 Mobile Phone,Player Phone",
  ];
  const grades = ['Fr.', 'So.', 'Jr.', 'Sr.'];
  for (let i = 0; i < rows; i++) {
    const area = AREA_CODES[i % AREA_CODES.length];
    const a = String(2_000_000 + i);
    const b = String(5_000_000 + i);
    lines.push(
      `Team ${i % 50},First${i},Last${i % 997},${grades[i % 4]},(${area}) ${a.slice(0, 3)}-${a.slice(3)},+1 ${area} ${b.slice(0, 3)} ${b.slice(3)},`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export interface RosterImportFigures {
  rows: number;
  guardianPhonesPerRow: number;
  /** POST /api/roster/import of the previewed rows. */
  ms: number;
  reimportMs: number;
  withoutPhonesMs: number;
  /** POST /api/roster/upload, action=preview: decode, parse and validate the file. */
  previewMs: number;
  /** POST /api/roster/upload, action=import: the file parsed and imported in one request. */
  fileImportMs: number;
}

/** A fresh PostgreSQL database next to the configured one; dropped by `drop`. */
async function freshPostgres(): Promise<{
  database: Database;
  url: string;
  drop: () => Promise<void>;
}> {
  const baseUrl = adminUrl();
  const name = `tapin_bench_roster_${randomBytes(6).toString('hex')}`;
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

/** A fresh PGlite data directory in a temporary folder; removed by `drop`. */
async function freshPglite(): Promise<{
  database: Database;
  dataDir: string;
  drop: () => Promise<void>;
}> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tapin-bench-roster-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  return {
    database,
    dataDir,
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** The roster scenario on PostgreSQL, then on PGlite. */
export async function benchRosterImport(): Promise<
  RosterImportFigures & { pglite: RosterImportFigures }
> {
  const postgres = await freshPostgres();
  let onPostgres: RosterImportFigures;
  try {
    onPostgres = await runScenario(postgres.database, { DATABASE_URL: postgres.url });
  } finally {
    await postgres.database.close().catch(() => {});
    await postgres.drop();
  }
  const pglite = await freshPglite();
  let onPglite: RosterImportFigures;
  try {
    onPglite = await runScenario(pglite.database, { DATA_DIR: pglite.dataDir });
  } finally {
    await pglite.database.close().catch(() => {});
    await pglite.drop();
  }
  return { ...onPostgres, pglite: onPglite };
}

async function runScenario(
  database: Database,
  databaseEnv: Record<string, string>,
): Promise<RosterImportFigures> {
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: ORIGIN,
    SECRET_KEY: 'bench-secret-key-bench-secret-key-0123456789',
    ...databaseEnv,
  });
  const app = await buildApp({ config, database, logger: false, serveWeb: false });
  await app.ready();
  try {
    const db = database.db;
    // Another event's roster: 1,000 athletes, 500 of whom the file names again.
    const known = rosterRows(ROWS).filter((_, i) => i % 10 === 0);
    const filler = Array.from({ length: 1_000 - known.length }, (_, i) => ({
      firstName: `Other${i}`,
      lastName: 'Elsewhere',
      teamName: `Existing Team ${i % 20}`,
      gradYear: 2029,
    }));
    await app.inject({ method: 'GET', url: '/healthz' });
    const [user] = await db
      .insert(users)
      .values({ email: 'bench@tapin.test', role: 'admin' })
      .returning();
    const { token } = await createSession({ db, clock: systemClock, config }, db, user!.id);
    const headers = { cookie: `${SESSION_COOKIE}=${token}`, origin: ORIGIN };
    const importInto = async (eventId: string, athletes: object[]) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/roster/import',
        headers,
        payload: { eventId, athletes },
      });
      if (response.statusCode !== 200) {
        throw new Error(`roster import answered ${response.statusCode}: ${response.body}`);
      }
      return response.json() as {
        count: number;
        newCount: number;
        guardianLinks?: { added: number; removed: number };
      };
    };

    const past = await createEventWithRoster(db, {
      name: 'Past Meet',
      locationName: 'Gym',
      date: new Date('2024-06-01T10:00:00Z'),
      roster: [],
    });
    await importInto(past.event.id, [...known, ...filler]);
    await db.execute(sql`analyze`);

    const { event } = await createEventWithRoster(db, {
      name: 'Season Opener',
      locationName: 'Main Gym',
      date: new Date(),
      roster: [],
    });
    // The preview of the export (what the coach waits on after choosing the file). A
    // small file first, as a running server has read one before (the import above is
    // warmed the same way by the other event's roster).
    const previewOf = (rows: number, eventId = event.id, action = 'preview') => {
      const body = multipart([
        { name: 'eventId', value: eventId },
        { name: 'action', value: action },
        { name: 'file', filename: 'roster.csv', content: rosterExportCsv(rows) },
      ]);
      return app.inject({
        method: 'POST',
        url: '/api/roster/upload',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    await previewOf(200);
    const previewStarted = performance.now();
    const preview = await previewOf(ROWS);
    const previewMs = performance.now() - previewStarted;
    const previewed = preview.json() as {
      validCount: number;
      understood: { guardianPhoneCount: number };
    };
    if (preview.statusCode !== 200 || previewed.validCount !== ROWS) {
      throw new Error(
        `roster preview answered ${preview.statusCode}: ${preview.body.slice(0, 300)}`,
      );
    }
    if (previewed.understood.guardianPhoneCount !== ROWS * 2) {
      throw new Error(`roster preview found ${previewed.understood.guardianPhoneCount} phones`);
    }

    // The same work without guardian phones, in this run (so under the same load) and
    // first (so warm-up counts against it): what the links add. Other names, so these
    // athletes are new too.
    const { event: baseline } = await createEventWithRoster(db, {
      name: 'Baseline Meet',
      locationName: 'Main Gym',
      date: new Date(),
      roster: [],
    });
    const baselineRows = rosterRows(ROWS).map(({ guardianPhones: _phones, ...row }) => ({
      ...row,
      firstName: `Base${row.firstName}`,
    }));
    const baselineStarted = performance.now();
    await importInto(baseline.id, baselineRows);
    const withoutPhonesMs = performance.now() - baselineStarted;

    const rows = rosterRows(ROWS);
    const started = performance.now();
    const result = await importInto(event.id, rows);
    const ms = performance.now() - started;
    if (
      result.count !== ROWS ||
      result.newCount !== ROWS ||
      result.guardianLinks?.added !== ROWS * 2
    ) {
      throw new Error(`roster import counted ${JSON.stringify(result)}`);
    }
    const again = performance.now();
    const second = await importInto(event.id, rosterRows(ROWS, 1));
    const reimportMs = performance.now() - again;
    if (second.guardianLinks?.added !== ROWS || second.guardianLinks.removed !== ROWS) {
      throw new Error(`roster re-import counted ${JSON.stringify(second)}`);
    }
    // The whole file in one request, into an event of its own: parse and import.
    const { event: fromFile } = await createEventWithRoster(db, {
      name: 'From the File',
      locationName: 'Main Gym',
      date: new Date(),
      roster: [],
    });
    const fileStarted = performance.now();
    const fileImport = await previewOf(ROWS, fromFile.id, 'import');
    const fileImportMs = performance.now() - fileStarted;
    if (fileImport.statusCode !== 200 || (fileImport.json() as { count: number }).count !== ROWS) {
      throw new Error(
        `roster file import answered ${fileImport.statusCode}: ${fileImport.body.slice(0, 300)}`,
      );
    }
    return {
      rows: ROWS,
      guardianPhonesPerRow: 2,
      ms: Math.round(ms),
      reimportMs: Math.round(reimportMs),
      withoutPhonesMs: Math.round(withoutPhonesMs),
      previewMs: Math.round(previewMs),
      fileImportMs: Math.round(fileImportMs),
    };
  } finally {
    await app.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { pglite, ...postgres } = await benchRosterImport();
  const verdict = (value: number) => (value < ROSTER_IMPORT_TARGET_MS ? 'met' : 'MISSED');
  for (const [label, f] of [
    ['PostgreSQL', postgres],
    ['PGlite', pglite],
  ] as const) {
    console.log(
      `[${label}] roster preview (parse): ${f.rows} rows with 2 guardian phones each in ${f.previewMs} ms (target < ${ROSTER_IMPORT_TARGET_MS} ms on PostgreSQL: ${verdict(f.previewMs)})`,
    );
    console.log(
      `[${label}] roster import of the previewed rows: ${f.ms} ms (${verdict(f.ms)}); re-import replacing ${f.rows} links: ${f.reimportMs} ms; the same rows without phones: ${f.withoutPhonesMs} ms`,
    );
    console.log(
      `[${label}] parse + import of the file in one request (upload, action=import): ${f.fileImportMs} ms`,
    );
  }
}
