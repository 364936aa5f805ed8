/**
 * /check-in/trusted?event=&phone=&athlete= (issue 26): who may pick a child up. Guardians
 * (linked phones) are listed; a guardian adds another adult by name and phone, or removes
 * one (their codes stop working at once). Loaded on demand: not in the first bundle.
 */
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'wouter';
import { messages } from '#shared/messages/parent-screens.ts';
import { displayPhone } from '#shared/phone.ts';
import { CheckInLayout } from '#web/app/layouts/check-in-layout.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useAthlete } from '#web/features/parent-athletes/api/get-athlete.ts';
import {
  useAddTrustedAdult,
  useRemoveTrustedAdult,
  useTrustedAdults,
} from '#web/features/pickup-codes/api/parent-pickup.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { fullName } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { useCheckInParams } from './check-in-params.ts';
import { StepHeading } from './shared-ui.tsx';

const t = messages.pickupParent;

export default function TrustedAdultsRoute() {
  const { eventId, phone, athleteId } = useCheckInParams();
  const adults = useTrustedAdults(athleteId);
  const athlete = useAthlete(athleteId, eventId);
  const add = useAddTrustedAdult(athleteId);
  const remove = useRemoveTrustedAdult(athleteId);
  const [name, setName] = useState('');
  const [adultPhone, setAdultPhone] = useState('');
  const nameId = useId();
  const phoneId = useId();
  const back = paths.checkIn.athletes.to({ event: eventId, phone });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending) return;
    try {
      await add.mutateAsync({ name: name.trim(), phoneNumber: adultPhone });
      toast({ title: t.added(name.trim()), variant: 'success' });
      setName('');
      setAdultPhone('');
    } catch (error) {
      toast({ title: errorMessage(error, t.failed), variant: 'destructive' });
    }
  }

  return (
    <CheckInLayout eventId={eventId}>
      <StepHeading title={t.trustedTitle}>{t.trustedIntro}</StepHeading>
      {athlete.data ? (
        <h2 className="mb-3 text-lg font-bold break-words">
          {t.trustedFor(fullName(athlete.data))}
        </h2>
      ) : null}
      {adults.isError ? (
        <p role="alert" className="mb-4 font-semibold text-destructive">
          {t.failed}
        </p>
      ) : null}
      <ul
        className="mb-6 flex flex-col gap-2"
        aria-label={athlete.data ? t.trustedFor(fullName(athlete.data)) : t.trustedTitle}
      >
        {(adults.data?.adults ?? []).map((adult) => {
          const label = adult.name ?? displayPhone(adult.phoneNumber);
          return (
            <li
              key={adult.phoneNumber}
              className="flex items-center justify-between gap-3 rounded-xl border border-border bg-card px-4 py-3"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">
                  {adult.phoneNumber === phone ? `${label} (${t.you})` : label}
                </p>
                <p className="text-sm text-muted-foreground">
                  {[
                    displayPhone(adult.phoneNumber),
                    adult.kind === 'guardian' ? t.guardianTag : t.addedTag,
                    adult.verified ? null : t.waitingTag,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              {adult.kind === 'added' && adult.id ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={remove.isPending}
                  aria-label={t.remove(label)}
                  onClick={async () => {
                    try {
                      await remove.mutateAsync(adult.id ?? '');
                      toast({ title: t.removed(label), variant: 'success' });
                    } catch (error) {
                      toast({ title: errorMessage(error, t.failed), variant: 'destructive' });
                    }
                  }}
                >
                  {t.removeShort}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={nameId}>{t.nameLabel}</Label>
          <Input
            id={nameId}
            value={name}
            autoComplete="off"
            required
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={phoneId}>{t.phoneLabel}</Label>
          <Input
            id={phoneId}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            required
            value={adultPhone}
            onChange={(event) => setAdultPhone(event.target.value)}
          />
        </div>
        <Button type="submit" size="lg" disabled={add.isPending}>
          {add.isPending ? t.adding : t.add}
        </Button>
      </form>
      <div className="mt-6 text-center">
        <Link
          className="font-semibold text-primary underline-offset-4 hover:underline dark:text-[#a9b8ff]"
          href={back}
        >
          {t.back}
        </Link>
      </div>
    </CheckInLayout>
  );
}
