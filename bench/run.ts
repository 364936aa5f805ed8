/**
 * `npm run bench`: every scenario on every database, one real server process per database,
 * figures from the same run side by side. Writes bench/results/latest.json.
 *
 * Environment (all optional): BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2),
 * BENCH_CONNECTIONS (50), BENCH_PARENTS (sized from the duration), BENCH_DATABASES
 * (postgres,pglite), BENCH_SCENARIOS (healthz,check-in,hostile-upload), BENCH_DATABASE_URL / TEST_DATABASE_URL (PostgreSQL admin URL),
 * DATABASE_POOL_SIZE (passed to the server), BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof
 * --cpu-prof-dir=.tmp/prof" to profile the server).
 *
 * Exit code: 0 when the bench ran (a missed target is a finding, not a failure); 1 when it
 * could not run or an operation failed (server did not start, non-2xx responses…).
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { benchArrivalTexts, formatArrivalTexts } from './arrival-texts.ts';
import { ATTENDANCE_TARGET_MS, benchAttendance } from './attendance.ts';
import { cleanupAll, installCleanupHandlers } from './lib/cleanup.ts';
import { backgroundLoad } from './lib/cpu.ts';
import { prepareDatabase } from './lib/databases.ts';
import {
  cpuLegend,
  type DatabaseReport,
  formatDatabaseReport,
  formatSummary,
  writeJson,
} from './lib/report.ts';
import type { ScenarioFactory } from './lib/scenario.ts';
import { repoRoot, startServer, waitUntilIdle } from './lib/server.ts';
import {
  type DatabaseKind,
  describeMachine,
  describeRevision,
  loadSettings,
  type Settings,
} from './lib/settings.ts';
import { benchLiveFanout, LIVE_FANOUT_TARGET_P95_MS } from './live-fanout.ts';
import { benchOpeningDay, formatOpeningDay } from './opening-day.ts';
import { benchRosterImport, ROSTER_IMPORT_TARGET_MS } from './roster-import.ts';
import { checkInScenario } from './scenarios/check-in.ts';
import { healthzScenario } from './scenarios/healthz.ts';
import { hostileUploadScenario } from './scenarios/hostile-upload.ts';
import { benchSeason, formatSeason, SEASON_IMPORT_TARGET_MS } from './season.ts';

/** In order; each gets the same server. Add new scenarios here (BENCH_SCENARIOS picks by id). */
const SCENARIOS: Record<string, ScenarioFactory> = {
  healthz: healthzScenario,
  'check-in': checkInScenario,
  'hostile-upload': hostileUploadScenario,
};

function selectedScenarios(): ScenarioFactory[] {
  const raw = process.env.BENCH_SCENARIOS?.trim();
  if (!raw) return Object.values(SCENARIOS);
  return raw.split(',').map((id) => {
    const factory = SCENARIOS[id.trim()];
    if (!factory) {
      throw new Error(
        `BENCH_SCENARIOS: unknown scenario "${id}" (${Object.keys(SCENARIOS).join(', ')})`,
      );
    }
    return factory;
  });
}

const seconds = (since: number) => (performance.now() - since) / 1000;
const log = (message: string) => console.log(message);

