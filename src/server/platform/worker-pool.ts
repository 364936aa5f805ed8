/**
 * A small pool of worker processes for work that must never run on the event loop serving
 * requests (decision 037): reading an uploaded file can take seconds of CPU, and every
 * parent's tap waits while the main thread is busy.
 *
 * - at most `size` tasks run at once (one per worker), `queue` more wait; beyond that the
 *   caller gets PoolBusy at once, rather than piling work up behind a slow file;
 * - each task has a wall-clock deadline from when its worker has it: past it the worker is
 *   killed (a tight loop included) and the task fails with TaskDeadline. Node has no CPU
 *   limit per process or thread; on a loaded machine the deadline errs on stopping early;
 * - each worker's heap is capped (--max-old-space-size): past it V8 aborts that process
 *   alone and the task fails with TaskOutOfMemory. Processes, not worker threads: a thread
 *   that overruns its heap cap can abort the whole server (decision 037);
 * - workers run at the lowest scheduling priority (nice 19): on a busy machine the server
 *   answering requests gets the cores first;
 * - a worker is reused for the next task, replaced when killed or crashed, and idle workers
 *   do not keep the server alive. close() ends them all and fails what waits.
 *
 * The worker module calls serveWorkerTasks below. A `.ts` worker file (tests and `npm run
 * dev`) is started with tsx's loader; the built server forks the compiled `.js`.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { setPriority } from 'node:os';

/** The workers' scheduling priority: the lowest (19), below the server's (0). */
const WORKER_NICENESS = 19;

export interface WorkerPoolOptions {
  /** The worker module (a file: URL). */
  file: URL;
  /** Tasks running at once (one worker each). */
  size: number;
  /** Tasks waiting for a worker; one more is refused with PoolBusy. */
  queue: number;
  /** Wall-clock time a task may take, waiting and the worker's start excluded. */
  deadlineMs: number;
  /** V8 heap cap of each worker (old generation), in MB. */
  maxOldGenerationSizeMb: number;
  /** V8 heap cap of each worker (young generation semi-space), in MB. */
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
  child: ChildProcess;
  /** Resolves once the worker's module is loaded (it says so), rejects if it dies first. */
  ready: Promise<void>;
  busy: boolean;
}

type Reply<Out> = { id: number; output?: Out; failure?: string } | { ready: true };

let taskIds = 0;

/**
 * Starts a worker process: plain node for `.js`, through tsx's loader for `.ts`. Only the
 * heap flags are passed, never the parent's own (a debugger, a test runner's).
 */
function startWorker(options: WorkerPoolOptions): ChildProcess {
  const heap = [
    `--max-old-space-size=${options.maxOldGenerationSizeMb}`,
    `--max-semi-space-size=${options.maxYoungGenerationSizeMb ?? 16}`,
  ];
  const loader = options.file.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = fork(options.file, [], {
    execArgv: [...loader, ...heap],
    serialization: 'advanced',
    // Its stderr (V8's report when it runs out of heap) is not the server's log.
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  // Background work: the kernel runs the server first whenever both want a core, so a
  // reader busy for seconds takes only the CPU the requests leave.
  try {
    if (child.pid !== undefined) setPriority(child.pid, WORKER_NICENESS);
  } catch {
    // Not allowed here (some containers): the reader runs at the server's priority.
  }
  return child;
}

/** What ended a worker process: V8 aborts the process when its heap is full. */
const diedOutOfMemory = (code: number | null, signal: NodeJS.Signals | null) =>
  signal === 'SIGABRT' || signal === 'SIGTRAP' || code === 134;

export function createWorkerPool<In, Out>(options: WorkerPoolOptions): WorkerPool<In, Out> {
  const slots: Slot[] = [];
  const waiting: Task<In, Out>[] = [];
  let closed = false;

  function spawn(): Slot {
    const child = startWorker(options);
    const ready = new Promise<void>((resolve, reject) => {
      const onMessage = (message: Reply<Out>) => {
        if (!('ready' in message)) return;
        child.off('message', onMessage);
        resolve();
      };
      child.on('message', onMessage);
      child.once('exit', () => reject(new Error('worker exited before it was ready')));
    });
    ready.catch(() => {});
    const slot: Slot = { child, ready, busy: false };
    // A worker that dies is dropped (a running task hears of it itself).
    child.on('error', () => {});
    child.on('exit', () => {
      const index = slots.indexOf(slot);
      if (index !== -1) slots.splice(index, 1);
    });
    slots.push(slot);
    return slot;
  }

  const hold = (child: ChildProcess, held: boolean) => {
    // An idle worker does not keep the server's process alive.
    if (held) {
      child.ref();
      child.channel?.ref();
    } else {
      child.unref();
      child.channel?.unref();
    }
  };

  function runOn(slot: Slot, task: Task<In, Out>) {
    slot.busy = true;
    const { child } = slot;
    hold(child, true);
    const id = ++taskIds;
    let settled = false;
    let deadline: NodeJS.Timeout | undefined;
    const finish = (error: Error | null, output?: Out) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) {
        const index = slots.indexOf(slot);
        if (index !== -1) slots.splice(index, 1);
        child.kill('SIGKILL');
        task.reject(error);
      } else {
        slot.busy = false;
        hold(child, false);
        task.resolve(output as Out);
      }
      next();
    };
    const onMessage = (message: Reply<Out>) => {
      if ('ready' in message || message.id !== id) return;
      if (message.failure !== undefined) {
        // A bug in the task: start afresh rather than trust the worker's state.
        finish(new Error(`worker task failed: ${message.failure}`));
        return;
      }
      finish(null, message.output);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      finish(
        closed
          ? new PoolClosed()
          : diedOutOfMemory(code, signal)
            ? new TaskOutOfMemory()
            : new Error(`worker exited (${code ?? signal})`),
      );
    child.on('message', onMessage);
    child.on('exit', onExit);
    slot.ready.then(
      () => {
        if (settled) return;
        deadline = setTimeout(() => finish(new TaskDeadline()), options.deadlineMs);
        child.send({ id, input: task.input });
      },
      (error: Error) => finish(error),
    );
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
      await Promise.all(
        slots.splice(0).map(
          (slot) =>
            new Promise<void>((resolve) => {
              if (slot.child.exitCode !== null || slot.child.signalCode !== null) return resolve();
              slot.child.once('exit', () => resolve());
              slot.child.kill('SIGKILL');
            }),
        ),
      );
    },
  };
}

/**
 * The worker's side: says it is ready, then answers every task message with the handler's
 * output. A thrown error is a bug (expected refusals are part of the output): its message
 * alone goes back. The worker ends when the server's process does (its channel closes).
 */
export function serveWorkerTasks<In, Out>(handler: (input: In) => Promise<Out> | Out): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('serveWorkerTasks runs in a forked worker process');
  process.on('message', async (message: { id: number; input: In }) => {
    try {
      send({ id: message.id, output: await handler(message.input) });
    } catch (error) {
      send({ id: message.id, failure: String(error) });
    }
  });
  process.on('disconnect', () => process.exit(0));
  send({ ready: true });
}
