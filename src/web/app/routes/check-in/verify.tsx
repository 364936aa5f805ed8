/**
 * /check-in/verify?event=&phone=: the parent types the texted code
 * (features/parent-session: use-code-sending.ts texts it when the phone step did not,
 * components/verify-code-form.tsx checks it).
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { messages } from '#shared/messages/public.ts';
import { CheckInLayout } from '#web/app/layouts/check-in-layout.tsx';
import {
  codeSendingText,
  VerifyCodeForm,
} from '#web/features/parent-session/components/verify-code-form.tsx';
import { useCodeSending } from '#web/features/parent-session/use-code-sending.ts';
import { paths } from '#web/lib/paths.ts';
import { useCheckInParams } from './check-in-params.ts';
import { CenteredSpinner, StepHeading } from './shared-ui.tsx';

export function VerifyRoute() {
  const { eventId, phone } = useCheckInParams();
  const [, navigate] = useLocation();
  const isMissingParams = !eventId || !phone;

  useEffect(() => {
    if (isMissingParams) navigate(paths.checkIn.start.to({ event: eventId }), { replace: true });
  }, [isMissingParams, eventId, navigate]);

  if (isMissingParams) {
    return (
      <CheckInLayout eventId={eventId}>
        <CenteredSpinner />
      </CheckInLayout>
    );
  }
  return <VerifyScreen eventId={eventId} phone={phone} />;
}

function VerifyScreen({ eventId, phone }: { eventId: string; phone: string }) {
  const sending = useCodeSending(phone);
  return (
    <CheckInLayout eventId={eventId}>
      <StepHeading title={messages.parent.verifyTitle}>
        {codeSendingText(sending.sendState, phone)}
      </StepHeading>
      <VerifyCodeForm eventId={eventId} phone={phone} sending={sending} />
    </CheckInLayout>
  );
}
