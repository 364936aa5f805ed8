/**
 * Connection limits you can see. Past the process's open-file limit the kernel refuses new
 * connections and Node resets them without a word. So the server takes at most the limit
 * less a reserve (for the database, files and logs), says so at start-up, and logs a plain
 * line when it turns a connection away or runs short of file descriptors.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:net';

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

/** File descriptors kept for the database, static files, logs and outgoing requests. */
const RESERVE = 128;
const LOG_EVERY_MS = 10_000;

/** The soft open-file limit (Linux), or null where it cannot be read. */
export function openFileLimit(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((text) => text.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    if (!soft || soft === 'unlimited') return null;
    const value = Number(soft);
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function openFileCount(): number | null {
  try {
    return readdirSync('/proc/self/fd').length;
  } catch {
    return null;
  }
}

const HOW_TO_RAISE =
  'raise the open-file limit (ulimit -n, or LimitNOFILE= in a systemd unit; see the README)';

export function watchConnectionLimits(server: Server, log: Logger): () => void {
  const limit = openFileLimit();
  if (limit === null) return () => {};
  const maxConnections = Math.max(16, limit - RESERVE);
  server.maxConnections = maxConnections;
  log.info(
    `connections: at most ${maxConnections} at once (open-file limit ${limit}); every open live dashboard holds one`,
  );

  let lastDropLog = 0;
  let dropped = 0;
  server.on('drop', () => {
    dropped++;
    const now = Date.now();
    if (now - lastDropLog < LOG_EVERY_MS) return;
    lastDropLog = now;
    log.warn(
      `refusing new connections: ${maxConnections} are open, the most this process takes (${dropped} refused so far); ${HOW_TO_RAISE}`,
    );
  });

  let lastShortLog = 0;
  const timer = setInterval(() => {
    const count = openFileCount();
    if (count === null || count < limit - RESERVE / 4) return;
    const now = Date.now();
    if (now - lastShortLog < LOG_EVERY_MS) return;
    lastShortLog = now;
    log.error(
      `running out of file descriptors: ${count} of ${limit} open; new connections and files may fail; ${HOW_TO_RAISE}`,
    );
  }, 2_000);
  timer.unref();
  return () => clearInterval(timer);
}
