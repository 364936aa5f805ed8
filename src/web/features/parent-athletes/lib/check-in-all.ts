import { messages } from '#shared/messages/public.ts';
import type { CheckInAllResponse, ParentAthlete } from '#shared/schemas.ts';
import { fullName } from '#web/lib/format.ts';

const t = messages.checkInAll;

type Status = CheckInAllResponse['results'][number]['status'];

/**
 * What "Check in all" did, as sentences: who was checked in by this tap, who already was,
 * who could not be. Names come from the list the parent saw; only what the server said.
 */
export function describeCheckInAll(
  athletes: readonly ParentAthlete[],
  results: CheckInAllResponse['results'],
): string[] {
  const names = (status: Status) =>
    results
      .filter((result) => result.status === status)
      .map((result) => athletes.find((athlete) => athlete.id === result.athleteId))
      .filter((athlete): athlete is ParentAthlete => Boolean(athlete))
      .map(fullName)
      .join(', ');
  const lines: string[] = [];
  const now = names('checked-in');
  const before = names('already-checked-in');
  const not = names('not-linked');
  if (now) lines.push(t.checkedIn(now));
  if (before) lines.push(t.alreadyCheckedIn(before));
  if (not) lines.push(t.notCheckedIn(not));
  return lines;
}
