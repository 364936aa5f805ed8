import type { ComponentProps } from 'react';
import { cx } from '#web/lib/cx.ts';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
    <label className={cx('text-sm font-semibold leading-none', className)} {...props} />
  );
}
