/**
 * Staff mark a phone "not authorised for this child" (issue 26): shown in red on the coach's
 * screen, never to parents.
 */
import { useId, useState } from 'react';
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
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { fullName } from '#web/lib/format.ts';
import { useMarkNotAuthorised } from '../api/coach-pickup.ts';
import type { PickupChild } from '../lib/pickup-names.ts';

const t = messages.pickup;

export function NotAuthorisedDialog({ child, eventId }: { child: PickupChild; eventId: string }) {
  const mark = useMarkNotAuthorised(eventId);
  const [isOpen, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const name = fullName(child);
  return (
    <AlertDialog
      open={isOpen}
      onOpenChange={(open) => {
        if (mark.isPending) return;
        setOpen(open);
        setError(null);
        setPhone('');
      }}
    >
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={t.markNotAuthorisedFor(name)}
      >
        {t.markNotAuthorised}
      </Button>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t.markNotAuthorisedFor(name)}</AlertDialogTitle>
          <AlertDialogDescription>{t.markNotAuthorisedHelp}</AlertDialogDescription>
        </AlertDialogHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor={fieldId}>{t.notAuthorisedPhone}</Label>
          <Input
            id={fieldId}
            type="tel"
            inputMode="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
          {error ? (
            <p role="alert" className="font-semibold text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mark.isPending}>{t.cancel}</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={mark.isPending || !phone.trim()}
            onClick={async () => {
              try {
                await mark.mutateAsync({ athleteId: child.athleteId, phoneNumber: phone });
                setOpen(false);
              } catch (failure) {
                setError(errorMessage(failure, t.errors.notTrusted));
              }
            }}
          >
            {t.markNotAuthorised}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