async function benchDatabase(
  kind: DatabaseKind,
  settings: Settings,
  factories: ScenarioFactory[],
): Promise<DatabaseReport> {
  const prepared = await prepareDatabase(kind, settings);
  if ('skipped' in prepared) {
    return {
      kind,
      label: kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
      details: {},
      skipped: prepared.skipped,
      results: [],
      problems: [],
      serverWarnings: [],
    };
  }
  const { target } = prepared;
  const report: DatabaseReport = {
    kind,
    label: target.label,
    details: target.details,
    results: [],
    problems: [],
    serverWarnings: [],
  };
  const scenarios = factories.map((factory) => factory({ settings, target }));

  try {
    // Seed first and close: PGlite's data directory has one owner at a time.
    let started = performance.now();
    log(`[${target.label}] migrating and seeding…`);
    const database = await openDatabase(target.options);
    try {
      await database.migrate();
      for (const scenario of scenarios) await scenario.seed?.(database);
      await database.db.execute(sql`analyze`);
    } finally {
      await database.close();
    }
    report.seedSeconds = seconds(started);

    const background = await backgroundLoad();
    if (background !== null) target.details.otherCpuBeforeStart = `${background}%`;

    started = performance.now();
    log(`[${target.label}] starting server…`);
    const server = await startServer({ env: target.serverEnv, nodeArgs: settings.serverNodeArgs });
    report.serverStartSeconds = seconds(started);
    try {
      for (const scenario of scenarios) {
        log(
          `[${target.label}] ${scenario.name}: ${settings.warmupSeconds} s warm-up + ${settings.seconds} s…`,
        );
        try {
          report.results.push(await scenario.run(server));
        } catch (error) {
          report.problems.push(`${scenario.name}: ${(error as Error).stack ?? error}`);
        }
        if (!(await waitUntilIdle(server.url))) {
          report.problems.push(`${scenario.name}: server still busy 15 s after the load ended`);
        }
      }
    } finally {
      await server.stop();
      report.serverWarnings = server.warnings();
    }

    if (scenarios.some((scenario) => scenario.verify)) {
      const check = await openDatabase(target.options);
      try {
        for (const scenario of scenarios) {
          const problems = (await scenario.verify?.(check)) ?? [];
          report.problems.push(...problems.map((problem) => `${scenario.name}: ${problem}`));
        }
      } finally {
        await check.close();
      }
    }
  } catch (error) {
    report.failure = (error as Error).stack ?? String(error);
  } finally {
    await target.dispose();
  }
  return report;
}

