/**
 * GET /api/logout ends the session and answers 302 to the home page. It is a plain link
 * (docs/product.md#api), so the browser follows the redirect and starts afresh with nothing cached.
 * Before it, this device forgets what the coach pages kept for offline use (decision 036).
 */
import type { QueryClient } from '@tanstack/react-query';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { User } from '#shared/schemas.ts';
import {
  forgetOfflineData,
  stopSnapshots,
  takeOfflineKey,
} from '#web/features/dashboard/api/offline-data.ts';

export const LOGOUT_URL = apiPath(endpoints.logout);

/**
 * Logs out: the coach's offline snapshots and cached answers go, their unsent changes are
 * sealed under their key (asked for first, as the session still stands), then the browser
 * follows the link.
 */
export async function logOut(queryClient: QueryClient, user: Pick<User, 'id'> | null) {
  stopSnapshots();
  if (user) await takeOfflineKey(user).catch(() => 0);
  await forgetOfflineData(queryClient);
  window.location.assign(LOGOUT_URL);
}
