/**
 * "You're Checked In!": the check mark, the athlete and team, the recorded time (the first
 * arrival: a repeated tap says it was already recorded), and back to the list after
 * 3 seconds or at once.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { CONFIRMATION_REDIRECT_MS } from '#shared/constants.ts';
import { formatTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages/public.ts';
import { Button } from '#web/components/ui/button.tsx';
import { glyphs, Icon } from '#web/components/ui/icon.tsx';
import { fullName } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { useAthlete } from '../api/get-athlete.ts';
import { arrivalOf, readConfirmationState } from '../lib/confirmation.ts';

const t = messages.parent;

/** The list to go back to (this phone's athletes, or the scan's landing), after 3 s. */
export function useBackToList(eventId: string, phone: string): string {
  const [, navigate] = useLocation();
  const athletesPath = phone ? paths.checkIn.athletes.to({ event: eventId, phone }) : null;
  const backPath = athletesPath ?? paths.checkIn.start.to({ event: eventId });
  useEffect(() => {
    if (!eventId) return;
    const timer = setTimeout(() => navigate(backPath, { replace: true }), CONFIRMATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [eventId, backPath, navigate]);
  return backPath;
}

export function CheckedInMark() {
  return (
    <span
      aria-hidden="true"
      className="mb-5 flex size-24 animate-pop-in items-center justify-center rounded-full bg-success text-success-foreground shadow-lg shadow-success/30"
    >
      <Icon icon={glyphs.check} className="size-14" strokeWidth={3} />
    </span>
  );
}

/** Who was checked in, and when. */
export function CheckedInDetails({ eventId, athleteId }: { eventId: string; athleteId: string }) {
  const athlete = useAthlete(athleteId, eventId);
  const [tapped] = useState(() => readConfirmationState(window.history.state));
  const checkedInAt = arrivalOf(tapped, athlete.data);
  return (
    <div className="-mt-2 mb-6 flex min-h-20 flex-col items-center gap-1">
      {athlete.data ? (
        <>
          <p className="text-2xl font-bold break-words">{fullName(athlete.data)}</p>
          {athlete.data.teamName ? (
            <p className="text-base text-muted-foreground">{athlete.data.teamName}</p>
          ) : null}
        </>
      ) : athlete.isError ? (
        <p className="text-sm text-muted-foreground">{t.failedToFetchAthlete}</p>
      ) : (
        <span className="mt-1 h-7 w-48 animate-pulse rounded-lg bg-muted" aria-hidden="true" />
      )}
      {checkedInAt ? (
        <p className="mt-2 inline-flex items-center gap-2 rounded-full bg-success-soft px-4 py-1.5 text-sm font-bold whitespace-nowrap text-success">
          <time dateTime={checkedInAt}>{t.checkedInAt(formatTime(checkedInAt))}</time>
        </p>
      ) : null}
      {tapped?.alreadyCheckedIn ? (
        <p className="mt-1 text-sm text-muted-foreground">{t.alreadyCheckedIn}</p>
      ) : null}
    </div>
  );
}

export function BackToList({ to }: { to: string }) {
  const [, navigate] = useLocation();
  return (
    <>
      <Button size="lg" className="w-full" onClick={() => navigate(to)}>
        {t.checkInAnother}
      </Button>
      <p className="mt-4 text-sm text-muted-foreground" aria-hidden="true">
        {t.redirecting}
      </p>
    </>
  );
}
