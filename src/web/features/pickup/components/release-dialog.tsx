/** Release one child: pick a trusted adult and confirm, or release without a code with a reason. */
import { useId } from 'react';
import { messages } from '#shared/messages.ts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { fullName } from '#web/lib/format.ts';
import { useReleaseDialog } from '../hooks/use-release-dialog.ts';
import type { PickupChild } from '../lib/pickup-names.ts';
import type { ReleaseFn } from '../lib/release-choice.ts';
import { NoCodeRelease } from './no-code-release.tsx';
import { TrustedAdultList } from './trusted-adult-list.tsx';

const t = messages.pickup;

export function ReleaseDialog({ child, onRelease }: { child: PickupChild; onRelease: ReleaseFn }) {
  const dialog = useReleaseDialog(child, onRelease);
  const name = fullName(child);
  const groupId = useId();

  return (
    <AlertDialog open={dialog.isOpen} onOpenChange={dialog.openChange}>
      <Button size="sm" onClick={dialog.open} aria-label={t.releaseAction(name)}>
        {t.release}
      </Button>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t.releaseAction(name)}</AlertDialogTitle>
          <AlertDialogDescription>{t.pickFromList}</AlertDialogDescription>
        </AlertDialogHeader>
        {dialog.noCode ? (
          <NoCodeRelease
            groupId={groupId}
            reason={dialog.reason}
            onReasonChange={dialog.setReason}
            releasedTo={dialog.releasedTo}
            onReleasedToChange={dialog.setReleasedTo}
          />
        ) : (
          <TrustedAdultList
            groupId={groupId}
            adults={child.adults}
            picked={dialog.picked}
            onPick={dialog.setPicked}
            onNoCode={() => dialog.setNoCode(true)}
          />
        )}
        {dialog.error ? (
          <p role="alert" className="font-semibold text-destructive">
            {dialog.error}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={dialog.isPending}>{t.cancel}</AlertDialogCancel>
          <Button disabled={!dialog.canConfirm} onClick={() => void dialog.confirm()}>
            {t.confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
