import type { ComponentProps } from 'react';
import { cx } from '#web/lib/cx.ts';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-xl font-semibold transition-colors select-none focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-5 [&_svg]:shrink-0';

const variants = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  volt: 'bg-volt text-volt-foreground shadow-sm hover:brightness-95',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
  outline: 'border border-input bg-card text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  link: 'text-primary underline-offset-4 hover:underline dark:text-[#a9b8ff]',
  /** The confirming button of a destructive action (delete, reject). */
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:brightness-95',
} as const;

const sizes = {
  default: 'h-11 px-5 text-base',
  lg: 'h-14 px-6 text-lg',
  sm: 'h-11 px-3 text-sm',
  icon: 'size-11',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonVariants({
  variant = 'default',
  size = 'default',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cx(base, variants[variant], sizes[size], className);
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** A button. A link with a button's look is an `<a>` with `buttonVariants(…)` as its class. */
export function Button({ variant, size, className, type, ...props }: ButtonProps) {
  const classes = buttonVariants({ variant, size, className });
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
