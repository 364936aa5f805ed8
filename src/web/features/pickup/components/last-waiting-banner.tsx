/**
 * "The last ones waiting" (10 minutes after the end, two children or fewer unreleased):
 * their names and one action to text their guardians, once.
 */
import { messages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { fullName } from '#web/lib/format.ts';
import { useSendPendingTexts } from '../api/coach-pickup.ts';
import type { PickupChild } from '../lib/pickup-names.ts';

const t = messages.pickup;

export function LastWaitingBanner({
  eventId,
  waiting,
  isTexted,
}: {
  eventId: string;
  waiting: PickupChild[];
  /** Their guardians were texted already. */
  isTexted: boolean;
}) {
  const pending = useSendPendingTexts(eventId);

  async function textPending() {
    try {
      const { queued: count } = await pending.mutateAsync();
      toast({ title: t.pendingSent(count), variant: 'success' });
    } catch (error) {
      toast({ title: errorMessage(error, t.errors.pickupOff), variant: 'destructive' });
    }
  }

  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-xl border border-warning/50 bg-warning-soft p-3"
    >
      <p className="font-bold">{t.lastWaitingTitle}</p>
      <p>
        {t.lastWaiting(waiting.length)} {waiting.map((child) => fullName(child)).join(', ')}
      </p>
      <div>
        <Button
          variant="outline"
          disabled={pending.isPending || isTexted}
          onClick={() => void textPending()}
        >
          {t.textPending}
        </Button>
      </div>
    </div>
  );
}
