/**
 * Snapshots of the dashboard's query answers (decisions 022, 053): TanStack Query's
 * persist-client writes them as they change (`persistDashboardQueries`: only the queries a
 * visit with no network needs, at most once a second) through the async-storage persister,
 * whose storage here keeps one record per query in the coach pages' store, so that an
 * event's lists are dropped on their own and everything is forgotten at sign-out
 * (decision 036). They are read back into the query cache when the dashboard opens, so a
 * reload or a new tab with no network shows the roster and check-ins last seen. The
 * server's answer replaces them as soon as there is one.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  type PersistedClient,
  type PersistedQueryClientSaveOptions,
  type Persister,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import type { KeyValueStore } from '#web/lib/offline-queue.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

/** Rosters and check-ins are kept for this many events (the most recently shown). */
export const KEPT_EVENTS = 3;
/**
 * A snapshot older than this is never shown, and is deleted when next read (decision 036):
 * a tablet left in a bag holds no children's names for days. A day's events fit in it.
 */
export const SNAPSHOT_MAX_AGE_MS = 12 * 60 * 60 * 1000;

export interface Snapshot<T = unknown> {
  queryKey: QueryKey;
  data: T;
  /** When the data was current (ms since epoch). */
  savedAt: number;
}

const PREFIX = 'query:';
const RECENT = 'recent-events';
const keyOf = (queryKey: QueryKey) => `${PREFIX}${JSON.stringify(queryKey)}`;

/** The per-event queries a snapshot is kept of. */
export const eventQueryKeys = (eventId: string): QueryKey[] => [
  staffQueryKeys.eventRoster(eventId),
  staffQueryKeys.checkIns(eventId),
];

/** The events whose lists are kept, most recent first (as `RECENT` says, on this page). */
let recentEvents: string[] = [];

/** Set while this page logs out: a write still scheduled must not bring a roster back. */
let isLeaving = false;
export function stopSnapshots(): void {
  isLeaving = true;
}

export async function saveSnapshot(
  store: KeyValueStore,
  queryKey: QueryKey,
  data: unknown,
  savedAt: number,
): Promise<void> {
  if (isLeaving) return;
  await store.set(keyOf(queryKey), { queryKey, data, savedAt } satisfies Snapshot);
}

/** Marks the event as shown; the snapshots of events shown longer ago are dropped. */
export async function keepRecentEvent(store: KeyValueStore, eventId: string): Promise<void> {
  recentEvents = [eventId, ...recentEvents.filter((id) => id !== eventId)].slice(0, KEPT_EVENTS);
  const all = await store.entries<unknown>();
  const recent = (all.find(([key]) => key === RECENT)?.[1] as string[] | undefined) ?? [];
  const next = [eventId, ...recent.filter((id) => id !== eventId)];
  await store.set(RECENT, next.slice(0, KEPT_EVENTS));
  for (const dropped of next.slice(KEPT_EVENTS)) {
    for (const queryKey of eventQueryKeys(dropped)) await store.del(keyOf(queryKey));
  }
}

/** The snapshots not older than SNAPSHOT_MAX_AGE_MS at `now`; older ones are deleted. */
export async function readSnapshots(
  store: KeyValueStore,
  now: number = Date.now(),
): Promise<Snapshot[]> {
  const all = await store.entries<Snapshot>();
  const kept: Snapshot[] = [];
  for (const [key, snapshot] of all) {
    if (!key.startsWith(PREFIX)) continue;
    if (snapshot.savedAt >= now - SNAPSHOT_MAX_AGE_MS) kept.push(snapshot);
    else await store.del(key);
  }
  return kept;
}

/** Forgets every snapshot (the session ended). Queued actions stay. */
export async function forgetSnapshots(store: KeyValueStore): Promise<void> {
  const all = await store.entries<unknown>();
  for (const [key] of all) {
    if (key.startsWith(PREFIX) || key === RECENT) await store.del(key);
  }
}

