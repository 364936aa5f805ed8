/**
 * The pool after a server that froze mid-transaction (decision 034): no connection is lost
 * for good, and none comes back inside a transaction left open. A one-connection pool on a
 * cluster of the test's own, frozen with SIGSTOP, so the client-side time limit fires.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../testing/test-app.ts';
import {
  canMakeThrowawayCluster,
  startThrowawayCluster,
  type ThrowawayCluster,
} from '../testing/throwaway-cluster.ts';
import { type Database, openDatabase } from './client.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

describe.runIf(testDatabaseKind() === 'postgres' && canMakeThrowawayCluster())(
  'the pool after a frozen server',
  () => {
    let cluster: ThrowawayCluster;
    let database: Database;
    let admin: pg.Client;

    beforeAll(async () => {
      cluster = await startThrowawayCluster();
      admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query('create table marks (id int primary key)');
    }, 60_000);
    afterEach(async () => {
      cluster.resume();
      await database?.close();
    });
    afterAll(async () => {
      await admin?.end().catch(() => {});
      cluster?.remove();
    });

    const open = async () => {
      database = await openDatabase({
        kind: 'postgres',
        url: cluster.url,
        poolSize: 1,
        connectTimeoutMs: 1_000,
        queryTimeoutMs: 300,
      });
      await database.ping();
    };
    const settled = async <T>(promise: Promise<T>) =>
      promise.then(
        (value) => ({ value, error: null }),
        (error: unknown) => ({ value: null, error }),
      );

    it('a BEGIN that times out gives its connection back', async () => {
      await open();
      cluster.pause('all');
      const failed = await settled(
        database.db.transaction(async (tx) => tx.execute(sql`select 1`)),
      );
      cluster.resume();
      expect(isDatabaseUnavailable(failed.error)).toBe(true);
      // With the connection lost, the one-connection pool would wait for it forever.
      const after = await settled(database.db.execute(sql`select 1 as one`));
      expect(after.error).toBeNull();
      expect(database.pool!.totalCount - database.pool!.idleCount).toBe(0);
    });

    it('a statement that times out inside a transaction leaves no transaction open', async () => {
      await open();
      const failed = await settled(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into marks values (1)`);
          cluster.pause('all');
          await tx.execute(sql`select 1`);
        }),
      );
      cluster.resume();
      expect(isDatabaseUnavailable(failed.error)).toBe(true);
      // The next statement on the pool is answered as done: it must be in the database.
      const done = await settled(database.db.execute(sql`insert into marks values (2)`));
      expect(done.error).toBeNull();
      const seen = await admin.query('select id from marks order by id');
      expect(seen.rows.map((row) => row.id)).toEqual([2]);
      await admin.query('delete from marks');
    });
  },
);
