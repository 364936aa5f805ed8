/** The guard of the parent screens that need both an event and a verified phone. */
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { CheckInLayout } from '../../layouts/check-in-layout.tsx';
import { useCheckInParams } from './check-in-params.ts';
import { CenteredSpinner, NoEventMessage } from './shared-ui.tsx';

/** 401: this device has not verified a phone; 403: not this phone. Both mean: verify. */
export function needsVerification(error: unknown): boolean {
  return isApiError(error, 401) || isApiError(error, 403);
}

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
