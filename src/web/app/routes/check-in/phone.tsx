/**
 * /check-in/phone?event=ID: the parent types a phone number. A number this device has
 * already verified goes straight to the athletes; any other is verified by a texted code.
 * Arriving with verified=true (from the code step) forwards to the athletes once the
 * server's session confirms the number.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { publicMessages as messages } from '../../../../shared/messages/public.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import {
  parentSessionQueryOptions,
  useParentSession,
} from '../../../features/parent-session/api/get-parent-session.ts';
import { paths } from '../../../lib/paths.ts';
import { cleanPhone, isSamePhone, isValidPhone } from '../../../lib/phone.ts';
import { CheckInLayout } from '../../layouts/check-in-layout.tsx';
import { useCheckInParams } from './check-in-params.ts';
import { CenteredSpinner, NoEventMessage, StepHeading } from './shared-ui.tsx';

const t = messages.parent;

export function PhoneRoute() {
  const { eventId, phone: phoneParam, isVerified } = useCheckInParams();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const session = useParentSession({ enabled: Boolean(eventId) });
  const [phone, setPhone] = useState(() => cleanPhone(phoneParam));
  const [error, setError] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();

  const sessionPhone = session.data?.phoneNumber ?? null;
  const isForwarding =
    Boolean(eventId) &&
    isVerified &&
    Boolean(sessionPhone) &&
    isSamePhone(phoneParam, sessionPhone);

  useEffect(() => {
    if (isForwarding && sessionPhone) {
      navigate(paths.checkIn.athletes.to({ event: eventId, phone: sessionPhone }), {
        replace: true,
      });
    }
  }, [isForwarding, sessionPhone, eventId, navigate]);

  if (!eventId) {
    return (
      <CheckInLayout>
        <NoEventMessage />
      </CheckInLayout>
    );
  }

  if (isForwarding || (isVerified && session.isPending)) {
    return (
      <CheckInLayout eventId={eventId}>
        <CenteredSpinner />
      </CheckInLayout>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cleaned = cleanPhone(phone);
    if (!isValidPhone(cleaned)) {
      setError(t.invalidPhone);
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
      } else {
        navigate(paths.checkIn.verify.to({ event: eventId, phone: cleaned }));
      }
    } finally {
      setIsChecking(false);
    }
  }

  return (
    <CheckInLayout eventId={eventId}>
      <StepHeading title={t.phoneTitle} />
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
              {error}
            </p>
          ) : null}
          <p id={hintId} className="text-sm text-muted-foreground">
            {t.phoneText}
          </p>
        </div>
        <Button type="submit" size="lg" disabled={isChecking}>
          {t.continue}
        </Button>
      </form>
    </CheckInLayout>
  );
}
