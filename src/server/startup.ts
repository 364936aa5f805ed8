/**
 * Start-up failures in plain words: one or two lines naming the setting or folder and the
 * cause (a full disk, a read-only folder, a port in use, a database that refuses…), never a
 * bare stack trace. main.ts prints them and exits non-zero; LOG_LEVEL=debug adds the stack.
 */
import { accessSync, constants, mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** A start-up failure whose message is already plain; `cause` keeps the original. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** Emscripten's errno numbers, which PGlite's file system errors carry. */
const EMSCRIPTEN_ERRNO: Record<number, string> = {
  2: 'EACCES',
  20: 'EEXIST',
  44: 'ENOENT',
  51: 'ENOSPC',
  54: 'ENOTDIR',
  63: 'EPERM',
  69: 'EROFS',
};

function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return undefined;
    const { code, errno, cause } = current as { code?: unknown; errno?: unknown; cause?: unknown };
    if (typeof code === 'string') return code;
    if (typeof errno === 'number' && EMSCRIPTEN_ERRNO[errno]) return EMSCRIPTEN_ERRNO[errno];
    current = cause;
  }
  return undefined;
}

/** What a file-system error code means for a folder, in words. */
function folderCause(code: string | undefined): string | null {
  switch (code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return 'the disk is full';
    case 'EROFS':
      return 'the file system is read-only';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied (the user running TapIn cannot write there)';
    case 'ENOTDIR':
    case 'EEXIST':
      return 'part of the path is a file, not a folder';
    case 'ENOENT':
      return 'the path does not exist and cannot be created';
    default:
      return null;
  }
}

function firstLine(error: unknown): string {
  if (error instanceof Error) return error.message.split('\n')[0] ?? error.name;
  return String(error);
}

const PROBE_BYTES = 256 * 1024;

/**
 * Makes sure the data folder exists and takes writes (a probe file, written and removed),
 * so a read-only, unwritable or full folder is named before the database tries it.
 */
export function prepareDataDir(dataDir: string) {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
    const probe = path.join(dataDir, `.tapin-write-probe-${process.pid}`);
    writeFileSync(probe, Buffer.alloc(PROBE_BYTES));
    rmSync(probe, { force: true });
  } catch (error) {
    let code = errorCode(error);
    if (code === 'ENOENT') code = ancestorWriteError(dataDir) ?? code;
    const cause = folderCause(code) ?? firstLine(error);
    throw new StartupError(`DATA_DIR ${dataDir}: ${cause}.`, { cause: error });
  }
}

/** Why the nearest existing folder above `dir` takes no writes (a recursive mkdir says ENOENT). */
function ancestorWriteError(dir: string): string | undefined {
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    try {
      accessSync(current, constants.F_OK);
    } catch {
      if (current === path.dirname(current)) return undefined;
      continue;
    }
    try {
      accessSync(current, constants.W_OK);
      return undefined;
    } catch (error) {
      return errorCode(error);
    }
  }
}

/** The embedded database could not open its folder. */
export function explainPgliteFailure(dataDir: string, error: unknown): StartupError {
  let cause = folderCause(errorCode(error));
  if (!cause) {
    try {
      const stats = statfsSync(dataDir);
      if (stats.bavail * stats.bsize < 64 * 1024 * 1024) cause = 'the disk is (almost) full';
    } catch {
      // keep the generic cause
    }
  }
  return new StartupError(
    `DATA_DIR ${dataDir}: the embedded database could not open: ${cause ?? firstLine(error)}.`,
    { cause: error },
  );
}

/** A DATABASE_URL without its password, for messages. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the configured server';
  }
}

/** PostgreSQL could not be reached, or refused us. */
export function explainPostgresFailure(url: string, error: unknown): StartupError {
  const where = describeDatabaseUrl(url);
  const code = errorCode(error);
  const message = firstLine(error);
  let cause: string;
  if (code === 'ECONNREFUSED') cause = 'the connection was refused (is PostgreSQL running there?)';
  else if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') cause = 'the host name is not known';
  else if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') cause = 'the host is unreachable';
  else if (code === 'ETIMEDOUT' || /timeout/i.test(message)) {
    cause = 'the server did not answer in time';
  } else if (code === '28P01' || code === '28000')
    cause = `the server refused the login: ${message}`;
  else if (code === '3D000') cause = `${message} (create it first)`;
  else cause = message;
  return new StartupError(`DATABASE_URL (${where}): cannot connect: ${cause}.`, { cause: error });
}

/** A migration failed: the database stays as it was before that migration. */
export function explainMigrationFailure(error: unknown, dataDir?: string): StartupError {
  if (dataDir && folderCause(errorCode(error))) return explainPgliteFailure(dataDir, error);
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return new StartupError(
    `Database migrations failed: ${firstLine(cause)}.\nThe database was left as it was before the failed migration; fix the cause and start again.`,
    { cause: error },
  );
}

/** The HTTP server could not listen. */
export function explainListenFailure(host: string, port: number, error: unknown): StartupError {
  const code = errorCode(error);
  let message: string;
  if (code === 'EADDRINUSE') {
    message = `PORT ${port}: the port is already in use on ${host} (another program listens there). Stop it, or set PORT to a free port.`;
  } else if (code === 'EACCES' || code === 'EPERM') {
    message = `PORT ${port}: permission denied (ports below 1024 need privileges). Set PORT to 1024 or above, and put a proxy in front.`;
  } else if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    message = `HOST ${host}: this machine has no such address. Set HOST to one of its addresses, or 0.0.0.0.`;
  } else {
    message = `PORT ${port} on HOST ${host}: cannot listen: ${firstLine(error)}.`;
  }
  return new StartupError(message, { cause: error });
}

/**
 * Fails early when the port is taken, before a new database folder spends seconds being
 * created. The real listen still decides (and explains) if something takes it meanwhile.
 */
export async function checkPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  const server = createServer();
  const error = await new Promise<unknown>((resolve) => {
    server.once('error', resolve);
    server.listen({ host, port, exclusive: true }, () => resolve(null));
  });
  if (error) throw explainListenFailure(host, port, error);
  await new Promise((resolve) => server.close(resolve));
}
