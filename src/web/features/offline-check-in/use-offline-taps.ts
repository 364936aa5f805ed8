import { useCallback, useEffect, useRef, useState } from 'react';
import type { ParentAthlete } from '#shared/schemas.ts';
import { fullName } from '#web/lib/format.ts';
import { heardFor } from '#web/lib/heard.ts';
import {
  CHANNEL,
  flushTaps,
  pendingTaps,
  type QueuedTap,
  queueTap,
  requestBackgroundSync,
  type TapOutcome,
  takeOutcomes,
} from './queue.ts';

/** While taps wait, how often the page tries again (a signal that is back without an event). */
const RETRY_MS = 5000;

function newTapId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The athlete screen's offline side (decision 022): whether the phone has a signal, the taps
 * of this event waiting on this phone, and the ones the server refused. Sends the queue
 * as soon as the signal returns; `onRecorded` hears of the taps of this event the server
 * recorded, all those of one sending at once (one tap, or a whole "Check in all").
 */
export function useOfflineTaps({
  eventId,
  phone,
  onRecorded,
}: {
  eventId: string;
  phone: string;
  onRecorded: (outcomes: TapOutcome[]) => void;
}) {
  const [isOnline, setIsOnline] = useState(() => navigator.onLine);
  const [pending, setPending] = useState<QueuedTap[]>([]);
  const [refused, setRefused] = useState<TapOutcome[]>([]);
  const onRecordedRef = useRef(onRecorded);
  onRecordedRef.current = onRecorded;

  const refresh = useCallback(async () => {
    const taps = await pendingTaps().catch(() => []);
    setPending(taps.filter((tap) => tap.eventId === eventId));
  }, [eventId]);

  /** Shows what was sent (by this page or by the service worker) and not shown yet. */
  const showOutcomes = useCallback(async () => {
    const outcomes = await takeOutcomes().catch(() => []);
    const refusedNow = outcomes.filter((outcome) => outcome.status === 'refused');
    // The page's own sends and the worker's broadcasts may report one outcome twice.
    if (refusedNow.length > 0) {
      setRefused((previous) => [
        ...previous,
        ...refusedNow.filter((outcome) => !previous.some((p) => p.tap.id === outcome.tap.id)),
      ]);
    }
    const recorded = outcomes.filter(
      (outcome) => outcome.status === 'recorded' && outcome.tap.eventId === eventId,
    );
    if (recorded.length > 0) onRecordedRef.current(recorded);
    await refresh();
  }, [eventId, refresh]);

  const flush = useCallback(async () => {
    if (!navigator.onLine) return;
    await flushTaps().catch(() => []);
    await showOutcomes();
  }, [showOutcomes]);

  useEffect(() => {
    void showOutcomes().then(flush);
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    if (channel) channel.onmessage = () => void showOutcomes();
    const goOnline = () => {
      setIsOnline(true);
      void flush();
    };
    const goOffline = () => setIsOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      channel?.close();
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, [flush, showOutcomes]);

  const hasPending = pending.length > 0;
  useEffect(() => {
    if (!hasPending) return;
    const timer = setInterval(() => void flush(), RETRY_MS);
    return () => clearInterval(timer);
  }, [hasPending, flush]);

  /**
   * Keeps taps made with no signal on this phone (one athlete, or each of a "Check in
   * all"); they are sent as soon as they can be, in order.
   */
  const queue = useCallback(
    async (athletes: readonly ParentAthlete[]) => {
      const tappedAt = new Date().toISOString();
      const heard = heardFor(eventId);
      for (const athlete of athletes) {
        await queueTap({
          id: newTapId(),
          athleteId: athlete.id,
          eventId,
          phoneNumber: phone,
          athleteName: fullName(athlete),
          tappedAt,
          ...(heard ? { heard } : {}),
        });
      }
      await refresh();
      void requestBackgroundSync();
    },
    [eventId, phone, refresh],
  );

  return { isOnline, pending, refused, queue };
}
