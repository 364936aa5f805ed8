/** The guard of the parent screens that need both an event and a verified phone. */
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { CheckInLayout } from '#web/app/layouts/check-in-layout.tsx';
import { paths } from '#web/lib/paths.ts';
import { useCheckInParams } from './check-in-params.ts';
import { CenteredSpinner, NoEventMessage } from './shared-ui.tsx';

export { needsVerification } from '#web/features/parent-athletes/needs-verification.ts';

/**
 * Renders `children` with the address's event and phone. Without an event it shows the
 * no-event message; without a phone it goes back to the phone step (a spinner meanwhile).
 */
export function WithEventAndPhone({
  children,
}: {
  children: (params: { eventId: string; phone: string }) => ReactNode;
}) {
  const { eventId, phone } = useCheckInParams();
  const [, navigate] = useLocation();
  const isMissingPhone = Boolean(eventId) && !phone;

  useEffect(() => {
    if (isMissingPhone) navigate(paths.checkIn.phone.to({ event: eventId }), { replace: true });
  }, [isMissingPhone, eventId, navigate]);

  if (!eventId) {
    return (
      <CheckInLayout>
        <NoEventMessage />
      </CheckInLayout>
    );
  }
  if (isMissingPhone) {
    return (
      <CheckInLayout eventId={eventId}>
        <CenteredSpinner />
      </CheckInLayout>
    );
  }
  return children({ eventId, phone });
}
