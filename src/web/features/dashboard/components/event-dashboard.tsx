import { useState } from 'react';
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { PanelError } from '#web/components/ui/panel-state.tsx';
import { PickupPanel } from '#web/features/pickup/components/pickup-panel.tsx';
import { useEventCheckIns } from '../hooks/use-event-check-ins.ts';
import { useOfflineActions } from '../hooks/use-offline-actions.ts';
import { useRosterView } from '../hooks/use-roster-view.ts';
import { useRowActions } from '../hooks/use-row-actions.ts';
import { ArrivalsChart } from './arrivals-chart.tsx';
import { AttendanceBanner } from './attendance-banner.tsx';
import { EventPicker } from './event-picker.tsx';
import { EventSwitchNotice, type HeardSwitch } from './event-switch-notice.tsx';
import { LiveIndicator } from './live-indicator.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { Panel } from './panel.tsx';
import { RosterSection } from './roster-section.tsx';
import { StatCards } from './stat-cards.tsx';

const t = messages.dashboard;

/**
 * One event's dashboard: the event chooser and live state, what the page does with no
 * network, the late-arrivals banner, the stat cards that filter the roster, the arrivals
 * chart and the roster with manual Check In and Undo.
 */
export function EventDashboard({
  event,
  events,
  onSelectEvent,
}: {
  event: TapInEvent;
  events: readonly TapInEvent[];
  onSelectEvent: (eventId: string) => void;
}) {
  // The schedule or a coach elsewhere switched the active event (decision 035).
  const [heardSwitch, setHeardSwitch] = useState<HeardSwitch | null>(null);
  const data = useEventCheckIns(event, (switched) => setHeardSwitch({ switched, at: Date.now() }));
  const { roster, checkIns, stats } = data;
  const view = useRosterView(roster.data, data.index);
  const offline = useOfflineActions(event.id);
  const actions = useRowActions(event.id, offline.queue);
  // A list already on screen (e.g. kept from the last visit) stays rather than an error.
  const loadError =
    roster.isError && !roster.data
      ? { text: t.failedToFetchRoster, retry: roster.refetch }
      : checkIns.isError && !checkIns.data
        ? { text: t.failedToFetchCheckIns, retry: checkIns.refetch }
        : null;

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <EventPicker events={events} value={event.id} onChange={onSelectEvent} />
        <LiveIndicator status={data.liveStatus} isOnline={offline.isOnline} />
      </div>

      <EventSwitchNotice
        heard={heardSwitch}
        shownId={event.id}
        onShow={(eventId) => {
          setHeardSwitch(null);
          onSelectEvent(eventId);
        }}
        onDismiss={() => setHeardSwitch(null)}
      />

      <OfflineNotice
        isOnline={offline.isOnline}
        savedAt={checkIns.dataUpdatedAt || null}
        pending={offline.pending}
        held={offline.held}
        outcomes={offline.outcomes}
        onDismiss={offline.dismiss}
      />

      {loadError ? (
        <Panel>
          <PanelError text={loadError.text} onRetry={() => void loadError.retry()} />
        </Panel>
      ) : null}

      {/* An empty roster has nobody to be late: "Everyone is checked in" would be wrong. */}
      {stats && stats.expected > 0 ? (
        <AttendanceBanner
          eventId={event.id}
          eventStart={event.date}
          notCheckedIn={stats.notCheckedIn}
          isShowingMissing={view.filter === 'not-checked-in'}
          onShowMissing={() => view.setFilter('not-checked-in')}
        />
      ) : null}

      <StatCards stats={stats} filter={view.filter} onFilter={view.toggleFilter} />

      <PickupPanel eventId={event.id} isLive={data.liveStatus === 'live'} />

      {data.isLoaded ? <ArrivalsChart chart={data.chart} /> : null}

      <RosterSection
        view={view}
        total={roster.data?.length ?? 0}
        isLoaded={data.isLoaded}
        hasError={roster.isError || checkIns.isError}
        checkIns={data.index}
        actions={actions}
      />

      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {data.announcement}
      </div>
    </>
  );
}
