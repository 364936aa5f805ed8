/** /coach/roster (docs/product.md#roster-upload). The router's staff guard comes first. */
import { messages } from '#shared/messages.ts';
import { ToolPageLayout } from '#web/app/layouts/tool-page-layout.tsx';
import { WithEvents } from '#web/features/events/components/with-events.tsx';
import { RosterUploadPage } from '#web/features/rosters/components/roster-upload-page.tsx';
import { useDocumentTitle } from '#web/lib/hooks.ts';

const t = messages.rosterPage;

export default function CoachRosterRoute() {
  useDocumentTitle(t.title);
  return (
    <ToolPageLayout title={t.title} intro={t.intro}>
      <WithEvents>{(events) => <RosterUploadPage events={events} />}</WithEvents>
    </ToolPageLayout>
  );
}
