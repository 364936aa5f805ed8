import type { ReactNode } from 'react';
import { messages } from '#shared/messages.ts';
import { CheckCircleIcon, ClockIcon, UsersIcon } from '#web/components/ui/staff-icons.tsx';
import { cn } from '#web/lib/cn.ts';
import type { RosterStats, StatusFilter } from '../lib/roster.ts';

const t = messages.dashboard;

type Tone = 'success' | 'primary' | 'pending';

const toneClasses: Record<Tone, { accent: string; number: string }> = {
  success: { accent: 'bg-success', number: 'text-success' },
  primary: { accent: 'bg-primary dark:bg-[#8ea2ff]', number: 'text-primary dark:text-[#a9b8ff]' },
  pending: {
    accent: 'bg-amber-500',
    number: 'text-amber-800 dark:text-amber-300',
  },
};

/**
 * The three stat cards (docs/product.md#coach-dashboard). Each is a toggle button: pressing one
 * filters the roster, pressing the active one shows everyone again. Expected stands for "all".
 */
export function StatCards({
  stats,
  filter,
  onFilter,
}: {
  stats: RosterStats | null;
  filter: StatusFilter;
  onFilter: (clicked: StatusFilter) => void;
}) {
  return (
    <fieldset className="m-0 grid min-w-0 grid-cols-3 gap-2 border-0 p-0 sm:gap-4">
      <legend className="sr-only">{t.statsLabel}</legend>
      <StatCard
        label={t.checkedIn}
        value={stats?.checkedIn}
        tone="success"
        isPressed={filter === 'checked-in'}
        onClick={() => onFilter('checked-in')}
        icon={<CheckCircleIcon />}
      />
      <StatCard
        label={t.expected}
        value={stats?.expected}
        tone="primary"
        isPressed={filter === 'all'}
        onClick={() => onFilter('all')}
        icon={<UsersIcon />}
      />
      <StatCard
        label={t.notYetCheckedIn}
        value={stats?.notCheckedIn}
        tone="pending"
        isPressed={filter === 'not-checked-in'}
        onClick={() => onFilter('not-checked-in')}
        icon={<ClockIcon />}
      />
    </fieldset>
  );
}

function StatCard({
  label,
  value,
  tone,
  isPressed,
  onClick,
  icon,
}: {
  label: string;
  value: number | undefined;
  tone: Tone;
  isPressed: boolean;
  onClick: () => void;
  icon: ReactNode;
}) {
  const classes = toneClasses[tone];
  return (
    <button
      type="button"
      aria-pressed={isPressed}
      onClick={onClick}
      className={cn(
        'group relative flex min-h-28 flex-col justify-between gap-2 overflow-hidden rounded-2xl border bg-card p-3 text-left shadow-sm transition-all sm:min-h-32 sm:p-5',
        'hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        isPressed
          ? 'border-primary ring-2 ring-primary/70 dark:border-[#8ea2ff] dark:ring-[#8ea2ff]/70'
          : 'border-border',
      )}
    >
      <span aria-hidden="true" className={cn('absolute inset-x-0 top-0 h-1.5', classes.accent)} />
      <span className="flex items-start justify-between gap-2">
        <span className="text-sm leading-tight font-bold text-muted-foreground sm:text-base">
          {label}
        </span>
        <span
          aria-hidden="true"
          className={cn('hidden shrink-0 sm:block [&_svg]:size-6', classes.number)}
        >
          {icon}
        </span>
      </span>
      <span
        className={cn(
          'text-3xl leading-none font-black tracking-tight tabular-nums sm:text-5xl',
          classes.number,
        )}
      >
        {value ?? '–'}
      </span>
    </button>
  );
}
