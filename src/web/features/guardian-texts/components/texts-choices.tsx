/**
 * The consent form (decision 046): the versioned wording naming the club, one unticked box
 * per child, one switch for all of them, and (on the Texts screen) texts, email or both.
 * Saving sends the wording version shown, so the record says which words were agreed to.
 * A child this phone is not a confirmed guardian of (decision 059) has no box: a line says
 * texts start once a coach confirms the phone (a yes given before is paused), and its
 * choices are sent back as they are.
 */
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { messages } from '#shared/messages/parent-screens.ts';
import type { TextsState } from '#shared/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSaveTexts } from '../api/texts.ts';

const t = messages.texts;

export function TextsChoices({
  state,
  showChannels = false,
  onSaved,
  secondary,
}: {
  state: TextsState;
  showChannels?: boolean;
  onSaved?: () => void;
  /** A second action beside Save ("Not now"). */
  secondary?: ReactNode;
}) {
  const save = useSaveTexts();
  const [picked, setPicked] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(state.children.map((child) => [child.id, child.arrival])),
  );
  // Departure texts (issue 26): offered only for children whose events use pickup check.
  const [leaving, setLeaving] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(state.children.map((child) => [child.id, child.departure])),
  );
  const confirmed = state.children.filter((child) => child.confirmed);
  const hasPickup = confirmed.some((child) => child.pickup);
  const [sms, setSms] = useState(state.smsAlerts);
  const [email, setEmail] = useState(state.emailAlerts);
  const wordingId = useId();
  const allId = useId();
  const id = useId();
  const allOn = confirmed.every(
    (child) => picked[child.id] && (!child.pickup || leaving[child.id]),
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const result = await save.mutateAsync({
        wordingVersion: state.wordingVersion,
        children: state.children.map((child) =>
          child.confirmed
            ? {
                athleteId: child.id,
                arrival: Boolean(picked[child.id]),
                ...(child.pickup ? { departure: Boolean(leaving[child.id]) } : {}),
              }
            : // Not this screen's to change: sent as the server holds it.
              {
                athleteId: child.id,
                arrival: child.arrival,
                ...(child.pickup ? { departure: child.departure } : {}),
              },
        ),
        ...(showChannels ? { smsAlerts: sms, emailAlerts: email } : {}),
      });
      toast({
        title: t.saved,
        description: result.confirmationSent ? t.savedOn : undefined,
        variant: 'success',
      });
      onSaved?.();
    } catch (error) {
      toast({
        title: t.saveFailed,
        description: errorMessage(error, messages.common.genericError),
        variant: 'destructive',
      });
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <div id={wordingId} className="flex flex-col gap-1 text-sm text-muted-foreground">
        <p>{t.consent(state.orgName)}</p>
        {hasPickup ? <p>{t.departureConsent(state.orgName)}</p> : null}
        {state.orgContact ? <p>{t.contact(state.orgContact)}</p> : null}
      </div>
      {confirmed.length > 1 ? (
        <div className="flex min-h-11 items-center justify-between gap-3 rounded-xl bg-secondary px-3">
          <Label htmlFor={allId} className="font-semibold">
            {t.allLabel}
          </Label>
          <Switch
            id={allId}
            checked={allOn}
            aria-describedby={wordingId}
            onCheckedChange={(on) => {
              setPicked((previous) => ({
                ...previous,
                ...Object.fromEntries(confirmed.map((child) => [child.id, on])),
              }));
              setLeaving((previous) => ({
                ...previous,
                ...Object.fromEntries(confirmed.map((child) => [child.id, on && child.pickup])),
              }));
            }}
          />
        </div>
      ) : null}
      <fieldset className="flex flex-col gap-1" aria-describedby={wordingId}>
        <legend className="sr-only">{t.title}</legend>
        {state.children.map((child) =>
          child.confirmed ? (
            <div key={child.id} className="flex flex-col">
              <label
                htmlFor={`${id}-${child.id}`}
                className="flex min-h-11 items-center gap-3 font-semibold"
              >
                <input
                  id={`${id}-${child.id}`}
                  type="checkbox"
                  className="size-5 shrink-0 accent-primary"
                  checked={Boolean(picked[child.id])}
                  onChange={(event) =>
                    setPicked((previous) => ({ ...previous, [child.id]: event.target.checked }))
                  }
                />
                <span>{t.childLabel(`${child.firstName} ${child.lastName}`)}</span>
              </label>
              {child.pickup ? (
                <label
                  htmlFor={`${id}-${child.id}-departure`}
                  className="flex min-h-11 items-center gap-3 font-semibold"
                >
                  <input
                    id={`${id}-${child.id}-departure`}
                    type="checkbox"
                    className="size-5 shrink-0 accent-primary"
                    checked={Boolean(leaving[child.id])}
                    onChange={(event) =>
                      setLeaving((previous) => ({ ...previous, [child.id]: event.target.checked }))
                    }
                  />
                  <span>{t.departureLabel(`${child.firstName} ${child.lastName}`)}</span>
                </label>
              ) : null}
            </div>
          ) : (
            <p key={child.id} className="rounded-xl bg-secondary px-3 py-2 text-sm">
              {child.arrival || child.departure
                ? t.pausedUntilConfirmed(`${child.firstName} ${child.lastName}`)
                : t.awaitingConfirmation(`${child.firstName} ${child.lastName}`)}
            </p>
          ),
        )}
      </fieldset>
      {showChannels ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-bold">{t.channelsTitle}</legend>
          <label htmlFor={`${id}-sms`} className="flex min-h-11 items-center gap-3">
            <input
              id={`${id}-sms`}
              type="checkbox"
              className="size-5 shrink-0 accent-primary"
              checked={sms}
              onChange={(event) => setSms(event.target.checked)}
            />
            <span>{t.bySms}</span>
          </label>
          <label htmlFor={`${id}-email`} className="flex min-h-11 items-center gap-3">
            <input
              id={`${id}-email`}
              type="checkbox"
              className="size-5 shrink-0 accent-primary"
              checked={email}
              disabled={!state.email}
              aria-describedby={state.email ? undefined : `${id}-email-hint`}
              onChange={(event) => setEmail(event.target.checked)}
            />
            <span>{t.byEmail}</span>
          </label>
          {state.email ? null : (
            <p id={`${id}-email-hint`} className="text-sm text-muted-foreground">
              {t.emailNeedsConfirming}
            </p>
          )}
        </fieldset>
      ) : null}
      <div className="flex flex-col gap-2">
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </Button>
        {secondary}
      </div>
    </form>
  );
}
