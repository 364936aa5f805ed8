/**
 * /pending-approval (docs/product.md#approval-pending): a new coach waits for an administrator.
 * An approved coach or an admin who lands here goes on to the dashboard.
 */
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { messages } from '#shared/messages.ts';
import { BreakableText } from '#web/components/ui/breakable-text.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import {
  CheckIcon,
  HourglassIcon,
  InfoIcon,
  LogOutIcon,
  MailIcon,
  RefreshIcon,
} from '#web/components/ui/staff-icons.tsx';
import { cn } from '#web/lib/cn.ts';
import { useDocumentTitle } from '#web/lib/hooks.ts';
import { paths } from '#web/lib/paths.ts';
import { useUser } from '../api/get-user.ts';
import { LOGOUT_URL } from '../api/logout.ts';
import { displayName, isStaff } from '../lib/roles.ts';
import { CardIntro } from './card-intro.tsx';
import { useLogOut } from './log-out.tsx';
import { CenteredSpinner } from './status-panel.tsx';

const t = messages.pendingApproval;

export function ApprovalPending() {
  useDocumentTitle(t.title);
  const user = useUser();
  const [, navigate] = useLocation();
  const logOut = useLogOut(user.data ?? null);
  const isApproved = isStaff(user.data);

  useEffect(() => {
    if (isApproved) navigate(paths.coach.dashboard.to(), { replace: true });
  }, [isApproved, navigate]);

  if (user.isPending || isApproved) return <CenteredSpinner />;

  const person = user.data ?? null;
  return (
    <div className="flex flex-col gap-6">
      <CardIntro icon={<HourglassIcon />} tone="warning" title={t.title} />
      <div className="flex flex-col gap-2 text-center">
        <p className="text-xl font-bold text-balance [overflow-wrap:anywhere]">
          <BreakableText text={t.greeting(displayName(person, t.there))} />
        </p>
        <p className="text-muted-foreground">{t.text}</p>
      </div>

      <ol aria-label={t.stepsLabel} className="flex flex-col gap-3">
        <Step state="done" title={t.stepNotified} text={t.stepNotifiedText} />
        <Step state="current" title={t.stepReview} text={t.stepReviewText} />
        <Step state="upcoming" title={t.stepGranted} text={t.stepGrantedText} />
      </ol>

      {person ? (
        <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <MailIcon className="size-4" />
          <span className="[overflow-wrap:anywhere]">
            <BreakableText text={t.accountEmail(person.email)} />
          </span>
        </p>
      ) : (
        <p className="flex items-start gap-3 rounded-2xl border border-border bg-background p-4 text-sm text-muted-foreground">
          <InfoIcon className="mt-0.5 text-primary dark:text-volt" />
          <span>
            {t.signedOut}{' '}
            <Link
              href={paths.coach.login.to()}
              className="font-semibold text-primary underline underline-offset-4 dark:text-volt"
            >
              {t.signIn}
            </Link>
          </span>
        </p>
      )}

      <div className="flex flex-col gap-3">
        <Button size="lg" onClick={() => window.location.reload()}>
          <RefreshIcon />
          {t.checkStatus}
        </Button>
        <div className="grid gap-3 sm:grid-cols-2">
          <Button size="lg" variant="outline" onClick={() => navigate(paths.home.to())}>
            {messages.common.backToHome}
          </Button>
          <a
            href={LOGOUT_URL}
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
            onClick={(event) => {
              event.preventDefault();
              void logOut.start();
            }}
          >
            <LogOutIcon />
            {t.logOut}
          </a>
        </div>
      </div>
      {logOut.dialog}
    </div>
  );
}

function Step({
  state,
  title,
  text,
}: {
  state: 'done' | 'current' | 'upcoming';
  title: string;
  text: string;
}): ReactNode {
  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-2xl border p-4',
        state === 'current'
          ? 'border-primary/40 bg-secondary/60 dark:border-volt/40'
          : 'border-border',
      )}
      aria-current={state === 'current' ? 'step' : undefined}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-full [&_svg]:size-4',
          state === 'done' && 'bg-success text-success-foreground',
          state === 'current' && 'bg-volt text-volt-foreground',
          state === 'upcoming' && 'bg-muted text-muted-foreground',
        )}
      >
        {state === 'done' ? (
          <CheckIcon />
        ) : state === 'current' ? (
          <HourglassIcon />
        ) : (
          <span className="size-2 rounded-full bg-current" />
        )}
      </span>
      <span className="flex flex-col gap-0.5">
        <span className="font-bold">{title}</span>
        <span className="text-sm text-muted-foreground">{text}</span>
      </span>
    </li>
  );
}
