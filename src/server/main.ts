/**
 * The process: read config, open and migrate the database, listen, drain on SIGTERM.
 */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(config.database);
  await database.migrate();
  const app = await buildApp({ config, database });
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

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`TapIn is ready at ${config.publicUrl}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
