import { formatTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages/public.ts';
import type { QueuedTap, TapOutcome } from './queue.ts';

const t = messages.parent;

/**
 * Says plainly what the phone is doing with no signal: that the list is the one last
 * seen here, which taps wait to be sent, and which the server refused (decision 022).
 */
export function OfflineStatus({
  isOnline,
  isShowingRemembered,
  pending,
  refused,
  sentSummary = null,
}: {
  isOnline: boolean;
  isShowingRemembered: boolean;
  pending: QueuedTap[];
  refused: TapOutcome[];
  /** Several kept taps just recorded (a "Check in all" made offline): who, in a sentence. */
  sentSummary?: string | null;
}) {
  return (
    <>
      {refused.length > 0 ? (
        <div
          role="alert"
          className="mb-5 flex flex-col gap-1 rounded-xl border border-destructive/40 bg-destructive-soft px-4 py-3 text-sm font-semibold"
        >
          {refused.map((outcome) => (
            <p key={outcome.tap.id}>
              {t.savedNotSent(outcome.tap.athleteName, outcome.message ?? t.checkInFailed)}
            </p>
          ))}
        </div>
      ) : null}
      <div role="status" className="empty:hidden mb-5 flex flex-col gap-2">
        {!isOnline || isShowingRemembered ? (
          <p className="rounded-xl border border-border bg-secondary px-4 py-3 text-sm font-semibold text-secondary-foreground">
            {t.offlineNotice}
          </p>
        ) : null}
        {sentSummary && pending.length === 0 ? (
          <p className="rounded-xl border border-success/40 bg-success-soft px-4 py-3 text-sm font-semibold">
            {sentSummary}
          </p>
        ) : null}
        {pending.length > 0 ? (
          <div className="rounded-xl border border-primary/30 bg-muted px-4 py-3 text-sm text-foreground">
            <p className="font-bold">{isOnline ? t.sendingSaved : t.savedOffline}</p>
            <ul className="mt-1 flex flex-col gap-0.5">
              {pending.map((tap) => (
                <li key={tap.id}>{t.savedOfflineFor(tap.athleteName, formatTime(tap.tappedAt))}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </>
  );
}
