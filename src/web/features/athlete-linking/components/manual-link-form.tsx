import { type FormEvent, useId, useState } from 'react';
import { messages } from '#shared/messages/public.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useEventTeams } from '../api/get-event-teams.ts';

const t = messages.parent;

export type ManualLinkValues = {
  firstName: string;
  lastName: string;
  teamId: string;
  gradYear: number;
};

/**
 * First name, last name, team and graduation year: all four required (docs/product.md#validation).
 */
export function ManualLinkForm({
  eventId,
  onSubmit,
  isLinking,
}: {
  eventId: string;
  onSubmit: (values: ManualLinkValues) => void;
  isLinking: boolean;
}) {
  const teams = useEventTeams(eventId);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [teamId, setTeamId] = useState('');
  const [gradYear, setGradYear] = useState('');
  const ids = { first: useId(), last: useId(), team: useId(), year: useId() };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const year = Number.parseInt(gradYear, 10);
    if (!firstName.trim() || !lastName.trim() || !teamId || Number.isNaN(year)) {
      toast({ title: t.missingInformation, description: t.fillAllFields, variant: 'destructive' });
      return;
    }
    onSubmit({ firstName: firstName.trim(), lastName: lastName.trim(), teamId, gradYear: year });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.first}>{t.firstName}</Label>
          <Input
            id={ids.first}
            name="firstName"
            autoComplete="off"
            autoCapitalize="words"
            required
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.last}>{t.lastName}</Label>
          <Input
            id={ids.last}
            name="lastName"
            autoComplete="off"
            autoCapitalize="words"
            required
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.team}>{t.team}</Label>
        <Select
          id={ids.team}
          name="teamId"
          required
          value={teamId}
          onChange={(e) => setTeamId(e.target.value)}
          aria-busy={teams.isPending || undefined}
        >
          <option value="">{teams.isPending ? messages.common.loading : t.selectTeam}</option>
          {(teams.data ?? []).map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.year}>{t.gradYear}</Label>
        <Input
          id={ids.year}
          name="gradYear"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t.gradYearPlaceholder}
          required
          value={gradYear}
          onChange={(e) => setGradYear(e.target.value.replace(/\D/g, '').slice(0, 4))}
        />
      </div>
      <p className="text-sm text-muted-foreground">{t.fuzzyNote}</p>
      <Button type="submit" size="lg" disabled={isLinking}>
        {isLinking ? t.linking : t.linkAndCheckIn}
      </Button>
    </form>
  );
}
