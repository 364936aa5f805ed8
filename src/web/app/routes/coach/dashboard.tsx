/**
 * /coach/dashboard?event=: the live roster (spec §2). The router's staff guard lets only
 * coaches and admins in; this page brings the staff layout. The chosen event rides in the
 * address, so a reload or a shared link shows the same event.
 */
import { useLocation, useSearch } from 'wouter';
import { Dashboard } from '../../../features/dashboard/components/dashboard.tsx';
import { ParentLinksPanel } from '../../../features/parent-links/components/parent-links-panel.tsx';
import { paths } from '../../../lib/paths.ts';
import { StaffLayout } from '../../layouts/staff-layout.tsx';

export default function CoachDashboardRoute() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const requestedEventId = new URLSearchParams(search).get('event');
  return (
    <StaffLayout>
      <Dashboard
        requestedEventId={requestedEventId}
        onSelectEvent={(eventId) =>
          navigate(paths.coach.dashboard.to({ event: eventId }), { replace: true })
        }
        eventExtras={(event) => <ParentLinksPanel key={event.id} eventId={event.id} />}
      />
    </StaffLayout>
  );
}
