/**
 * The athletes linked to this phone at an event, as the list shows them (decision 022):
 * the server's answer, what this phone remembered while it comes (decision 054), or with no
 * signal at all the athletes last seen here; and whether the event is closed. A device that
 * has not verified this phone goes to the phone step.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { usePublicEvent } from '#web/features/events/api/get-public-event.ts';
import {
  rememberAthletes,
  rememberedAthletes,
} from '#web/features/offline-check-in/device-memory.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { parentAthletesQueryOptions } from './api/get-parent-athletes.ts';
import { needsVerification } from './needs-verification.ts';
import { askForAthletes, rememberedWhileAsking } from './returning-parent.ts';

export function useAthleteList({ eventId, phone }: { eventId: string; phone: string }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const input = { eventId, phone };
  const athletes = useQuery({
    ...parentAthletesQueryOptions(input),
    queryFn: () => askForAthletes(queryClient, input),
    placeholderData: () => rememberedWhileAsking(eventId, phone),
  });
  const event = usePublicEvent(eventId);
  const mustVerify = needsVerification(athletes.error);

  // Remembered on this phone, for a visit with no signal (decision 022).
  const answered = athletes.isPlaceholderData ? undefined : athletes.data;
  useEffect(() => {
    if (answered) rememberAthletes(phone, eventId, answered);
  }, [answered, phone, eventId]);
  useEffect(() => {
    if (mustVerify) navigate(paths.checkIn.phone.to({ event: eventId }), { replace: true });
  }, [mustVerify, eventId, navigate]);

  // No signal (no answer at all, not an HTTP error): the athletes last seen on this phone.
  const remembered =
    athletes.isError && !isApiError(athletes.error) ? rememberedAthletes(eventId, phone) : null;
  const list = athletes.data ?? remembered ?? [];
  // A closed event shows that state, not cards and links that cannot check anyone in.
  const isClosed = event.data?.active === false;

  return {
    athletes: list,
    event,
    isClosed,
    /** Whether the list offers taps (the heading's hint, the texts offer). */
    canCheckIn: list.length > 0 && !isClosed,
    isPending: athletes.isPending,
    isError: athletes.isError,
    mustVerify,
    isShowingRemembered: remembered !== null,
    refetch: () => void athletes.refetch(),
  };
}

export type AthleteListData = ReturnType<typeof useAthleteList>;
