/**
 * /check-in/texts?event=&phone=: the Texts screen (decision 046), reachable from the
 * athlete list any time: a text (or email) when each child is checked in, unticked until
 * the parent says yes; the honest STOP state; an email address confirmed by a link.
 * Loaded on demand: the QR scan's bundle carries none of it.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { messages } from '#shared/messages/parent-screens.ts';
import { CheckInLayout } from '#web/app/layouts/check-in-layout.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useTexts } from '#web/features/guardian-texts/api/texts.ts';
import { ChildGuardians } from '#web/features/guardian-texts/components/child-guardians.tsx';
import { EmailChannel } from '#web/features/guardian-texts/components/email-channel.tsx';
import { TextsChoices } from '#web/features/guardian-texts/components/texts-choices.tsx';
import { paths } from '#web/lib/paths.ts';
import { CenteredSpinner, StepHeading } from './shared-ui.tsx';
import { needsVerification, WithEventAndPhone } from './with-event-and-phone.tsx';

const t = messages.texts;

export default function TextsRoute() {
  return (
    <WithEventAndPhone>
      {({ eventId, phone }) => <TextsScreen eventId={eventId} phone={phone} />}
    </WithEventAndPhone>
  );
}

function TextsScreen({ eventId, phone }: { eventId: string; phone: string }) {
  const [, navigate] = useLocation();
  const texts = useTexts();
  const mustVerify = needsVerification(texts.error);
  const backTo = paths.checkIn.athletes.to({ event: eventId, phone });

  useEffect(() => {
    if (mustVerify) navigate(paths.checkIn.phone.to({ event: eventId }), { replace: true });
  }, [mustVerify, eventId, navigate]);

  const state = texts.data;
  return (
    <CheckInLayout eventId={eventId}>
      <StepHeading title={t.title} />
      {!state ? (
        texts.isError && !mustVerify ? (
          <div className="flex flex-col items-center gap-4 py-4 text-center">
            <p role="alert" className="font-semibold text-destructive">
              {t.loadFailed}
            </p>
            <Button variant="outline" onClick={() => void texts.refetch()}>
              {messages.common.tryAgain}
            </Button>
          </div>
        ) : (
          <CenteredSpinner />
        )
      ) : (
        <div className="flex flex-col gap-5">
          {state.smsStoppedAt ? (
            <div
              role="status"
              className="flex flex-col gap-1 rounded-xl border border-destructive/40 bg-destructive-soft px-4 py-3 text-sm"
            >
              <p className="font-semibold">{t.stoppedTitle}</p>
              <p>{t.stoppedText}</p>
            </div>
          ) : null}
          {state.children.length === 0 ? (
            <p className="font-semibold">{t.noChildren}</p>
          ) : (
            <TextsChoices key={state.wordingVersion} state={state} showChannels />
          )}
          <EmailChannel state={state} />
          {state.children
            .filter((child) => child.confirmed)
            .map((child) => (
              <ChildGuardians
                key={child.id}
                athleteId={child.id}
                name={`${child.firstName} ${child.lastName}`}
              />
            ))}
        </div>
      )}
      <Button variant="ghost" className="mt-4 w-full" onClick={() => navigate(backTo)}>
        {t.back}
      </Button>
    </CheckInLayout>
  );
}
