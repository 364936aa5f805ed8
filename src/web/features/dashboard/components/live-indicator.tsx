import { messages } from '#shared/messages.ts';
import { cn } from '#web/lib/cn.ts';
import type { LiveStatus } from '../lib/live-sync.ts';

const t = messages.dashboard;

type Shown = LiveStatus | 'offline';

const labels: Record<Shown, string> = {
  live: t.live,
  connecting: t.connecting,
  reconnecting: t.reconnecting,
  offline: t.offline,
};

/**
 * Whether arrivals come in live, the dashboard is polling while it reconnects, or the
 * browser has no network at all (decision 022).
 */
export function LiveIndicator({ status, isOnline }: { status: LiveStatus; isOnline: boolean }) {
  const shown: Shown = isOnline ? status : 'offline';
  const isLive = shown === 'live';
  const hint = isLive ? t.liveHint : shown === 'offline' ? t.offlineHint : t.pollingHint;
  return (
    <div
      role="status"
      data-live-status={shown}
      title={hint}
      className={cn(
        'inline-flex min-h-11 items-center gap-2.5 self-start rounded-full border px-4 text-sm font-bold sm:self-auto',
        isLive && 'border-success/40 bg-success-soft text-success',
        shown === 'offline' && 'border-border bg-muted text-foreground',
        !isLive &&
          shown !== 'offline' &&
          'border-amber-500/50 bg-amber-50 text-amber-900 dark:bg-amber-950/60 dark:text-amber-200',
      )}
    >
      <span aria-hidden="true" className="relative flex size-2.5">
        {isLive ? (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60" />
        ) : null}
        <span
          className={cn(
            'relative inline-flex size-2.5 rounded-full',
            isLive ? 'bg-success' : shown === 'offline' ? 'bg-muted-foreground' : 'bg-amber-500',
          )}
        />
      </span>
      <span>{labels[shown]}</span>
      <span className="sr-only">{hint}</span>
    </div>
  );
}
