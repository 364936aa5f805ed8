/**
 * Whatever the bench starts it also ends: child processes, temporary databases and folders.
 * Disposers run in reverse order at the end of a run, on Ctrl-C and on SIGTERM; child
 * processes are killed even if the bench itself crashes.
 */
import type { ChildProcess } from 'node:child_process';

type Disposer = () => Promise<void> | void;

const disposers: { label: string; dispose: Disposer }[] = [];
const children = new Set<ChildProcess>();

/** Registers a clean-up step; the returned function runs it now (once) and unregisters it. */
export function onCleanup(label: string, dispose: Disposer): () => Promise<void> {
  const entry = { label, dispose };
  disposers.push(entry);
  return async () => {
    const index = disposers.indexOf(entry);
    if (index === -1) return;
    disposers.splice(index, 1);
    await entry.dispose();
  };
}

/** A child process that must not outlive the bench. */
export function trackChild(child: ChildProcess) {
  children.add(child);
  child.once('exit', () => children.delete(child));
}

/** Runs every pending clean-up step, newest first; reports failures and carries on. */
export async function cleanupAll(): Promise<void> {
  while (disposers.length > 0) {
    const entry = disposers.pop()!;
    try {
      await entry.dispose();
    } catch (error) {
      console.error(`clean-up "${entry.label}" failed: ${(error as Error).message}`);
    }
  }
}

let installed = false;

export function installCleanupHandlers() {
  if (installed) return;
  installed = true;
  process.on('exit', () => {
    for (const child of children) child.kill('SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up…`);
      const hardStop = setTimeout(() => process.exit(130), 20_000);
      hardStop.unref();
      void cleanupAll().finally(() => process.exit(130));
    });
  }
}
