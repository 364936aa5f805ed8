/**
 * A parent's tap on an athlete (decisions 022, 054): sent now, or kept on this phone when
 * there is no signal (and sent later), then confirmed: "You're Checked In!" with the time
 * the server recorded. One request on the way: the tap's own.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { messages } from '#shared/messages/public.ts';
import type { ParentAthlete } from '#shared/schemas.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { useOfflineTaps } from '#web/features/offline-check-in/use-offline-taps.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useCheckInAthlete } from './api/check-in-athlete.ts';
import type { ConfirmationState } from './lib/confirmation.ts';
import { afterRecorded, tapFailure, waitingSince } from './lib/parent-tap.ts';

type CheckIn = NonNullable<ParentAthlete['checkIn']>;

export function useParentTap({
  eventId,
  phone,
  athletes,
  onClosed,
}: {
  eventId: string;
  phone: string;
  /** The athletes on the list, to confirm a tap sent later by name. */
  athletes: readonly ParentAthlete[];
  /** The event closed since the list was shown: ask for its state again. */
  onClosed: () => void;
}) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const checkIn = useCheckInAthlete();
  const [busyAthleteId, setBusyAthleteId] = useState<string | null>(null);
  const [isCheckingInAll, setCheckingInAll] = useState(false);
  const [sentSummary, setSentSummary] = useState<string | null>(null);

  function confirm(athlete: ParentAthlete, recorded: CheckIn, alreadyCheckedIn = false) {
    // The confirmation shows the name at once instead of asking for it again, and the
    // recorded arrival (a repeated tap's is the first one).
    queryClient.setQueryData(queryKeys.athlete(athlete.id, eventId), {
      ...athlete,
      checkIn: recorded,
    });
    const state: ConfirmationState = { checkedInAt: recorded.timestamp, alreadyCheckedIn };
    navigate(paths.checkIn.confirmation.to({ event: eventId, athlete: athlete.id, phone }), {
      state,
    });
  }

  const offline = useOfflineTaps({
    eventId,
    phone,
    onRecorded: (outcomes) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.parentAthletesAll });
      const next = afterRecorded(outcomes, athletes);
      if (!next) return;
      if ('confirm' in next) confirm(next.confirm.athlete, next.confirm.checkIn);
      else setSentSummary(next.summary);
    },
  });

  /** A tap (or "Check in all") the server answered with a refusal. */
  function onError(error: unknown) {
    const failure = tapFailure(error);
    if (failure === 'verify') {
      navigate(paths.checkIn.phone.to({ event: eventId }), { replace: true });
      return;
    }
    // Closed since the list was shown: show the closed state, and say so.
    if (failure === 'closed') onClosed();
    toast({
      title: messages.parent.checkInErrorTitle,
      description: errorMessage(error, messages.parent.checkInFailed),
      variant: 'destructive',
    });
  }

  async function tap(athlete: ParentAthlete) {
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
      confirm(athlete, result.checkIn, result.alreadyCheckedIn);
    } catch (error) {
      setBusyAthleteId(null);
      // The request never got an answer: keep the tap on this phone and send it later.
      if (tapFailure(error) === 'keep') await offline.queue([athlete]);
      else onError(error);
    }
  }

  return {
    tap,
    onError,
    /** Keeps taps made with no signal (one athlete, or each of a "Check in all"). */
    queue: offline.queue,
    busyAthleteId,
    isCheckingInAll,
    setCheckingInAll,
    isOnline: offline.isOnline,
    pending: offline.pending,
    refused: offline.refused,
    sentSummary,
    waitingSince: (athleteId: string) => waitingSince(offline.pending, athleteId, eventId),
  };
}

export type ParentTap = ReturnType<typeof useParentTap>;
