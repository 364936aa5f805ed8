/** The printed tables and the JSON file of a bench run. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ScenarioResult } from './scenario.ts';

export interface DatabaseReport {
  kind: string;
  label: string;
  details: Record<string, string | number>;
  /** Why this database was not benchmarked (e.g. PostgreSQL unreachable). */
  skipped?: string;
  /** What broke the bench on this database. */
  failure?: string;
  seedSeconds?: number;
  serverStartSeconds?: number;
  results: ScenarioResult[];
  /** Problems found by scenario checks after the load. */
  problems: string[];
  /** Server log lines at warn level or above. */
  serverWarnings: string[];
}

/** Other processes using more than this share of one core make a run noisy. */
export const NOISY_OTHER_PCT = 25;

const fmtInt = (value: number) => Math.round(value).toLocaleString('en-US');
const fmtMs = (value: number | undefined) =>
  value === undefined ? '—' : value < 10 ? value.toFixed(2) : value.toFixed(1);
const fmtPct = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${value}%`;

function table(header: string[], rows: string[][], rightAligned: Set<number>): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        rightAligned.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}

export function formatDatabaseReport(report: DatabaseReport): string {
  const out: string[] = [];
  const details = Object.entries(report.details)
    .filter(([key]) => key !== 'dataDir' && key !== 'database')
    .map(([key, value]) => `${key}: ${value}`)
    .join(', ');
  out.push(`\n== ${report.label}${details ? ` (${details})` : ''} ==`);
  if (report.skipped) {
    out.push(`SKIPPED: ${report.skipped}`);
    return out.join('\n');
  }
  if (report.seedSeconds !== undefined) {
    out.push(
      `seed ${report.seedSeconds.toFixed(1)} s, server ready in ${report.serverStartSeconds?.toFixed(1) ?? '?'} s`,
    );
  }
  if (report.results.length > 0) {
    const rows = report.results.map((result) => [
      result.scenario,
      `${fmtInt(result.rate)}${result.rateUnit === 'req/s' ? '' : ` ${result.rateUnit}`}`,
      fmtMs(result.latencyMs?.p50),
      fmtMs(result.latencyMs?.p99),
      fmtInt(result.errors),
      fmtPct(result.cpu?.serverPct),
      fmtPct(result.cpu?.postgresPct),
      fmtPct(result.cpu?.benchPct),
      fmtPct(result.cpu?.otherPct),
      fmtPct(result.cpu?.machineBusyPct),
      result.target
        ? `${result.target.met ? 'MET' : 'MISSED'} (${result.target.description})`
        : '—',
    ]);
    out.push(
      table(
        [
          'scenario',
          'req/s',
          'p50 ms',
          'p99 ms',
          'errors',
          'server cpu',
          'pg cpu',
          'bench cpu',
          'other cpu',
          'machine',
          'target',
        ],
        rows,
        new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]),
      ),
    );
    for (const result of report.results) {
      for (const note of result.notes) out.push(`  ${result.scenario}: ${note}`);
      const other = result.cpu?.otherPct;
      if (other !== null && other !== undefined && other > NOISY_OTHER_PCT) {
        out.push(
          `  ${result.scenario}: NOISY — other processes used ${other}% of a core during the run; ` +
            'throughput and latency understate this machine (CPU per request is the steadier figure)',
        );
      }
    }
  }
  if (report.failure) out.push(`FAILED: ${report.failure}`);
  for (const problem of report.problems) out.push(`PROBLEM: ${problem}`);
  if (report.serverWarnings.length > 0) {
    out.push(`server logged ${report.serverWarnings.length} warning/error line(s), first ones:`);
    for (const line of report.serverWarnings.slice(0, 3)) out.push(`  ${line.slice(0, 400)}`);
  }
  return out.join('\n');
}

export function cpuLegend(cores: number): string {
  return (
    `cpu columns: percent of one core during the measured run (server = the Node process, ` +
    `pg = all postgres processes, bench = this load generator, other = everything else on the ` +
    `machine; machine = share of all ${cores} cores busy). High "other" means a noisy run.`
  );
}

export function writeJson(file: string, data: unknown) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/** One line per scenario that has a target, across databases: the verdicts at a glance. */
export function formatSummary(reports: DatabaseReport[]): string {
  const lines: string[] = [];
  for (const report of reports) {
    if (report.skipped) {
      lines.push(`${report.label}: skipped (${report.skipped})`);
      continue;
    }
    for (const result of report.results) {
      const latency = result.latencyMs
        ? `, p50 ${fmtMs(result.latencyMs.p50)} ms, p99 ${fmtMs(result.latencyMs.p99)} ms`
        : '';
      const verdict = result.target
        ? ` — target ${result.target.met ? 'MET' : 'MISSED'} (${result.target.description})`
        : '';
      lines.push(
        `${report.label} ${result.scenario}: ${fmtInt(result.rate)} ${result.rateUnit}${latency}, ${fmtInt(result.errors)} errors${verdict}`,
      );
    }
    if (report.failure) lines.push(`${report.label}: FAILED (see above)`);
  }
  return lines.join('\n');
}
