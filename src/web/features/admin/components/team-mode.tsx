/**
 * Which mode the club is in (decision 044), said plainly at the top of the admin
 * dashboard: open (no coach has a team, every coach sees everything) or teams.
 */
import { messages } from '#shared/messages.ts';
import { Card } from '#web/components/ui/card.tsx';
import { InfoIcon } from '#web/components/ui/staff-icons.tsx';
import { useCoachTeams } from '../api/get-coach-teams.ts';

const t = messages.admin.teams;

export function TeamMode() {
  const overview = useCoachTeams();
  if (!overview.data) return null;
  const isTeamMode = overview.data.mode === 'teams';
  return (
    <Card className="flex items-start gap-3 p-5" data-testid="team-mode">
      <InfoIcon className="mt-0.5 text-primary dark:text-volt" />
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-bold">{t.heading}</h2>
        <p className="text-muted-foreground">{isTeamMode ? t.modeTeams : t.modeOpen}</p>
      </div>
    </Card>
  );
}
