/**
 * Parents tap in while a coach account uploads roster files built to stall the server
 * (issue 21, decision 037). POST /api/check-in at a steady load, first with nothing else
 * going on (the quiet baseline), then for as long again while two uploaders send, one
 * after another, the worst files: a workbook repeating an unterminated <mergeCell at the
 * size the limits allow, a workbook with 60 MB of shared strings, a CSV whose header is
 * three million commas, a workbook whose headers lie about sizes, one naming 10,000
 * sheets. The files are read in worker processes, so tap latency p50/p99 should stay
 * beside the baseline. Every upload's answer is counted by status; a 5xx is an error.
 */
import { eq } from 'drizzle-orm';
import { loadConfig } from '#server/config.ts';
import { users } from '#server/db/schema.ts';
import { PARENT_COOKIE } from '#server/http/parent-device.ts';
import { createSession, SESSION_COOKIE } from '#server/http/sessions.ts';
import { systemClock } from '#server/platform/clock.ts';
import * as hostile from '#server/testing/hostile-rosters.ts';
import { multipart } from '#server/testing/multipart.ts';
import { type LoadResult, runLoad } from '../lib/load.ts';
import type { ScenarioFactory } from '../lib/scenario.ts';
import { type CheckInFixture, createActiveEvent, seedVerifiedParents } from '../lib/seed.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Taps in flight at once: a busy gym door, not the rush (the check-in scenario). */
const TAP_CONNECTIONS = 10;
const UPLOADERS = 2;

/** The target: taps during the uploads within twice the quiet p99 plus 20 ms. */
const withinBaseline = (quiet: LoadResult, busy: LoadResult) =>
  busy.latencyMs.p99 <= quiet.latencyMs.p99 * 2 + 20;

function hostileFiles(): { name: string; content: Buffer }[] {
  return [
    { name: 'merge-bomb.xlsx', content: Buffer.from(hostile.mergeCellBomb(5_500_000)) },
    { name: 'shared-strings.xlsx', content: Buffer.from(hostile.hugeSharedStrings(60)) },
    { name: 'commas.csv', content: Buffer.from(hostile.commaHeaderCsv(3_000_000)) },
    { name: 'lying-sizes.xlsx', content: Buffer.from(hostile.lyingSizes()) },
    { name: 'sheets.xlsx', content: Buffer.from(hostile.manySheets(10_000)) },
  ];
}

export const hostileUploadScenario: ScenarioFactory = ({ settings }) => {
  let fixture: CheckInFixture | null = null;
  let coachCookie = '';
  let uploadEventId = '';

  return {
    name: 'POST /api/check-in during hostile uploads',

    async seed(database) {
      fixture = await seedVerifiedParents(database.db, 2_000);
      uploadEventId = await createActiveEvent(database.db, 'Bench Hostile Uploads');
      await database.db.delete(users).where(eq(users.email, 'hostile-bench@tapin.test'));
      const [coach] = await database.db
        .insert(users)
        .values({ email: 'hostile-bench@tapin.test', role: 'coach' })
        .returning();
      const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' });
      const { token } = await createSession(
        { db: database.db, clock: systemClock, config },
        database.db,
        coach!.id,
      );
      coachCookie = `${SESSION_COOKIE}=${token}`;
    },

    async run(server) {
      if (!fixture) throw new Error('hostile-upload scenario: not seeded');
      const { eventId, parents } = fixture;
      const files = hostileFiles();
      let issued = 0;
      const taps = (title: string) =>
        runLoad({
          title,
          url: server.url,
          connections: TAP_CONNECTIONS,
          seconds: settings.seconds,
          warmupSeconds: settings.warmupSeconds,
          requests: [
            {
              method: 'POST',
              path: '/api/check-in',
              setupRequest: (request) => {
                const parent = parents[issued++ % parents.length]!;
                return {
                  ...request,
                  headers: {
                    origin: server.url,
                    'content-type': 'application/json',
                    cookie: `${PARENT_COOKIE}=${parent.token}`,
                  },
                  body: JSON.stringify({ athleteId: parent.athleteId, eventId, source: 'qr' }),
                };
              },
            },
          ],
          serverPid: server.pid,
        });

      const quiet = await taps('taps (quiet)');

      const answers: Record<string, number> = {};
      const uploadMs: number[] = [];
      let stop = false;
      let sent = 0;
      const uploader = async (offset: number) => {
        for (let i = offset; !stop; i++) {
          const file = files[i % files.length]!;
          const body = multipart([
            { name: 'eventId', value: uploadEventId },
            { name: 'action', value: 'preview' },
            {
              name: 'file',
              filename: file.name,
              contentType: file.name.endsWith('.xlsx') ? XLSX : 'text/csv',
              content: file.content,
            },
          ]);
          const started = performance.now();
          sent++;
          const response = await fetch(`${server.url}/api/roster/upload`, {
            method: 'POST',
            headers: { ...body.headers, cookie: coachCookie, origin: server.url },
            body: new Uint8Array(body.payload),
          });
          const answer = (await response.json().catch(() => ({}))) as { code?: string };
          uploadMs.push(performance.now() - started);
          const key = `${response.status}${answer.code ? ` ${answer.code}` : ''} (${file.name})`;
          answers[key] = (answers[key] ?? 0) + 1;
        }
      };
      const uploading = Array.from({ length: UPLOADERS }, (_, i) => uploader(i * 2));
      const busy = await taps('taps (hostile uploads)');
      stop = true;
      await Promise.all(uploading);

      const serverErrors = Object.entries(answers)
        .filter(([key]) => key.startsWith('5') && !key.startsWith('503 ROSTER_READERS_BUSY'))
        .reduce((sum, [, n]) => sum + n, 0);
      const summary = (load: LoadResult) =>
        `p50 ${load.latencyMs.p50} ms, p99 ${load.latencyMs.p99} ms, ${Math.round(load.reqPerSec)} req/s`;
      return {
        scenario: this.name,
        rate: busy.reqPerSec,
        rateUnit: 'req/s',
        latencyMs: busy.latencyMs,
        errors:
          quiet.non2xx +
          quiet.connectionErrors +
          busy.non2xx +
          busy.connectionErrors +
          serverErrors,
        target: {
          description: 'tap p99 during uploads <= 2 × quiet p99 + 20 ms',
          met: withinBaseline(quiet, busy),
        },
        notes: [
          `taps, quiet baseline: ${summary(quiet)}`,
          `taps, during hostile uploads: ${summary(busy)}`,
          `${sent} uploads by ${UPLOADERS} uploaders: ${Object.entries(answers)
            .map(([key, n]) => `${n} × ${key}`)
            .join('; ')}`,
          ...busy.errorSamples.map((sample) => `error: ${sample}`),
        ],
        cpu: busy.cpu,
        details: {
          quiet: { latencyMs: quiet.latencyMs, reqPerSec: quiet.reqPerSec },
          busy: { latencyMs: busy.latencyMs, reqPerSec: busy.reqPerSec },
          uploads: answers,
          uploadMs: {
            max: Math.round(Math.max(0, ...uploadMs)),
            mean: Math.round(uploadMs.reduce((a, b) => a + b, 0) / Math.max(1, uploadMs.length)),
          },
        },
      };
    },
  };
};
