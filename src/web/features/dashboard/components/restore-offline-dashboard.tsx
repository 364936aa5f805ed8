import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { browserStore } from '../lib/offline-store.ts';
import { restoreDashboard } from '../lib/restore-dashboard.ts';

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
    void restoreDashboard(queryClient, browserStore).finally(() => {
      if (isCurrent) setRestored(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [queryClient]);
  return isRestored ? children : fallback;
}
