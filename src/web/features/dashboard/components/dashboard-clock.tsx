import { DASHBOARD_POLL_MS } from '#shared/constants.ts';
import { formatDay, formatTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import { useNow } from '../lib/use-now.ts';

/** The clock (docs/product.md#coach-dashboard: refreshed every 5 seconds). */
export function DashboardClock() {
  const now = useNow(DASHBOARD_POLL_MS);
  return (
    <p className="flex flex-col items-end leading-tight">
      <span className="sr-only">{messages.dashboard.clockLabel}</span>
      <time
        dateTime={new Date(now).toISOString()}
        className="text-xl font-black tracking-tight whitespace-nowrap tabular-nums sm:text-3xl"
      >
        {formatTime(now)}
      </time>
      <span className="hidden text-sm text-muted-foreground sm:block">{formatDay(now)}</span>
    </p>
  );
}
