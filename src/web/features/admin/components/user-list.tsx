/**
 * The admin's users, two ways: a table on wider screens, cards on a phone (both rendered,
 * one shown by width). Each row or card carries its user's actions and a focus target
 * (`data-user-focus`) that the list's frame, user-management.tsx, moves focus to.
 */
import { messages } from '#shared/messages.ts';
import { personName } from '#shared/names.ts';
import type { AdminUser, Team } from '#shared/schemas.ts';
import { BreakableText } from '#web/components/ui/breakable-text.tsx';
import { formatDateAndTime } from '../lib/format.ts';
import { RoleBadge } from './role-badge.tsx';
import { UserActions } from './user-actions.tsx';

const t = messages.admin;

const columns = [
  { label: t.name, className: 'px-6 py-3' },
  { label: t.email, className: 'px-3 py-3' },
  { label: t.role, className: 'px-3 py-3' },
  { label: t.teams.column, className: 'px-3 py-3' },
  { label: t.created, className: 'px-3 py-3' },
  { label: t.lastSignIn, className: 'px-3 py-3' },
  { label: t.actions, className: 'px-6 py-3' },
];

type ListProps = {
  users: AdminUser[];
  teams: Team[];
  isTeamMode: boolean;
  currentUserId: string;
  labelledBy: string;
  idPrefix: string;
  onRoleChanged: (userId: string) => void;
  onDeleted: () => void;
};

export function UsersTable({
  users,
  teams,
  isTeamMode,
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
            {columns.map(({ label, className }) => (
              <th key={label} scope="col" className={className}>
                {label}
              </th>
            ))}
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
                  <TeamsText user={user} teams={teams} isTeamMode={isTeamMode} />
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
                    teams={teams}
                    isTeamMode={isTeamMode}
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

export function UserCards({
  users,
  teams,
  isTeamMode,
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
        const name = personName(user);
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
              <div className="col-span-2 flex flex-col gap-0.5">
                <dt className="text-xs font-bold tracking-wide text-muted-foreground uppercase">
                  {t.teams.column}
                </dt>
                <dd>
                  <TeamsText user={user} teams={teams} isTeamMode={isTeamMode} />
                </dd>
              </div>
              <DateField label={t.created} value={user.createdAt} />
              <DateField label={t.lastSignIn} value={user.lastLoginAt} />
            </dl>
            <UserActions
              user={user}
              teams={teams}
              isTeamMode={isTeamMode}
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
  const name = personName(user);
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

function DateField({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-bold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd>
        <DateCell value={value} />
      </dd>
    </div>
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

/** What a user sees (decision 044): all teams, their teams by name, or none. */
function TeamsText({
  user,
  teams,
  isTeamMode,
}: {
  user: AdminUser;
  teams: Team[];
  isTeamMode: boolean;
}) {
  if (user.role === 'admin' || user.allTeams) return <span>{t.teams.allTeams}</span>;
  const names = teams.filter((team) => user.teamIds.includes(team.id)).map((team) => team.name);
  if (names.length > 0) return <span className="[overflow-wrap:anywhere]">{names.join(', ')}</span>;
  return (
    <span className="text-muted-foreground">
      {isTeamMode && user.role === 'coach' ? t.teams.noneScoped : t.teams.none}
    </span>
  );
}
