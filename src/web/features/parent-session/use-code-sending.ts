/**
 * The code step's texting (decision 054 moved it out of the route): the phone step texts
 * the code before coming here (its history entry says so); opened any other way (a reload
 * of an old entry, a shared link), the code is texted on entry. "We texted" is said only
 * after a text went out; resend is locked for the server's retryAfter seconds.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { messages } from '#shared/messages/public.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSecondsLeft } from '#web/lib/hooks.ts';
import { displayPhone } from '#web/lib/phone.ts';
import { readCodeSentState, useSendVerification } from './api/send-verification.ts';
import { afterFailedSend, type SendState } from './lib/code-sending.ts';

const t = messages.parent;

export function useCodeSending(phone: string) {
  const sendCode = useSendVerification();
  const [sentOnPhoneStep] = useState(() => readCodeSentState(phone));
  const [resendAt, setResendAt] = useState<number | null>(sentOnPhoneStep?.resendAt ?? null);
  const [sendState, setSendState] = useState<SendState>(
    sentOnPhoneStep ? { kind: 'sent' } : { kind: 'sending' },
  );
  const stateRef = useRef(sendState);
  stateRef.current = sendState;
  const secondsLeft = useSecondsLeft(resendAt);
  /** The phone a code was requested for on entry: StrictMode runs effects twice. */
  const requestedFor = useRef<string | null>(sentOnPhoneStep ? phone : null);
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
        const next = afterFailedSend(error, stateRef.current, { isAutomatic, now: Date.now() });
        if (next.resendAt !== null) setResendAt(next.resendAt);
        setSendState(next.state);
        if (!next.showToast) return;
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

  return {
    sendState,
    secondsLeft,
    isCoolingDown: secondsLeft > 0,
    isSending: sendCode.isPending,
    requestCode,
  };
}

export type CodeSending = ReturnType<typeof useCodeSending>;
