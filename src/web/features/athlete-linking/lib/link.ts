/** What a link's answer leads to (decision 054 moved it out of the route), by error code. */
import type { LinkParentResponse } from '#shared/schemas.ts';
import { hasErrorCode } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';

/**
 * Linked on an open event, the athlete was checked in too: its confirmation. Otherwise back
 * to the list, saying who was linked.
 */
export function afterLinked(
  result: Pick<LinkParentResponse, 'athlete' | 'checkIn'>,
  eventId: string,
  phone: string,
): { to: string; sayLinked: boolean } {
  return result.checkIn
    ? {
        to: paths.checkIn.confirmation.to({ event: eventId, athlete: result.athlete.id, phone }),
        sayLinked: false,
      }
    : { to: paths.checkIn.athletes.to({ event: eventId, phone }), sayLinked: true };
}

/** A link refused because this device has not verified a phone: verify; else say why. */
export function linkFailure(error: unknown): 'verify' | 'refused' {
  return hasErrorCode(error, 'DEVICE_NOT_VERIFIED') ? 'verify' : 'refused';
}
