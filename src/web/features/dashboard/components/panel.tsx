import type { ReactNode } from 'react';

/** The dashboard's card around a panel state (a failure, an empty list). */
export function Panel({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl border border-border bg-card shadow-sm">{children}</div>;
}
