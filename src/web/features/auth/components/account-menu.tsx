import { Link } from 'wouter';
import { messages } from '#shared/messages.ts';
import type { User } from '#shared/schemas.ts';
import { BreakableText } from '#web/components/ui/breakable-text.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { ChevronDownIcon, LogOutIcon, SwitchUserIcon } from '#web/components/ui/staff-icons.tsx';
import { paths } from '#web/lib/paths.ts';
import { LOGOUT_URL } from '../api/logout.ts';
import { initials, personName } from '../lib/roles.ts';
import { useLogOut } from './log-out.tsx';

const t = messages.staffNav;

/**
 * Who is signed in, with Switch Account (/coach/login) and Log Out (/api/logout, after
 * forgetting what this device kept offline; decision 036).
 */
export function AccountMenu({ user }: { user: User }) {
  const name = personName(user);
  const logOut = useLogOut(user);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger className="inline-flex h-11 max-w-64 items-center gap-2 rounded-full border border-border bg-card py-1 pr-2 pl-1 text-sm font-semibold shadow-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background data-[state=open]:bg-muted">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
          >
            {initials(user)}
          </span>
          <span className="sr-only">{t.account}</span>
          <span className="hidden truncate md:inline">{name || user.email}</span>
          <ChevronDownIcon className="size-4 text-muted-foreground" />
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-72">
          <DropdownMenuLabel>
            {name ? <span className="block font-bold text-foreground">{name}</span> : null}
            <span className="block [overflow-wrap:anywhere]">
              <BreakableText text={t.signedInAs(user.email)} />
            </span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link href={paths.coach.login.to()}>
              <SwitchUserIcon />
              {t.switchAccount}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <a
              href={LOGOUT_URL}
              onClick={(event) => {
                event.preventDefault();
                void logOut.start();
              }}
            >
              <LogOutIcon />
              {t.logOut}
            </a>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {logOut.dialog}
    </>
  );
}
