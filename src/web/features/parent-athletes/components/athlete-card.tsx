import { formatTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages/public.ts';
import type { ParentAthlete } from '#shared/schemas.ts';
import { glyphs, Icon } from '#web/components/ui/icon.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { cx } from '#web/lib/cx.ts';
import { fullName } from '#web/lib/format.ts';

const t = messages.parent;

/**
 * A big tappable card: tapping it checks the athlete in. Names render as text only. A tap
 * kept on the phone with no signal (`waitingSince`, decision 022) marks the card amber with
 * the time tapped, so it does not look like a child not yet checked in.
 */
export function AthleteCard({
  athlete,
  onSelect,
  isBusy,
  isDisabled,
  waitingSince = null,
}: {
  athlete: ParentAthlete;
  onSelect: (athlete: ParentAthlete) => void;
  isBusy: boolean;
  isDisabled: boolean;
  waitingSince?: string | null;
}) {
  const name = fullName(athlete);
  const isCheckedIn = Boolean(athlete.checkIn);
  const isWaiting = !isCheckedIn && waitingSince !== null;
  const initials = `${athlete.firstName.charAt(0)}${athlete.lastName.charAt(0)}`.toUpperCase();
  return (
    <button
      type="button"
      onClick={() => onSelect(athlete)}
      disabled={isDisabled}
      aria-busy={isBusy || undefined}
      className={cx(
        'group flex min-h-20 w-full items-center gap-4 rounded-2xl border-2 p-4 text-left transition-all',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card',
        'active:scale-[0.98] disabled:cursor-not-allowed',
        isCheckedIn
          ? 'border-success/40 bg-success-soft/60 hover:border-success'
          : isWaiting
            ? 'border-dashed border-amber-500 bg-amber-50 dark:border-amber-300 dark:bg-amber-950/40'
            : 'border-border bg-card hover:border-primary hover:bg-secondary/40 dark:hover:border-volt',
        isDisabled && !isBusy && 'opacity-60',
      )}
    >
      <span
        aria-hidden="true"
        className={cx(
          'flex size-12 shrink-0 items-center justify-center rounded-full text-lg font-black',
          isCheckedIn ? 'bg-success text-success-foreground' : 'bg-primary text-primary-foreground',
        )}
      >
        {isCheckedIn ? <Icon icon={glyphs.check} className="size-6" strokeWidth={3} /> : initials}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-lg leading-tight font-bold break-words">{name}</span>
        <span className="text-sm text-muted-foreground">
          {t.athleteMeta(athlete.teamName, athlete.gradYear)}
        </span>
        {athlete.checkIn ? (
          <span className="mt-1 text-sm font-semibold whitespace-nowrap text-success">
            {t.checkedInAt(formatTime(athlete.checkIn.timestamp))}
          </span>
        ) : isWaiting ? (
          <span className="mt-1 text-sm font-semibold text-amber-800 dark:text-amber-200">
            {t.waitingOnCard(formatTime(waitingSince))}
          </span>
        ) : null}
      </span>
      <span aria-hidden="true" className="shrink-0 text-muted-foreground group-hover:text-primary">
        {isBusy ? (
          <Spinner />
        ) : (
          <Icon icon={glyphs.chevronRight} className="size-6" strokeWidth={2.5} />
        )}
      </span>
      {isBusy ? <span className="sr-only">{t.checkingIn}</span> : null}
    </button>
  );
}

export function AthleteCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex min-h-20 items-center gap-4 rounded-2xl border-2 border-border p-4"
    >
      <span className="size-12 animate-pulse rounded-full bg-muted" />
      <span className="flex flex-1 flex-col gap-2">
        <span className="h-4 w-2/3 animate-pulse rounded bg-muted" />
        <span className="h-3 w-1/2 animate-pulse rounded bg-muted" />
      </span>
    </div>
  );
}
