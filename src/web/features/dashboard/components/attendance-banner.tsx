import type { ReactNode } from 'react';
import { DASHBOARD_POLL_MS } from '#shared/constants.ts';
import { formatStart } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AlertIcon, CheckCircleIcon, ClockIcon } from '#web/components/ui/staff-icons.tsx';
import { cn } from '#web/lib/cn.ts';
import { attendance } from '../lib/roster.ts';
import { useNow } from '../lib/use-now.ts';
import { LateNudge } from './late-nudge.tsx';

const t = messages.dashboard;

/**
 * The late-arrivals banner: once the event's start has passed, how many athletes are
 * late (not yet checked in); before it, how many are still expected.
 */
export function AttendanceBanner({
  eventId,
  eventStart,
  notCheckedIn,
  isShowingMissing,
  onShowMissing,
}: {
  /** With it, a late banner offers to text the late athletes' guardians (decision 042). */
  eventId?: string;
  eventStart: string;
  notCheckedIn: number;
  isShowingMissing: boolean;
  onShowMissing: () => void;
}) {
  const now = useNow(DASHBOARD_POLL_MS);
  const state = attendance(eventStart, now, notCheckedIn);
  const start = formatStart(eventStart, now);

  if (state.kind === 'all-in') {
    return (
      <Banner tone="success" icon={<CheckCircleIcon />}>
        <p className="font-bold">{t.everyoneIn}</p>
      </Banner>
    );
  }
  const isLate = state.kind === 'late';
  return (
    <Banner tone={isLate ? 'late' : 'info'} icon={isLate ? <AlertIcon /> : <ClockIcon />}>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-bold" data-testid="attendance-count">
          {isLate ? t.lateCount(state.count) : t.expectedCount(state.count)}
        </p>
        <p className="text-sm opacity-90">{isLate ? t.lateSince(start) : t.startsAt(start)}</p>
        {isLate && eventId ? <LateNudge eventId={eventId} notCheckedIn={state.count} /> : null}
      </div>
      {isShowingMissing ? null : (
        <Button
          variant="outline"
          size="sm"
          className="w-full shrink-0 sm:w-auto"
          onClick={onShowMissing}
        >
          {t.showLate}
        </Button>
      )}
    </Banner>
  );
}

const tones = {
  success: 'border-success/40 bg-success-soft text-foreground [&>svg]:text-success',
  info: 'border-primary/30 bg-secondary text-secondary-foreground [&>svg]:text-primary dark:[&>svg]:text-[#a9b8ff]',
  late: 'border-amber-500/60 bg-amber-50 text-amber-950 dark:bg-amber-950/50 dark:text-amber-100 [&>svg]:text-amber-700 dark:[&>svg]:text-amber-300',
} as const;

function Banner({
  tone,
  icon,
  children,
}: {
  tone: keyof typeof tones;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={t.lateBannerLabel}
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-2xl border px-4 py-3 sm:flex-nowrap sm:px-5 [&>svg]:size-6 [&>svg]:shrink-0',
        tones[tone],
      )}
    >
      {icon}
      {children}
    </section>
  );
}
