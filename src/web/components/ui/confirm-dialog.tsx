/**
 * "Are you sure?" for a destructive action: the trigger opens a modal AlertDialog (focus
 * starts on Cancel, Escape cancels, focus returns to the trigger) whose red button runs
 * `onConfirm`. While it runs the dialog cannot be closed and the button shows a spinner;
 * it closes when `onConfirm` answers true and stays open (for another try) on false.
 */
import { type ComponentProps, type ReactElement, type ReactNode, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog.tsx';
import { BreakableText } from './breakable-text.tsx';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

export function ConfirmDialog({
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
  confirmIcon,
  isPending,
  onConfirm,
  onCloseAutoFocus,
}: {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  /** Plain text: it may carry a long name or number, which is allowed to break. */
  title: string;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  confirmIcon: ReactNode;
  isPending: boolean;
  /** Runs the action; true closes the dialog. */
  onConfirm: () => Promise<boolean>;
  onCloseAutoFocus?: ComponentProps<typeof AlertDialogContent>['onCloseAutoFocus'];
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <AlertDialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!isPending) setOpen(open);
      }}
    >
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>
            <BreakableText text={title} />
          </AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{cancelLabel}</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={isPending}
            onClick={async () => {
              if (await onConfirm()) setOpen(false);
            }}
          >
            {isPending ? <Spinner /> : confirmIcon}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
