/**
 * A small pool of worker threads for work that must never run on the event loop serving
 * requests (decision 037): reading an uploaded file can take seconds of CPU, and every
 * parent's tap waits while the main thread is busy.
 *
 * - at most `size` tasks run at once (one per worker), `queue` more wait; beyond that the
 *   caller gets PoolBusy at once, rather than piling work up behind a slow file;
 * - each task has a wall-clock deadline: past it the worker is terminated (a tight loop
 *   included) and the task fails with TaskDeadline. Node has no CPU limit per thread; on a
 *   loaded machine the deadline errs on the side of stopping early;
 * - each worker's heap is capped (resourceLimits): past it V8 stops the worker and the task
 *   fails with TaskOutOfMemory instead of the whole process running out;
 * - a worker is reused for the next task, replaced when terminated or crashed, and idle
 *   workers do not keep the process alive. close() ends them all and fails what waits.
 *
 * The worker module answers each `{ id, input }` message with `{ id, output }` (or
 * `{ id, failure }` for a bug): see serveWorkerTasks below. A `.ts` worker file (tests and
 * `npm run dev`, under tsx) is started through tsx's loader; the built server runs `.js`.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';

export interface WorkerPoolOptions {
  /** The worker module (a file: URL). */
  file: URL;
  /** Tasks running at once (one worker each). */
  size: number;
  /** Tasks waiting for a worker; one more is refused with PoolBusy. */
  queue: number;
  /** Wall-clock time a task may take, waiting excluded. */
  deadlineMs: number;
  /** V8 heap cap of each worker (old generation), in MB. */
  maxOldGenerationSizeMb: number;
  /** V8 heap cap of each worker (young generation), in MB. */
  maxYoungGenerationSizeMb?: number;
}

export class PoolBusy extends Error {
  constructor() {
    super('worker pool busy');
  }
}
export class TaskDeadline extends Error {
  constructor() {
    super('worker task past its deadline');
  }
}
export class TaskOutOfMemory extends Error {
  constructor() {
    super('worker task out of memory');
  }
}
export class PoolClosed extends Error {
  constructor() {
    super('worker pool closed');
  }
}

export interface WorkerPool<In, Out> {
  /** Runs one task in a worker; rejects with PoolBusy, TaskDeadline, TaskOutOfMemory, ... */
  run(input: In): Promise<Out>;
  /** Tasks running and waiting now. */
  load(): { running: number; waiting: number };
  close(): Promise<void>;
}

interface Task<In, Out> {
  input: In;
  resolve(output: Out): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  busy: boolean;
}

let taskIds = 0;

/** How a worker file is started: plain for `.js`, through tsx's loader for `.ts`. */
function startWorker(file: URL, options: WorkerPoolOptions): Worker {
  const resourceLimits = {
    maxOldGenerationSizeMb: options.maxOldGenerationSizeMb,
    maxYoungGenerationSizeMb: options.maxYoungGenerationSizeMb ?? 32,
  };
  if (!file.pathname.endsWith('.ts')) return new Worker(file, { resourceLimits });
  // Node 20 does not apply `--import tsx` to a worker's own entry: register it first.
  const tsxDir = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const api = pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const code = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); });`;
  return new Worker(code, { eval: true, resourceLimits });
}

export function createWorkerPool<In, Out>(options: WorkerPoolOptions): WorkerPool<In, Out> {
  const slots: Slot[] = [];
  const waiting: Task<In, Out>[] = [];
  let closed = false;

  function spawn(): Slot {
    const slot: Slot = { worker: startWorker(options.file, options), busy: false };
    // An idle worker that dies is simply dropped (a running task hears of it itself).
    slot.worker.on('error', () => {});
    slot.worker.on('exit', () => {
      const index = slots.indexOf(slot);
      if (index !== -1) slots.splice(index, 1);
    });
    slots.push(slot);
    return slot;
  }

  function retire(slot: Slot) {
    const index = slots.indexOf(slot);
    if (index !== -1) slots.splice(index, 1);
    void slot.worker.terminate();
  }

  function runOn(slot: Slot, task: Task<In, Out>) {
    slot.busy = true;
    const { worker } = slot;
    worker.ref();
    const id = ++taskIds;
    let settled = false;
    const finish = (error: Error | null, output?: Out) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (error) retire(slot);
      else {
        slot.busy = false;
        worker.unref();
      }
      if (error) task.reject(error);
      else task.resolve(output as Out);
      next();
    };
    const onMessage = (message: { id: number; output?: Out; failure?: string }) => {
      if (message.id !== id) return;
      if (message.failure !== undefined) {
        // A bug in the task: the worker itself is fine, but start afresh anyway.
        finish(new Error(`worker task failed: ${message.failure}`));
        return;
      }
      finish(null, message.output);
    };
    const onError = (error: Error & { code?: string }) =>
      finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new TaskOutOfMemory() : error);
    const onExit = (code: number) =>
      finish(closed ? new PoolClosed() : new Error(`worker exited (${code})`));
    const deadline = setTimeout(() => finish(new TaskDeadline()), options.deadlineMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage({ id, input: task.input });
  }

  function next() {
    if (closed) return;
    while (waiting.length > 0) {
      let slot = slots.find((candidate) => !candidate.busy);
      if (!slot && slots.length < options.size) slot = spawn();
      if (!slot) return;
      runOn(slot, waiting.shift()!);
    }
  }

  return {
    run(input) {
      if (closed) return Promise.reject(new PoolClosed());
      const running = slots.filter((slot) => slot.busy).length;
      if (running >= options.size && waiting.length >= options.queue) {
        return Promise.reject(new PoolBusy());
      }
      return new Promise<Out>((resolve, reject) => {
        waiting.push({ input, resolve, reject });
        next();
      });
    },
    load() {
      return { running: slots.filter((slot) => slot.busy).length, waiting: waiting.length };
    },
    async close() {
      closed = true;
      for (const task of waiting.splice(0)) task.reject(new PoolClosed());
      // A task still running fails as its worker exits.
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
      slots.length = 0;
    },
  };
}

/**
 * The worker's side: answers every task message with the handler's output. A thrown error
 * is a bug (expected refusals are part of the output): its message alone goes back.
 */
export function serveWorkerTasks<In, Out>(handler: (input: In) => Promise<Out> | Out): void {
  if (!parentPort) throw new Error('serveWorkerTasks runs in a worker thread');
  const port = parentPort;
  port.on('message', async (message: { id: number; input: In }) => {
    try {
      port.postMessage({ id: message.id, output: await handler(message.input) });
    } catch (error) {
      port.postMessage({ id: message.id, failure: String(error) });
    }
  });
}
