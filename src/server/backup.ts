/**
 * `npm run backup [FILE]` and `npm run restore FILE` for the embedded database.
 *
 * Backup takes the data folder's lock (so TapIn must be stopped: a copy taken while another
 * process writes would not be consistent), and writes PGlite's own snapshot of the folder
 * (a gzipped tar) to FILE, through a temporary file renamed into place. Restore checks the
 * file by opening it in a new folder beside DATA_DIR and applying any newer migrations, and
 * only then swaps it in; the old folder is kept beside it, never deleted.
 * On PostgreSQL (DATABASE_URL), use pg_dump and pg_restore (README).
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirInUseError, lockDataDir } from './platform/data-dir-lock.ts';
import { StartupError } from './startup.ts';

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-').replace('Z', '');

function plainFail(message: string): never {
  throw new StartupError(message);
}

async function takeLock(dataDir: string) {
  try {
    return await lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      plainFail(
        `DATA_DIR ${dataDir} is in use by TapIn${error.holderPid ? ` (process ${error.holderPid})` : ''}: stop it first, then back up or restore, then start it again.`,
      );
    }
    throw error;
  }
}

export async function backup(dataDir: string, file?: string): Promise<string> {
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) {
    plainFail(`DATA_DIR ${dataDir}: there is no database here to back up.`);
  }
  const target = path.resolve(file ?? `tapin-backup-${stamp()}.tar.gz`);
  const lock = await takeLock(dataDir);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const dump = await database.pglite!.dumpDataDir('gzip');
      const partial = `${target}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, target);
    } finally {
      await database.close();
    }
  } finally {
    await lock.release();
  }
  return target;
}

export async function restore(dataDir: string, file: string): Promise<{ keptAt: string | null }> {
  if (!existsSync(file) || !statSync(file).isFile()) plainFail(`${file}: no such backup file.`);
  mkdirSync(dataDir, { recursive: true });
  const lock = await takeLock(dataDir);
  const staging = `${dataDir}.restoring-${stamp()}`;
  try {
    // Open the backup in a folder of its own first: a bad file changes nothing.
    try {
      const database = await openDatabase({
        kind: 'pglite',
        dataDir: staging,
        loadDataDir: new Blob([readFileSync(file)]),
      });
      try {
        await database.pglite!.query('select count(*) from events');
        await database.migrate();
      } finally {
        await database.close();
      }
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new StartupError(
        `${file}: not a TapIn backup, or damaged (${error instanceof Error ? error.message.split('\n')[0] : String(error)}). DATA_DIR was not changed.`,
        { cause: error },
      );
    }
    const hasData = readdirSync(dataDir).length > 0;
    const keptAt = hasData ? `${dataDir}.before-restore-${stamp()}` : null;
    if (keptAt) renameSync(dataDir, keptAt);
    else rmSync(dataDir, { recursive: true, force: true });
    renameSync(staging, dataDir);
    return { keptAt };
  } finally {
    await lock.release();
  }
}

let isDebug = false;

async function main(argv: string[]) {
  const [command, file] = argv;
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new StartupError(error.message, { cause: error });
    throw error;
  }
  isDebug = config.logLevel === 'debug' || config.logLevel === 'trace';
  if (config.database.kind === 'postgres') {
    plainFail(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore (see the README).',
    );
  }
  const { dataDir } = config.database;
  if (command === 'backup') {
    const written = await backup(dataDir, file);
    const megabytes = (statSync(written).size / 1024 / 1024).toFixed(1);
    console.info(`Backed up DATA_DIR ${dataDir} to ${written} (${megabytes} MB).`);
  } else if (command === 'restore' && file) {
    const { keptAt } = await restore(dataDir, path.resolve(file));
    console.info(
      `Restored ${path.resolve(file)} into DATA_DIR ${dataDir}.${keptAt ? ` The data it replaced is kept in ${keptAt}.` : ''}`,
    );
  } else {
    plainFail('usage: npm run backup [FILE]   or   npm run restore FILE');
  }
}

main(process.argv.slice(2)).catch((error) => {
  const isPlain = error instanceof StartupError;
  console.error(isPlain ? error.message : `Failed: ${String(error?.message ?? error)}`);
  if (isDebug) console.error(error);
  process.exit(1);
});
