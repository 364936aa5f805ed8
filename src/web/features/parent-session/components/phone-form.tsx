/**
 * The phone step's form. A number this device has already verified goes straight to the
 * athletes; for any other, Continue texts the code here and moves on to the code step only
 * once the text went out, so a number the server refuses is refused on this step, with the
 * server's reason (the browser has no phone numbering data: it would double the parent
 * bundle).
 */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { messages } from '#shared/messages/public.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { paths } from '#web/lib/paths.ts';
import { cleanPhone, displayPhone, isSamePhone, isValidPhone } from '#web/lib/phone.ts';
import { parentSessionQueryOptions } from '../api/get-parent-session.ts';
import { type CodeSentState, sendVerification } from '../api/send-verification.ts';
import { phoneStepError, recentCodeWait } from '../lib/code-sending.ts';

const t = messages.parent;

export function PhoneForm({ eventId, initialPhone }: { eventId: string; initialPhone: string }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState(() => cleanPhone(initialPhone));
  const [error, setError] = useState<{ title?: string; text: string } | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cleaned = cleanPhone(phone);
    if (!isValidPhone(cleaned)) {
      setError({ text: t.invalidPhone });
      return;
    }
    setError(null);
    setIsChecking(true);
    try {
      const current = await queryClient
        .fetchQuery(parentSessionQueryOptions())
        .catch(() => ({ phoneNumber: null }));
      if (current.phoneNumber && isSamePhone(cleaned, current.phoneNumber)) {
        navigate(paths.checkIn.athletes.to({ event: eventId, phone: current.phoneNumber }));
        return;
      }
      const resendAt = await textCode(cleaned);
      if (resendAt === null) return;
      const state: CodeSentState = { codeSentTo: cleaned, resendAt };
      navigate(paths.checkIn.verify.to({ event: eventId, phone: cleaned }), { state });
    } finally {
      setIsChecking(false);
    }
  }

  /** Texts the code; answers when another may be asked for, or null (error shown). */
  async function textCode(cleaned: string): Promise<number | null> {
    try {
      const result = await sendVerification(cleaned);
      toast({
        title: t.codeSent,
        description: t.codeSentText(displayPhone(cleaned)),
        variant: 'success',
      });
      return Date.now() + result.retryAfter * 1000;
    } catch (sendError) {
      // "Wait before another code": one went out moments ago (Back, then Continue).
      const wait = recentCodeWait(sendError);
      if (wait !== null) return Date.now() + wait * 1000;
      // A number the server refuses reads as the spec's message on this field; anything
      // else (a cap, the SMS provider down) is a failed send, said as such.
      setError(phoneStepError(sendError));
      return null;
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>{t.phoneLabel}</Label>
        <Input
          id={inputId}
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          placeholder={t.phonePlaceholder}
          value={phone}
          onChange={(e) => {
            setPhone(cleanPhone(e.target.value));
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          className="h-14 text-lg tracking-wide"
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-semibold text-destructive">
            {error.title ? `${error.title}: ` : null}
            {error.text}
          </p>
        ) : null}
        <p id={hintId} className="text-sm text-muted-foreground">
          {t.phoneText}
        </p>
      </div>
      <Button type="submit" size="lg" disabled={isChecking} aria-busy={isChecking || undefined}>
        {t.continue}
      </Button>
    </form>
  );
}
