/**
 * The season's one QR code, /check-in?series=ID (decision 040): on to the practice open
 * now; before it opens, the next practice and when its check-in opens (the page goes on by
 * itself, features/parent-athletes/use-series-screen.ts); after the last, the season is over.
 */
import { messages } from '#shared/messages/public.ts';
import { CheckInLayout } from '#web/app/layouts/check-in-layout.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { opensText } from '#web/features/parent-athletes/series.ts';
import { useSeriesScreen } from '#web/features/parent-athletes/use-series-screen.ts';
import { CenteredSpinner, StepHeading } from './shared-ui.tsx';

const t = messages.parent;

export function SeriesLanding({ seriesId }: { seriesId: string }) {
  const { screen, isWaiting, isUnknown, upcoming } = useSeriesScreen(seriesId);
  const data = screen.data;
  return (
    <CheckInLayout eventId={upcoming?.id ?? null}>
      {isWaiting ? (
        <CenteredSpinner label={t.seasonLoading} />
      ) : screen.isError ? (
        <div className="flex flex-col items-center gap-4 text-center">
          <StepHeading title={isUnknown ? t.eventNotFound : t.seasonOpensTitle}>
            {isUnknown ? t.noEventText : null}
          </StepHeading>
          {isUnknown ? null : (
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
            {data?.state === 'upcoming' && data.opensAt
              ? opensText(data.opensAt)
              : t.seasonOpensByCoach}
          </p>
          {data?.state === 'upcoming' && data.opensAt ? (
            <p className="mt-3 text-sm text-muted-foreground">{t.seasonOpensByItself}</p>
          ) : null}
        </div>
      ) : null}
    </CheckInLayout>
  );
}
