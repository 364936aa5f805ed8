import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import type { User } from '#shared/schemas.ts';
import { coachStore } from '#web/lib/offline-queue.ts';
import { takeOfflineKey } from '../api/offline-data.ts';
import { restoreDashboard } from '../lib/restore-dashboard.ts';

/** The key is one quick request; a slow one must not hold the dashboard. */
const KEY_TIMEOUT_MS = 1500;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Wraps the dashboard route, outside its sign-in guard (decision 022): puts what this browser
 * kept into the query cache first, so a reload or a new tab with no network opens the
 * dashboard as last loaded. `fallback` shows meanwhile (a few milliseconds online).
 */
export function RestoreOfflineDashboard({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [isRestored, setRestored] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    // The coach's key comes first: changes sealed at a sign-out here are opened, then sent.
    const takeKey = (user: User) =>
      Promise.race([takeOfflineKey(user).catch(() => 0), delay(KEY_TIMEOUT_MS)]);
    void restoreDashboard(queryClient, coachStore, takeKey).finally(() => {
      if (isCurrent) setRestored(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [queryClient]);
  return isRestored ? children : fallback;
}
