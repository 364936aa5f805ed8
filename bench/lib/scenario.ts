/**
 * A scenario: optional fixtures seeded before the server starts, a measurement against the
 * running server, and optional checks of the database afterwards. run.ts runs every
 * scenario on every database with one server per database.
 */
import type { Database } from '#server/db/client.ts';
import type { CpuReport } from './cpu.ts';
import type { DatabaseTarget } from './databases.ts';
import type { LatencySummary } from './load.ts';
import type { RunningServer } from './server.ts';
import type { Settings } from './settings.ts';

export interface TargetVerdict {
  /** e.g. ">= 1500 req/s and p99 < 100 ms" */
  description: string;
  met: boolean;
}

export interface ScenarioResult {
  scenario: string;
  /** Main throughput figure and its unit (req/s for HTTP load; rows/s, msgs/s… for others). */
  rate: number;
  rateUnit: string;
  latencyMs: LatencySummary | null;
  /** Failed operations (non-2xx responses, connection errors, failed checks): must be 0. */
  errors: number;
  target: TargetVerdict | null;
  /** Short remarks shown under the table. */
  notes: string[];
  cpu: CpuReport | null;
  /** Everything else worth keeping in the JSON. */
  details: Record<string, unknown>;
}

export interface ScenarioContext {
  settings: Settings;
  target: DatabaseTarget;
}

export interface Scenario {
  readonly name: string;
  /** With the database open and migrated, before the server starts. */
  seed?(database: Database): Promise<void>;
  /** Against the running server. */
  run(server: RunningServer): Promise<ScenarioResult>;
  /** With the database open again after the server stopped; returns problems found. */
  verify?(database: Database): Promise<string[]>;
}

export type ScenarioFactory = (context: ScenarioContext) => Scenario;
