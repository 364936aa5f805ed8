/**
 * "Other phones linked to {child}" on the Texts screen (decision 059), for a child this phone
 * is a confirmed guardian of: each other phone, in full (they are the child's guardians, or
 * claim to be), confirmed or waiting; one Confirm per waiting phone, and "Undo my
 * confirmation" for the ones this guardian confirmed (asked first). The server decides who
 * may see and do this; a phone it refuses sees nothing here.
 */
import Check from 'lucide-react/icons/check';
import Undo2 from 'lucide-react/icons/undo-2';
import { useId } from 'react';
import { messages } from '#shared/messages/parent-screens.ts';
import type { ChildGuardian } from '#shared/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Icon } from '#web/components/ui/icon.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { displayPhone } from '#web/lib/phone.ts';
import { useConfirmChildGuardian } from '../api/confirm-child-guardian.ts';
import { useChildGuardians } from '../api/get-child-guardians.ts';
import { useUnconfirmChildGuardian } from '../api/unconfirm-child-guardian.ts';

const t = messages.texts;

export function ChildGuardians({ athleteId, name }: { athleteId: string; name: string }) {
  const guardians = useChildGuardians(athleteId);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 border-t border-border pt-5"
    >
      <h2 id={headingId} className="text-lg font-bold break-words">
        {t.otherPhonesHeading(name)}
      </h2>
      {guardians.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner />
          {t.otherPhonesLoading}
        </p>
      ) : guardians.isError ? (
        <p role="alert" className="text-sm">
          {t.otherPhonesFailed}
        </p>
      ) : guardians.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.otherPhonesNone}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t.otherPhonesIntro}</p>
          <ul aria-labelledby={headingId} className="flex flex-col divide-y divide-border">
            {guardians.data.map((guardian) => (
              <OtherPhone
                key={guardian.phoneNumber}
                guardian={guardian}
                athleteId={athleteId}
                name={name}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function OtherPhone({
  guardian,
  athleteId,
  name,
}: {
  guardian: ChildGuardian;
  athleteId: string;
  name: string;
}) {
  const confirm = useConfirmChildGuardian();
  const unconfirm = useUnconfirmChildGuardian();
  const phone = displayPhone(guardian.phoneNumber);
  const input = { athleteId, phoneNumber: guardian.phoneNumber };

  async function onConfirm() {
    try {
      await confirm.mutateAsync(input);
      toast({ title: t.phoneConfirmedNow(phone), variant: 'success' });
    } catch (error) {
      toast({ title: errorMessage(error, t.actionFailed), variant: 'destructive' });
    }
  }

  async function onUndo(): Promise<boolean> {
    try {
      await unconfirm.mutateAsync(input);
      toast({ title: t.phoneUnconfirmedNow(phone), variant: 'success' });
      return true;
    } catch (error) {
      toast({ title: errorMessage(error, t.actionFailed), variant: 'destructive' });
      return false;
    }
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-mono font-semibold whitespace-nowrap">{phone}</p>
        <p className="text-sm">{guardian.confirmed ? t.phoneConfirmed : t.phoneWaiting}</p>
      </div>
      {!guardian.confirmed ? (
        <Button
          size="sm"
          aria-label={t.confirmPhoneFor(phone, name)}
          disabled={confirm.isPending}
          aria-busy={confirm.isPending || undefined}
          onClick={() => void onConfirm()}
        >
          {confirm.isPending ? <Spinner /> : <Icon icon={Check} />}
          {t.confirmPhone}
        </Button>
      ) : guardian.mine ? (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline" aria-label={t.undoMineFor(phone, name)}>
              <Icon icon={Undo2} />
              {t.undoMine}
            </Button>
          }
          title={t.undoMineTitle(phone, name)}
          description={t.undoMineText}
          cancelLabel={t.cancel}
          confirmLabel={t.undoMine}
          confirmIcon={<Icon icon={Undo2} />}
          isPending={unconfirm.isPending}
          onConfirm={onUndo}
        />
      ) : null}
    </li>
  );
}
