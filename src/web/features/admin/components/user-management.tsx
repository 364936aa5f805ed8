/**
 * The admin's user list (docs/product.md#admin-dashboard): name, email, role, created and last
 * signed in, with the actions each user allows (user-list.tsx: a table on wider screens,
 * cards on a phone). Pending users come first (the server's order). This file holds the
 * list's frame: heading, counts, loading, error and empty states, and where focus goes.
 */
import { useId, useRef } from 'react';
import { messages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { AlertIcon, UsersIcon } from '#web/components/ui/staff-icons.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { isSessionEnded } from '#web/lib/session-ended.ts';
import { useCoachTeams } from '../api/get-coach-teams.ts';
import { useUsers } from '../api/get-users.ts';
import { countRoles } from '../lib/user-actions.ts';
import { UserCards, UsersTable } from './user-list.tsx';

const t = messages.admin;

export function UserManagement({ currentUserId }: { currentUserId: string }) {
  const users = useUsers();
  const overview = useCoachTeams();
  const teams = overview.data?.teams ?? [];
  const isTeamMode = overview.data?.mode === 'teams';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const idPrefix = useId();
  // A session that ended: the query client sends the admin to sign in (decision 024).
  const isUnauthorized = isSessionEnded(users.error);

  /** Focuses the user's visible row (table or card), after its role changed. */
  function focusUser(userId: string): void {
    requestAnimationFrame(() => {
      const targets = document.querySelectorAll<HTMLElement>(
        `[data-user-focus="${CSS.escape(userId)}"]`,
      );
      const visible = [...targets].find((el) => el.offsetParent !== null);
      (visible ?? headingRef.current)?.focus();
    });
  }
  const focusHeading = () => headingRef.current?.focus();

  const list = users.data ?? [];
  const counts = countRoles(list);

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-1 border-b border-border p-5 sm:flex-row sm:items-end sm:justify-between sm:p-6">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
            <UsersIcon />
          </span>
          <h2
            ref={headingRef}
            id={headingId}
            tabIndex={-1}
            className="text-xl font-bold tracking-tight outline-none"
          >
            {t.usersHeading}
          </h2>
        </div>
        {users.data && list.length > 0 ? (
          <p className="text-sm font-semibold text-muted-foreground">
            {t.summary(counts.pending, counts.coach, counts.admin)}
          </p>
        ) : null}
      </div>

      {users.isPending || isUnauthorized ? (
        <div className="flex min-h-48 items-center justify-center text-primary dark:text-volt">
          <Spinner label={messages.common.loading} className="[&_svg]:size-8" />
        </div>
      ) : users.isError ? (
        <div className="flex flex-col items-center gap-4 p-8 text-center">
          <AlertIcon className="size-8 text-destructive" />
          <div role="alert" className="flex flex-col gap-1">
            <p className="text-lg font-bold">{t.loadFailed}</p>
            <p className="text-muted-foreground">
              {errorMessage(users.error, messages.common.genericError)}
            </p>
          </div>
          <Button variant="outline" onClick={() => void users.refetch()}>
            {messages.common.tryAgain}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-2 p-10 text-center">
          <p className="text-lg font-bold">{t.noUsers}</p>
          <p className="text-muted-foreground">{t.noUsersText}</p>
        </div>
      ) : (
        <>
          <UsersTable
            users={list}
            teams={teams}
            isTeamMode={isTeamMode}
            currentUserId={currentUserId}
            labelledBy={headingId}
            idPrefix={`${idPrefix}t`}
            onRoleChanged={focusUser}
            onDeleted={focusHeading}
          />
          <UserCards
            users={list}
            teams={teams}
            isTeamMode={isTeamMode}
            currentUserId={currentUserId}
            labelledBy={headingId}
            idPrefix={`${idPrefix}c`}
            onRoleChanged={focusUser}
            onDeleted={focusHeading}
          />
        </>
      )}
    </Card>
  );
}
