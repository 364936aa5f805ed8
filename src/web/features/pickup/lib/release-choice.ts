/**
 * What a release sends: the body the coach's choice makes (a trusted adult from the list, or
 * no code with a reason), the name it is told and queued with, and the id, time zone and
 * time every release carries. Pure, so the dialogs only hold their fields.
 */
import { readPickupQr } from '#shared/pickup.ts';
import type { Release, ReleaseBody } from '#shared/schemas.ts';
import { adultLabel, type PickupChild } from './pickup-names.ts';

/** A release as a screen asks for it; the id, time zone and time are added when sent. */
export type ReleaseRequest = Omit<ReleaseBody, 'id' | 'timeZone' | 'releasedAt'>;
/** The child and adult a release is queued under when the tablet has no signal. */
export type OfflineMatch = { athleteId: string; adultName: string };
/** Releases now, or queues the release (with an offline match and no signal). */
export type ReleaseFn = (
  body: ReleaseRequest,
  offlineMatch?: OfflineMatch,
) => Promise<Release | 'queued'>;

/** The whole body: a fresh id (the tablet's, so a resend is the same release), zone, time. */
export function completeRelease(
  body: ReleaseRequest,
  id: string,
  timeZone: string,
  now: Date,
): ReleaseBody {
  return { ...body, id, timeZone, releasedAt: now.toISOString() };
}

/** The code a pickup-mode release names: the typed one, or the one in the scanned QR. */
export function codeOf(body: { method: 'code'; code: string } | { method: 'qr'; qr: string }) {
  return body.method === 'code' ? body.code : (readPickupQr(body.qr)?.code ?? '');
}

export type ReleaseChoice =
  | { kind: 'reason-required' }
  | { kind: 'nothing-picked' }
  | { kind: 'release'; body: ReleaseRequest; offlineMatch: OfflineMatch; to: string };

/**
 * The release dialog's choice as a release: with no code a reason is required (the adult's
 * name is optional, and names the release when given); from the list, the picked adult.
 */
export function releaseChoice(
  child: Pick<PickupChild, 'athleteId' | 'adults'>,
  choice: { noCode: boolean; picked: string | null; reason: string; releasedTo: string },
): ReleaseChoice {
  const reason = choice.reason.trim();
  const releasedTo = choice.releasedTo.trim();
  if (choice.noCode) {
    if (!reason) return { kind: 'reason-required' };
    const to = releasedTo || reason;
    return {
      kind: 'release',
      body: {
        method: 'no_code',
        athleteId: child.athleteId,
        reason,
        ...(releasedTo ? { releasedToName: releasedTo } : {}),
      },
      offlineMatch: { athleteId: child.athleteId, adultName: to },
      to,
    };
  }
  const adult = child.adults.find((entry) => entry.phoneNumber === choice.picked);
  if (!adult) return { kind: 'nothing-picked' };
  const to = adultLabel(adult);
  return {
    kind: 'release',
    body: { method: 'list', athleteId: child.athleteId, phoneNumber: adult.phoneNumber },
    offlineMatch: { athleteId: child.athleteId, adultName: to },
    to,
  };
}

/** The "other reason" field shows a typed reason, never one of the listed ones. */
export function otherReason(reason: string, listed: readonly string[]): string {
  return listed.includes(reason) ? '' : reason;
}
