/**
 * The QR landing of one event, while it asks: a device that has already verified a phone
 * goes straight to its athletes (the one-tap promise); any other goes to the phone step.
 * One request answers both the question and the list (decision 022); with no signal, the
 * phone this device verified, as remembered here, still opens its athletes.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { messages } from '#shared/messages/public.ts';
import { LogoMark } from '#web/components/brand/logo.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { readMemory, rememberedEvent } from '#web/features/offline-check-in/device-memory.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/hooks.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { getCheckInScreen, seedCheckInScreen } from '../api/get-check-in-screen.ts';
import { destination } from '../lib/returning.ts';

export function EventLanding({ eventId }: { eventId: string }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const screen = useQuery({
    queryKey: queryKeys.checkInScreen(eventId),
    queryFn: async () => {
      const answer = await getCheckInScreen(eventId);
      seedCheckInScreen(queryClient, answer);
      // On at once, from the answer itself: not one more render of this screen and an
      // effect after its paint (most of a second on a slow phone, decision 022).
      const closedOf = answer.event.active ? null : answer.event.seriesId;
      navigate(destination(eventId, answer.phoneNumber, closedOf), { replace: true });
      return answer;
    },
    enabled: Boolean(eventId),
    // Asked afresh on every scan.
    staleTime: 0,
    gcTime: 0,
  });
  useDocumentTitle(eventId ? messages.qrLanding.processing : messages.parent.noEventTitle);

  // No answer at all (no signal, not an HTTP error): the phone remembered on this device.
  const offlinePhone =
    screen.isError && !isApiError(screen.error) ? (readMemory()?.phoneNumber ?? null) : null;
  const sessionPhone = screen.data?.phoneNumber ?? offlinePhone;
  const isSettled = screen.isSuccess || screen.isError;
  const closedOf = screen.data && !screen.data.event.active ? screen.data.event.seriesId : null;

  useEffect(() => {
    if (!eventId || !isSettled) return;
    // Offline, the event as this phone last saw it heads the list.
    const lastSeen = offlinePhone ? rememberedEvent(eventId) : null;
    if (lastSeen) queryClient.setQueryData(queryKeys.publicEvent(eventId), lastSeen);
    navigate(destination(eventId, sessionPhone, closedOf), { replace: true });
  }, [eventId, isSettled, sessionPhone, offlinePhone, closedOf, queryClient, navigate]);

  return (
    <main
      id="main"
      tabIndex={-1}
      className="bg-brand-gradient flex min-h-dvh flex-col items-center justify-center gap-8 px-6 py-12 text-center text-white outline-none"
    >
      <div className="relative">
        <span
          className="absolute inset-0 animate-tap-pulse rounded-[24%] border-4 border-volt/70"
          aria-hidden="true"
        />
        <LogoMark className="relative size-28 drop-shadow-2xl" />
      </div>
      <div className="flex flex-col gap-3">
        <p className="text-5xl font-black tracking-tight italic">{messages.brand.name}</p>
        <p className="text-xl font-semibold text-volt">{messages.brand.tagline}</p>
      </div>
      {eventId ? (
        <div role="status" className="flex items-center gap-3 text-lg font-medium">
          <Spinner />
          <h1 className="text-lg font-medium">{messages.qrLanding.processing}</h1>
        </div>
      ) : (
        <div className="max-w-sm rounded-3xl bg-white/10 p-6 ring-1 ring-white/20 backdrop-blur">
          <h1 className="text-2xl font-extrabold">{messages.parent.noEventTitle}</h1>
          <p className="mt-2 text-white/85">{messages.parent.noEventText}</p>
        </div>
      )}
    </main>
  );
}
