/**
 * /check-in/phone?event=ID: the parent types a phone number
 * (features/parent-session/components/phone-form.tsx). Arriving with verified=true (from the
 * code step) forwards to the athletes once the server's session confirms the number.
 */
import { messages } from '#shared/messages/public.ts';
import { CheckInLayout } from '#web/app/layouts/check-in-layout.tsx';
import { PhoneForm } from '#web/features/parent-session/components/phone-form.tsx';
import { useForwardVerified } from '#web/features/parent-session/use-forward-verified.ts';
import { useCheckInParams } from './check-in-params.ts';
import { CenteredSpinner, NoEventMessage, StepHeading } from './shared-ui.tsx';

export function PhoneRoute() {
  const { eventId, phone, isVerified } = useCheckInParams();
  const { isForwarding } = useForwardVerified({ eventId, phone, isVerified });

  if (!eventId) {
    return (
      <CheckInLayout>
        <NoEventMessage />
      </CheckInLayout>
    );
  }
  if (isForwarding) {
    return (
      <CheckInLayout eventId={eventId}>
        <CenteredSpinner />
      </CheckInLayout>
    );
  }
  return (
    <CheckInLayout eventId={eventId}>
      <StepHeading title={messages.parent.phoneTitle} />
      <PhoneForm eventId={eventId} initialPhone={phone} />
    </CheckInLayout>
  );
}
