/**
 * /check-in/verify?event=&phone=: the parent types the texted code. The phone step texts
 * it before coming here (its history entry says so); opened any other way (a reload of an
 * old entry, a shared link), the code is texted on entry. The page says "we texted" only
 * after a text went out: a failed send is said, with what to do.
 * Resend is locked for the server's retryAfter seconds (60 s), with a countdown.
 */
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { VERIFICATION_CODE_LENGTH } from '#shared/constants.ts';
import { messages } from '#shared/messages/public.ts';
import { CheckInLayout } from '#web/app/layouts/check-in-layout.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { markAskTexts } from '#web/features/guardian-texts/ask-after-verify.ts';
import {
  readCodeSentState,
  recentCodeWait,
  useSendVerification,
} from '#web/features/parent-session/api/send-verification.ts';
import { useVerifyCode } from '#web/features/parent-session/api/verify-code.ts';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';
import { useSecondsLeft } from '#web/lib/hooks.ts';
import { paths } from '#web/lib/paths.ts';
import { displayPhone } from '#web/lib/phone.ts';
import { useCheckInParams } from './check-in-params.ts';
import { CenteredSpinner, StepHeading } from './shared-ui.tsx';

const t = messages.parent;

/** Whether a code is on its way: texted, being texted, or the send failed (and why). */
type SendState = { kind: 'sent' } | { kind: 'sending' } | { kind: 'failed'; reason: string };

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
  return <VerifyForm eventId={eventId} phone={phone} />;
}

function VerifyForm({ eventId, phone }: { eventId: string; phone: string }) {
  const [, navigate] = useLocation();
  const sendCode = useSendVerification();
  const verify = useVerifyCode();
  const [code, setCode] = useState('');
  const [sentOnPhoneStep] = useState(() => readCodeSentState(phone));
  const [resendAt, setResendAt] = useState<number | null>(sentOnPhoneStep?.resendAt ?? null);
  const [sendState, setSendState] = useState<SendState>(
    sentOnPhoneStep ? { kind: 'sent' } : { kind: 'sending' },
  );
  const secondsLeft = useSecondsLeft(resendAt);
  const codeInputRef = useRef<HTMLInputElement>(null);
  /** The phone a code was requested for on entry: StrictMode runs effects twice. */
  const requestedFor = useRef<string | null>(sentOnPhoneStep ? phone : null);
  const inputId = useId();
  const countdownId = useId();
  const shownPhone = displayPhone(phone);
  const sendCodeAsync = sendCode.mutateAsync;

  const requestCode = useCallback(
    async ({ isAutomatic }: { isAutomatic: boolean }) => {
      try {
        const result = await sendCodeAsync(phone);
        setResendAt(Date.now() + result.retryAfter * 1000);
        setSendState({ kind: 'sent' });
        toast({ title: t.codeSent, description: t.codeSentText(shownPhone), variant: 'success' });
      } catch (error) {
        // "Wait before another code" means one was sent moments ago: the countdown says
        // enough. Anything else (a cap, a bad number, the provider down) is a failed send.
        const wait = recentCodeWait(error);
        if (wait !== null) {
          setResendAt(Date.now() + wait * 1000);
          setSendState({ kind: 'sent' });
          if (isAutomatic) return;
        } else {
          // A cap refuses before anything changes: a code texted earlier still works.
          // Any other failure (a refused number, the provider down) leaves no code.
          const reason = errorMessage(error, messages.common.genericError);
          setSendState((previous) =>
            previous.kind === 'sent' && isApiError(error, 429)
              ? previous
              : { kind: 'failed', reason },
          );
        }
        toast({
          title: t.failedToSendCode,
          description: errorMessage(error, messages.common.genericError),
          variant: 'destructive',
        });
      }
    },
    [sendCodeAsync, phone, shownPhone],
  );

  useEffect(() => {
    if (requestedFor.current === phone) return;
    requestedFor.current = phone;
    void requestCode({ isAutomatic: true });
  }, [phone, requestCode]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.length !== VERIFICATION_CODE_LENGTH || verify.isPending) return;
    try {
      const result = await verify.mutateAsync({ phoneNumber: phone, code });
      toast({ title: t.phoneVerified, description: t.phoneVerifiedText, variant: 'success' });
      // The moment to ask about arrival texts: the athlete list offers them once (decision 046).
      markAskTexts(result.phoneNumber);
      navigate(
        paths.checkIn.phone.to({ event: eventId, phone: result.phoneNumber, verified: true }),
        { replace: true },
      );
    } catch (error) {
      toast({
        title: t.verificationFailed,
        description: errorMessage(error, messages.common.genericError),
        variant: 'destructive',
      });
      setCode('');
      codeInputRef.current?.focus();
    }
  }

  const isCoolingDown = secondsLeft > 0;
  const canVerify = code.length === VERIFICATION_CODE_LENGTH && !verify.isPending;

  return (
    <CheckInLayout eventId={eventId}>
      <StepHeading title={t.verifyTitle}>
        {sendState.kind === 'sent'
          ? t.verifyText(shownPhone)
          : sendState.kind === 'sending'
            ? t.sendingCode(shownPhone)
            : null}
      </StepHeading>
      {sendState.kind === 'failed' ? (
        <div
          role="alert"
          className="mb-5 flex flex-col gap-1 rounded-xl border border-destructive/40 bg-destructive-soft px-4 py-3 text-sm"
        >
          <p className="font-semibold">{t.codeNotSent(shownPhone)}</p>
          <p>{sendState.reason}</p>
          <p>{t.codeNotSentHelp}</p>
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <Label htmlFor={inputId}>{t.codeLabel}</Label>
          <Input
            ref={codeInputRef}
            id={inputId}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            placeholder={t.codePlaceholder}
            autoFocus
            value={code}
            onChange={(e) =>
              setCode(e.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))
            }
            className="h-16 text-center font-mono text-3xl font-bold indent-[0.5em] tracking-[0.5em]"
          />
        </div>
        <Button type="submit" size="lg" disabled={!canVerify}>
          {verify.isPending ? t.verifying : t.verifyPhone}
        </Button>
        <div className="flex flex-col gap-2">
          <Button
            variant="outline"
            onClick={() => void requestCode({ isAutomatic: false })}
            disabled={isCoolingDown || sendCode.isPending}
            aria-describedby={isCoolingDown ? countdownId : undefined}
          >
            {t.resendCode}
          </Button>
          {isCoolingDown ? (
            <p id={countdownId} className="text-center text-sm text-muted-foreground tabular-nums">
              {t.resendIn(secondsLeft)}
            </p>
          ) : null}
        </div>
        <Button
          variant="ghost"
          onClick={() => navigate(paths.checkIn.phone.to({ event: eventId }))}
        >
          <BackIcon />
          {messages.common.back}
        </Button>
      </form>
    </CheckInLayout>
  );
}

function BackIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="m15 18-6-6 6-6" />
    </svg>
  );
}
