/**
 * Opening the dashboard with what this browser kept (decision 022): the snapshots go into the
 * query cache before the page and its sign-in guard ask for anything. The signed-in user
 * is asked of the server first; only when there is no answer at all (no network) does the
 * kept user stand in, so the guard lets the coach see the dashboard as last loaded.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { userQueryOptions } from '#web/features/auth/api/get-user.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import type { KeyValueStore } from './offline-store.ts';
import { readSnapshots, seedQueries } from './query-snapshots.ts';

/** Reading IndexedDB is quick; a browser that hangs on it must not hold the page. */
const READ_TIMEOUT_MS = 1500;

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  JSON.stringify(a) === JSON.stringify(b);

export async function restoreDashboard(
  queryClient: QueryClient,
  store: KeyValueStore,
): Promise<void> {
  // TanStack Query assumes "online" until the browser says otherwise by an event.
  onlineManager.setOnline(navigator.onLine);
  const snapshots = await Promise.race([
    readSnapshots(store).catch(() => []),
    new Promise<[]>((resolve) => setTimeout(() => resolve([]), READ_TIMEOUT_MS)),
  ]);
  seedQueries(queryClient, snapshots, (queryKey) => sameKey(queryKey, queryKeys.authUser));

  if (queryClient.getQueryData(queryKeys.authUser) !== undefined) return;
  try {
    await queryClient.fetchQuery(userQueryOptions());
  } catch (error) {
    if (isApiError(error)) return; // an answer: the guard shows it as before
    const kept = snapshots.find((snapshot) => sameKey(snapshot.queryKey, queryKeys.authUser));
    if (kept?.data) queryClient.setQueryData(queryKeys.authUser, kept.data);
  }
}
