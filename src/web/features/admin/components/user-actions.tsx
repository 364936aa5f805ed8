/**
 * One user's actions (docs/product.md#states, #permissions) with their toasts
 * (docs/product.md#errors). Reject and Delete ask first, in an alert dialog. After a change the
 * list is refreshed and focus goes somewhere that still exists: the user's row, or the list heading
 * when the row is gone.
 */
import { useRef } from 'react';
import { messages } from '#shared/messages.ts';
import { personName } from '#shared/names.ts';
import type { AdminUser, Team } from '#shared/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  CheckIcon,
  TrashIcon,
  UsersIcon,
  XIcon,
} from '#web/components/ui/staff-icons.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { isSessionEnded } from '#web/lib/session-ended.ts';
import { useAssignTeams } from '../api/assign-teams.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useUpdateUserRole } from '../api/update-user-role.ts';
import { actionsFor, type UserAction } from '../lib/user-actions.ts';
import { TeamsDialog } from './teams-dialog.tsx';

const t = messages.admin;

const roleActionLook = {
  approve: { variant: 'default', icon: <CheckIcon /> },
  makeAdmin: { variant: 'secondary', icon: <ArrowUpIcon /> },
  makeCoach: { variant: 'secondary', icon: <ArrowDownIcon /> },
} as const;

export function UserActions({
  user,
  currentUserId,
  describedBy,
  layout = 'wrap',
  teams,
  isTeamMode,
  onRoleChanged,
  onDeleted,
}: {
  user: AdminUser;
  /** Every team, for the teams dialog (decision 044). */
  teams: Team[];
  /** Team mode: approving a coach asks for their teams first. */
  isTeamMode: boolean;
  /** `row` keeps the buttons on one line (the table); `wrap` lets them wrap (cards). */
  layout?: 'row' | 'wrap';
  currentUserId: string;
  /** The id of the element naming this user, so "Approve" is heard as whose. */
  describedBy: string;
  onRoleChanged: (userId: string) => void;
  onDeleted: () => void;
}) {
  const updateRole = useUpdateUserRole();
  const removeUser = useDeleteUser();
  const saveTeams = useAssignTeams();
  const actions = actionsFor(user, currentUserId);
  const who = personName(user) || user.email;
  const isBusy = updateRole.isPending || removeUser.isPending || saveTeams.isPending;

  if (actions.length === 0) return null;

  function onFailure(error: unknown, fallback: string): void {
    // A session that ended: the query client sends the admin to sign in (decision 024).
    if (isSessionEnded(error)) return;
    const detail = errorMessage(error, '');
    toast({
      title: fallback,
      description: detail && detail !== fallback ? detail : undefined,
      variant: 'destructive',
    });
  }

  /** Saves the user's teams; true when saved. */
  async function assign(choice: { allTeams: boolean; teamIds: string[] }, quiet = false) {
    try {
      await saveTeams.mutateAsync({ userId: user.id, ...choice });
      if (!quiet) toast({ title: t.success, description: t.teams.saved(who), variant: 'success' });
      return true;
    } catch (error) {
      onFailure(error, t.teams.failed);
      return false;
    }
  }

  async function changeRole(action: Extract<UserAction, { kind: 'role' }>) {
    try {
      const updated = await updateRole.mutateAsync({ userId: user.id, role: action.role });
      toast({
        title: t.success,
        description: t.roleChangedTo(who, t.roles[updated.role]),
        variant: 'success',
      });
      onRoleChanged(user.id);
    } catch (error) {
      onFailure(error, t.failedRole);
    }
  }

  async function deleteIt(action: 'reject' | 'delete'): Promise<boolean> {
    try {
      await removeUser.mutateAsync(user.id);
      toast({
        title: t.success,
        description: action === 'reject' ? t.rejectedText(who) : t.deletedText(who),
        variant: 'success',
      });
      return true;
    } catch (error) {
      onFailure(error, t.failedDelete);
      return false;
    }
  }

  return (
    <div className={cn('flex gap-2', layout === 'row' ? 'flex-nowrap' : 'flex-wrap')}>
      {user.role === 'coach' ? (
        <TeamsDialog
          user={user}
          who={who}
          teams={teams}
          title={t.teams.editTitle(who)}
          description={t.teams.editDescription}
          confirmLabel={t.teams.save}
          isPending={saveTeams.isPending}
          onSave={(choice) => assign(choice)}
          trigger={
            <Button size="sm" variant="outline" aria-describedby={describedBy} disabled={isBusy}>
              <UsersIcon />
              {t.teams.edit}
            </Button>
          }
        />
      ) : null}
      {actions.map((action) =>
        action.kind === 'role' && action.name === 'approve' && isTeamMode ? (
          <TeamsDialog
            key={action.name}
            user={user}
            who={who}
            teams={teams}
            title={t.teams.approveTitle(who)}
            description={t.teams.approveDescription}
            confirmLabel={t.teams.approveWithTeams}
            isPending={saveTeams.isPending || updateRole.isPending}
            onSave={async (choice) => {
              // The teams first: an approved coach never sees more than meant.
              if (!(await assign(choice, true))) return false;
              await changeRole(action);
              return true;
            }}
            trigger={
              <Button size="sm" aria-describedby={describedBy} disabled={isBusy}>
                <CheckIcon />
                {t.approve}
              </Button>
            }
          />
        ) : action.kind === 'role' ? (
          <Button
            key={action.name}
            size="sm"
            variant={roleActionLook[action.name].variant}
            aria-describedby={describedBy}
            disabled={isBusy}
            onClick={() => void changeRole(action)}
          >
            {updateRole.isPending && updateRole.variables?.role === action.role ? (
              <Spinner />
            ) : (
              roleActionLook[action.name].icon
            )}
            {t[action.name]}
          </Button>
        ) : (
          <ConfirmDelete
            key={action.name}
            action={action.name}
            who={who}
            describedBy={describedBy}
            disabled={isBusy}
            isDeleting={removeUser.isPending}
            onConfirm={() => deleteIt(action.name)}
            onDeleted={onDeleted}
          />
        ),
      )}
    </div>
  );
}

function ConfirmDelete({
  action,
  who,
  describedBy,
  disabled,
  isDeleting,
  onConfirm,
  onDeleted,
}: {
  action: 'reject' | 'delete';
  who: string;
  describedBy: string;
  disabled: boolean;
  isDeleting: boolean;
  onConfirm: () => Promise<boolean>;
  onDeleted: () => void;
}) {
  /** The row (and the trigger) is about to vanish: focus must go elsewhere. */
  const wasDeleted = useRef(false);
  const label = action === 'reject' ? t.reject : t.delete;
  const icon = action === 'reject' ? <XIcon /> : <TrashIcon />;

  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="outline" aria-describedby={describedBy} disabled={disabled}>
          {icon}
          {label}
        </Button>
      }
      title={action === 'reject' ? t.rejectTitle(who) : t.deleteTitle(who)}
      description={action === 'reject' ? t.confirmReject : t.confirmDelete}
      cancelLabel={t.cancel}
      confirmLabel={label}
      confirmIcon={icon}
      isPending={isDeleting}
      onConfirm={async () => {
        const isDeleted = await onConfirm();
        wasDeleted.current = isDeleted;
        // The refreshed list may have unmounted this row, dialog and all, already:
        // then Radix has nothing to return focus to, so the list takes it.
        if (isDeleted) window.setTimeout(onDeleted, 0);
        return true;
      }}
      onCloseAutoFocus={(event) => {
        if (!wasDeleted.current) return;
        event.preventDefault();
        onDeleted();
      }}
    />
  );
}
