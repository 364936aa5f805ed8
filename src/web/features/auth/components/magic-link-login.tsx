/**
 * The coach login card (docs/product.md#coach-login): one email field and Send Magic Link; once
 * sent, Check Your Email! with the address, three steps and the 15-minute expiry. When the
 * server offers an OpenID Connect provider, "Sign in with {provider}" too.
 */

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { messages } from '#shared/messages.ts';
import { BreakableText } from '#web/components/ui/breakable-text.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import {
  AlertIcon,
  ClockIcon,
  InfoIcon,
  KeyIcon,
  MailCheckIcon,
  MailIcon,
} from '#web/components/ui/staff-icons.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/hooks.ts';
import { paths } from '#web/lib/paths.ts';
import { withQuery } from '#web/lib/url.ts';
import { useProviders } from '../api/get-providers.ts';
import { useRequestMagicLink } from '../api/request-magic-link.ts';
import { useReturnPath } from '../lib/return-path.ts';
import { CardIntro } from './card-intro.tsx';

const t = messages.coachLogin;

export function MagicLinkLogin() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isResetting, setResetting] = useState(false);
  if (sentTo) {
    return (
      <CheckYourEmail
        email={sentTo}
        onDifferentEmail={() => {
          setResetting(true);
          setSentTo(null);
        }}
      />
    );
  }
  return <LoginForm focusOnMount={isResetting} onSent={setSentTo} />;
}

function LoginForm({
  focusOnMount,
  onSent,
}: {
  /** After "Send to a different email": the empty field is where the coach continues. */
  focusOnMount: boolean;
  onSent: (email: string) => void;
}) {
  useDocumentTitle(t.title);
  const [email, setEmail] = useState('');
  const requestLink = useRequestMagicLink();
  const next = useReturnPath();
  const providers = useProviders();
  const hasOidcError = new URLSearchParams(useSearch()).get('error') === 'oidc';
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const noteId = useId();
  const oidc = providers.data?.oidc ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (requestLink.isPending) return;
    const address = email.trim();
    try {
      await requestLink.mutateAsync({ email: address, next });
      onSent(address);
    } catch (error) {
      const detail = errorMessage(error, '');
      toast({
        title: t.failed,
        description: detail && detail !== t.failed ? detail : undefined,
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <CardIntro icon={<MailIcon />} title={t.title}>
        {t.intro}
      </CardIntro>

      {hasOidcError ? (
        <p
          role="alert"
          className="flex items-start gap-3 rounded-2xl border border-destructive/40 bg-destructive-soft p-4 text-sm font-semibold text-foreground"
        >
          <AlertIcon className="mt-0.5 text-destructive" />
          {messages.errors.oidcFailed}
        </p>
      ) : null}

      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={inputId}>{t.emailLabel}</Label>
          <Input
            ref={inputRef}
            id={inputId}
            type="email"
            name="email"
            required
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            placeholder={t.emailPlaceholder}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-describedby={noteId}
            className="h-14 text-lg"
          />
        </div>
        <Button type="submit" size="lg" disabled={requestLink.isPending}>
          {requestLink.isPending ? (
            <>
              <Spinner />
              {t.sending}
            </>
          ) : (
            t.sendMagicLink
          )}
        </Button>
      </form>

      {oidc ? (
        <>
          <div className="flex items-center gap-3 text-sm font-semibold text-muted-foreground">
            <span className="h-px flex-1 bg-border" />
            {t.or}
            <span className="h-px flex-1 bg-border" />
          </div>
          {/* A full-page navigation: the server starts the OpenID Connect redirect. */}
          <a
            href={withQuery(oidc.startUrl, { next })}
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
          >
            <KeyIcon />
            {t.signInWith(oidc.name)}
          </a>
        </>
      ) : null}

      <PendingNote id={noteId} />
    </div>
  );
}

function CheckYourEmail({
  email,
  onDifferentEmail,
}: {
  email: string;
  onDifferentEmail: () => void;
}) {
  useDocumentTitle(t.checkEmailTitle);
  const [, navigate] = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The view replaced the form under the coach's focus: start them at its heading.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="flex flex-col gap-6">
      <CardIntro
        icon={<MailCheckIcon />}
        tone="success"
        title={t.checkEmailTitle}
        headingRef={headingRef}
      >
        <span className="[overflow-wrap:anywhere]">
          <BreakableText text={t.sentTo(email)} />
        </span>
      </CardIntro>

      <ol className="flex flex-col gap-3">
        {[t.stepOpen, t.stepClick, t.stepDone].map((step, index) => (
          <li key={step} className="flex items-center gap-3 rounded-2xl bg-muted px-4 py-3">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-volt text-sm font-black text-volt-foreground"
            >
              {index + 1}
            </span>
            <span className="font-semibold">{step}</span>
          </li>
        ))}
      </ol>

      <p className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <ClockIcon />
        {t.expires}
      </p>

      <div className="flex flex-col gap-3">
        <Button size="lg" onClick={() => navigate(paths.home.to())}>
          {messages.common.backToHome}
        </Button>
        <Button size="lg" variant="outline" onClick={onDifferentEmail}>
          {t.differentEmail}
        </Button>
      </div>

      <PendingNote />
    </div>
  );
}

function PendingNote({ id }: { id?: string }) {
  return (
    <p
      id={id}
      className="flex items-start gap-3 rounded-2xl border border-border bg-background p-4 text-sm text-muted-foreground"
    >
      <InfoIcon className="mt-0.5 text-primary dark:text-volt" />
      {t.pendingNote}
    </p>
  );
}
