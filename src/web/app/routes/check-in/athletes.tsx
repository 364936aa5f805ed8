/**
 * /check-in/athletes?event=&phone=: the athletes linked to this phone. One tap on a
 * card checks that athlete in.
 */
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { messages } from '#shared/messages/public.ts';
import type { ParentAthlete } from '#shared/schemas.ts';
import { CheckInLayout } from '#web/app/layouts/check-in-layout.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { usePublicEvent } from '#web/features/events/api/get-public-event.ts';
import { clearAskTexts, shouldAskTexts } from '#web/features/guardian-texts/ask-after-verify.ts';
import {
  forgetDevice,
  rememberAthletes,
  rememberedAthletes,
} from '#web/features/offline-check-in/device-memory.ts';
import { OfflineStatus } from '#web/features/offline-check-in/offline-status.tsx';
import type { TapOutcome } from '#web/features/offline-check-in/queue.ts';
import { useOfflineTaps } from '#web/features/offline-check-in/use-offline-taps.ts';
import { useCheckInAthlete } from '#web/features/parent-athletes/api/check-in-athlete.ts';
import { useParentAthletes } from '#web/features/parent-athletes/api/get-parent-athletes.ts';
import {
  AthleteCard,
  AthleteCardSkeleton,
} from '#web/features/parent-athletes/components/athlete-card.tsx';
import { CheckInAll } from '#web/features/parent-athletes/components/check-in-all.tsx';
import { useDeleteParentSession } from '#web/features/parent-session/api/delete-parent-session.ts';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { displayPhone } from '#web/lib/phone.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import type { ConfirmationState } from './confirmation.tsx';
import { StepHeading } from './shared-ui.tsx';
import { needsVerification, WithEventAndPhone } from './with-event-and-phone.tsx';

const t = messages.parent;
/** The arrival-texts offer after verifying (decision 046): its own chunk, loaded only then. */
const TextsOffer = lazy(() =>
  import('#web/features/guardian-texts/components/texts-offer.tsx').catch(() => ({
    // Not loadable (no signal, a newer release): no offer; the Texts screen stays a tap away.
    default: () => null,
  })),
);

export function AthletesRoute() {
  return (
    <WithEventAndPhone>
      {({ eventId, phone }) => <AthleteList eventId={eventId} phone={phone} />}
    </WithEventAndPhone>
  );
}

