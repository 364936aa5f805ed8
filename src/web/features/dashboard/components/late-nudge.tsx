/**
 * The coach's nudge in the late-arrivals banner (decision 042): one action texts the
 * opted-in guardians of the athletes not checked in yet, after a confirmation that says how
 * many texts will go out. Once per event: afterwards the banner says when it went.
 */
import { formatTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { MessageIcon } from '#web/components/ui/staff-icons.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { isSessionEnded } from '#web/lib/session-ended.ts';
import { useLateNudge, useSendLateNudge } from '../api/late-nudge.ts';

const t = messages.lateNudge;

export function LateNudge({ eventId, notCheckedIn }: { eventId: string; notCheckedIn: number }) {
  const preview = useLateNudge(eventId, notCheckedIn > 0);
  const send = useSendLateNudge(eventId);
  const data = preview.data;
  if (!data) return null;
  if (data.sentAt) {
    return <p className="text-sm opacity-90">{t.alreadySent(formatTime(data.sentAt))}</p>;
  }
  // Nobody to text: no button that would do nothing.
  if (data.texts + data.emails === 0) return null;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" className="w-full shrink-0 sm:w-auto">
          <MessageIcon />
          {t.button}
        </Button>
      }
      title={t.title}
      description={
        <>
          {t.description(data.texts, data.athletesWithGuardians)}
          {data.emails > 0 ? ` ${t.emails(data.emails)}` : null}
        </>
      }
      cancelLabel={t.cancel}
      confirmLabel={t.confirm}
      confirmIcon={<MessageIcon />}
      isPending={send.isPending}
      onConfirm={async () => {
        try {
          const result = await send.mutateAsync();
          toast({ title: t.sent(result.texts), variant: 'success' });
          return true;
        } catch (error) {
          if (!isSessionEnded(error)) {
            toast({
              title: t.failed,
              description: errorMessage(error, '') || undefined,
              variant: 'destructive',
            });
          }
          return false;
        }
      }}
    />
  );
}
