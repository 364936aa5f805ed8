/**
 * The teams of one user (decision 044): "All teams" or a set of teams, chosen with
 * checkboxes in a modal dialog. Used to change a coach's teams, and to approve a pending
 * coach with their teams (the teams are saved first, then the approval, so the new coach
 * never sees more than meant).
 */
import { type ReactElement, useId, useState } from 'react';
import { messages } from '#shared/messages.ts';
import type { AdminUser, Team } from '#shared/schemas.ts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#web/components/ui/alert-dialog.tsx';
import { BreakableText } from '#web/components/ui/breakable-text.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { CheckIcon } from '#web/components/ui/staff-icons.tsx';

const t = messages.admin.teams;

export function TeamsDialog({
  user,
  who,
  teams,
  trigger,
  title,
  description,
  confirmLabel,
  isPending,
  onSave,
}: {
  user: Pick<AdminUser, 'allTeams' | 'teamIds'>;
  who: string;
  teams: Team[];
  trigger: ReactElement;
  title: string;
  description: string;
  confirmLabel: string;
  isPending: boolean;
  /** Saves the choice; true closes the dialog. */
  onSave: (choice: { allTeams: boolean; teamIds: string[] }) => Promise<boolean>;
}) {
  const [isOpen, setOpen] = useState(false);
  const [allTeams, setAllTeams] = useState(user.allTeams);
  const [chosen, setChosen] = useState<Set<string>>(new Set(user.teamIds));
  const id = useId();

  function open(next: boolean) {
    if (isPending) return;
    if (next) {
      // Start from what is saved each time the dialog opens.
      setAllTeams(user.allTeams);
      setChosen(new Set(user.teamIds));
    }
    setOpen(next);
  }

  function toggle(teamId: string, isChecked: boolean) {
    setChosen((previous) => {
      const next = new Set(previous);
      if (isChecked) next.add(teamId);
      else next.delete(teamId);
      return next;
    });
  }

  return (
    <AlertDialog open={isOpen} onOpenChange={open}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            <BreakableText text={title} />
          </AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <div className="flex flex-col gap-4">
          <label className="flex items-start gap-3 font-semibold">
            <input
              type="checkbox"
              className="mt-1 size-5 accent-primary"
              checked={allTeams}
              onChange={(event) => setAllTeams(event.target.checked)}
            />
            {t.allTeamsLabel}
          </label>
          <fieldset className="flex flex-col gap-2" disabled={allTeams}>
            <legend className="mb-1 text-sm font-bold tracking-wide text-muted-foreground uppercase">
              {t.teamsLegend}
            </legend>
            {teams.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t.noTeamsYet}</p>
            ) : (
              <ul className="flex max-h-64 flex-col gap-2 overflow-y-auto">
                {teams.map((team) => (
                  <li key={team.id}>
                    <label
                      htmlFor={`${id}-${team.id}`}
                      className="flex items-center gap-3 [overflow-wrap:anywhere]"
                    >
                      <input
                        id={`${id}-${team.id}`}
                        type="checkbox"
                        className="size-5 shrink-0 accent-primary"
                        checked={allTeams || chosen.has(team.id)}
                        onChange={(event) => toggle(team.id, event.target.checked)}
                      />
                      {team.name}
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{messages.admin.cancel}</AlertDialogCancel>
          <Button
            disabled={isPending}
            aria-label={`${confirmLabel}: ${who}`}
            onClick={async () => {
              const teamIds = teams.map((team) => team.id).filter((teamId) => chosen.has(teamId));
              if (await onSave({ allTeams, teamIds })) setOpen(false);
            }}
          >
            {isPending ? <Spinner /> : <CheckIcon />}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
