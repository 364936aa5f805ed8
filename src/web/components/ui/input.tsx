import type { ComponentProps } from 'react';
import { cx } from '#web/lib/cx.ts';

export const fieldClasses =
  'flex h-12 w-full rounded-xl border border-input bg-card px-4 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/30';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cx(fieldClasses, className)} {...props} />;
}
