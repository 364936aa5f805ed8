/**
 * The Events tab (docs/product.md#tools-events): the create form, then the current events
 * with their controls, and the earlier ones a page at a time on request (decision 038).
 */
import { useId, useState } from 'react';
import { messages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PanelEmpty, PanelError, PanelLoading } from '#web/components/ui/panel-state.tsx';
import { CalendarIcon } from '#web/components/ui/staff-icons.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useEarlierEvents, useEvents } from '../api/get-events.ts';
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
      <EarlierEvents />
    </div>
  );
}

/** The events before the current ones: asked for by the coach, a page at a time. */
function EarlierEvents() {
  const [isShown, setShown] = useState(false);
  const earlier = useEarlierEvents(isShown);
  const headingId = useId();
  if (!isShown) {
    return (
      <div>
        <Button variant="outline" onClick={() => setShown(true)}>
          {t.showEarlierEvents}
        </Button>
      </div>
    );
  }
  const list = earlier.data?.pages.flat() ?? [];
  return (
    <Card className="overflow-hidden">
      <div className="border-b border-border p-5 sm:p-6">
        <h2 id={headingId} className="text-xl font-bold tracking-tight">
          {t.earlierEventsHeading}
        </h2>
      </div>
      {earlier.isPending ? (
        <PanelLoading />
      ) : earlier.isError ? (
        <PanelError
          text={errorMessage(earlier.error, t.earlierEventsFailed)}
          onRetry={() => void earlier.refetch()}
        />
      ) : list.length === 0 ? (
        <p className="p-5 text-sm text-muted-foreground sm:p-6">{t.noEarlierEvents}</p>
      ) : (
        <EventsTable events={list} labelledBy={headingId} />
      )}
      {earlier.hasNextPage ? (
        <div className="border-t border-border p-4 sm:px-6">
          <Button
            variant="outline"
            disabled={earlier.isFetchingNextPage}
            onClick={() => void earlier.fetchNextPage()}
          >
            {earlier.isFetchingNextPage ? t.loadingEarlierEvents : t.showMoreEarlierEvents}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
