/** The email channel (decision 046): an address, confirmed by an emailed link before use. */
import { type FormEvent, useId, useState } from 'react';
import { messages } from '#shared/messages/parent-screens.ts';
import type { TextsState } from '#shared/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useRequestEmailLink } from '../api/texts.ts';

const t = messages.texts;

export function EmailChannel({ state }: { state: TextsState }) {
  const requestLink = useRequestEmailLink();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const headingId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!address.trim()) return;
    setError(null);
    try {
      await requestLink.mutateAsync(address.trim());
      setAddress('');
    } catch (sendError) {
      setError(errorMessage(sendError, messages.common.genericError));
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-t border-border pt-5"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {t.emailTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{t.emailText}</p>
      {state.email ? <p className="font-semibold">{t.emailConfirmed(state.email)}</p> : null}
      <p role="status" className="text-sm empty:hidden">
        {state.pendingEmail ? t.linkSent(state.pendingEmail) : ''}
      </p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
        <Label htmlFor={inputId}>{t.emailLabel}</Label>
        <Input
          id={inputId}
          type="email"
          autoComplete="email"
          value={address}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setAddress(event.target.value)}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-semibold text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="outline" disabled={requestLink.isPending}>
          {requestLink.isPending ? t.sendingLink : t.sendLink}
        </Button>
      </form>
    </section>
  );
}
