/**
 * What the coach pages kept on this device for offline use, for the pages outside the
 * dashboard (decision 036): the sign-in guard, Log Out and sign-in forget it, and Log Out
 * first asks whether the coach has changes waiting.
 */
import type { QueryClient } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { OfflineKey, User } from '#shared/schemas.ts';
import { queuedReleases } from '#web/features/pickup/offline.ts';
import { api } from '#web/lib/api-client.ts';
import { coachStore } from '#web/lib/offline-queue.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import {
  forgetCoachData,
  importOfflineKey,
  keepOfflineKey,
  keptOwner,
  unsealActions,
  waitingActionCount,
} from '../lib/offline-owner.ts';
import { mayShowKept } from '../lib/restore-dashboard.ts';

/**
 * GET /api/auth/offline-key: keeps the signed-in coach's key on this device and opens the
 * changes sealed at an earlier sign-out here (they are then sent as usual). Answers how many
 * were opened.
 */
export async function takeOfflineKey(user: Pick<User, 'id'>): Promise<number> {
  const { userId, key } = await api.get<OfflineKey>(apiPath(endpoints.offlineKey));
  if (userId !== user.id) return 0;
  const entry = { userId, key: await importOfflineKey(key) };
  await keepOfflineKey(coachStore, entry);
  return unsealActions(coachStore, entry);
}

/**
 * Forgets the snapshots, seals the queued changes (pickup releases too) and drops the key; with `queryClient`,
 * its cached answers go too (all but who is signed in). Never fails.
 */
export async function forgetOfflineData(queryClient?: QueryClient): Promise<void> {
  queryClient?.removeQueries({
    predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(queryKeys.authUser),
  });
  await forgetCoachData(coachStore).catch(() => {});
}

/** Forgets what was kept unless it is `user`'s own (another user, nobody, or no longer staff). */
export async function forgetUnlessOwner(user: User | null): Promise<void> {
  const owner = await keptOwner(coachStore).catch(() => null);
  if (!mayShowKept(owner, user)) await forgetOfflineData();
}

/** For Log Out: no snapshot is written by this page any more (it is about to leave). */
export { stopSnapshots } from '../lib/query-snapshots.ts';

/**
 * How many check-ins, undos and pickup releases `userId` made offline that have not reached
 * the server.
 */
export async function waitingChanges(userId: string): Promise<number> {
  const queued = await queuedReleases().catch(() => []);
  const releases = queued.filter((entry) => entry.userId === userId).length;
  return (await waitingActionCount(coachStore, userId).catch(() => 0)) + releases;
}
