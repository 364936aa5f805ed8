import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { messages } from '#shared/messages/parent-screens.ts';
import { Logo } from '#web/components/brand/logo.tsx';
import { LanguageSwitch } from '#web/features/language/language-switch.tsx';
import { ThemeToggle } from '#web/features/theme/theme-toggle.tsx';
import { paths } from '#web/lib/paths.ts';

/** Header (logo, theme toggle), main and footer for the public pages. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            href={paths.home.to()}
            className="-m-1 rounded-xl p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Logo />
          </Link>
          <div className="flex items-center gap-2">
            <LanguageSwitch className="border border-border bg-card text-foreground shadow-sm hover:bg-muted focus-visible:ring-ring focus-visible:ring-offset-background" />
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <footer className="border-t border-border">
        <div className="mx-auto flex max-w-5xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
          <p className="font-semibold italic">{messages.brand.tagline}</p>
          <Link
            href={paths.downloadLogo.to()}
            className="inline-flex min-h-11 items-center rounded-lg px-2 underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {messages.home.downloadLogoLink}
          </Link>
        </div>
      </footer>
    </div>
  );
}
