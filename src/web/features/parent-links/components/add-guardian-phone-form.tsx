/**
 * "Add a guardian's phone", in the Parent links panel (issue 32, decision 059): a coach or
 * admin who knows the family chooses an athlete of the event and types the phone; the link is
 * confirmed at once (for the club whose rosters carry no phones). The athletes come from the
 * dashboard's own roster query, so nothing more is fetched. The server's answer decides where
 * an error shows: a bad phone under the phone field, an athlete no longer on this roster under
 * the athlete's, anything else under the button; success is a toast and the lists refresh.
 */

import { type FormEvent, useId, useState } from 'react';
import { messages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { LinkIcon } from '#web/components/ui/staff-icons.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useEventRoster } from '#web/features/dashboard/api/get-event-roster.ts';
import { errorMessage, hasErrorCode } from '#web/lib/api-client.ts';
import { fullName } from '#web/lib/format.ts';
import { cleanPhone, displayPhone } from '#web/lib/phone.ts';
import { useAddGuardianPhone } from '../api/add-guardian-phone.ts';

const t = messages.parentLinks;

type FieldErrors = { athlete?: string; phone?: string; form?: string };

export function AddGuardianPhoneForm({ eventId }: { eventId: string }) {
  const roster = useEventRoster(eventId);
  const add = useAddGuardianPhone();
  const [athleteId, setAthleteId] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const id = useId();
  const headingId = `${id}-heading`;
  const athleteFieldId = `${id}-athlete`;
  const phoneFieldId = `${id}-phone`;
  const athleteErrorId = `${id}-athlete-error`;
  const phoneErrorId = `${id}-phone-error`;
  const athletes = roster.data ?? [];

  async function onSubmit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    if (add.isPending) return;
    const missing: FieldErrors = {
      ...(athleteId ? {} : { athlete: t.addChooseAthleteFirst }),
      ...(phone.trim() ? {} : { phone: t.addTypePhoneFirst }),
    };
    setErrors(missing);
    if (missing.athlete || missing.phone) {
      document.getElementById(missing.athlete ? athleteFieldId : phoneFieldId)?.focus();
      return;
    }
    const athlete = athletes.find((one) => one.id === athleteId);
    try {
      await add.mutateAsync({ eventId, athleteId, phoneNumber: phone });
      toast({
        title: t.phoneAdded,
        description: t.phoneAddedText(
          displayPhone(cleanPhone(phone)),
          athlete ? fullName(athlete) : '',
        ),
        variant: 'success',
      });
      setAthleteId('');
      setPhone('');
    } catch (error) {
      if (hasErrorCode(error, 'VALIDATION_FAILED')) {
        setErrors({ phone: errorMessage(error, t.addPhoneInvalid) });
        document.getElementById(phoneFieldId)?.focus();
      } else if (hasErrorCode(error, 'ATHLETE_NOT_FOUND')) {
        setErrors({ athlete: errorMessage(error, t.addAthleteGone) });
        document.getElementById(athleteFieldId)?.focus();
      } else {
        setErrors({ form: errorMessage(error, t.addFailed) });
      }
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-y border-border py-4"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h3 id={headingId} className="font-bold">
          {t.addHeading}
        </h3>
        <p className="text-sm text-muted-foreground">{t.addIntro}</p>
      </div>
      <form
        noValidate
        onSubmit={(formEvent) => void onSubmit(formEvent)}
        className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-start"
      >
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor={athleteFieldId}>{t.addAthleteLabel}</Label>
          <Select
            id={athleteFieldId}
            value={athleteId}
            disabled={roster.isPending}
            aria-invalid={errors.athlete ? true : undefined}
            aria-describedby={errors.athlete ? athleteErrorId : undefined}
            onChange={(event) => {
              setAthleteId(event.target.value);
              setErrors(({ athlete: _, ...rest }) => rest);
            }}
          >
            <option value="">{roster.isPending ? t.addAthletesLoading : t.addChooseAthlete}</option>
            {athletes.map((athlete) => (
              <option key={athlete.id} value={athlete.id}>
                {fullName(athlete)}
                {athlete.teamName ? ` · ${athlete.teamName}` : ''}
              </option>
            ))}
          </Select>
          {errors.athlete ? (
            <p id={athleteErrorId} role="alert" className="text-sm font-semibold text-destructive">
              {errors.athlete}
            </p>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor={phoneFieldId}>{t.addPhoneLabel}</Label>
          <Input
            id={phoneFieldId}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={phone}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? phoneErrorId : undefined}
            onChange={(event) => {
              setPhone(event.target.value);
              setErrors(({ phone: _, ...rest }) => rest);
            }}
          />
          {errors.phone ? (
            <p id={phoneErrorId} role="alert" className="text-sm font-semibold text-destructive">
              {errors.phone}
            </p>
          ) : null}
        </div>
        <Button
          type="submit"
          className="h-12 md:mt-6"
          disabled={add.isPending}
          aria-busy={add.isPending || undefined}
        >
          {add.isPending ? <Spinner /> : <LinkIcon />}
          {add.isPending ? t.adding : t.addPhone}
        </Button>
      </form>
      {errors.form ? (
        <p role="alert" className="font-semibold text-destructive">
          {errors.form}
        </p>
      ) : null}
    </section>
  );
}
