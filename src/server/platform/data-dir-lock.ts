/**
 * One process per data folder (decision 018). Two processes on one PGlite folder would each
 * work on their own copy and the last to stop would overwrite the other's writes.
 *
 * The lock is a listening local socket named after the folder's real path: on Linux an
 * abstract socket, on Windows a named pipe, elsewhere a socket file in the temp folder. The
 * kernel takes the name the moment the holder dies (kill -9, power loss), so a lock never
 * outlives its process, and binding it is atomic, so two processes starting at once cannot
 * both win. A process that finds the name taken asks the holder for its process id.
 */
import { createHash } from 'node:crypto';
import { realpathSync, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly holderPid: number | null,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another TapIn process${holderPid ? ` (process ${holderPid})` : ''}. ` +
        'Stop that process first, or set DATA_DIR to another folder: two processes on one folder would lose each other’s data.',
    );
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

function socketPath(dataDir: string): { path: string; isFile: boolean } {
  const hash = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 32);
  if (process.platform === 'linux') return { path: `\0tapin-data-dir-${hash}`, isFile: false };
  if (process.platform === 'win32') {
    return { path: `\\\\?\\pipe\\tapin-data-dir-${hash}`, isFile: false };
  }
  return { path: path.join(tmpdir(), `tapin-${hash}.sock`), isFile: true };
}

function listen(server: Server, at: string): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const onError = (error: NodeJS.ErrnoException) => resolve(error);
    server.once('error', onError);
    server.listen(at, () => {
      server.off('error', onError);
      resolve(null);
    });
  });
}

/** Asks the holder for its process id; null when nobody answers (a stale socket file). */
function askHolder(at: string): Promise<{ alive: boolean; pid: number | null }> {
  return new Promise((resolve) => {
    let text = '';
    const socket = connect(at);
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ alive: true, pid: null });
    }, 1_000);
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('end', () => {
      clearTimeout(timer);
      const pid = Number(/pid (\d+)/.exec(text)?.[1]);
      resolve({ alive: true, pid: Number.isInteger(pid) && pid > 0 ? pid : null });
    });
    socket.on('error', () => {
      clearTimeout(timer);
      resolve({ alive: false, pid: null });
    });
  });
}

/** Takes the data folder for this process, or throws DataDirInUseError at once. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const at = socketPath(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    const server = createServer((socket) => socket.end(`tapin pid ${process.pid}\n`));
    const error = await listen(server, at.path);
    if (!error) {
      // The lock must not keep the process alive on its own.
      server.unref();
      return {
        release: () =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
          }),
      };
    }
    if (error.code !== 'EADDRINUSE') throw error;
    const holder = await askHolder(at.path);
    if (holder.alive || !at.isFile) throw new DataDirInUseError(dataDir, holder.pid);
    // A socket file nobody listens on: its process died. Only where the lock is a file.
    rmSync(at.path, { force: true });
  }
  throw new DataDirInUseError(dataDir, null);
}
