/**
 * An event's check-in switch and status badge (docs/product.md#tools-events): turning one event on
 * makes the server turn the others off.
 */
import { useId } from 'react';
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { Switch } from '#web/components/ui/switch.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useUpdateEvent } from '../api/update-event.ts';

const t = messages.coachTools;

export function ActiveToggle({ event }: { event: TapInEvent }) {
  const updateEvent = useUpdateEvent();
  const id = useId();

  async function onChange(isActive: boolean) {
    try {
      await updateEvent.mutateAsync({ eventId: event.id, active: isActive });
      toast({
        title: t.eventStatusUpdated,
        description: isActive ? t.eventActivated(event.name) : t.eventDeactivated(event.name),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t.errorTitle,
        description: errorMessage(error, t.failedUpdateEvent),
        variant: 'destructive',
      });
    }
  }

  return (
    <span className="flex flex-col items-start gap-1.5 sm:flex-row sm:items-center sm:gap-3">
      <Switch
        id={id}
        checked={event.active}
        // A cancelled occurrence is never switched on (decision 030).
        disabled={updateEvent.isPending || event.cancelled}
        aria-label={t.activeSwitch(event.name)}
        onCheckedChange={(checked) => void onChange(checked)}
      />
      <StatusBadge isActive={event.active} />
    </span>
  );
}

function StatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap',
        isActive ? 'bg-success-soft text-success' : 'bg-muted text-muted-foreground',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', isActive ? 'bg-success' : 'bg-muted-foreground/60')}
      />
      {isActive ? t.active : t.inactive}
    </span>
  );
}
