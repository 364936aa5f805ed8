import type { ReactNode } from 'react';
import { StaffLayout } from './staff-layout.tsx';

/**
 * A single-tool staff page (QR Generator, Roster Upload): the staff frame, then the page's
 * title (its h1) and intro over its body.
 */
export function ToolPageLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <StaffLayout>
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
        <header className="flex flex-col gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          <p className="text-muted-foreground">{intro}</p>
        </header>
        {children}
      </div>
    </StaffLayout>
  );
}
