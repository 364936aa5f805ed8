/**
 * Several server instances on one PostgreSQL database run the same background work at the
 * same moment: the schedule that opens and closes check-in (decision 030) acts once, not
 * once per instance, and the data lifecycle's pruning runs side by side without an error.
 * Each "instance" here has its own pool, as a separate process would.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client.ts';
import { auditLog, events } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { manualClock } from '#server/platform/clock.ts';
import { createTestDatabase, testDatabaseKind } from '#server/testing/test-app.ts';
import { runSchedule } from '../schedule/service.ts';
import { runLifecycle } from './lifecycle.ts';

const INSTANCES = 4;

describe.runIf(testDatabaseKind() === 'postgres')('background work on several instances', () => {
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  const instances: Database[] = [];

  beforeAll(async () => {
    shared = await createTestDatabase();
    const url = (shared.pool!.options as { connectionString: string }).connectionString;
    for (let i = 0; i < INSTANCES; i++) {
      instances.push(await openDatabase({ kind: 'postgres', url, poolSize: 4 }));
    }
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await shared?.drop();
  });

  // Each instance's announcements: a switch is told to dashboards once, not once per instance.
  const published: unknown[] = [];
  const instanceDeps = (instance: Database, now: Date) => ({
    db: instance.db,
    clock: manualClock(now),
    live: {
      publish: async (message: unknown) => {
        published.push(message);
      },
      subscribe: () => () => {},
      onSessionsEnded: () => () => {},
      close: async () => {},
    },
    log: { info() {}, warn() {}, error() {} } as never,
  });

  const audits = async (action: string, targetId: string) =>
    shared.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

  it('the schedule opens and closes an event once, whichever instances run it at once', async () => {
    const start = new Date(Date.now() + 60 * 60_000);
    for (let round = 0; round < 5; round++) {
      const date = new Date(start.getTime() + round * 24 * 60 * 60_000);
      const { event } = await createEventWithRoster(shared.db, {
        name: `Self-opening ${round}`,
        locationName: 'Track',
        date,
        roster: [],
      });
      await shared.db
        .update(events)
        .set({ autoOpenMinutes: 30, endsAt: new Date(date.getTime() + 60 * 60_000) })
        .where(eq(events.id, event.id));

      // Every instance's timer fires in the event's window...
      const inWindow = new Date(date.getTime() - 10 * 60_000);
      const opened = await Promise.all(
        instances.map((instance) => runSchedule(instanceDeps(instance, inWindow))),
      );
      expect(opened.flatMap((run) => run.opened)).toEqual([event.id]);
      expect(await audits('event.auto_opened', event.id)).toHaveLength(1);
      const [row] = await shared.db.select().from(events).where(eq(events.id, event.id));
      expect(row?.active).toBe(true);

      // ...and after its end.
      const after = new Date(date.getTime() + 61 * 60_000);
      const closed = await Promise.all(
        instances.map((instance) => runSchedule(instanceDeps(instance, after))),
      );
      expect(closed.flatMap((run) => run.closed)).toEqual([event.id]);
      expect(await audits('event.auto_closed', event.id)).toHaveLength(1);
    }
    const all = await shared.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'event.auto_%'));
    expect(all).toHaveLength(10);
    expect(published).toHaveLength(10);
  });

  it('the lifecycle runs on every instance at once without an error', async () => {
    const results = await Promise.allSettled(
      instances.map((instance) =>
        runLifecycle(
          { db: instance.db },
          {
            now: new Date(),
            retentionDays: 30,
            sessionIdleMs: 60 * 60_000,
          },
        ),
      ),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
  });
});
