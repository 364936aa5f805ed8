/**
 * The hot path: a verified parent's one tap. Device lookup, the rules (linked to this phone,
 * on the event roster, event active), the idempotent insert and the live announcement run
 * as ONE prepared statement, so a check-in costs one round trip to the database
 * (decision 011). Only a repeated tap needs a second, to read the existing check-in.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { checkIns } from '#server/db/schema.ts';
import { appError } from '#server/http/errors.ts';
import type { Deps } from '#server/http/types.ts';
import { hashToken } from '#server/platform/crypto.ts';
import { LIVE_CHANNEL } from '#server/platform/live-bus.ts';
import { messages } from '#shared/messages.ts';
import type { CheckIn, LiveMessage } from '#shared/schemas.ts';
import { normalizePhone } from '../verification/phone.ts';
import { type CheckInResult, toCheckIn } from './service.ts';

const PARENT_CHECK_IN_SQL = `
with device as (
  select phone_number from parent_devices where token_hash = $1::text and expires_at > $2::timestamptz
), state as (
  select e.active,
    exists (select 1 from parent_links pl join device d on d.phone_number = pl.phone_number
            where pl.athlete_id = $3::uuid) as is_linked,
    exists (select 1 from event_roster ea where ea.event_id = e.id and ea.athlete_id = $3::uuid) as is_on_roster
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

/** A tap kept on a phone with no signal is sent within hours, not days (decision 022). */
export const MAX_TAP_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The phone's tap time, checked against the server's clock: a time ahead of the server's
 * (a phone clock running fast) becomes the server's; one more than a day old is refused.
 * Kept for information only: the check-in's own time is always the server's receipt.
 */
export function checkTapTime(tappedAt: string | undefined, now: Date): Date | null {
  if (!tappedAt) return null;
  const tapped = new Date(tappedAt);
  if (Number.isNaN(tapped.getTime()))
    throw appError('VALIDATION_FAILED', messages.errors.invalidRequest);
  if (tapped.getTime() > now.getTime()) return now;
  if (now.getTime() - tapped.getTime() > MAX_TAP_AGE_MS)
    throw appError('TAP_TOO_OLD', messages.errors.tapTooOld);
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
  deps: Pick<Deps, 'database' | 'clock'>,
  input: {
    deviceToken: string | undefined;
    claimedPhone?: string;
    athleteId: string;
    eventId: string;
    /** When the parent tapped, for a tap sent later (ISO, the phone's clock). */
    tappedAt?: string;
  },
): Promise<CheckInResult> {
  if (!input.deviceToken) throw appError('DEVICE_NOT_VERIFIED', messages.errors.parentNotVerified);
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
  if (!row?.phone_number) throw appError('DEVICE_NOT_VERIFIED', messages.errors.parentNotVerified);
  if (claimed && claimed !== row.phone_number)
    throw appError('PHONE_MISMATCH', messages.errors.phoneMismatch);
  if (row.active === null) throw appError('EVENT_NOT_FOUND', messages.errors.eventNotFound);
  if (!row.is_linked) throw appError('ATHLETE_NOT_FOUND', messages.errors.athleteNotFound);
  if (!row.is_on_roster)
    throw appError('ATHLETE_NOT_ON_ROSTER', messages.errors.athleteNotOnRoster);
  if (!row.active) throw appError('EVENT_CLOSED', messages.errors.eventNotActive);
  if (row.inserted > 0) return { checkIn, alreadyCheckedIn: false };

  const [existing] = await deps.database.db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.athleteId, input.athleteId), eq(checkIns.eventId, input.eventId)));
  if (!existing) throw new Error('check-in vanished between insert and select');
  return { checkIn: toCheckIn(existing), alreadyCheckedIn: true };
}

/**
 * "Check in all (N)": the same rules as one tap for several athletes at once, still ONE
 * prepared statement in the usual case. Each athlete answers for itself: checked in by
 * this tap, already checked in, or not this phone's athlete on this roster (a stale list).
 * Only when some were already in does a second query read their check-ins.
 */
