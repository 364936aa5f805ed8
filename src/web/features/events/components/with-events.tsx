/** The events list a coach screen needs before it can show anything. */
import type { ReactNode } from 'react';
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { Card } from '#web/components/ui/card.tsx';
import { PanelError, PanelLoading } from '#web/components/ui/panel-state.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useEvents } from '../api/get-events.ts';

/**
 * Loads the events, showing a loading card and then a failure card with Try Again, and
 * renders `children` with the list once it is there (for the tabs and pages that choose
 * an event).
 */
export function WithEvents({ children }: { children: (events: TapInEvent[]) => ReactNode }) {
  const events = useEvents();
  if (events.isPending) {
    return (
      <Card>
        <PanelLoading />
      </Card>
    );
  }
  if (events.isError) {
    return (
      <Card>
        <PanelError
          text={errorMessage(events.error, messages.coachTools.eventsLoadFailed)}
          onRetry={() => void events.refetch()}
        />
      </Card>
    );
  }
  return children(events.data);
}
