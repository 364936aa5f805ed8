import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from '#web/lib/offline-queue.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';
import {
  dashboardPersister,
  forgetSnapshots,
  KEPT_EVENTS,
  keepRecentEvent,
  persistDashboardQueries,
  readSnapshots,
  restoreSnapshots,
  saveSnapshot,
  seedQueries,
} from './query-snapshots.ts';

const keysOf = async (store: ReturnType<typeof memoryStore>) =>
  (await readSnapshots(store, 1000)).map((snapshot) => JSON.stringify(snapshot.queryKey)).sort();

describe('dashboard snapshots', () => {
  it('keeps the rosters and check-ins of the last events shown only', async () => {
    const store = memoryStore();
    await saveSnapshot(store, staffQueryKeys.events, [], 1);
    for (let event = 1; event <= KEPT_EVENTS + 1; event += 1) {
      await saveSnapshot(store, staffQueryKeys.eventRoster(`e${event}`), [], 1);
      await saveSnapshot(store, staffQueryKeys.checkIns(`e${event}`), [], 1);
      await keepRecentEvent(store, `e${event}`);
    }
    // Shown again: e2 becomes the most recent; e1 (the oldest) has gone.
    await keepRecentEvent(store, 'e2');
    const kept = await keysOf(store);
    expect(kept).toContain(JSON.stringify(staffQueryKeys.events));
    expect(kept.some((key) => key.includes('"e1"'))).toBe(false);
    for (const event of ['e2', 'e3', 'e4']) {
      expect(kept).toContain(JSON.stringify(staffQueryKeys.checkIns(event)));
    }
    await forgetSnapshots(store);
    expect(await readSnapshots(store)).toEqual([]);
  });

  it('fills only what the cache lacks, marked stale so the server is still asked', async () => {
    const store = memoryStore();
    await saveSnapshot(store, staffQueryKeys.events, ['kept'], 1000);
    await saveSnapshot(store, staffQueryKeys.checkIns('e1'), ['kept'], 1000);
    await saveSnapshot(store, queryKeys.authUser, { id: 'u1' }, 1000);
    const client = new QueryClient();
    client.setQueryData(staffQueryKeys.events, ['fresh']);
    seedQueries(
      client,
      await readSnapshots(store, 1000),
      (key) => key[0] === queryKeys.authUser[0],
    );
    expect(client.getQueryData(staffQueryKeys.events)).toEqual(['fresh']);
    expect(client.getQueryData(staffQueryKeys.checkIns('e1'))).toEqual(['kept']);
    expect(client.getQueryState(staffQueryKeys.checkIns('e1'))).toMatchObject({
      dataUpdatedAt: 1000,
      isInvalidated: true,
    });
    expect(client.getQueryData(queryKeys.authUser)).toBeUndefined();
    client.clear();
  });

  it('persists through the persist-client only what a visit with no network needs', async () => {
    const store = memoryStore();
    const client = new QueryClient();
    await keepRecentEvent(store, 'e1');
    const stop = persistDashboardQueries(client, dashboardPersister(store));
    const signedInAt = Date.now() - 60_000;
    client.setQueryData(queryKeys.authUser, { id: 'u1' }, { updatedAt: signedInAt });
    client.setQueryData(staffQueryKeys.events, [{ id: 'e1' }]);
    client.setQueryData(staffQueryKeys.eventRoster('e1'), [{ id: 'a1' }]);
    client.setQueryData(staffQueryKeys.checkIns('e1'), []);
    // Not kept: an event not shown lately, and other answers of a recent event.
    client.setQueryData(staffQueryKeys.eventRoster('e9'), [{ id: 'a9' }]);
    client.setQueryData(staffQueryKeys.eventPickup('e1'), { enabled: true });
    const expected = [
      queryKeys.authUser,
      staffQueryKeys.checkIns('e1'),
      staffQueryKeys.eventRoster('e1'),
      staffQueryKeys.events,
    ].map((key) => JSON.stringify(key));
    await vi.waitFor(async () => expect(await keysOf(store)).toEqual(expected.sort()), {
      timeout: 3000,
    });
    stop();

    // Read back through the persister, into a new cache: stale, so the server is asked.
    const restored = new QueryClient();
    seedQueries(restored, await restoreSnapshots(dashboardPersister(store)), () => false);
    expect(restored.getQueryData(staffQueryKeys.eventRoster('e1'))).toEqual([{ id: 'a1' }]);
    expect(restored.getQueryState(queryKeys.authUser)).toMatchObject({
      dataUpdatedAt: signedInAt,
      isInvalidated: true,
    });
    client.clear();
    restored.clear();
  });
});
