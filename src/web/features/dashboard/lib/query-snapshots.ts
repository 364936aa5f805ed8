/**
 * Snapshots of the dashboard's query answers (decision 022): written as they change, read
 * back into the query cache when the dashboard opens, so a reload or a new tab with no
 * network shows the roster and check-ins last seen. The server's answer replaces them
 * as soon as there is one.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { KeyValueStore } from '#web/lib/offline-queue.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

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
  queryKeys.eventRoster(eventId),
  queryKeys.checkIns(eventId),
];

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
 * dashboard's queries still ask the server when they mount. The signed-in user is left
 * to `restoreUser`: it is used only when the server cannot be reached.
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

/** When the cached answer of `queryKey` was last current (the snapshot's time if restored). */
export function dataTime(queryClient: QueryClient, queryKey: QueryKey): number | null {
  return queryClient.getQueryState(queryKey)?.dataUpdatedAt || null;
}
