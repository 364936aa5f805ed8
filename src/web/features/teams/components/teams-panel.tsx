/**
 * The Teams tab (docs/product.md#tools-teams): a team name and Create Team (enabled only with a
 * name), then every team with its ID. A duplicate name (any case) is the server's 409, shown as is.
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import { TEAM_NAME_MAX_LENGTH } from '#shared/field-limits.ts';
import { messages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { PanelEmpty, PanelError, PanelLoading } from '#web/components/ui/panel-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { UsersGroupIcon } from '#web/components/ui/staff-icons.tsx';
import { ToolCardHeader } from '#web/components/ui/tool-card-header.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useCreateTeam } from '../api/create-team.ts';
import { useTeams } from '../api/get-teams.ts';

const t = messages.coachTools;

export function TeamsPanel() {
  return (
    <div className="flex flex-col gap-6">
      <CreateTeamForm />
      <TeamsList />
    </div>
  );
}

function CreateTeamForm() {
  const [name, setName] = useState('');
  const createTeam = useCreateTeam();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const hasName = name.trim() !== '';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!hasName || createTeam.isPending) return;
    try {
      const team = await createTeam.mutateAsync(name.trim());
      toast({ title: t.teamCreated, description: team.name, variant: 'success' });
      setName('');
    } catch (error) {
      toast({
        title: t.errorTitle,
        description: errorMessage(error, t.failedCreateTeam),
        variant: 'destructive',
      });
    }
    inputRef.current?.focus();
  }

  return (
    <Card>
      <ToolCardHeader
        icon={<UsersGroupIcon />}
        title={t.createTeamHeading}
        description={t.createTeamText}
      />
      <CardContent>
        <form onSubmit={onSubmit} className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-2">
            <Label htmlFor={id}>{t.teamName}</Label>
            <Input
              ref={inputRef}
              id={id}
              name="teamName"
              autoComplete="off"
              maxLength={TEAM_NAME_MAX_LENGTH}
              placeholder={t.teamNamePlaceholder}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <Button
            type="submit"
            className="h-12"
            disabled={!hasName || createTeam.isPending}
            aria-busy={createTeam.isPending || undefined}
          >
            {createTeam.isPending ? <Spinner /> : null}
            {t.createTeam}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function TeamsList() {
  const teams = useTeams();
  const headingId = useId();
  const head = 'border-b border-border px-4 py-3 sm:px-6';
  const cell = 'border-b border-border px-4 py-3 align-middle sm:px-6';
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b border-border p-5 sm:p-6">
        <h2 id={headingId} className="text-xl font-bold tracking-tight">
          {t.teamsHeading}
        </h2>
        {teams.data && teams.data.length > 0 ? (
          <span className="rounded-full bg-muted px-3 py-1 text-sm font-bold text-muted-foreground tabular-nums">
            {teams.data.length}
          </span>
        ) : null}
      </div>
      {teams.isPending ? (
        <PanelLoading />
      ) : teams.isError ? (
        <PanelError
          text={errorMessage(teams.error, t.teamsLoadFailed)}
          onRetry={() => void teams.refetch()}
        />
      ) : teams.data.length === 0 ? (
        <PanelEmpty icon={<UsersGroupIcon />} title={t.noTeams} text={t.noTeamsText} />
      ) : (
        <table
          aria-labelledby={headingId}
          className="w-full border-separate border-spacing-0 text-left text-sm sm:text-base"
        >
          <thead className="text-xs font-bold tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className={head}>
                {t.colTeamName}
              </th>
              <th scope="col" className={head}>
                {t.colTeamId}
              </th>
            </tr>
          </thead>
          <tbody>
            {teams.data.map((team) => (
              <tr key={team.id} className="hover:bg-muted/50">
                <th scope="row" className={`${cell} font-semibold break-words`}>
                  {team.name}
                </th>
                <td className={`${cell} font-mono text-xs break-all text-muted-foreground`}>
                  {team.id}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
