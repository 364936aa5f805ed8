/**
 * The Events tab (docs/product.md#tools-events): the create form, then every event with its
 * controls.
 */
import { useId } from 'react';
import { messages } from '#shared/messages.ts';
import { Card } from '#web/components/ui/card.tsx';
import { PanelEmpty, PanelError, PanelLoading } from '#web/components/ui/panel-state.tsx';
import { CalendarIcon } from '#web/components/ui/staff-icons.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useEvents } from '../api/get-events.ts';
import { CreateEventForm } from './create-event-form.tsx';
import { EventsTable } from './events-table.tsx';

const t = messages.coachTools;

export function EventsPanel() {
  const events = useEvents();
  const headingId = useId();
  return (
    <div className="flex flex-col gap-6">
      <CreateEventForm />
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-1 border-b border-border p-5 sm:p-6">
          <h2 id={headingId} className="text-xl font-bold tracking-tight">
            {t.eventsHeading}
          </h2>
          <p className="text-sm text-muted-foreground">{t.oneActiveNote}</p>
        </div>
        {events.isPending ? (
          <PanelLoading />
        ) : events.isError ? (
          <PanelError
            text={errorMessage(events.error, t.eventsLoadFailed)}
            onRetry={() => void events.refetch()}
          />
        ) : events.data.length === 0 ? (
          <PanelEmpty icon={<CalendarIcon />} title={t.noEvents} text={t.noEventsText} />
        ) : (
          <EventsTable events={events.data} labelledBy={headingId} />
        )}
      </Card>
    </div>
  );
}
