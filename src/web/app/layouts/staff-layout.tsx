import { type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { messages } from '#shared/messages.ts';
import { Logo } from '#web/components/brand/logo.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { MenuIcon, XIcon } from '#web/components/ui/staff-icons.tsx';
import { useUser } from '#web/features/auth/api/get-user.ts';
import { AccountMenu } from '#web/features/auth/components/account-menu.tsx';
import { CenteredSpinner } from '#web/features/auth/components/status-panel.tsx';
import { isAdmin, isStaff } from '#web/features/auth/lib/roles.ts';
import { LanguageSwitch } from '#web/features/language/language-switch.tsx';
import { ThemeToggle } from '#web/features/theme/theme-toggle.tsx';
import { cn } from '#web/lib/cn.ts';
import { paths } from '#web/lib/paths.ts';

const t = messages.staffNav;

type NavItem = { href: string; label: string };

function navItems(showAdmin: boolean): NavItem[] {
  return [
    { href: paths.coach.dashboard.to(), label: t.dashboard },
    { href: paths.coach.tools.to(), label: t.tools },
    { href: paths.coach.roster.to(), label: t.roster },
    { href: paths.coach.attendance.to(), label: t.attendance },
    { href: paths.admin.qr.to(), label: t.qr },
    ...(showAdmin ? [{ href: paths.admin.dashboard.to(), label: t.admin }] : []),
    { href: paths.home.to(), label: t.home },
  ];
}

/**
 * The coach and admin screens' frame: logo, the staff pages (an admin also gets Admin),
 * the theme toggle and the account menu (Switch Account, Log Out). Signed out or pending
 * visitors get no page links, only Log In or their account menu.
 */
export function StaffLayout({ children }: { children: ReactNode }) {
  const { data: user } = useUser();
  const [location] = useLocation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const hasNav = isStaff(user);
  const items = navItems(isAdmin(user));

  // A followed link closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setMenuOpen(false), [location]);

  // Escape closes the phone menu wherever focus is, and gives focus back to its button.
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
          <Link
            href={paths.home.to()}
            className="-m-1 shrink-0 rounded-xl p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Logo />
          </Link>
          {hasNav ? (
            <nav aria-label={t.label} className="ml-4 hidden lg:block">
              <NavLinks items={items} location={location} orientation="row" />
            </nav>
          ) : null}
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitch
              compact
              className="border border-border bg-card text-foreground shadow-sm hover:bg-muted focus-visible:ring-ring focus-visible:ring-offset-background"
            />
            <ThemeToggle />
            {user ? (
              <AccountMenu user={user} />
            ) : user === null ? (
              <Link
                href={paths.coach.login.to()}
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
              >
                {t.logIn}
              </Link>
            ) : null}
            {hasNav ? (
              <button
                ref={menuButtonRef}
                type="button"
                aria-expanded={isMenuOpen}
                aria-controls={menuId}
                onClick={() => setMenuOpen((open) => !open)}
                className="inline-flex size-11 items-center justify-center rounded-full border border-border bg-card text-foreground shadow-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background lg:hidden"
              >
                {isMenuOpen ? <XIcon /> : <MenuIcon />}
                <span className="sr-only">{t.menu}</span>
              </button>
            ) : null}
          </div>
        </div>
        {hasNav && isMenuOpen ? (
          <nav
            id={menuId}
            aria-label={t.label}
            className="border-t border-border px-4 py-3 lg:hidden"
          >
            <NavLinks items={items} location={location} orientation="column" />
          </nav>
        ) : null}
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<CenteredSpinner className="min-h-[60dvh]" />}>{children}</Suspense>
      </main>
      <footer className="border-t border-border">
        <div className="mx-auto max-w-6xl px-4 py-6 text-center text-sm font-semibold text-muted-foreground italic sm:px-6 sm:text-left">
          {messages.brand.tagline}
        </div>
      </footer>
    </div>
  );
}

function NavLinks({
  items,
  location,
  orientation,
}: {
  items: NavItem[];
  location: string;
  orientation: 'row' | 'column';
}) {
  return (
    <ul className={cn('flex gap-1', orientation === 'column' ? 'flex-col' : 'items-center')}>
      {items.map((item) => {
        const isCurrent = location === item.href;
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={isCurrent ? 'page' : undefined}
              className={cn(
                'flex min-h-11 items-center rounded-xl px-3 font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                orientation === 'column' ? 'text-base' : 'text-sm',
                isCurrent
                  ? 'bg-secondary text-secondary-foreground'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
