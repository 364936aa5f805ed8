/** Pickup mode: the code field (a release at the 4th character) and, where possible, a QR scan. */
import { useId } from 'react';
import { messages } from '#shared/messages.ts';
import type { PickupView } from '#shared/schemas.ts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog.tsx';
import { usePickupMode } from '../hooks/use-pickup-mode.ts';
import type { ReleaseFn } from '../lib/release-choice.ts';
import { CodeEntry } from './code-entry.tsx';
import { QrScan } from './qr-scan.tsx';

const t = messages.pickup;

export function PickupMode({
  view,
  onClose,
  onRelease,
}: {
  view: PickupView;
  onClose: () => void;
  onRelease: ReleaseFn;
}) {
  const mode = usePickupMode(view, onRelease);
  const inputId = useId();

  return (
    <AlertDialog open onOpenChange={(open) => (open ? null : onClose())}>
      <AlertDialogContent
        onOpenAutoFocus={(event) => {
          // Straight to the code field: the coach types at once.
          event.preventDefault();
          document.getElementById(inputId)?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{t.pickupModeTitle}</AlertDialogTitle>
          <AlertDialogDescription>{t.codeHelp}</AlertDialogDescription>
        </AlertDialogHeader>
        <CodeEntry
          inputId={inputId}
          code={mode.code}
          onType={mode.typeCode}
          isPending={mode.isPending}
          error={mode.error}
          done={mode.done}
        />
        <QrScan onQr={mode.submitQr} onUnavailable={mode.scanFailed} />
        <AlertDialogFooter>
          <AlertDialogCancel>{t.pickupModeClose}</AlertDialogCancel>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
