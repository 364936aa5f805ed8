/**
 * The Saturday-morning rush: verified parents check their athletes in, each parent once.
 * POST /api/check-in with the parent cookie, rotating through seeded parents so nearly
 * every request is a first-time check-in (201); a repeat (200) only after wrapping around.
 */
import { count, eq } from 'drizzle-orm';
import { checkIns } from '#server/db/schema.ts';
import { PARENT_COOKIE } from '#server/http/parent-device.ts';
import { cpuCeiling, describeCpuPerRequest, runLoad } from '../lib/load.ts';
import type { ScenarioFactory } from '../lib/scenario.ts';
import { type CheckInFixture, seedVerifiedParents } from '../lib/seed.ts';
import type { DatabaseKind, Settings } from '../lib/settings.ts';

/** Target on PostgreSQL, 2-core machine, 50 concurrent clients. */
export const CHECK_IN_TARGET = { minReqPerSec: 1_500, maxP99Ms: 100 } as const;

/** Generous check-ins/s per database, to seed enough parents that none repeats. */
const EXPECTED_MAX_RATE: Record<DatabaseKind, number> = { postgres: 4_000, pglite: 600 };

export function parentsToSeed(settings: Settings, kind: DatabaseKind): number {
  if (settings.parents > 0) return settings.parents;
  const requests = (settings.seconds + settings.warmupSeconds) * EXPECTED_MAX_RATE[kind];
  return Math.max(5_000, Math.ceil(requests / 1_000) * 1_000);
}

export const checkInScenario: ScenarioFactory = ({ settings, target }) => {
  let fixture: CheckInFixture | null = null;
  /** Requests built (sent or about to be), responses received, and 201s among them. */
  let issued = 0;
  let answered = 0;
  let created = 0;

  return {
    name: 'POST /api/check-in',

    async seed(database) {
      fixture = await seedVerifiedParents(database.db, parentsToSeed(settings, target.kind));
    },

    async run(server) {
      if (!fixture) throw new Error('check-in scenario: not seeded');
      const { eventId, parents } = fixture;
      const headers = { origin: server.url, 'content-type': 'application/json' };
      const feed = parents.map((parent) => ({
        cookie: `${PARENT_COOKIE}=${parent.token}`,
        body: JSON.stringify({ athleteId: parent.athleteId, eventId, source: 'qr' }),
      }));

      const load = await runLoad({
        title: 'check-in',
        url: server.url,
        connections: settings.connections,
        seconds: settings.seconds,
        warmupSeconds: settings.warmupSeconds,
        requests: [
          {
            method: 'POST',
            path: '/api/check-in',
            setupRequest: (request) => {
              const next = feed[issued++ % feed.length]!;
              return { ...request, headers: { ...headers, cookie: next.cookie }, body: next.body };
            },
          },
        ],
        onResponse: (status) => {
          answered++;
          if (status === 201) created++;
        },
        serverPid: server.pid,
        withPostgres: target.kind === 'postgres',
      });

      const firstTime = load.statusCodes['201'] ?? 0;
      const repeats = load.statusCodes['200'] ?? 0;
      const notes = [
        `${firstTime} first-time check-ins (201), ${repeats} repeats (200) of ${parents.length} seeded parents`,
        describeCpuPerRequest(load),
        ...load.errorSamples.map((sample) => `error: ${sample}`),
      ];
      const isTargeted = target.kind === 'postgres';
      return {
        scenario: this.name,
        rate: load.reqPerSec,
        rateUnit: 'req/s',
        latencyMs: load.latencyMs,
        errors: load.non2xx + load.connectionErrors,
        target: isTargeted
          ? {
              description: `>= ${CHECK_IN_TARGET.minReqPerSec} req/s and p99 < ${CHECK_IN_TARGET.maxP99Ms} ms`,
              met:
                load.reqPerSec >= CHECK_IN_TARGET.minReqPerSec &&
                load.latencyMs.p99 < CHECK_IN_TARGET.maxP99Ms &&
                load.non2xx + load.connectionErrors === 0,
            }
          : null,
        notes,
        cpu: load.cpu,
        details: {
          ...load,
          cpuCeilingReqPerSec: cpuCeiling(load),
          seededParents: parents.length,
          firstTime,
          repeats,
        },
      };
    },

    async verify(database) {
      if (!fixture) return [];
      const [row] = await database.db
        .select({ rows: count() })
        .from(checkIns)
        .where(eq(checkIns.eventId, fixture.eventId));
      const rows = row?.rows ?? 0;
      // Requests cut off when a run ends still complete on the server, unseen by the client.
      const unanswered = issued - answered;
      return rows >= created && rows <= created + unanswered
        ? []
        : [
            `check_ins holds ${rows} rows for the event but the server answered 201 ${created} times (${unanswered} requests unanswered)`,
          ];
    },
  };
};
