import type { ReactNode } from 'react';
import { messages } from '#shared/messages/public.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { cn } from '#web/lib/cn.ts';
import { useDocumentTitle } from '#web/lib/hooks.ts';

const tones = {
  info: 'bg-secondary text-secondary-foreground',
  warning: 'bg-volt text-volt-foreground',
  danger: 'bg-destructive-soft text-destructive',
  success: 'bg-success-soft text-success',
} as const;

/**
 * A whole-page message: an icon, the page's one heading, a line of text and actions.
 * Used for the access screens and for "could not load".
 */
export function StatusPanel({
  icon,
  tone = 'info',
  title,
  children,
  actions,
  className,
}: {
  icon: ReactNode;
  tone?: keyof typeof tones;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  useDocumentTitle(title);
  return (
    <div
      className={cn(
        'mx-auto flex max-w-lg flex-col items-center gap-5 px-4 py-16 text-center sm:py-24',
        className,
      )}
    >
      <span
        className={cn(
          'flex size-16 items-center justify-center rounded-2xl [&_svg]:size-8',
          tones[tone],
        )}
      >
        {icon}
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight text-balance">{title}</h1>
      {children ? <div className="text-lg text-muted-foreground">{children}</div> : null}
      {actions ? (
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
          {actions}
        </div>
      ) : null}
    </div>
  );
}

export function CenteredSpinner({
  label = messages.common.loading,
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex min-h-60 items-center justify-center text-primary dark:text-volt',
        className,
      )}
    >
      <Spinner label={label} className="[&_svg]:size-8" />
    </div>
  );
}
