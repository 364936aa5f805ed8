/**
 * One checked-in child on the pickup panel: Arrived, Released (to whom, when, flagged when
 * released without a code) or released on this tablet and queued; the "not authorised"
 * warnings; Undo during the grace period, else Not authorised and Release.
 */
import { messages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage, hasErrorCode } from '#web/lib/api-client.ts';
import { useUndoRelease } from '../api/coach-pickup.ts';
import { canUndoRelease, type PickupChild } from '../lib/pickup-names.ts';
import type { ReleaseFn } from '../lib/release-choice.ts';
import { NotAuthorisedDialog } from './not-authorised-dialog.tsx';
import { ReleaseDialog } from './release-dialog.tsx';
import { ReleaseStatus } from './release-status.tsx';

const t = messages.pickup;

export function PickupRow({
  child,
  eventId,
  queuedTo,
  onRelease,
}: {
  child: PickupChild;
  eventId: string;
  /** The adult this child's release is queued to on this tablet, or null. */
  queuedTo: string | null;
  onRelease: ReleaseFn;
}) {
  const undo = useUndoRelease(eventId);
  const released = child.release;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="pickup-row">
      <ReleaseStatus child={child} queuedTo={queuedTo} />
      {released ? (
        canUndoRelease(released, Date.now()) ? (
          <Button
            variant="outline"
            size="sm"
            disabled={undo.isPending}
            onClick={() =>
              undo.mutate(released.id, {
                onError: (error) =>
                  // Undone on another tablet first: what the coach asked for, no failure.
                  hasErrorCode(error, 'RELEASE_ALREADY_UNDONE')
                    ? toast({ title: t.errors.alreadyUndone })
                    : toast({
                        title: errorMessage(error, t.errors.undoExpired),
                        variant: 'destructive',
                      }),
              })
            }
          >
            {t.undoRelease}
          </Button>
        ) : null
      ) : queuedTo ? null : (
        <div className="flex gap-2">
          <NotAuthorisedDialog child={child} eventId={eventId} />
          <ReleaseDialog child={child} onRelease={onRelease} />
        </div>
      )}
    </li>
  );
}
