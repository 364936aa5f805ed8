/**
 * Two real server processes (`src/server/main.ts`) on one fresh PostgreSQL database, for the
 * multi-instance tests: started before the suite's tests, stopped (and the database
 * dropped) after them. Call it in a `describe` body; read the fields inside a test.
 */
import { afterAll, beforeAll } from 'vitest';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { createTestDatabase } from './test-app.ts';

export interface TwoInstances {
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  first: ServerProcess;
  second: ServerProcess;
}

/** `env` is added to both processes' environment, after DATABASE_URL. */
export function useTwoInstances(env: Record<string, string> = {}, startTimeout = 60_000) {
  const instances = {} as TwoInstances;
  beforeAll(async () => {
    instances.database = await createTestDatabase();
    const pool = instances.database.pool!.options as { connectionString: string };
    const settings = { DATABASE_URL: pool.connectionString, ...env };
    [instances.first, instances.second] = await Promise.all([
      startServerProcess(settings),
      startServerProcess(settings),
    ]);
  }, startTimeout);
  afterAll(async () => {
    await Promise.all([instances.first?.stop(), instances.second?.stop()]);
    await instances.database?.drop();
  });
  return instances;
}
