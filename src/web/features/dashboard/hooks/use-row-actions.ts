import { useCallback, useRef, useState } from 'react';
import { messages } from '#shared/messages.ts';
import type { Athlete } from '#shared/schemas.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { isSessionEnded } from '#web/lib/session-ended.ts';
import { useCheckInAthleteManually } from '../api/check-in-athlete.ts';
import { useUndoCheckIn } from '../api/undo-check-in.ts';
import type { ActionKind } from '../lib/action-queue.ts';
import { useSignOut } from './use-signed-out.ts';

const t = messages.dashboard;

export type RowAction = (athlete: Athlete, rowIndex: number) => void;

/**
 * Manual Check In and Undo for the rows, with their failure toasts (docs/product.md#errors). With
 * no network (the browser says so, or the request got no answer at all) the action is
 * handed to `queueOffline` instead, to be sent when the network returns (decision 022).
 */
export function useRowActions(
  eventId: string,
  queueOffline: (kind: ActionKind, athlete: Athlete) => Promise<void>,
) {
  const signOut = useSignOut();
  const checkIn = useCheckInAthleteManually();
  const undo = useUndoCheckIn();
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const focusAfterChange = useRef<number | null>(null);
  const current = { checkIn: checkIn.mutateAsync, undo: undo.mutateAsync, signOut, queueOffline };
  const actions = useRef(current);
  actions.current = current;

  const run = useCallback(
    async (athlete: Athlete, rowIndex: number, kind: ActionKind) => {
      const fail = () =>
        toast({
          title: t.errorTitle,
          description: kind === 'check-in' ? t.checkInFailed : t.undoFailed,
          variant: 'destructive',
        });
      // Kept in this browser, to be sent when the network returns.
      const keep = () => actions.current.queueOffline(kind, athlete).catch(fail);
      setBusy((now) => new Set(now).add(athlete.id));
      focusAfterChange.current = rowIndex;
      try {
        if (!navigator.onLine) {
          await keep();
          return;
        }
        const input = { athleteId: athlete.id, eventId };
        await (kind === 'check-in' ? actions.current.checkIn(input) : actions.current.undo(input));
      } catch (error) {
        if (!isApiError(error)) {
          await keep(); // no answer at all
          return;
        }
        focusAfterChange.current = null;
        if (isSessionEnded(error)) actions.current.signOut();
        else fail();
      } finally {
        setBusy((now) => {
          const next = new Set(now);
          next.delete(athlete.id);
          return next;
        });
      }
    },
    [eventId],
  );

  const onCheckIn = useCallback<RowAction>(
    (athlete, rowIndex) => void run(athlete, rowIndex, 'check-in'),
    [run],
  );
  const onUndo = useCallback<RowAction>(
    (athlete, rowIndex) => void run(athlete, rowIndex, 'undo'),
    [run],
  );
  return { busy, onCheckIn, onUndo, focusAfterChange };
}
