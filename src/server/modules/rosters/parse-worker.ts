/**
 * The worker thread that reads roster files (decision 037): the bytes of an upload or a
 * fetched Google Sheet in, the parsed roster or the refusal (an AppError's code, message
 * and extras) out. Started by parse-in-worker.ts through platform/worker-pool.ts; never
 * imported by the server itself.
 */
import { AppError } from '#server/http/errors.ts';
import { serveWorkerTasks } from '#server/platform/worker-pool.ts';
import type { ParseTask, ParseTaskOutput } from './parse-in-worker.ts';
import { type ParseOptions, parseRosterFile } from './parse-roster.ts';

serveWorkerTasks<ParseTask, ParseTaskOutput>(async ({ bytes, options }) => {
  try {
    return { parsed: await parseRosterFile(bytes, options as ParseOptions) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { refused: { code: error.code, message: error.message, extra: error.extra } };
  }
});