/**
 * Puts the snapshots into the cache where it has nothing yet, marked stale so that the
 * dashboard's queries still ask the server when they mount. The signed-in user is left to
 * the caller: it is used only when the server cannot be reached.
 */
export function seedQueries(
  queryClient: QueryClient,
  snapshots: readonly Snapshot[],
  skip: (queryKey: QueryKey) => boolean,
): void {
  for (const { queryKey, data, savedAt } of snapshots) {
    if (skip(queryKey) || queryClient.getQueryData(queryKey) !== undefined) continue;
    queryClient.setQueryData(queryKey, data, { updatedAt: savedAt });
    void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  }
}

/** Whether a query is one a visit with no network needs: who, the events, recent lists. */
const isKept = (queryKey: QueryKey): boolean => {
  const key = JSON.stringify(queryKey);
  if (key === JSON.stringify(queryKeys.authUser) || key === JSON.stringify(staffQueryKeys.events)) {
    return true;
  }
  return recentEvents.some((eventId) =>
    eventQueryKeys(eventId).some((kept) => JSON.stringify(kept) === key),
  );
};

const shouldPersist = (query: Pick<Query, 'queryKey' | 'state'>): boolean =>
  query.state.status === 'success' && query.state.data != null && isKept(query.queryKey);

/**
 * The persister's storage: the persist-client hands over the whole dehydrated client (as
 * text); each query in it is written as its own snapshot, stamped with when its data was
 * current. Nothing is deleted here: older events go by `keepRecentEvent`, old snapshots
 * when read, all of them at sign-out.
 */
function snapshotStorage(store: KeyValueStore) {
  return {
    async getItem(): Promise<string | null> {
      const snapshots = await readSnapshots(store);
      const client: PersistedClient = {
        buster: '',
        timestamp: Date.now(),
        clientState: {
          mutations: [],
          queries: snapshots.map(({ queryKey, data, savedAt }) => ({
            queryKey,
            queryHash: JSON.stringify(queryKey),
            dehydratedAt: savedAt,
            state: { data, dataUpdatedAt: savedAt } as never,
          })),
        },
      };
      return JSON.stringify(client);
    },
    async setItem(_key: string, text: string): Promise<void> {
      const client = JSON.parse(text) as PersistedClient;
      for (const { queryKey, state } of client.clientState.queries) {
        await saveSnapshot(store, queryKey, state.data, state.dataUpdatedAt || Date.now());
      }
    },
    removeItem: () => forgetSnapshots(store),
  };
}

/** The dashboard's persister: TanStack Query's async-storage persister, one write a second. */
export const dashboardPersister = (store: KeyValueStore): Persister =>
  createAsyncStoragePersister({ storage: snapshotStorage(store), throttleTime: 1000 });

/** The snapshots the persister holds (not older than SNAPSHOT_MAX_AGE_MS). */
export async function restoreSnapshots(persister: Persister): Promise<Snapshot[]> {
  const client = await persister.restoreClient();
  return (client?.clientState.queries ?? []).map(({ queryKey, state }) => ({
    queryKey,
    data: state.data,
    savedAt: state.dataUpdatedAt,
  }));
}

/**
 * Keeps the answers a visit with no network needs in this browser while the dashboard is
 * open: written at once, then at most once a second as they change. Answers how to stop.
 */
export function persistDashboardQueries(queryClient: QueryClient, persister: Persister) {
  const options: PersistedQueryClientSaveOptions = {
    queryClient,
    persister,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersist },
  };
  void persistQueryClientSave(options).catch(() => {});
  return persistQueryClientSubscribe(options);
}

/** When the cached answer of `queryKey` was last current (the snapshot's time if restored). */
export function dataTime(queryClient: QueryClient, queryKey: QueryKey): number | null {
  return queryClient.getQueryState(queryKey)?.dataUpdatedAt || null;
}
