/**
 * /check-in/confirm-email#token=: where an emailed confirmation link lands (decision 046).
 * The token rides in the fragment (never sent in a request line or a Referer) and leaves the
 * address bar at once. Honest states: confirmed, expired, already used, not valid.
 */
import { useEffect, useRef, useState } from 'react';
import { messages } from '#shared/messages/parent-screens.ts';
import { CheckInLayout } from '#web/app/layouts/check-in-layout.tsx';
import { confirmEmail } from '#web/features/guardian-texts/api/texts.ts';
import { hasErrorCode } from '#web/lib/api-client.ts';
import { CenteredSpinner, StepHeading } from './shared-ui.tsx';

const t = messages.texts;

type Outcome =
  | { kind: 'pending' }
  | { kind: 'confirmed'; email: string }
  | { kind: 'failed'; text: string };

function readToken(): string {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  if (window.location.hash) {
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }
  return token;
}

export default function ConfirmEmailRoute() {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice: a link is opened once.
    if (started.current) return;
    started.current = true;
    const token = readToken();
    if (!token) {
      setOutcome({ kind: 'failed', text: t.invalidText });
      return;
    }
    confirmEmail(token).then(
      ({ email }) => setOutcome({ kind: 'confirmed', email }),
      (error: unknown) =>
        setOutcome({
          kind: 'failed',
          text: hasErrorCode(error, 'EMAIL_LINK_EXPIRED')
            ? t.expiredText
            : hasErrorCode(error, 'EMAIL_LINK_USED')
              ? t.usedText
              : hasErrorCode(error, 'EMAIL_LINK_INVALID')
                ? t.invalidText
                : messages.common.genericError,
        }),
    );
  }, []);

  return (
    <CheckInLayout>
      <StepHeading title={t.confirmTitle} />
      {outcome.kind === 'pending' ? (
        <CenteredSpinner label={t.confirming} />
      ) : outcome.kind === 'confirmed' ? (
        <p role="status" className="text-lg font-semibold">
          {t.confirmedText(outcome.email)}
        </p>
      ) : (
        <p role="alert" className="font-semibold">
          {outcome.text}
        </p>
      )}
    </CheckInLayout>
  );
}
