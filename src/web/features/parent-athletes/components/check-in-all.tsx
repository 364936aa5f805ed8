/**
 * "Check in all (N)" beside the single taps, for a parent with several children on the
 * event's roster: one request, and an honest account of what it did (who was checked in
 * now, who already was, who could not be), read out by screen readers. With no signal,
 * each athlete is kept on this phone as a single offline tap would be (decision 022). Once
 * every child is in, it steps back to a plain button: there is nothing left to do.
 */
import { useState } from 'react';
import { messages } from '#shared/messages/public.ts';
import type { ParentAthlete } from '#shared/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { glyphs, Icon } from '#web/components/ui/icon.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { useCheckInAll } from '../api/check-in-all.ts';
import { describeCheckInAll } from '../lib/check-in-all.ts';

const t = messages.checkInAll;

export function CheckInAll({
  athletes,
  eventId,
  phone,
  isDisabled,
  onBusyChange,
  onError,
  onOffline,
}: {
  athletes: readonly ParentAthlete[];
  eventId: string;
  phone: string;
  isDisabled: boolean;
  onBusyChange: (isBusy: boolean) => void;
  onError: (error: unknown) => void;
  /** No signal: each athlete is kept on this phone like a single tap, and sent later. */
  onOffline: (athletes: readonly ParentAthlete[]) => Promise<void>;
}) {
  const checkInAll = useCheckInAll();
  const [summary, setSummary] = useState<string[]>([]);

  async function onClick() {
    onBusyChange(true);
    setSummary([]);
    try {
      if (!navigator.onLine) {
        await onOffline(athletes);
        return;
      }
      const { results } = await checkInAll.mutateAsync({
        eventId,
        athleteIds: athletes.map((athlete) => athlete.id),
        phoneNumber: phone,
      });
      setSummary(describeCheckInAll(athletes, results));
    } catch (error) {
      // The request never got an answer: keep every tap on this phone and send them later.
      if (isApiError(error)) onError(error);
      else await onOffline(athletes);
    } finally {
      onBusyChange(false);
    }
  }

  const isBusy = checkInAll.isPending;
  const allIn = athletes.every((athlete) => athlete.checkIn !== null);
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant={allIn ? 'outline' : 'volt'}
        size={allIn ? 'default' : 'lg'}
        data-all-in={allIn || undefined}
        className="w-full whitespace-normal"
        onClick={() => void onClick()}
        disabled={isDisabled || isBusy}
        aria-busy={isBusy || undefined}
      >
        {isBusy ? <Spinner /> : <Icon icon={glyphs.checkCheck} strokeWidth={2.5} />}
        {isBusy ? t.busy : t.button(athletes.length)}
      </Button>
      <div role="status" aria-label={t.resultLabel}>
        {summary.length > 0 ? (
          <div className="rounded-xl border border-success/40 bg-success-soft px-4 py-3 text-sm font-semibold">
            {summary.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
