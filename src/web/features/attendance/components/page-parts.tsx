/**
 * The form fields the attendance page draws itself: components/ui has the same, but
 * importing them here would split them out of the coach-tools chunks, and every new chunk's
 * name is bytes in the parent bundle's preload table (decision 031). These are native
 * elements with the same classes. Its loading, error and empty states are the shared
 * components/ui/panel-state.tsx.
 */
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export const fieldClass =
  'flex h-12 w-full rounded-xl border border-input bg-card px-4 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40';

export function Field({
  id,
  label,
  children,
  hint,
}: {
  id: string;
  label: string;
  children: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold leading-none">
        {label}
      </label>
      {children}
      {hint}
    </div>
  );
}

export function FieldInput({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClass, className)} {...props} />;
}

export function FieldSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClass, 'cursor-pointer', className)} {...props} />;
}
