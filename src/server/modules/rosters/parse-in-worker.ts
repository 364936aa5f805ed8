/**
 * Roster files are read off the event loop (decision 037): every upload preview, upload
 * import and Google Sheet sync hands its bytes to a worker thread (parse-worker.ts) and
 * waits, so a file that takes seconds to read never delays a parent's tap.
 *
 * The limits, per server process:
 * - 2 files read at once, 4 more waiting; the next gets a 503 with Retry-After;
 * - 20 s of wall-clock time per file (Node cannot cap a thread's CPU time; a worker alone
 *   on a core gets nearly all of it, so this stands for CPU time, and errs on the side of
 *   stopping a file early on a loaded machine): then the worker is terminated and the
 *   coach gets a 422;
 * - 256 MB of JavaScript heap per worker (V8's resourceLimits), a 413 past it. The heap is
 *   what a file can blow up (cells, strings, rows); the bytes outside it are capped by the
 *   parsers themselves (5 MB upload, 64 MB inflated workbook, counted).
 */
import { appError } from '#server/http/errors.ts';
import {
  createWorkerPool,
  PoolBusy,
  PoolClosed,
  TaskDeadline,
  TaskOutOfMemory,
  type WorkerPoolOptions,
} from '#server/platform/worker-pool.ts';
import type { ErrorCode } from '#shared/error-codes.ts';
import { messages } from '#shared/messages.ts';
import type { ParsedRoster, ParseOptions } from './parse-roster.ts';

export interface ParseTask {
  bytes: Uint8Array;
  options: ParseOptions;
}

export type ParseTaskOutput =
  | { parsed: ParsedRoster }
  | { refused: { code: ErrorCode; message: string; extra: Record<string, unknown> } };

export type RosterParseLimits = Omit<WorkerPoolOptions, 'file'>;

export const ROSTER_PARSE_LIMITS: RosterParseLimits = {
  size: 2,
  queue: 4,
  deadlineMs: 20_000,
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 16,
};

export interface RosterParser {
  /** Reads a roster file in a worker; refusals are the same AppErrors as on the main thread. */
  parse(bytes: Uint8Array, options?: ParseOptions): Promise<ParsedRoster>;
  load(): { running: number; waiting: number };
  close(): Promise<void>;
}

/** The worker module beside this one: `.ts` from source (tsx, vitest), `.js` when built. */
const workerFile = new URL(
  import.meta.url.endsWith('.ts') ? './parse-worker.ts' : './parse-worker.js',
  import.meta.url,
);

export function createRosterParser(limits: Partial<RosterParseLimits> = {}): RosterParser {
  const pool = createWorkerPool<ParseTask, ParseTaskOutput>({
    ...ROSTER_PARSE_LIMITS,
    ...limits,
    file: workerFile,
  });
  return {
    async parse(bytes, options = {}) {
      let output: ParseTaskOutput;
      try {
        output = await pool.run({ bytes, options });
      } catch (error) {
        if (error instanceof PoolBusy)
          throw appError('ROSTER_READERS_BUSY', messages.errors.rosterReadersBusy);
        if (error instanceof TaskDeadline)
          throw appError('ROSTER_TOO_SLOW_TO_READ', messages.errors.rosterTooSlowToRead);
        if (error instanceof TaskOutOfMemory)
          throw appError('ROSTER_TOO_BIG_TO_READ', messages.errors.rosterTooBigToRead);
        if (error instanceof PoolClosed)
          throw appError('SHUTTING_DOWN', messages.errors.shuttingDown);
        throw error;
      }
      if ('refused' in output) {
        const { code, message, extra } = output.refused;
        throw appError(code, message, extra);
      }
      return output.parsed;
    },
    load: () => pool.load(),
    close: () => pool.close(),
  };
}
