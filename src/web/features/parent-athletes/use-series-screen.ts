/**
 * The season's one QR code, /check-in?series=ID (decision 040). The occurrence open now:
 * on to its check-in, as if its own code had been scanned. Before it opens: the next
 * practice and when its check-in opens; left open, the page asks again at that moment and
 * goes on by itself (and every half minute when only the coach's switch opens it).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { hasErrorCode } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { getSeriesScreen } from './api/get-series-screen.ts';
import { BY_COACH_POLL_MS, reopenDelay } from './lib/series.ts';

export function useSeriesScreen(seriesId: string) {
  const [, navigate] = useLocation();
  const screen = useQuery({
    queryKey: queryKeys.seriesScreen(seriesId),
    queryFn: () => getSeriesScreen(seriesId),
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) =>
      query.state.data?.state === 'upcoming' && !query.state.data.opensAt
        ? BY_COACH_POLL_MS
        : false,
  });
  const data = screen.data;
  const openEventId = data?.state === 'open' ? data.event?.id : undefined;

  useEffect(() => {
    if (openEventId) navigate(paths.checkIn.start.to({ event: openEventId }), { replace: true });
  }, [openEventId, navigate]);

  // The page opens itself when check-in opens: one timer to the opening, by the server's clock.
  const opensAt = data?.state === 'upcoming' ? data.opensAt : null;
  const serverNow = data?.now;
  const { dataUpdatedAt, refetch } = screen;
  useEffect(() => {
    if (!opensAt || !serverNow) return;
    const wait = reopenDelay(opensAt, serverNow, Date.now() - dataUpdatedAt);
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [opensAt, serverNow, dataUpdatedAt, refetch]);

  return {
    screen,
    /** Still asking, or on the way to the open practice. */
    isWaiting: screen.isPending || Boolean(openEventId),
    /** No such season (nor event): nothing to try again. */
    isUnknown: hasErrorCode(screen.error, 'EVENT_NOT_FOUND', 'NOT_FOUND'),
    upcoming: data?.state === 'upcoming' ? data.event : null,
  };
}
