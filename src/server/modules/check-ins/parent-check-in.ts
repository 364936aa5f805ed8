/**
 * The hot path: a verified parent's one tap. Device lookup, the rules (linked to this phone,
 * on the event roster, event active), the idempotent insert and the live announcement run
 * as ONE prepared statement, so a check-in costs one round trip to the database
 * (decision 011). Only a repeated tap needs a second, to read the existing check-in.
 */
import { and, eq } from 'drizzle-orm';
import { en } from '../../../shared/messages.ts';
import type { CheckIn, LiveMessage } from '../../../shared/schemas.ts';
import type { Database } from '../../db/client.ts';
import { checkIns } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../http/errors.ts';
import type { Clock } from '../../platform/clock.ts';
import { hashToken } from '../../platform/crypto.ts';
import { LIVE_CHANNEL } from '../../platform/live-bus.ts';
import { normalizePhone } from '../verification/phone.ts';
import { type CheckInResult, toCheckIn } from './service.ts';

const PARENT_CHECK_IN_SQL = `
with device as (
  select phone_number from parent_devices where token_hash = $1::text and expires_at > $2::timestamptz
), state as (
  select e.active,
    exists (select 1 from parent_links pl join device d on d.phone_number = pl.phone_number
            where pl.athlete_id = $3::uuid) as is_linked,
    exists (select 1 from event_athletes ea where ea.event_id = e.id and ea.athlete_id = $3::uuid) as is_on_roster
  from events e where e.id = $4::uuid
), inserted as (
  insert into check_ins (athlete_id, event_id, phone_number, source, "timestamp", tapped_at)
  select $3::uuid, $4::uuid, d.phone_number, 'qr', $2::timestamptz, $7::timestamptz
  from device d, state s
  where s.active and s.is_linked and s.is_on_roster
    and ($5::text is null or d.phone_number = $5::text)
  on conflict (athlete_id, event_id) do nothing
  returning 1
), announced as (
  select pg_notify('${LIVE_CHANNEL}', $6::text) from inserted
)
select (select phone_number from device) as phone_number,
  s.active, s.is_linked, s.is_on_roster,
  (select count(*) from inserted)::int as inserted,
  (select count(*) from announced)::int as announced
from (select 1) as one left join state s on true`;

/** A tap kept on a phone with no signal is sent within hours, not days (issue 13). */
export const MAX_TAP_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The phone's tap time, checked against the server's clock: a time ahead of the server's
 * (a phone clock running fast) becomes the server's; one more than a day old is refused.
 * Kept for information only: the check-in's own time is always the server's receipt.
 */
export function checkTapTime(tappedAt: string | undefined, now: Date): Date | null {
  if (!tappedAt) return null;
  const tapped = new Date(tappedAt);
  if (Number.isNaN(tapped.getTime())) throw badRequest(en.errors.invalidRequest);
  if (tapped.getTime() > now.getTime()) return now;
  if (now.getTime() - tapped.getTime() > MAX_TAP_AGE_MS) throw badRequest(en.errors.tapTooOld);
  return tapped;
}

interface Row {
  phone_number: string | null;
  active: boolean | null;
  is_linked: boolean | null;
  is_on_roster: boolean | null;
  inserted: number;
}

export async function checkInAsParent(
  deps: { database: Database; clock: Clock },
  input: {
    deviceToken: string | undefined;
    claimedPhone?: string;
    athleteId: string;
    eventId: string;
    /** When the parent tapped, for a tap sent later (ISO, the phone's clock). */
    tappedAt?: string;
  },
): Promise<CheckInResult> {
  if (!input.deviceToken) throw unauthorized(en.errors.parentNotVerified);
  const now = deps.clock.now();
  const tappedAt = checkTapTime(input.tappedAt, now);
  // A phone the client sent must be the device's own; an unreadable one never is.
  const claimed = input.claimedPhone ? (normalizePhone(input.claimedPhone) ?? 'invalid') : null;
  const checkIn: CheckIn = {
    athleteId: input.athleteId,
    eventId: input.eventId,
    timestamp: now.toISOString(),
    source: 'qr',
  };
  const message: LiveMessage = {
    type: 'check-in',
    eventId: input.eventId,
    athleteId: input.athleteId,
    checkIn,
  };

  const [row] = await deps.database.prepared<Row>('parent_check_in', PARENT_CHECK_IN_SQL, [
    hashToken(input.deviceToken),
    now,
    input.athleteId,
    input.eventId,
    claimed,
    JSON.stringify(message),
    tappedAt,
  ]);
  if (!row?.phone_number) throw unauthorized(en.errors.parentNotVerified);
  if (claimed && claimed !== row.phone_number) throw forbidden(en.errors.phoneMismatch);
  if (row.active === null) throw notFound(en.errors.eventNotFound);
  if (!row.is_linked) throw notFound(en.errors.athleteNotFound);
  if (!row.is_on_roster) throw notFound(en.errors.athleteNotOnRoster);
  if (!row.active) throw conflict(en.errors.eventNotActive);
  if (row.inserted > 0) return { checkIn, alreadyCheckedIn: false };

  const [existing] = await deps.database.db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.athleteId, input.athleteId), eq(checkIns.eventId, input.eventId)));
  if (!existing) throw new Error('check-in vanished between insert and select');
  return { checkIn: toCheckIn(existing), alreadyCheckedIn: true };
}