const PARENT_CHECK_IN_ALL_SQL = `
with device as (
  select phone_number from parent_devices where token_hash = $1::text and expires_at > $2::timestamptz
), event as (
  select id, active from events where id = $4::uuid
), allowed as (
  select w.athlete_id
  from (select distinct unnest($3::uuid[]) as athlete_id) w, device d, event e
  where exists (select 1 from parent_links pl
                where pl.phone_number = d.phone_number and pl.athlete_id = w.athlete_id)
    and exists (select 1 from event_roster ea
                where ea.event_id = e.id and ea.athlete_id = w.athlete_id)
), inserted as (
  insert into check_ins (athlete_id, event_id, phone_number, source, "timestamp")
  select a.athlete_id, e.id, d.phone_number, 'qr', $2::timestamptz
  from allowed a, device d, event e
  where e.active and ($5::text is null or d.phone_number = $5::text)
  on conflict (athlete_id, event_id) do nothing
  returning athlete_id
), announced as (
  select pg_notify('${LIVE_CHANNEL}', json_build_object(
    'type', 'check-in', 'eventId', e.id, 'athleteId', i.athlete_id,
    'checkIn', json_build_object(
      'athleteId', i.athlete_id, 'eventId', e.id, 'timestamp', $6::text, 'source', 'qr')
  )::text)
  from inserted i, event e
)
select (select phone_number from device) as phone_number,
  (select active from event) as active,
  (select coalesce(array_agg(athlete_id::text), '{}') from allowed) as allowed,
  (select coalesce(array_agg(athlete_id::text), '{}') from inserted) as inserted,
  (select count(*) from announced)::int as announced`;

interface AllRow {
  phone_number: string | null;
  active: boolean | null;
  allowed: string[];
  inserted: string[];
}

export type CheckInAllStatus = 'checked-in' | 'already-checked-in' | 'not-linked';

export async function checkInAllAsParent(
  deps: Pick<Deps, 'database' | 'clock'>,
  input: {
    deviceToken: string | undefined;
    claimedPhone?: string;
    athleteIds: string[];
    eventId: string;
  },
): Promise<{ athleteId: string; status: CheckInAllStatus; checkIn: CheckIn | null }[]> {
  if (!input.deviceToken) throw appError('DEVICE_NOT_VERIFIED', messages.errors.parentNotVerified);
  const now = deps.clock.now();
  const claimed = input.claimedPhone ? (normalizePhone(input.claimedPhone) ?? 'invalid') : null;
  const athleteIds = [...new Set(input.athleteIds.map((id) => id.toLowerCase()))];
  const [row] = await deps.database.prepared<AllRow>(
    'parent_check_in_all',
    PARENT_CHECK_IN_ALL_SQL,
    [hashToken(input.deviceToken), now, athleteIds, input.eventId, claimed, now.toISOString()],
  );
  if (!row?.phone_number) throw appError('DEVICE_NOT_VERIFIED', messages.errors.parentNotVerified);
  if (claimed && claimed !== row.phone_number)
    throw appError('PHONE_MISMATCH', messages.errors.phoneMismatch);
  if (row.active === null) throw appError('EVENT_NOT_FOUND', messages.errors.eventNotFound);
  if (!row.active) throw appError('EVENT_CLOSED', messages.errors.eventNotActive);

  const allowed = new Set(row.allowed);
  const inserted = new Set(row.inserted);
  const earlier = [...allowed].filter((id) => !inserted.has(id));
  const existing = new Map<string, CheckIn>();
  if (earlier.length > 0) {
    const found = await deps.database.db
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.eventId, input.eventId), inArray(checkIns.athleteId, earlier)));
    for (const checkIn of found) existing.set(checkIn.athleteId, toCheckIn(checkIn));
  }
  return athleteIds.map((athleteId) => {
    if (inserted.has(athleteId)) {
      return {
        athleteId,
        status: 'checked-in',
        checkIn: { athleteId, eventId: input.eventId, timestamp: now.toISOString(), source: 'qr' },
      };
    }
    const checkIn = existing.get(athleteId);
    if (allowed.has(athleteId) && checkIn) {
      return { athleteId, status: 'already-checked-in', checkIn };
    }
    return { athleteId, status: 'not-linked', checkIn: null };
  });
}
