/**
 * The panel's head: the event's "Pickup check" switch (its label names the panel), the
 * button into pickup mode while it is on, and the weekly series' own switch.
 */
import { messages } from '#shared/messages.ts';
import type { PickupView } from '#shared/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { useSetPickupCheck, useSetSeriesPickupCheck } from '../api/coach-pickup.ts';

const t = messages.pickup;

export function PickupSwitches({
  id,
  eventId,
  view,
  onOpenPickupMode,
}: {
  /** The switch's id; `${id}-title` labels the panel. */
  id: string;
  eventId: string;
  view: Pick<PickupView, 'enabled' | 'series'>;
  onOpenPickupMode: () => void;
}) {
  const setSwitch = useSetPickupCheck(eventId);
  const setSeriesSwitch = useSetSeriesPickupCheck(eventId);
  const series = view.series;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Switch
            id={id}
            checked={view.enabled}
            disabled={setSwitch.isPending}
            onCheckedChange={(enabled) => setSwitch.mutate(enabled)}
          />
          <Label htmlFor={id} id={`${id}-title`} className="text-lg font-bold">
            {t.switchLabel}
          </Label>
        </div>
        {view.enabled ? (
          <Button size="lg" variant="volt" onClick={onOpenPickupMode}>
            {t.pickupModeOpen}
          </Button>
        ) : null}
      </div>
      {view.enabled ? null : <p className="text-sm text-muted-foreground">{t.switchHelp}</p>}
      {series ? (
        <div className="flex items-center gap-3">
          <Switch
            id={`${id}-series`}
            checked={series.enabled}
            disabled={setSeriesSwitch.isPending}
            onCheckedChange={(enabled) => setSeriesSwitch.mutate({ seriesId: series.id, enabled })}
          />
          <Label htmlFor={`${id}-series`}>{t.seriesSwitchLabel}</Label>
        </div>
      ) : null}
    </>
  );
}
