/** /coach/roster (spec §2 Roster upload). The router's staff guard comes first. */
import '../coach-tools.css';
import { messages } from '../../../../shared/messages.ts';
import { Card } from '../../../components/ui/card.tsx';
import { PanelError, PanelLoading } from '../../../components/ui/panel-state.tsx';
import { useEvents } from '../../../features/events/api/get-events.ts';
import { RosterUploadPage } from '../../../features/rosters/components/roster-upload-page.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/hooks.ts';
import { StaffLayout } from '../../layouts/staff-layout.tsx';

const t = messages.rosterPage;

export default function CoachRosterRoute() {
  useDocumentTitle(t.title);
  const events = useEvents();
  return (
    <StaffLayout>
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
        <header className="flex flex-col gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t.title}</h1>
          <p className="text-muted-foreground">{t.intro}</p>
        </header>
        {events.isPending ? (
          <Card>
            <PanelLoading />
          </Card>
        ) : events.isError ? (
          <Card>
            <PanelError
              text={errorMessage(events.error, messages.coachTools.eventsLoadFailed)}
              onRetry={() => void events.refetch()}
            />
          </Card>
        ) : (
          <RosterUploadPage events={events.data} />
        )}
      </div>
    </StaffLayout>
  );
}
