/** /coach/attendance (decision 031): attendance over time. The router's staff guard comes first. */
import { messages } from '#shared/messages.ts';
import { ToolPageLayout } from '#web/app/layouts/tool-page-layout.tsx';
import { AttendancePage } from '#web/features/attendance/components/attendance-page.tsx';
import { useDocumentTitle } from '#web/lib/hooks.ts';

const t = messages.attendance;

export default function CoachAttendanceRoute() {
  useDocumentTitle(t.title);
  return (
    <ToolPageLayout title={t.title} intro={t.intro}>
      <AttendancePage />
    </ToolPageLayout>
  );
}
