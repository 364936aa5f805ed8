/**
 * The foot of the athlete list: the Texts screen, which phone is checking in, "Not you?"
 * (this phone forgets the number and its list, and the device's verification ends) and
 * what TapIn keeps about this phone.
 */
import { useLocation } from 'wouter';
import { messages } from '#shared/messages/public.ts';
import { Button } from '#web/components/ui/button.tsx';
import { forgetDevice } from '#web/features/offline-check-in/device-memory.ts';
import { paths } from '#web/lib/paths.ts';
import { displayPhone } from '#web/lib/phone.ts';
import { useDeleteParentSession } from '../api/delete-parent-session.ts';

const t = messages.parent;

export function ParentFooter({ eventId, phone }: { eventId: string; phone: string }) {
  const [, navigate] = useLocation();
  const forgetPhone = useDeleteParentSession();

  async function onUseDifferentPhone() {
    forgetDevice();
    try {
      await forgetPhone.mutateAsync();
    } finally {
      navigate(paths.checkIn.phone.to({ event: eventId }));
    }
  }

  return (
    <div className="mt-6 flex flex-col items-center gap-1 border-t border-border pt-4 text-center text-sm text-muted-foreground">
      <Button
        variant="link"
        size="sm"
        onClick={() => navigate(paths.checkIn.texts.to({ event: eventId, phone }))}
      >
        {messages.texts.openTexts}
      </Button>
      <p>{t.checkingInAs(displayPhone(phone))}</p>
      <Button
        variant="link"
        size="sm"
        onClick={() => void onUseDifferentPhone()}
        disabled={forgetPhone.isPending}
      >
        {t.notYou}
      </Button>
      <a
        className="font-semibold text-primary underline-offset-4 hover:underline dark:text-volt"
        href={paths.checkIn.myData.to({ event: eventId })}
      >
        {t.yourData}
      </a>
    </div>
  );
}
