/**
 * The admin's user list (spec §2 Admin dashboard): name, email, role, created and last
 * signed in, with the actions each user allows. A table on wider screens, cards on a
 * phone. Pending users come first (the server's order).
 */
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'wouter';
import { messages } from '../../../../shared/messages.ts';
import type { AdminUser } from '../../../../shared/schemas.ts';
import { BreakableText } from '../../../components/ui/breakable-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { AlertIcon, UsersIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { loginReturningHere } from '../../../lib/login-return.ts';
import { useUsers } from '../api/get-users.ts';
import { formatDateAndTime, userName } from '../lib/format.ts';
import { countRoles, isUnauthorizedError } from '../lib/user-actions.ts';
import { RoleBadge } from './role-badge.tsx';
import { UserActions } from './user-actions.tsx';

const t = messages.admin;

export function UserManagement({ currentUserId }: { currentUserId: string }) {
  const users = useUsers();
  const [, navigate] = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const idPrefix = useId();
  const isUnauthorized = isUnauthorizedError(users.error);

  useEffect(() => {
    if (isUnauthorized) navigate(loginReturningHere(), { replace: true });
  }, [isUnauthorized, navigate]);

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
            currentUserId={currentUserId}
            labelledBy={headingId}
            idPrefix={`${idPrefix}t`}
            onRoleChanged={focusUser}
            onDeleted={focusHeading}
          />
          <UserCards
            users={list}
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

type ListProps = {
  users: AdminUser[];
  currentUserId: string;
  labelledBy: string;
  idPrefix: string;
  onRoleChanged: (userId: string) => void;
  onDeleted: () => void;
};

function UsersTable({
  users,
  currentUserId,
  labelledBy,
  idPrefix,
  onRoleChanged,
  onDeleted,
}: ListProps) {
  return (
    <div className="hidden md:block">
      <table aria-labelledby={labelledBy} className="w-full text-left text-sm">
        <thead className="bg-muted/60 text-xs font-bold tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-6 py-3">
              {t.name}
            </th>
            <th scope="col" className="px-3 py-3">
              {t.email}
            </th>
            <th scope="col" className="px-3 py-3">
              {t.role}
            </th>
            <th scope="col" className="px-3 py-3">
              {t.created}
            </th>
            <th scope="col" className="px-3 py-3">
              {t.lastSignIn}
            </th>
            <th scope="col" className="px-6 py-3">
              {t.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {users.map((user) => {
            const emailId = `${idPrefix}-${user.id}`;
            const isSelf = user.id === currentUserId;
            return (
              <tr key={user.id} className="align-middle">
                <th
                  scope="row"
                  tabIndex={-1}
                  data-user-focus={user.id}
                  className="px-6 py-4 font-bold outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
                >
                  <NameCell user={user} isSelf={isSelf} />
                </th>
                <td id={emailId} className="px-3 py-4 [overflow-wrap:anywhere]">
                  <BreakableText text={user.email} />
                </td>
                <td className="px-3 py-4">
                  <RoleBadge role={user.role} />
                </td>
                <td className="px-3 py-4">
                  <DateCell value={user.createdAt} />
                </td>
                <td className="px-3 py-4">
                  <DateCell value={user.lastLoginAt} />
                </td>
                <td className="px-6 py-3">
                  <UserActions
                    layout="row"
                    user={user}
                    currentUserId={currentUserId}
                    describedBy={emailId}
                    onRoleChanged={onRoleChanged}
                    onDeleted={onDeleted}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function UserCards({
  users,
  currentUserId,
  labelledBy,
  idPrefix,
  onRoleChanged,
  onDeleted,
}: ListProps) {
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col divide-y divide-border md:hidden">
      {users.map((user) => {
        const nameId = `${idPrefix}-${user.id}`;
        const isSelf = user.id === currentUserId;
        const name = userName(user);
        return (
          <li key={user.id} className="flex flex-col gap-3 p-5">
            <div className="flex items-start justify-between gap-3">
              <div className="flex min-w-0 flex-col gap-0.5">
                <h3
                  id={nameId}
                  tabIndex={-1}
                  data-user-focus={user.id}
                  className="rounded-md text-lg leading-snug font-bold outline-none [overflow-wrap:anywhere] focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <BreakableText text={name || user.email} />
                  {isSelf ? <YouMarker /> : null}
                </h3>
                {name ? (
                  <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                    <BreakableText text={user.email} />
                  </p>
                ) : null}
              </div>
              <RoleBadge role={user.role} className="shrink-0" />
            </div>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div className="flex flex-col gap-0.5">
                <dt className="text-xs font-bold tracking-wide text-muted-foreground uppercase">
                  {t.created}
                </dt>
                <dd>
                  <DateCell value={user.createdAt} />
                </dd>
              </div>
              <div className="flex flex-col gap-0.5">
                <dt className="text-xs font-bold tracking-wide text-muted-foreground uppercase">
                  {t.lastSignIn}
                </dt>
                <dd>
                  <DateCell value={user.lastLoginAt} />
                </dd>
              </div>
            </dl>
            <UserActions
              user={user}
              currentUserId={currentUserId}
              describedBy={nameId}
              onRoleChanged={onRoleChanged}
              onDeleted={onDeleted}
            />
          </li>
        );
      })}
    </ul>
  );
}

function NameCell({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const name = userName(user);
  return (
    <>
      {name || <span className="font-normal text-muted-foreground italic">{t.noName}</span>}
      {isSelf ? <YouMarker /> : null}
    </>
  );
}

function YouMarker() {
  return (
    <span className="ml-2 text-sm font-semibold whitespace-nowrap text-muted-foreground">
      {t.you}
    </span>
  );
}

function DateCell({ value }: { value: string | null }) {
  if (!value) return <span className="text-muted-foreground">{t.never}</span>;
  const { date, time } = formatDateAndTime(value);
  return (
    <time dateTime={value} className="flex flex-col">
      <span className="whitespace-nowrap">{date}</span>
      <span className="whitespace-nowrap text-muted-foreground">{time}</span>
    </time>
  );
}
