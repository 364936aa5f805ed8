/**
 * The emailed link's landing page. Opening the link spends nothing by itself (mail
 * scanners prefetch links): this page reads the token from the fragment, wipes it from the
 * address bar, and spends it with one POST, sent automatically, with a Sign In button in
 * case that did not happen. A browser already signed in first asks the server whether the
 * link is for the same account (then it simply goes on, even when the link was spent
 * already: decision 041), and only for another account asks before it switches. Success goes where the server says (the page first asked for, the dashboard,
 * or approval pending).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { messages } from '#shared/messages.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { AlertIcon, SwitchUserIcon } from '#web/components/ui/staff-icons.tsx';
import { hasErrorCode, isApiError } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/hooks.ts';
import { paths } from '#web/lib/paths.ts';
import { useUser } from '../api/get-user.ts';
import { useVerifyMagicLink, verifyMagicLink } from '../api/verify-magic-link.ts';
import { readTokenFromHash, safeRedirectPath } from '../lib/magic-link-token.ts';
import { useReturnPath } from '../lib/return-path.ts';
import { CardIntro } from './card-intro.tsx';

const t = messages.coachLogin;

export function MagicLinkVerify() {
  // Read once, before the effect below clears the fragment (StrictMode renders twice).
  const [token] = useState(() => readTokenFromHash(window.location.hash));
  const verify = useVerifyMagicLink();
  const next = useReturnPath();
  const [, navigate] = useLocation();
  const hasStarted = useRef(false);
  const verifyAsync = verify.mutateAsync;

  const signIn = useCallback(async () => {
    if (!token) return;
    try {
      const { redirectTo } = await verifyAsync({ token, next });
      navigate(safeRedirectPath(redirectTo, paths.coach.dashboard.to()), { replace: true });
    } catch {
      // The failure is drawn from the mutation's state below.
    }
  }, [token, next, verifyAsync, navigate]);

  // Someone already signed in on this browser is asked first: a link sent by somebody
  // else must not quietly swap them into the sender's account (sign-in CSRF).
  const user = useUser();
  const signedInAs = user.data?.email ?? null;
  const isWaitingForUser = user.isPending;
  // Signed in already: is the link for this same account? Null while asking.
  const [isOtherAccount, setOtherAccount] = useState<boolean | null>(null);

  const keepSession = useCallback(async () => {
    if (!token) return;
    try {
      const { redirectTo } = await verifyMagicLink({ token, next, keepSession: true });
      navigate(safeRedirectPath(redirectTo, paths.coach.dashboard.to()), { replace: true });
    } catch {
      // Another account's link (409), or no answer: ask before switching.
      setOtherAccount(true);
    }
  }, [token, next, navigate]);

  useEffect(() => {
    // The token must not linger in the address bar, history or a bookmark.
    if (window.location.hash) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
    // StrictMode runs effects twice: the token is spent once.
    if (hasStarted.current || !token || isWaitingForUser) return;
    hasStarted.current = true;
    void (signedInAs ? keepSession() : signIn());
  }, [token, signIn, keepSession, isWaitingForUser, signedInAs]);

  if (!token || verify.isError) {
    return (
      <VerifyFailed
        message={failureMessage(token, verify.error)}
        // A refused token is final; a network or server failure may pass next time.
        onRetry={token && !isRefusedLink(verify.error) ? () => void signIn() : undefined}
      />
    );
  }

  // While asking the server about a signed-in browser, Sign In must not switch accounts.
  const isAsking = signedInAs !== null && isOtherAccount === null;
  const isBusy = verify.isPending || verify.isSuccess || isAsking;
  if (signedInAs && isOtherAccount && !verify.isSuccess) {
    return <SwitchAccount email={signedInAs} isBusy={isBusy} onSignIn={() => void signIn()} />;
  }
  return <Verifying isBusy={isBusy} onSignIn={() => void signIn()} />;
}

/** The link itself was refused (unknown, used, expired or not a token at all). */
function isRefusedLink(error: unknown): boolean {
  return hasErrorCode(error, 'MAGIC_LINK_INVALID', 'VALIDATION_FAILED');
}

function failureMessage(token: string | null, error: unknown): string {
  if (!token) return messages.errors.magicLinkInvalid;
  if (isApiError(error)) return error.serverMessage ?? messages.errors.magicLinkInvalid;
  return messages.common.genericError;
}

function Verifying({ isBusy, onSignIn }: { isBusy: boolean; onSignIn: () => void }) {
  useDocumentTitle(t.verifyButton);
  return (
    <div className="flex flex-col gap-6" aria-busy={isBusy}>
      <CardIntro icon={<Spinner className="[&_svg]:size-7" />} title={t.verifyTitle}>
        {t.verifyFallback}
      </CardIntro>
      <Button size="lg" onClick={onSignIn} disabled={isBusy}>
        {isBusy ? t.verifying : t.verifyButton}
      </Button>
    </div>
  );
}

function SwitchAccount({
  email,
  isBusy,
  onSignIn,
}: {
  email: string;
  isBusy: boolean;
  onSignIn: () => void;
}) {
  useDocumentTitle(t.switchTitle);
  return (
    <div className="flex flex-col gap-6" aria-busy={isBusy}>
      <CardIntro icon={<SwitchUserIcon />} title={t.switchTitle}>
        {t.switchText(email)}
      </CardIntro>
      <div className="flex flex-col gap-3">
        <Button size="lg" onClick={onSignIn} disabled={isBusy}>
          {isBusy ? t.verifying : t.verifyButton}
        </Button>
        <Link
          href={paths.coach.dashboard.to()}
          className={buttonVariants({ size: 'lg', variant: 'outline' })}
        >
          {t.staySignedIn}
        </Link>
      </div>
    </div>
  );
}

function VerifyFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  useDocumentTitle(t.verifyFailedTitle);
  return (
    <div className="flex flex-col gap-6">
      <CardIntro icon={<AlertIcon />} tone="danger" title={t.verifyFailedTitle} />
      <p
        role="alert"
        className="rounded-2xl border border-destructive/40 bg-destructive-soft p-4 text-center font-semibold text-foreground"
      >
        {message}
      </p>
      <div className="flex flex-col gap-3">
        <Link href={paths.coach.login.to()} className={buttonVariants({ size: 'lg' })}>
          {t.requestNewLink}
        </Link>
        {onRetry ? (
          <Button size="lg" variant="outline" onClick={onRetry}>
            {t.verifyButton}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
