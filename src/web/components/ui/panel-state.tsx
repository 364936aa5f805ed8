/** What a card shows instead of its list: loading, a failure with Try Again, or empty. */
import type { ReactNode } from 'react';
import { messages } from '#shared/messages/public.ts';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

export function PanelLoading({ label = messages.common.loading }: { label?: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center text-primary dark:text-volt">
      <Spinner label={label} className="[&_svg]:size-8" />
    </div>
  );
}

export function PanelError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 p-8 text-center">
      <p role="alert" className="font-semibold text-destructive">
        {text}
      </p>
      <Button variant="outline" onClick={onRetry}>
        {messages.common.tryAgain}
      </Button>
    </div>
  );
}

export function PanelEmpty({
  icon,
  title,
  text,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
}) {
  return (
    <div className="flex flex-col items-center gap-2 p-8 text-center sm:p-10">
      <span className="mb-1 flex size-12 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
        {icon}
      </span>
      <p className="text-lg font-bold text-balance">{title}</p>
      {text ? <p className="text-muted-foreground text-balance">{text}</p> : null}
    </div>
  );
}
