import { messages } from '../../../../shared/messages.ts';
import { cn } from '../../../lib/cn.ts';
import type { LiveStatus } from '../lib/live-sync.ts';

const t = messages.dashboard;

/** Whether arrivals come in live, or the dashboard is polling while it reconnects. */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  const isLive = status === 'live';
  const label = isLive ? t.live : status === 'connecting' ? t.connecting : t.reconnecting;
  const hint = isLive ? t.liveHint : t.pollingHint;
  return (
    <div
      role="status"
      data-live-status={status}
      title={hint}
      className={cn(
        'inline-flex min-h-11 items-center gap-2.5 self-start rounded-full border px-4 text-sm font-bold sm:self-auto',
        isLive
          ? 'border-success/40 bg-success-soft text-success'
          : 'border-amber-500/50 bg-amber-50 text-amber-900 dark:bg-amber-950/60 dark:text-amber-200',
      )}
    >
      <span aria-hidden="true" className="relative flex size-2.5">
        {isLive ? (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60" />
        ) : null}
        <span
          className={cn(
            'relative inline-flex size-2.5 rounded-full',
            isLive ? 'bg-success' : 'bg-amber-500',
          )}
        />
      </span>
      <span>{label}</span>
      <span className="sr-only">{hint}</span>
    </div>
  );
}
