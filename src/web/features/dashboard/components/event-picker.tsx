import { useId } from 'react';
import { formatWeekdayDateTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { EventOptions } from '#web/components/event-select.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';

const t = messages.dashboard;

/** The event chooser: a native select (the best picker on phones). */
export function EventPicker({
  events,
  value,
  onChange,
}: {
  events: readonly TapInEvent[];
  value: string;
  onChange: (eventId: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-2">
      <Label htmlFor={id}>{t.eventLabel}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <EventOptions
          events={events}
          label={(event) =>
            t.eventOption(event.name, formatWeekdayDateTime(event.date), event.active)
          }
        />
      </Select>
    </div>
  );
}
