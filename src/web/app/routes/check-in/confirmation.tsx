/**
 * /check-in/confirmation?event=&athlete=&phone=: "You're Checked In!" with the athlete,
 * team and the recorded time; back to the athlete list after 3 seconds
 * (features/parent-athletes/components/checked-in.tsx).
 */
import { messages } from '#shared/messages/public.ts';
import { CheckInLayout } from '#web/app/layouts/check-in-layout.tsx';
import {
  BackToList,
  CheckedInDetails,
  CheckedInMark,
  useBackToList,
} from '#web/features/parent-athletes/components/checked-in.tsx';
import { PickupCodes } from '#web/features/pickup-codes/components/pickup-codes.tsx';
import { useCheckInParams } from './check-in-params.ts';
import { NoEventMessage, StepHeading } from './shared-ui.tsx';

export function ConfirmationRoute() {
  const { eventId, athleteId, phone } = useCheckInParams();
  const backPath = useBackToList(eventId, phone);

  if (!eventId) {
    return (
      <CheckInLayout>
        <NoEventMessage />
      </CheckInLayout>
    );
  }
  return (
    <CheckInLayout eventId={eventId}>
      <div className="flex flex-col items-center text-center">
        <CheckedInMark />
        <StepHeading title={messages.parent.confirmationTitle} />
        <CheckedInDetails eventId={eventId} athleteId={athleteId} />
        <PickupCodes eventId={eventId} athleteId={athleteId} />
        <BackToList to={backPath} />
      </div>
    </CheckInLayout>
  );
}