async function main(): Promise<number> {
  installCleanupHandlers();
  const settings = loadSettings();
  const factories = selectedScenarios();
  const machine = describeMachine();
  const revision = describeRevision(repoRoot);
  const startedAt = new Date();
  const started = performance.now();
  log(
    `TapIn bench — ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}; ` +
      `${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.seconds} s per scenario; ` +
      `databases: ${settings.databases.join(', ')}`,
  );

  const reports: DatabaseReport[] = [];
  for (const kind of settings.databases)
    reports.push(await benchDatabase(kind, settings, factories));

  // PostgreSQL-only measurements with their own set-up (BENCH_EXTRAS=0 skips them).
  const extras: { scenario: string; figures: object; target: string; met: boolean }[] = [];
  if (settings.databases.includes('postgres') && process.env.BENCH_EXTRAS !== '0') {
    log('[PostgreSQL] roster import of 5,000 rows…');
    const roster = await benchRosterImport();
    extras.push({
      scenario: `roster import (${roster.rows} rows)`,
      figures: roster,
      target: `< ${ROSTER_IMPORT_TARGET_MS} ms (preview and import each)`,
      met: roster.ms < ROSTER_IMPORT_TARGET_MS && roster.previewMs < ROSTER_IMPORT_TARGET_MS,
    });
    log('[PostgreSQL] attendance over a season of 60 events × 400 athletes…');
    const attendance = await benchAttendance();
    extras.push({
      scenario: `attendance (${attendance.events} events × ${attendance.athletes} athletes)`,
      figures: attendance,
      target: `p95 < ${ATTENDANCE_TARGET_MS} ms`,
      met: attendance.p95 < ATTENDANCE_TARGET_MS,
    });
    log('[PostgreSQL] live fan-out to 200 dashboard streams…');
    const live = await benchLiveFanout();
    extras.push({
      scenario: `live fan-out (${live.streams} streams × ${live.checkIns} check-ins)`,
      figures: live,
      target: `p95 < ${LIVE_FANOUT_TARGET_P95_MS} ms`,
      met: live.p95 < LIVE_FANOUT_TARGET_P95_MS,
    });
    // Opening day (decision 058): 600 arrival texts in twenty minutes through a sender
    // limited to 12 and to 60 texts a minute, on the injected clock.
    for (const perMinute of [12, 60]) {
      log(`[PostgreSQL] opening day through a sender of ${perMinute} texts a minute…`);
      const wave = await benchOpeningDay(perMinute);
      log(formatOpeningDay(wave));
      extras.push({
        scenario: `opening day at ${perMinute} texts/min (${wave.checkIns} check-ins, ${wave.texts} texts)`,
        figures: wave,
        target: 'every text sent or dropped with a reason; none sent 30 min after its tap',
        met: wave.sent + wave.dropped === wave.texts && wave.lastDelaySeconds <= 30 * 60,
      });
    }
  }

  // The season scenario on every database (decision 038): taps beside a big club's lists
  // and a series roster import.
  const seasons: string[] = [];
  if (process.env.BENCH_EXTRAS !== '0') {
    for (const kind of settings.databases) {
      log(`[${kind}] season: three seasons of series, taps beside the lists and an import…`);
      try {
        const season = await benchSeason(kind);
        seasons.push(formatSeason(season));
        extras.push({
          scenario: `season on ${kind} (${season.events} events)`,
          figures: season,
          target: `import < ${SEASON_IMPORT_TARGET_MS} ms; taps beside the load: p50 within 4 × the quiet p50`,
          met:
            season.importMs < SEASON_IMPORT_TARGET_MS &&
            season.tapsDuringLists.p50 < season.quietTaps.p50 * 4 &&
            season.tapsDuringImport.p50 < season.quietTaps.p50 * 4,
        });
      } catch (error) {
        seasons.push(`season (${kind}): could not run: ${(error as Error).message}`);
      }
    }
  }

  // Arrival texts on every database (decision 042): a burst of 300 check-ins with two
  // opted-in guardians each, check-in to provider, and throughput with and without texts.
  if (process.env.BENCH_EXTRAS !== '0') {
    for (const kind of settings.databases) {
      log(`[${kind}] arrival texts: 300 check-ins, two opted-in guardians each…`);
      try {
        const texts = await benchArrivalTexts(kind);
        seasons.push(formatArrivalTexts(texts));
        extras.push({
          scenario: `arrival texts on ${kind}`,
          figures: texts,
          target:
            'every text handed to the provider; check-ins/s with texts within noise of without',
          met: texts.texts === texts.checkIns * 2,
        });
      } catch (error) {
        seasons.push(`arrival texts (${kind}): could not run: ${(error as Error).message}`);
      }
    }
  }

  const totalSeconds = seconds(started);
  log(`\n${'='.repeat(30)} results ${'='.repeat(30)}`);
  for (const report of reports) log(formatDatabaseReport(report));
  log(`\n${cpuLegend(machine.cpus)}`);
  log(`\n== summary (${revision}) ==\n${formatSummary(reports)}`);
  for (const extra of extras) {
    if (extra.scenario.startsWith('season') || extra.scenario.startsWith('arrival texts')) continue;
    log(
      `PostgreSQL ${extra.scenario}: ${JSON.stringify(extra.figures)} — target ${extra.target} ${extra.met ? 'met' : 'MISSED'}`,
    );
  }
  for (const season of seasons) log(season);

  const failed = reports.filter(
    (report) =>
      report.failure ||
      report.problems.length > 0 ||
      report.results.some((result) => result.errors > 0),
  );
  const ok = failed.length === 0 && reports.some((report) => !report.skipped);
  writeJson(settings.resultsFile, {
    startedAt: startedAt.toISOString(),
    totalSeconds: Math.round(totalSeconds * 10) / 10,
    ok,
    revision,
    machine,
    settings: {
      seconds: settings.seconds,
      warmupSeconds: settings.warmupSeconds,
      connections: settings.connections,
      parents: settings.parents || 'auto',
      databases: settings.databases,
      poolSize: settings.poolSize ?? 'server default',
    },
    databases: reports,
    extras,
  });
  log(`total run time ${totalSeconds.toFixed(1)} s; results in ${settings.resultsFile}`);
  if (!ok) {
    log(
      failed.length > 0
        ? `BENCH FAILED on: ${failed.map((report) => report.label).join(', ')}`
        : 'BENCH FAILED: no database could be benchmarked',
    );
  }
  return ok ? 0 : 1;
}

main()
  .then(async (code) => {
    await cleanupAll();
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(error);
    await cleanupAll();
    process.exit(1);
  });
