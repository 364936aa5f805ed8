/** Styled Radix Toast primitives (docs/product.md#limits: swipe right, threshold 50, hotkey F8). */
import { Toast as ToastPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { messages } from '#shared/messages/public.ts';
import { cx } from '#web/lib/cx.ts';
import { glyphs, Icon } from './icon.tsx';
import type { ToastVariant } from './use-toast.ts';

export const TOAST_DURATION_MS = 5000;

export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label={messages.common.notifications}
      {...props}
    />
  );
}

export function ToastViewport({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      hotkey={['F8']}
      label={`${messages.common.notifications} ({hotkey})`}
      className={cx(
        // At the bottom on every screen: at the top of a phone it would sit over the logo and
        // the event name, which say where the parent is checking in.
        'fixed right-0 bottom-0 z-100 flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-border bg-card text-card-foreground',
  success: 'border-success/40 bg-card text-card-foreground [&_[data-toast-accent]]:bg-success',
  destructive:
    'border-destructive/50 bg-destructive-soft text-foreground [&_[data-toast-accent]]:bg-destructive',
};

export function Toast({
  className,
  variant = 'default',
  children,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      className={cx(
        'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-2xl border p-4 pr-12 shadow-lg',
        'data-[state=open]:animate-pop-in data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
        variantClasses[variant],
        className,
      )}
      {...props}
    >
      <span
        data-toast-accent
        aria-hidden="true"
        className="mt-1 h-10 w-1.5 shrink-0 rounded-full bg-primary"
      />
      <div className="grid gap-1">{children}</div>
    </ToastPrimitive.Root>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cx('text-base font-bold', className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      className={cx('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label={messages.common.dismiss}
      className={cx(
        'absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    >
      <Icon icon={glyphs.x} className="size-4" strokeWidth={2.5} />
    </ToastPrimitive.Close>
  );
}
