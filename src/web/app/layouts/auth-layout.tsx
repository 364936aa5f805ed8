import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { SiteLayout } from './site-layout.tsx';

/**
 * Sign-in screens (login, the magic-link landing, approval pending): the public header,
 * a brand band and one card overlapping it, sized for a phone.
 */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <SiteLayout>
      <div className="bg-brand-gradient h-36 sm:h-44" />
      <div
        className={cn(
          'relative mx-auto -mt-28 px-4 pb-16 sm:-mt-32',
          wide ? 'max-w-xl' : 'max-w-md',
        )}
      >
        <div className="rounded-3xl border border-border bg-card p-6 text-card-foreground shadow-xl shadow-navy/10 sm:p-8">
          {children}
        </div>
      </div>
    </SiteLayout>
  );
}
