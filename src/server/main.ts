/**
 * The process: read config, take the data folder, open and migrate the database, listen,
 * drain on SIGTERM. Every start-up failure ends in one or two plain lines (startup.ts).
 */
import { ConfigError, loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { watchConnectionLimits } from './platform/connection-limits.ts';
import { DataDirInUseError, lockDataDir } from './platform/data-dir-lock.ts';
import {
  checkPortFree,
  explainListenFailure,
  explainMigrationFailure,
  explainPgliteFailure,
  explainPostgresFailure,
  prepareDataDir,
  StartupError,
} from './startup.ts';

let isDebug = false;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new StartupError(error.message, { cause: error });
    throw error;
  }
  isDebug = config.logLevel === 'debug' || config.logLevel === 'trace';

  // The app and the database drivers load only once the folder is ours: a second process
  // on one DATA_DIR is refused at once, and a bad setting costs no time either.
  await checkPortFree(config.host, config.port);
  if (config.database.kind === 'pglite') {
    prepareDataDir(config.database.dataDir);
    await lockDataDir(config.database.dataDir);
  }
  const { openDatabase } = await import('./db/client.ts');
  let database: Database;
  if (config.database.kind === 'pglite') {
    const { dataDir } = config.database;
    try {
      database = await openDatabase(config.database);
    } catch (error) {
      throw explainPgliteFailure(dataDir, error);
    }
  } else {
    const { url } = config.database;
    database = await openDatabase(config.database);
    try {
      await database.ping();
    } catch (error) {
      await database.close().catch(() => {});
      throw explainPostgresFailure(url, error);
    }
  }
  try {
    await database.migrate();
  } catch (error) {
    await database.close().catch(() => {});
    throw explainMigrationFailure(
      error,
      config.database.kind === 'pglite' ? config.database.dataDir : undefined,
    );
  }
  const { buildApp } = await import('./app.ts');
  const app = await buildApp({ config, database });
  watchConnectionLimits(app.server, app.log);
  app.log.info(
    config.database.kind === 'pglite'
      ? `database: embedded PGlite in ${config.database.dataDir}`
      : 'database: PostgreSQL (DATABASE_URL)',
  );
  if (app.deps.sms.kind === 'outbox' || app.deps.mailer.kind === 'outbox') {
    const kinds = [
      app.deps.sms.kind === 'outbox' && 'SMS',
      app.deps.mailer.kind === 'outbox' && 'email',
    ].filter(Boolean);
    if (config.isDevOutboxOpen) {
      app.log.info(
        `dev outbox: ${kinds.join(' and ')} messages are not sent; read them at ${config.publicUrl}/dev/outbox`,
      );
    } else {
      app.log.warn(
        `dev outbox: ${kinds.join(' and ')} messages are not sent, and the outbox is closed because PUBLIC_URL is not this machine (set DEV_OUTBOX=true to open it)`,
      );
    }
  }

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info(`${signal}: draining`);
    app.startDraining();
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await database.close().catch(() => {});
    throw explainListenFailure(config.host, config.port, error);
  }
  app.log.info(`TapIn is ready at ${config.publicUrl}`);
}

main().catch((error) => {
  const isPlain = error instanceof StartupError || error instanceof DataDirInUseError;
  console.error(
    `TapIn could not start: ${isPlain ? error.message : String(error?.message ?? error)}`,
  );
  if (isDebug) console.error(error?.cause ?? error);
  else if (!isPlain) console.error('(set LOG_LEVEL=debug for the details)');
  process.exit(1);
});
