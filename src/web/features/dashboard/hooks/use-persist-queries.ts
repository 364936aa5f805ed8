import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { coachStore } from '#web/lib/offline-queue.ts';
import { dashboardPersister, persistDashboardQueries } from '../lib/query-snapshots.ts';

/**
 * While the dashboard is open, TanStack Query's persist-client keeps in this browser the
 * answers a visit with no network needs (decisions 022, 053): who is signed in, the events,
 * and the roster and check-ins of the last events shown.
 */
export function usePersistDashboardQueries(): void {
  const queryClient = useQueryClient();
  useEffect(
    () => persistDashboardQueries(queryClient, dashboardPersister(coachStore)),
    [queryClient],
  );
}
