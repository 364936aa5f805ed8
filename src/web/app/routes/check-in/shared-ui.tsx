/** Small pieces the parent screens share. */
import type { ReactNode } from 'react';
import { messages } from '#shared/messages/public.ts';
import { glyphs, Icon } from '#web/components/ui/icon.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useDocumentTitle } from '#web/lib/hooks.ts';

export function StepHeading({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mb-6 flex flex-col gap-2">
      <h1 className="text-2xl leading-tight font-extrabold tracking-tight sm:text-3xl">{title}</h1>
      {children ? <p className="text-base text-muted-foreground">{children}</p> : null}
    </div>
  );
}

/** Shown when a check-in screen is opened without an event in its address. */
export function NoEventMessage() {
  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center">
      <QrIcon />
      <StepHeading title={messages.parent.noEventTitle}>{messages.parent.noEventText}</StepHeading>
    </div>
  );
}

export function CenteredSpinner({ label = messages.common.loading }: { label?: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center text-primary dark:text-volt">
      <Spinner label={label} className="[&_svg]:size-8" />
    </div>
  );
}

function QrIcon() {
  return (
    <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
      <Icon icon={glyphs.qrCode} className="size-8" />
    </span>
  );
}
