/**
 * /coach/dashboard?event=: the live roster (docs/product.md#coach-dashboard). Only coaches and
 * admins get in (the staff guard, applied here rather than in the router: what this browser kept
 * for a visit with no network is put back first, so the guard and the page can open offline, issue
 * 13). This page brings the staff layout. The chosen event rides in the address, so a
 * reload or a shared link shows the same event.
 */
import { Fragment } from 'react';
import { useLocation, useSearch } from 'wouter';
import { StaffLayout } from '#web/app/layouts/staff-layout.tsx';
import StaffOnly from '#web/app/layouts/staff-only.tsx';
import { CenteredSpinner } from '#web/features/auth/components/status-panel.tsx';
import { Dashboard } from '#web/features/dashboard/components/dashboard.tsx';
import { RestoreOfflineDashboard } from '#web/features/dashboard/components/restore-offline-dashboard.tsx';
import { ParentLinksPanel } from '#web/features/parent-links/components/parent-links-panel.tsx';
import { WaitingGuardiansPanel } from '#web/features/parent-links/components/waiting-guardians-panel.tsx';
import { paths } from '#web/lib/paths.ts';

export default function CoachDashboardRoute() {
  return (
    <RestoreOfflineDashboard
      fallback={
        <StaffLayout>
          <CenteredSpinner className="min-h-[60dvh]" />
        </StaffLayout>
      }
    >
      <StaffOnly>
        <CoachDashboardPage />
      </StaffOnly>
    </RestoreOfflineDashboard>
  );
}

function CoachDashboardPage() {
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
        eventExtras={(event) => (
          <Fragment key={event.id}>
            <WaitingGuardiansPanel eventId={event.id} />
            <ParentLinksPanel eventId={event.id} />
          </Fragment>
        )}
      />
    </StaffLayout>
  );
}
