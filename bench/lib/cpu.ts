/**
 * Who used the CPU during a measurement: the server process, PostgreSQL's processes, the
 * bench itself (the load generator) and the whole machine. Linux /proc only; elsewhere
 * the figures are null. Values are percent of ONE core (200 = both cores of a 2-core box).
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every mainstream Linux build

interface Snapshot {
  at: bigint;
  server: number | null;
  postgres: number | null;
  bench: NodeJS.CpuUsage;
  machine: { busy: number; total: number } | null;
}

export interface CpuReport {
  /** Percent of one core. */
  serverPct: number | null;
  postgresPct: number | null;
  benchPct: number;
  /** Busy share of all cores together, 0–100. */
  machineBusyPct: number | null;
  /** Percent of one core used by everything else on the machine (other jobs, the kernel). */
  otherPct: number | null;
  cores: number;
}

function processTicks(pid: number | string): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

function postgresTicks(): number | null {
  try {
    let total = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      } catch {
        continue;
      }
      total += processTicks(entry) ?? 0;
    }
    return total;
  } catch {
    return null;
  }
}

function machineTicks(): { busy: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const total = values.slice(0, 8).reduce((sum, value) => sum + value, 0);
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

export function cpuSnapshot(serverPid: number | null, withPostgres: boolean): Snapshot {
  return {
    at: process.hrtime.bigint(),
    server: serverPid ? processTicks(serverPid) : null,
    postgres: withPostgres ? postgresTicks() : null,
    bench: process.cpuUsage(),
    machine: machineTicks(),
  };
}

const round = (value: number) => Math.round(value);

export function cpuSince(start: Snapshot, end: Snapshot): CpuReport {
  const seconds = Number(end.at - start.at) / 1e9;
  const pct = (a: number | null, b: number | null) =>
    a === null || b === null || seconds <= 0
      ? null
      : round(((b - a) / TICKS_PER_SECOND / seconds) * 100);
  const benchMicros = end.bench.user - start.bench.user + (end.bench.system - start.bench.system);
  const machine =
    start.machine && end.machine && end.machine.total > start.machine.total
      ? round(
          ((end.machine.busy - start.machine.busy) / (end.machine.total - start.machine.total)) *
            100,
        )
      : null;
  const cores = os.cpus().length;
  const serverPct = pct(start.server, end.server);
  const postgresPct = pct(start.postgres, end.postgres);
  const benchPct = round((benchMicros / 1e6 / seconds) * 100);
  const otherPct =
    machine === null
      ? null
      : Math.max(0, machine * cores - (serverPct ?? 0) - (postgresPct ?? 0) - benchPct);
  return { serverPct, postgresPct, benchPct, machineBusyPct: machine, otherPct, cores };
}

/** Percent of one core the machine is busy with while the bench itself idles. */
export async function backgroundLoad(ms = 1_000): Promise<number | null> {
  const start = cpuSnapshot(null, false);
  await new Promise((resolve) => setTimeout(resolve, ms));
  const report = cpuSince(start, cpuSnapshot(null, false));
  return report.otherPct;
}
