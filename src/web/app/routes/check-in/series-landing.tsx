/**
 * The season's one QR code, /check-in?series=ID (decision 040). The occurrence open now:
 * on to its check-in, as if its own code had been scanned. Before it opens: the next
 * practice and when its check-in opens; left open, the page asks again at that moment and
 * goes on by itself (and every half minute when only the coach's switch opens it). After
 * the last practice: the season is over.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { formatTime, formatWeekdayDateTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages/public.ts';
import { CheckInLayout } from '#web/app/layouts/check-in-layout.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { getSeriesScreen } from '#web/features/parent-athletes/api/get-series-screen.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { CenteredSpinner, StepHeading } from './shared-ui.tsx';

const t = messages.parent;
/** How often the page asks again while only the coach's switch can open check-in. */
const BY_COACH_POLL_MS = 30_000;
/** A moment after the opening, so the schedule has switched check-in on. */
const AFTER_OPENING_MS = 1_500;
/** setTimeout's longest delay (about 24.8 days): a longer wait is taken in steps. */
const MAX_TIMER_MS = 2_147_483_647;

/** "today at 6:50 PM" on the day itself (this phone's), else the weekday, date and time. */
function opensText(opensAt: string): string {
  const at = new Date(opensAt);
  return at.toDateString() === new Date().toDateString()
    ? t.seasonOpensToday(formatTime(at))
    : t.seasonOpensAt(formatWeekdayDateTime(at));
}

export function SeriesLanding({ seriesId }: { seriesId: string }) {
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
    const elapsed = Date.now() - dataUpdatedAt;
    const wait = Date.parse(opensAt) - Date.parse(serverNow) - elapsed + AFTER_OPENING_MS;
    const timer = setTimeout(() => void refetch(), Math.min(Math.max(wait, 0), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [opensAt, serverNow, dataUpdatedAt, refetch]);

  const upcoming = data?.state === 'upcoming' ? data.event : null;
  return (
    <CheckInLayout eventId={upcoming?.id ?? null}>
      {screen.isPending || openEventId ? (
        <CenteredSpinner label={t.seasonLoading} />
      ) : screen.isError ? (
        <div className="flex flex-col items-center gap-4 text-center">
          <StepHeading title={isApiError(screen.error, 404) ? t.eventNotFound : t.seasonOpensTitle}>
            {isApiError(screen.error, 404) ? t.noEventText : null}
          </StepHeading>
          {isApiError(screen.error, 404) ? null : (
            <Button variant="outline" onClick={() => void screen.refetch()}>
              {messages.common.tryAgain}
            </Button>
          )}
        </div>
      ) : data?.state === 'over' ? (
        <div data-testid="season-over" className="flex flex-col gap-2 text-center">
          <StepHeading title={t.seasonOverTitle}>{t.seasonOverText(data.series.name)}</StepHeading>
        </div>
      ) : upcoming ? (
        <div data-testid="season-upcoming" className="flex flex-col">
          <StepHeading title={t.seasonOpensTitle} />
          <p className="rounded-xl bg-secondary px-4 py-3 text-lg font-bold text-secondary-foreground">
            {data?.opensAt ? opensText(data.opensAt) : t.seasonOpensByCoach}
          </p>
          {data?.opensAt ? (
            <p className="mt-3 text-sm text-muted-foreground">{t.seasonOpensByItself}</p>
          ) : null}
        </div>
      ) : null}
    </CheckInLayout>
  );
}
