import { formatTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  CloudUploadIcon,
  UserLockIcon,
  WifiOffIcon,
  XIcon,
} from '#web/components/ui/staff-icons.tsx';
import type { QueuedAction, SyncOutcome } from '../lib/action-queue.ts';

const t = messages.dashboard;

/** One sentence per sent action: what the server made of it. */
export function outcomeText({ action, result }: SyncOutcome): string {
  const name = action.athleteName;
  switch (result.kind) {
    case 'done':
      if (action.kind === 'check-in' && result.checkIn?.offline === 'receipt')
        return t.syncedCheckInAtReceipt(name, formatTime(result.checkIn.timestamp));
      return action.kind === 'check-in' ? t.syncedCheckIn(name) : t.syncedUndo(name);
    case 'kept-earlier':
      // The coach's own tap was the earlier: the arrival is now theirs (decision 039).
      if (Date.parse(result.checkIn.timestamp) === Date.parse(action.at))
        return t.syncKeptMine(
          name,
          result.checkIn.source === 'qr',
          formatTime(result.checkIn.timestamp),
        );
      return t.syncKeptEarlier(
        name,
        result.checkIn.source === 'qr',
        formatTime(result.checkIn.timestamp),
      );
    case 'nothing-to-undo':
      return t.syncNothingToUndo(name);
    case 'refused':
      return t.syncRefused(name, result.message);
  }
}

const isConflict = (outcome: SyncOutcome) => outcome.result.kind !== 'done';

/** What the notice tells of a held action: only who made it (decision 036). */
type HeldAction = Pick<QueuedAction, 'id' | 'userId' | 'userName'>;

/** Held actions by the coach who made them (null: queued before actions had owners). */
function heldGroups(held: readonly HeldAction[]): Array<[string | null, HeldAction[]]> {
  const groups = new Map<string | null, HeldAction[]>();
  for (const action of held) {
    const name = action.userId ? (action.userName ?? null) : null;
    groups.set(name, [...(groups.get(name) ?? []), action]);
  }
  return [...groups];
}

/**
 * What the dashboard does with no network (decision 022): that it is offline and shows the
 * lists as last loaded, which check-ins and undos wait to be sent, and, once sent, what
 * became of each (a conflict or a refusal stands out).
 */
/** Changes kept on this device, each with its tap time. */
function QueuedActionList({ actions }: { actions: readonly QueuedAction[] }) {
  return (
    <ul className="flex flex-col gap-0.5 text-sm">
      {actions.map((action) => (
        <li key={action.id}>
          {(action.kind === 'check-in' ? t.pendingCheckIn : t.pendingUndo)(
            action.athleteName,
            formatTime(action.at),
          )}
        </li>
      ))}
    </ul>
  );
}

export function OfflineNotice({
  isOnline,
  savedAt,
  pending,
  held = [],
  outcomes,
  onDismiss,
}: {
  isOnline: boolean;
  /** When the check-ins shown were last loaded from the server. */
  savedAt: number | null;
  pending: readonly QueuedAction[];
  /**
   * Another coach's changes made on this device: kept for them (decision 035), counted but
   * never listed, as they are unreadable to anyone else (decision 036).
   */
  held?: readonly HeldAction[];
  outcomes: readonly SyncOutcome[];
  onDismiss: () => void;
}) {
  const hasConflict = outcomes.some(isConflict);
  return (
    <>
      <div role="status" className="flex flex-col gap-3 empty:hidden">
        {isOnline ? null : (
          <section
            aria-label={t.offlineTitle}
            className="flex items-start gap-3 rounded-2xl border border-border bg-muted px-4 py-3 text-foreground sm:px-5"
          >
            <WifiOffIcon className="mt-0.5 size-6 shrink-0" />
            <div className="flex flex-col gap-0.5">
              <p className="font-bold">{t.offlineTitle}</p>
              <p className="text-sm">{t.offlineText(savedAt ? formatTime(savedAt) : null)}</p>
            </div>
          </section>
        )}
        {pending.length > 0 ? (
          <section
            aria-label={t.pendingHeading(pending.length)}
            className="flex items-start gap-3 rounded-2xl border border-primary/30 bg-secondary px-4 py-3 text-secondary-foreground sm:px-5"
          >
            <CloudUploadIcon className="mt-0.5 size-6 shrink-0" />
            <div className="flex flex-col gap-1">
              <p className="font-bold">
                {isOnline ? t.sendingPending(pending.length) : t.pendingHeading(pending.length)}
              </p>
              <QueuedActionList actions={pending} />
            </div>
          </section>
        ) : null}
        {heldGroups(held).map(([name, actions]) => (
          <section
            key={name ?? ''}
            aria-label={t.heldHeading(actions.length, name)}
            className="flex items-start gap-3 rounded-2xl border border-amber-500/60 bg-amber-50 px-4 py-3 text-amber-950 sm:px-5 dark:bg-amber-950/50 dark:text-amber-100"
          >
            <UserLockIcon className="mt-0.5 size-6 shrink-0" />
            <div className="flex min-w-0 flex-col gap-1">
              <p className="font-bold [overflow-wrap:anywhere]">
                {t.heldHeading(actions.length, name)}
              </p>
              <p className="text-sm">{t.heldText(name)}</p>
            </div>
          </section>
        ))}
      </div>
      {outcomes.length > 0 ? (
        <section
          aria-label={t.syncedHeading}
          className={
            hasConflict
              ? 'flex flex-col gap-2 rounded-2xl border border-amber-500/60 bg-amber-50 px-4 py-3 text-amber-950 sm:flex-row sm:items-start sm:gap-3 sm:px-5 dark:bg-amber-950/50 dark:text-amber-100'
              : 'flex flex-col gap-2 rounded-2xl border border-success/40 bg-success-soft px-4 py-3 text-foreground sm:flex-row sm:items-start sm:gap-3 sm:px-5'
          }
        >
          <div role={hasConflict ? 'alert' : 'status'} className="flex flex-1 flex-col gap-1">
            <p className="font-bold">{t.syncedHeading}</p>
            <ul className="flex flex-col gap-0.5 text-sm">
              {outcomes.map((outcome) => (
                <li key={outcome.action.id} data-sync-result={outcome.result.kind}>
                  {outcomeText(outcome)}
                </li>
              ))}
            </ul>
          </div>
          <Button variant="ghost" size="sm" className="self-end" onClick={onDismiss}>
            <XIcon />
            {t.dismiss}
          </Button>
        </section>
      ) : null}
    </>
  );
}
