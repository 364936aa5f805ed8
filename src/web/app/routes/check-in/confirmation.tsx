/**
 * /check-in/confirmation?event=&athlete=&phone=: "You're Checked In!" with the athlete,
 * team and the recorded time (the first arrival: a repeated tap says it was already
 * recorded); back to the athlete list after 3 seconds.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { CONFIRMATION_REDIRECT_MS } from '#shared/constants.ts';
import { formatTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages/public.ts';
import { CheckInLayout } from '#web/app/layouts/check-in-layout.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useAthlete } from '#web/features/parent-athletes/api/get-athlete.ts';
import { PickupCodes } from '#web/features/pickup-codes/components/pickup-codes.tsx';
import { fullName } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { useCheckInParams } from './check-in-params.ts';
import { NoEventMessage, StepHeading } from './shared-ui.tsx';

const t = messages.parent;

/** What the tap's answer tells this page, carried in the history entry. */
export type ConfirmationState = { checkedInAt: string; alreadyCheckedIn: boolean };

function readConfirmationState(): ConfirmationState | null {
  const state: unknown = window.history.state;
  if (!state || typeof state !== 'object') return null;
  const { checkedInAt, alreadyCheckedIn } = state as Partial<ConfirmationState>;
  if (typeof checkedInAt !== 'string') return null;
  return { checkedInAt, alreadyCheckedIn: alreadyCheckedIn === true };
}

export function ConfirmationRoute() {
  const { eventId, athleteId, phone } = useCheckInParams();
  const [, navigate] = useLocation();
  const athlete = useAthlete(athleteId, eventId);
  const [tapped] = useState(readConfirmationState);
  // The recorded arrival: from the tap's answer, else (linked and checked in, or a reload)
  // from the athlete's check-in at this event.
  const checkedInAt = tapped?.checkedInAt ?? athlete.data?.checkIn?.timestamp ?? null;
  const athletesPath = phone ? paths.checkIn.athletes.to({ event: eventId, phone }) : null;
  const backPath = athletesPath ?? paths.checkIn.start.to({ event: eventId });

  useEffect(() => {
    if (!eventId) return;
    const timer = setTimeout(() => navigate(backPath, { replace: true }), CONFIRMATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [eventId, backPath, navigate]);

  if (!eventId) {
    return (
      <CheckInLayout>
        <NoEventMessage />
      </CheckInLayout>
    );
  }

  return (
    <CheckInLayout eventId={eventId}>
      <div className="flex flex-col items-center text-center">
        <span
          aria-hidden="true"
          className="mb-5 flex size-24 animate-pop-in items-center justify-center rounded-full bg-success text-success-foreground shadow-lg shadow-success/30"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-14"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 12.5 10 17l9-10" />
          </svg>
        </span>
        <StepHeading title={t.confirmationTitle} />
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
        <PickupCodes eventId={eventId} athleteId={athleteId} />
        <Button size="lg" className="w-full" onClick={() => navigate(backPath)}>
          {t.checkInAnother}
        </Button>
        <p className="mt-4 text-sm text-muted-foreground" aria-hidden="true">
          {t.redirecting}
        </p>
      </div>
    </CheckInLayout>
  );
}