function AthleteList({ eventId, phone }: { eventId: string; phone: string }) {
  const [, navigate] = useLocation();
  const athletes = useParentAthletes({ eventId, phone });
  const event = usePublicEvent(eventId);
  const checkIn = useCheckInAthlete();
  const forgetPhone = useDeleteParentSession();
  const [busyAthleteId, setBusyAthleteId] = useState<string | null>(null);
  const [isCheckingInAll, setCheckingInAll] = useState(false);
  const [sentSummary, setSentSummary] = useState<string | null>(null);
  const [isAskingTexts, setAskingTexts] = useState(() => shouldAskTexts(phone));
  const mustVerify = needsVerification(athletes.error);
  const queryClient = useQueryClient();

  // Remembered on this phone, for a visit with no signal (decision 022).
  useEffect(() => {
    if (athletes.data) rememberAthletes(phone, eventId, athletes.data);
  }, [athletes.data, phone, eventId]);
  // No signal (no answer at all, not an HTTP error): the athletes last seen on this phone.
  const remembered =
    athletes.isError && !isApiError(athletes.error) ? rememberedAthletes(eventId, phone) : null;

  const showConfirmation = (
    athlete: ParentAthlete,
    checkIn: NonNullable<ParentAthlete['checkIn']>,
    alreadyCheckedIn = false,
  ) => {
    // The confirmation shows the name at once instead of asking for it again, and the
    // recorded arrival (a repeated tap's is the first one).
    queryClient.setQueryData(queryKeys.athlete(athlete.id, eventId), { ...athlete, checkIn });
    const state: ConfirmationState = { checkedInAt: checkIn.timestamp, alreadyCheckedIn };
    navigate(paths.checkIn.confirmation.to({ event: eventId, athlete: athlete.id, phone }), {
      state,
    });
  };
  const offline = useOfflineTaps({
    eventId,
    phone,
    onRecorded: (outcomes: TapOutcome[]) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.parentAthletesAll });
      const known = athletes.data ?? remembered ?? [];
      const [only] = outcomes;
      // One tap sent: its confirmation, as if it had gone at once.
      if (outcomes.length === 1 && only?.checkIn) {
        const athlete = known.find((a) => a.id === only.tap.athleteId);
        if (athlete) showConfirmation(athlete, only.checkIn);
        return;
      }
      // Several (a "Check in all" kept offline): who was checked in, on the list.
      const names = outcomes.map((outcome) => outcome.tap.athleteName).join(', ');
      setSentSummary(messages.checkInAll.checkedIn(names));
    },
  });

  useEffect(() => {
    if (mustVerify) navigate(paths.checkIn.phone.to({ event: eventId }), { replace: true });
  }, [mustVerify, eventId, navigate]);

  function onCheckInError(error: unknown) {
    if (needsVerification(error)) {
      navigate(paths.checkIn.phone.to({ event: eventId }), { replace: true });
      return;
    }
    toast({
      title: t.checkInErrorTitle,
      description: errorMessage(error, t.checkInFailed),
      variant: 'destructive',
    });
  }

  async function onSelect(athlete: ParentAthlete) {
    if (busyAthleteId || isCheckingInAll) return;
    if (!navigator.onLine) {
      await offline.queue([athlete]);
      return;
    }
    setBusyAthleteId(athlete.id);
    try {
      const result = await checkIn.mutateAsync({
        athleteId: athlete.id,
        eventId,
        phoneNumber: phone,
        source: 'qr',
      });
      showConfirmation(athlete, result.checkIn, result.alreadyCheckedIn);
    } catch (error) {
      setBusyAthleteId(null);
      if (!isApiError(error)) {
        // The request never got an answer: keep the tap on this phone and send it later.
        await offline.queue([athlete]);
        return;
      }
      // Closed since the list was shown: show the closed state rather than an error.
      if (isApiError(error, 409)) void event.refetch();
      onCheckInError(error);
    }
  }

  async function onUseDifferentPhone() {
    forgetDevice();
    try {
      await forgetPhone.mutateAsync();
    } finally {
      navigate(paths.checkIn.phone.to({ event: eventId }));
    }
  }

  const linkTo = paths.checkIn.link.to({ event: eventId, phone });
  const list = athletes.data ?? remembered ?? [];
  // A closed event shows that state, not cards and links that cannot check anyone in.
  const isClosed = event.data?.active === false;

  return (
    <CheckInLayout eventId={eventId}>
      <StepHeading title={t.selectTitle}>
        {list.length > 0 && !isClosed ? t.selectText : null}
      </StepHeading>

      <OfflineStatus
        isOnline={offline.isOnline}
        isShowingRemembered={remembered !== null}
        pending={offline.pending}
        refused={offline.refused}
        sentSummary={sentSummary}
      />

      {isClosed ? (
        <div className="flex flex-col items-center gap-4 text-center">
          <p className="w-full rounded-xl border border-destructive/40 bg-destructive-soft px-4 py-3 text-sm font-semibold">
            {t.eventClosed}
          </p>
          {event.data?.seriesId ? (
            // An occurrence of a series: on to the practice open now, or when the next opens.
            <Button
              onClick={() =>
                navigate(paths.checkIn.start.to({ series: event.data?.seriesId ?? '' }))
              }
            >
              {t.seasonSeeNext}
            </Button>
          ) : null}
          <Button
            variant="outline"
            onClick={() => void event.refetch()}
            disabled={event.isFetching}
          >
            {messages.common.tryAgain}
          </Button>
        </div>
      ) : athletes.isPending || mustVerify ? (
        <div className="flex flex-col gap-3" role="status" aria-label={messages.common.loading}>
          <AthleteCardSkeleton />
          <AthleteCardSkeleton />
        </div>
      ) : athletes.isError && !remembered ? (
        <div className="flex flex-col items-center gap-4 py-4 text-center">
          <p role="alert" className="font-semibold text-destructive">
            {t.failedToFetchAthletes}
          </p>
          <Button variant="outline" onClick={() => void athletes.refetch()}>
            {messages.common.tryAgain}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-5 py-2 text-center">
          <span
            aria-hidden="true"
            className="flex size-16 items-center justify-center rounded-full bg-secondary text-3xl"
          >
            <PersonPlusIcon />
          </span>
          <p className="text-lg font-semibold">{t.noAthletes}</p>
          <Button size="lg" className="w-full" onClick={() => navigate(linkTo)}>
            {t.linkYourAthlete}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-5">
          {list.length > 1 ? (
            <CheckInAll
              athletes={list}
              eventId={eventId}
              phone={phone}
              isDisabled={busyAthleteId !== null}
              onBusyChange={setCheckingInAll}
              onError={onCheckInError}
              onOffline={offline.queue}
            />
          ) : null}
          <ul className="flex flex-col gap-3">
            {list.map((athlete) => (
              <li key={athlete.id}>
                <AthleteCard
                  athlete={athlete}
                  waitingSince={
                    offline.pending.find(
                      (tap) => tap.athleteId === athlete.id && tap.eventId === eventId,
                    )?.tappedAt ?? null
                  }
                  onSelect={onSelect}
                  isBusy={busyAthleteId === athlete.id}
                  isDisabled={busyAthleteId !== null || isCheckingInAll}
                />
              </li>
            ))}
          </ul>
          <Button variant="outline" size="lg" onClick={() => navigate(linkTo)}>
            <PlusIcon />
            {t.addAnotherAthlete}
          </Button>
        </div>
      )}

      {isAskingTexts && list.length > 0 && !isClosed ? (
        <Suspense fallback={null}>
          <TextsOffer
            onDone={() => {
              clearAskTexts();
              setAskingTexts(false);
            }}
          />
        </Suspense>
      ) : null}

      <div className="mt-6 flex flex-col items-center gap-1 border-t border-border pt-4 text-center text-sm text-muted-foreground">
        <Button
          variant="link"
          size="sm"
          onClick={() => navigate(paths.checkIn.texts.to({ event: eventId, phone }))}
        >
          {messages.texts.openTexts}
        </Button>
        <p>{t.checkingInAs(displayPhone(phone))}</p>
        <Button
          variant="link"
          size="sm"
          onClick={() => void onUseDifferentPhone()}
          disabled={forgetPhone.isPending}
        >
          {t.notYou}
        </Button>
        <a
          className="font-semibold text-primary underline-offset-4 hover:underline dark:text-volt"
          href={paths.checkIn.myData.to({ event: eventId })}
        >
          {t.yourData}
        </a>
      </div>
    </CheckInLayout>
  );
}

function PlusIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

function PersonPlusIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-8 text-secondary-foreground"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M19 8v6M16 11h6" />
    </svg>
  );
}
