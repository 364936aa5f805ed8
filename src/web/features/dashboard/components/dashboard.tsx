/**
 * The coach dashboard's body (docs/product.md#coach-dashboard, decision 014): the header, then the
 * chosen event's dashboard, or what stands in for it while the events load, when they
 * fail and when there are none. The page frame (staff layout, sign-in guard) is the
 * route's.
 */
import { type ReactNode, useRef } from 'react';
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { PanelError, PanelLoading } from '#web/components/ui/panel-state.tsx';
import { useDocumentTitle } from '#web/lib/hooks.ts';
import { useDashboardEvents } from '../hooks/use-dashboard-events.ts';
import { useKeepAppOffline } from '../hooks/use-keep-app-offline.ts';
import { pickEventId } from '../lib/events.ts';
import { DashboardHeader } from './dashboard-header.tsx';
import { EventDashboard } from './event-dashboard.tsx';
import { NoEvents } from './no-events.tsx';
import { Panel } from './panel.tsx';
import { ScheduleNotices } from './schedule-notices.tsx';

const t = messages.dashboard;

export function Dashboard({
  requestedEventId,
  onSelectEvent,
  eventExtras,
}: {
  /** The `event` of the address, if any. */
  requestedEventId: string | null;
  onSelectEvent: (eventId: string) => void;
  /** More of the chosen event, below the roster (the route composes other features here). */
  eventExtras?: (event: TapInEvent) => ReactNode;
}) {
  useDocumentTitle(t.title);
  useKeepAppOffline();
  const events = useDashboardEvents();
  // Once the list has come from the server, the event on screen stays on screen when the
  // schedule or another coach switches the active one (decision 035); before that (a list
  // kept from the last visit), the choice follows the list.
  const shown = useRef<string | null>(null);
  const isFresh = events.isFetchedAfterMount;
  const eventId = events.data
    ? pickEventId(events.data, requestedEventId, { shownId: isFresh ? shown.current : null })
    : null;
  if (isFresh) shown.current = eventId;
  const event = events.data?.find((item) => item.id === eventId) ?? null;

  let body: ReactNode;
  if (events.data && event) {
    body = (
      <>
        <EventDashboard event={event} events={events.data} onSelectEvent={onSelectEvent} />
        {eventExtras?.(event)}
      </>
    );
  } else if (events.data) {
    body = <NoEvents />;
  } else if (events.isError) {
    body = (
      <Panel>
        <PanelError text={t.failedToFetchEvents} onRetry={() => void events.refetch()} />
      </Panel>
    );
  } else {
    body = <PanelLoading />;
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 sm:gap-6 sm:px-6 sm:py-8">
      <DashboardHeader />
      <ScheduleNotices />
      {body}
    </div>
  );
}
