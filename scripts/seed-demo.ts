/**
 * `npm run seed:demo`: adds an active demo event with a roster to the configured database
 * (./data by default, or DATABASE_URL) and prints the parent check-in link.
 */
import { mkdirSync } from 'node:fs';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { seedDemo } from '#server/db/seed.ts';
import { DataDirInUseError, lockDataDir } from '#server/platform/data-dir-lock.ts';

const config = loadConfig();
if (config.isProduction && !process.argv.includes('--force')) {
  console.error('Refusing to add demo data in production. Pass --force if you really mean it.');
  process.exit(1);
}
// The embedded database is one process's at a time: not while TapIn runs on it.
if (config.database.kind === 'pglite') {
  mkdirSync(config.database.dataDir, { recursive: true });
  try {
    await lockDataDir(config.database.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(`${error.message}\nStop TapIn, run npm run seed:demo, then start it again.`);
    process.exit(1);
  }
}
const database = await openDatabase(config.database);
await database.migrate();
const { event, athletes } = await database.db.transaction((tx) => seedDemo(tx));
await database.close();

console.log(`Created the active event "${event.name}" with ${athletes.length} athletes.`);
console.log(`Parent check-in link (what its QR code holds):`);
console.log(`  ${config.publicUrl}/check-in?event=${event.id}`);
// Every address printed comes from the configuration (PORT, PUBLIC_URL), as the server's
// own links do: start the server with the same settings.
console.log(`Start the app with \`npm start\` (same PORT and PUBLIC_URL), open the link, and`);
console.log(`read the texted code at ${config.publicUrl}/dev/outbox`);
