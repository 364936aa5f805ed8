/**
 * /coach/dashboard?event=: the live roster (spec §2). The chosen event rides in the
 * address, so a reload or a shared link shows the same event.
 */
import { useLocation, useSearch } from 'wouter';
import { Dashboard } from '../../../features/dashboard/components/dashboard.tsx';
import { paths } from '../../../lib/paths.ts';
import { SiteLayout } from '../../layouts/site-layout.tsx';

export default function CoachDashboardRoute() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const requestedEventId = new URLSearchParams(search).get('event');
  return (
    <SiteLayout>
      <Dashboard
        requestedEventId={requestedEventId}
        onSelectEvent={(eventId) =>
          navigate(paths.coach.dashboard.to({ event: eventId }), { replace: true })
        }
      />
    </SiteLayout>
  );
}
