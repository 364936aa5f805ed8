import type { ReactNode } from 'react';

/** A list item behind a small brand-coloured dot: the staff screens' bulleted notes. */
export function DotItem({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-2.5">
      <span
        aria-hidden="true"
        className="mt-1.5 size-2 shrink-0 rounded-full bg-primary dark:bg-volt"
      />
      <span>{children}</span>
    </li>
  );
}
