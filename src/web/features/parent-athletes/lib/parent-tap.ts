/**
 * The decisions behind a parent's tap (decision 054), apart from React so they can be tested:
 * what a failed tap means (by the answer's error code, never its HTTP status), what the
 * queued taps' outcomes show, and which of the list's states the screen is in.
 */
import { messages } from '#shared/messages/public.ts';
import type { ParentAthlete } from '#shared/schemas.ts';
import { hasErrorCode, isApiError } from '#web/lib/api-client.ts';
import { needsVerification } from '../needs-verification.ts';

type CheckIn = NonNullable<ParentAthlete['checkIn']>;

/**
 * What to do with a tap the server did not record:
 * - `keep`: no answer at all (no signal): keep it on this phone and send it later;
 * - `verify`: this device has not verified this phone: back to the phone step;
 * - `closed`: the event closed since the list was shown: show that state (and say why);
 * - `refused`: any other answer: say the server's reason.
 */
export type TapFailure = 'keep' | 'verify' | 'closed' | 'refused';

export function tapFailure(error: unknown): TapFailure {
  if (!isApiError(error)) return 'keep';
  if (needsVerification(error)) return 'verify';
  if (hasErrorCode(error, 'EVENT_CLOSED')) return 'closed';
  return 'refused';
}

/** A queued tap the server recorded, as the offline queue reports it. */
export type Recorded = {
  tap: { athleteId: string; athleteName: string };
  checkIn: CheckIn | null;
};

/**
 * What the queued taps sent at once show: one tap, its confirmation (as if it had gone at
 * once, when the athlete is on the list); several (a "Check in all" kept offline), who was
 * checked in, on the list.
 */
export function afterRecorded(
  outcomes: readonly Recorded[],
  known: readonly ParentAthlete[],
): { confirm: { athlete: ParentAthlete; checkIn: CheckIn } } | { summary: string } | null {
  const [only] = outcomes;
  if (outcomes.length === 1 && only?.checkIn) {
    const athlete = known.find((a) => a.id === only.tap.athleteId);
    return athlete ? { confirm: { athlete, checkIn: only.checkIn } } : null;
  }
  if (outcomes.length === 0) return null;
  const names = outcomes.map((outcome) => outcome.tap.athleteName).join(', ');
  return { summary: messages.checkInAll.checkedIn(names) };
}

/** When this athlete's tap at this event was kept on the phone, or null when none waits. */
export function waitingSince(
  pending: readonly { athleteId: string; eventId: string; tappedAt: string }[],
  athleteId: string,
  eventId: string,
): string | null {
  return (
    pending.find((tap) => tap.athleteId === athleteId && tap.eventId === eventId)?.tappedAt ?? null
  );
}

/** The list with one athlete's recorded check-in: the tap's answer, without asking again. */
export function withCheckIn(
  list: readonly ParentAthlete[] | undefined,
  athleteId: string,
  checkIn: CheckIn,
): ParentAthlete[] | undefined {
  return list?.map((athlete) => (athlete.id === athleteId ? { ...athlete, checkIn } : athlete));
}

/** Which of its states the athlete list shows, first match wins. */
export type ListView = 'closed' | 'loading' | 'failed' | 'empty' | 'list';

export function listView(state: {
  isClosed: boolean;
  isPending: boolean;
  mustVerify: boolean;
  isError: boolean;
  isShowingRemembered: boolean;
  count: number;
}): ListView {
  if (state.isClosed) return 'closed';
  if (state.isPending || state.mustVerify) return 'loading';
  if (state.isError && !state.isShowingRemembered) return 'failed';
  return state.count === 0 ? 'empty' : 'list';
}
