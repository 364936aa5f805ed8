/**
 * Opening the dashboard with what this browser kept (decision 022): the snapshots go into the
 * query cache before the page and its sign-in guard ask for anything. The signed-in user
 * is asked of the server first. When it names someone other than the snapshots' coach, or
 * nobody, what was kept is forgotten instead (decision 036); when it names the coach, their
 * offline key is taken and any changes sealed at a sign-out here are opened again. Only
 * when there is no answer at all (no network) does the kept user stand in, so the guard
 * lets the coach see the dashboard as last loaded (for SNAPSHOT_MAX_AGE_MS at most).
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { User } from '#shared/schemas.ts';
import { userQueryOptions } from '#web/features/auth/api/get-user.ts';
import { isApiError } from '#web/lib/api-client.ts';
import type { KeyValueStore } from '#web/lib/offline-queue.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { forgetCoachData, keptOwner } from './offline-owner.ts';
import {
  dashboardPersister,
  restoreSnapshots,
  type Snapshot,
  seedQueries,
} from './query-snapshots.ts';

/** Reading IndexedDB is quick; a browser that hangs on it must not hold the page. */
const READ_TIMEOUT_MS = 1500;

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  JSON.stringify(a) === JSON.stringify(b);

const isStaff = (user: User | null | undefined): user is User =>
  user?.role === 'coach' || user?.role === 'admin';

/**
 * Whether data kept for `owner` may be shown to the user the server names: only to that
 * same user, still staff.
 */
export const mayShowKept = (ownerId: string | null, user: User | null) =>
  ownerId === null || (isStaff(user) && user.id === ownerId);

export async function restoreDashboard(
  queryClient: QueryClient,
  store: KeyValueStore,
  onSignedIn: (user: User) => Promise<unknown> = async () => {},
): Promise<void> {
  // TanStack Query assumes "online" until the browser says otherwise by an event.
  onlineManager.setOnline(navigator.onLine);
  const snapshots = await Promise.race([
    restoreSnapshots(dashboardPersister(store)).catch((): Snapshot[] => []),
    new Promise<Snapshot[]>((resolve) => setTimeout(() => resolve([]), READ_TIMEOUT_MS)),
  ]);
  const kept = snapshots.find((snapshot) => sameKey(snapshot.queryKey, queryKeys.authUser));
  const keptUser = (kept?.data as User | null | undefined) ?? null;

  let user = queryClient.getQueryData<User | null>(queryKeys.authUser);
  if (user === undefined) {
    try {
      user = await queryClient.fetchQuery(userQueryOptions());
    } catch (error) {
      if (isApiError(error)) return; // an answer, but not who: the guard shows it as before
      // No answer at all: the coach of the snapshots stands in.
      seedQueries(queryClient, snapshots, (queryKey) => sameKey(queryKey, queryKeys.authUser));
      if (keptUser) queryClient.setQueryData(queryKeys.authUser, keptUser);
      return;
    }
  }
  if (mayShowKept(await keptOwner(store).catch(() => keptUser?.id ?? null), user)) {
    seedQueries(queryClient, snapshots, (queryKey) => sameKey(queryKey, queryKeys.authUser));
  } else {
    await forgetCoachData(store).catch(() => {});
  }
  if (isStaff(user)) await onSignedIn(user);
}
