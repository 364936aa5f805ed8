/**
 * The code step's form: the texted code, Verify, Resend (locked with a countdown) and Back;
 * above it, a failed send said with what to do. Verified, the phone step confirms the
 * number with the server and goes on to the athletes.
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { VERIFICATION_CODE_LENGTH } from '#shared/constants.ts';
import { messages } from '#shared/messages/public.ts';
import { Button } from '#web/components/ui/button.tsx';
import { glyphs, Icon } from '#web/components/ui/icon.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { markAskTexts } from '#web/features/guardian-texts/ask-after-verify.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { displayPhone } from '#web/lib/phone.ts';
import { useVerifyCode } from '../api/verify-code.ts';
import type { SendState } from '../lib/code-sending.ts';
import type { CodeSending } from '../use-code-sending.ts';

const t = messages.parent;

/** The code step's line under its heading: texted, or being texted (a failure is said below). */
export function codeSendingText(state: SendState, phone: string): string | null {
  if (state.kind === 'sent') return t.verifyText(displayPhone(phone));
  return state.kind === 'sending' ? t.sendingCode(displayPhone(phone)) : null;
}

export function VerifyCodeForm({
  eventId,
  phone,
  sending,
}: {
  eventId: string;
  phone: string;
  sending: CodeSending;
}) {
  const [, navigate] = useLocation();
  const verify = useVerifyCode();
  const [code, setCode] = useState('');
  const codeInputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const countdownId = useId();
  const { sendState, secondsLeft, isCoolingDown } = sending;

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

  const canVerify = code.length === VERIFICATION_CODE_LENGTH && !verify.isPending;

  return (
    <>
      {sendState.kind === 'failed' ? (
        <div
          role="alert"
          className="mb-5 flex flex-col gap-1 rounded-xl border border-destructive/40 bg-destructive-soft px-4 py-3 text-sm"
        >
          <p className="font-semibold">{t.codeNotSent(displayPhone(phone))}</p>
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
            onClick={() => void sending.requestCode({ isAutomatic: false })}
            disabled={isCoolingDown || sending.isSending}
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
    </>
  );
}

function BackIcon() {
  return <Icon icon={glyphs.chevronLeft} />;
}
