/**
 * /check-in/link and /link-athlete (?event=&phone=): link this phone to an athlete on
 * the event roster, by search or by the manual form, then check it in
 * (features/athlete-linking/components/link-athlete.tsx).
 */
import { messages } from '#shared/messages/public.ts';
import { CheckInLayout } from '#web/app/layouts/check-in-layout.tsx';
import { LinkAthlete } from '#web/features/athlete-linking/components/link-athlete.tsx';
import { StepHeading } from './shared-ui.tsx';
import { WithEventAndPhone } from './with-event-and-phone.tsx';

export default function LinkRoute() {
  return (
    <WithEventAndPhone>
      {({ eventId, phone }) => (
        <CheckInLayout eventId={eventId}>
          <StepHeading title={messages.parent.linkTitle}>{messages.parent.linkText}</StepHeading>
          <LinkAthlete eventId={eventId} phone={phone} />
        </CheckInLayout>
      )}
    </WithEventAndPhone>
  );
}
