/** /coach/roster (spec §2 Roster upload). The router's staff guard comes first. */
import '../coach-tools.css';
import { messages } from '../../../../shared/messages.ts';
import { WithEvents } from '../../../features/events/components/with-events.tsx';
import { RosterUploadPage } from '../../../features/rosters/components/roster-upload-page.tsx';
import { useDocumentTitle } from '../../../lib/hooks.ts';
import { ToolPageLayout } from '../../layouts/tool-page-layout.tsx';

const t = messages.rosterPage;

export default function CoachRosterRoute() {
  useDocumentTitle(t.title);
  return (
    <ToolPageLayout title={t.title} intro={t.intro}>
      <WithEvents>{(events) => <RosterUploadPage events={events} />}</WithEvents>
    </ToolPageLayout>
  );
}
