/**
 * Who is who on the pickup panel: an adult's label, to whom a release went, the names a
 * release result is told with, "the last ones waiting" and whether a release may still be
 * undone. Pure functions of the pickup view, so the components only lay them out.
 */
import { messages } from '#shared/messages.ts';
import { displayPhone, erasedPhoneTag } from '#shared/phone.ts';
import { RELEASE_UNDO_MS } from '#shared/pickup.ts';
import type { PickupView, Release } from '#shared/schemas.ts';
import { fullName } from '#web/lib/format.ts';

export type PickupChild = PickupView['children'][number];
type Adult = { name: string | null; phoneNumber: string };

/** "(404) 555-0100", or "Erased phone 3f9a2c1b" for a phone its owner erased (issue 32). */
export function phoneText(phone: string): string {
  const tag = erasedPhoneTag(phone);
  return tag ? messages.pickup.erasedPhone(tag) : displayPhone(phone);
}

/** "Dana · (404) 555-0100", or the phone alone for an adult with no name. */
export function adultLabel(adult: Adult): string {
  return adult.name
    ? `${adult.name} · ${phoneText(adult.phoneNumber)}`
    : phoneText(adult.phoneNumber);
}

/** To whom a release went: the name given, else the phone, else a dash. */
export function releasedToText(release: Pick<Release, 'releasedToName' | 'releasedToPhone'>) {
  return (
    release.releasedToName ?? (release.releasedToPhone ? phoneText(release.releasedToPhone) : '—')
  );
}

/**
 * The child's and the adult's names for a release: a name given wins, then the trusted
 * list's label, then the bare phone; an unknown child or adult is empty.
 */
export function namesOf(
  children: readonly PickupChild[],
  athleteId: string,
  phoneNumber: string | null,
  name: string | null,
): { child: string; adult: string } {
  const child = children.find((entry) => entry.athleteId === athleteId);
  const adult = child?.adults.find((entry) => entry.phoneNumber === phoneNumber);
  return {
    child: child ? fullName(child) : '',
    adult: name ?? (adult ? adultLabel(adult) : phoneNumber ? phoneText(phoneNumber) : ''),
  };
}

/**
 * The names a pickup-mode release is told with: a queued one by the code the tablet
 * matched, a sent one by the server's answer.
 */
export function resultNames(
  children: readonly PickupChild[],
  result: Release | 'queued',
  match: { athleteId: string; phoneNumber: string } | null,
): { child: string; adult: string } {
  if (result !== 'queued') {
    return namesOf(children, result.athleteId, result.releasedToPhone, result.releasedToName);
  }
  return match
    ? namesOf(children, match.athleteId, match.phoneNumber, null)
    : { child: '', adult: '' };
}

/** "The last ones waiting", in the view's order (none unless the server named some). */
export function waitingChildren(view: Pick<PickupView, 'children' | 'lastWaiting'>): PickupChild[] {
  const waiting = view.lastWaiting;
  return waiting
    ? view.children.filter((child) => waiting.athleteIds.includes(child.athleteId))
    : [];
}

/** The adult a child's release is queued to on this tablet for this event, or null. */
export function queuedAdult(
  queued: readonly { eventId: string; body: { athleteId?: string }; adultName: string }[],
  eventId: string,
  athleteId: string,
): string | null {
  return (
    queued.find((entry) => entry.eventId === eventId && entry.body.athleteId === athleteId)
      ?.adultName ?? null
  );
}

/** Whether a release is still inside its undo grace period at `now` (ms). */
export function canUndoRelease(release: Pick<Release, 'releasedAt'> | null, now: number): boolean {
  return release !== null && now - new Date(release.releasedAt).getTime() < RELEASE_UNDO_MS;
}
