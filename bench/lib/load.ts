/**
 * HTTP load with autocannon (programmatic API, in this process, loopback only): an
 * unmeasured warm-up, then the measured run. Latencies are taken from every response at
 * sub-millisecond resolution (autocannon's own histogram rounds to whole milliseconds).
 */
import autocannon from 'autocannon';
import { type CpuReport, cpuSince, cpuSnapshot } from './cpu.ts';

export interface LoadSpec {
  title: string;
  /** Server origin, e.g. http://127.0.0.1:4321 */
  url: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Requests each connection cycles through; use setupRequest for a shared, rotating feed. */
  requests: autocannon.Request[];
  /** Called for every response, warm-up included. */
  onResponse?: (status: number, body: string) => void;
  /** CPU accounting: the server's pid, and whether to sum PostgreSQL's processes. */
  serverPid?: number;
  withPostgres?: boolean;
}

export interface LatencySummary {
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export interface LoadResult {
  /** Completed responses in the measured run, any status. */
  requests: number;
  durationSeconds: number;
  reqPerSec: number;
  latencyMs: LatencySummary;
  statusCodes: Record<string, number>;
  non2xx: number;
  /** Connection errors, timeouts included. */
  connectionErrors: number;
  timeouts: number;
  /** A few bodies of non-2xx responses, for the report. */
  errorSamples: string[];
  cpu: CpuReport;
  /** CPU milliseconds per completed request: less sensitive to a noisy machine than req/s. */
  cpuMsPerRequest: { server: number | null; postgres: number | null; bench: number };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Requests/s this machine could serve if nothing else ran and every core were kept busy:
 * all cores over the CPU each request costs (server + PostgreSQL + load generator), and at
 * most one core for the single-threaded server process.
 */
export function cpuCeiling(load: LoadResult): number | null {
  const { server, postgres, bench } = load.cpuMsPerRequest;
  if (server === null || server <= 0) return null;
  const total = server + (postgres ?? 0) + bench;
  return Math.round(Math.min((load.cpu.cores * 1000) / total, 1000 / server));
}

export function describeCpuPerRequest(load: LoadResult): string {
  const { server, postgres, bench } = load.cpuMsPerRequest;
  const parts = [
    server === null ? null : `server ${server.toFixed(3)} ms`,
    postgres === null ? null : `postgres ${postgres.toFixed(3)} ms`,
    `bench ${bench.toFixed(3)} ms`,
  ].filter(Boolean);
  const ceiling = cpuCeiling(load);
  const suffix =
    ceiling === null
      ? ''
      : ` (CPU-bound ceiling on ${load.cpu.cores} cores ≈ ${ceiling.toLocaleString('en-US')} req/s)`;
  return `CPU per request: ${parts.join(', ')}${suffix}`;
}

export function summarizeLatencies(samples: number[]): LatencySummary {
  if (samples.length === 0) return { mean: 0, p50: 0, p90: 0, p99: 0, max: 0 };
  const sorted = Float64Array.from(samples).sort();
  const at = (percentile: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((percentile / 100) * sorted.length) - 1)]!;
  let sum = 0;
  for (const value of sorted) sum += value;
  return {
    mean: round2(sum / sorted.length),
    p50: round2(at(50)),
    p90: round2(at(90)),
    p99: round2(at(99)),
    max: round2(sorted[sorted.length - 1]!),
  };
}

interface Fired {
  result: autocannon.Result;
  latencies: number[];
}

function fire(options: autocannon.Options, recordLatencies: boolean): Promise<Fired> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(options, (error, result) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve({ result, latencies });
    });
    if (recordLatencies) {
      instance.on('response', (_client, _status, _bytes, responseTime) => {
        latencies.push(responseTime);
      });
    }
  });
}

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const errorSamples: string[] = [];
  const requests = spec.requests.map((request) => ({
    ...request,
    onResponse: (status: number, body: string) => {
      spec.onResponse?.(status, body);
      if ((status < 200 || status >= 300) && errorSamples.length < 5) {
        errorSamples.push(`${status} ${body.slice(0, 300)}`);
      }
    },
  }));
  const options = (seconds: number): autocannon.Options => ({
    url: spec.url,
    title: spec.title,
    connections: spec.connections,
    duration: seconds,
    pipelining: 1,
    // Generous: a slow answer is a latency figure; only a lost one counts as an error.
    timeout: 30,
    requests,
  });

  if (spec.warmupSeconds > 0) await fire(options(spec.warmupSeconds), false);

  const before = cpuSnapshot(spec.serverPid ?? null, spec.withPostgres ?? false);
  const { result, latencies } = await fire(options(spec.seconds), true);
  const cpu = cpuSince(before, cpuSnapshot(spec.serverPid ?? null, spec.withPostgres ?? false));

  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = stat?.count ?? 0;
  }
  const completed = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  const perRequest = (pct: number | null) =>
    pct === null || completed === 0
      ? null
      : Math.round(((pct / 100) * result.duration * 1000 * 1000) / completed) / 1000;
  return {
    requests: completed,
    durationSeconds: round2(result.duration),
    reqPerSec: Math.round(completed / result.duration),
    latencyMs: summarizeLatencies(latencies),
    statusCodes,
    non2xx: result.non2xx,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    errorSamples,
    cpu,
    cpuMsPerRequest: {
      server: perRequest(cpu.serverPct),
      postgres: perRequest(cpu.postgresPct),
      bench: perRequest(cpu.benchPct) ?? 0,
    },
  };
}
