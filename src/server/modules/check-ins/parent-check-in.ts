/**
 * The hot path: a verified parent's one tap. Device lookup, the rules (linked to this phone,
 * on the event roster, event active), the idempotent insert and the live announcement run
 * as ONE prepared statement, so a check-in costs one round trip to the database
 * (decision 011). Only a repeated tap needs a second, to read the existing check-in, and a
 * tap sent later (offline) one before, to read when check-in opened (decision 039). A tap
 * time earlier than the arrival recorded moves it earlier; a later one never replaces it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { checkIns, events } from '#server/db/schema.ts';
import { appError } from '#server/http/errors.ts';
import type { Deps } from '#server/http/types.ts';
import { hashToken } from '#server/platform/crypto.ts';
import { LIVE_CHANNEL } from '#server/platform/live-bus.ts';
import { normalizePhone } from '#server/platform/phone.ts';
import { messages } from '#shared/messages.ts';
import type { CheckIn, LiveMessage } from '#shared/schemas.ts';
import { confirmedGuardianText } from '../auth/guardians.ts';
import { ARRIVAL_INSERT_SQL } from '../messaging/service.ts';
import { announceCheckIn, type CheckInResult, toCheckIn } from './service.ts';
import { judgeTapTime } from './tap-time.ts';

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
  insert into check_ins (athlete_id, event_id, phone_number, source, "timestamp", tapped_at, offline, unconfirmed)
  select $3::uuid, $4::uuid, d.phone_number, 'qr', $8::timestamptz, $7::timestamptz, $9::text,
    not ${confirmedGuardianText('d.phone_number', '$3::uuid')}
  from device d, state s
  where s.active and s.is_linked and s.is_on_roster
    and ($5::text is null or d.phone_number = $5::text)
  on conflict (athlete_id, event_id) do update
    set "timestamp" = excluded."timestamp", tapped_at = excluded.tapped_at, offline = excluded.offline
    where excluded.offline = 'tap' and excluded."timestamp" < check_ins."timestamp"
  returning (xmax = 0) as fresh, unconfirmed
), announced as (
  select pg_notify('${LIVE_CHANNEL}', case when unconfirmed
      then jsonb_set($6::jsonb, '{checkIn,unconfirmed}', 'true'::jsonb)::text else $6::text end)
  from inserted where fresh
), a as (
  select $3::uuid as athlete_id, $4::uuid as event_id, d.phone_number as except_phone,
    $10::timestamptz as send_after
  from device d where exists (select 1 from inserted where fresh)
), texted as (${ARRIVAL_INSERT_SQL}
)
select (select phone_number from device) as phone_number,
  s.active, s.is_linked, s.is_on_roster,
  (select count(*) from inserted where fresh)::int as inserted,
  (select count(*) from inserted where not fresh)::int as moved,
  (select count(*) from announced)::int as announced,
  (select count(*) from texted)::int as texted,
  coalesce((select bool_or(unconfirmed) from inserted where fresh), false) as unconfirmed
from (select 1) as one left join state s on true`;

interface Row {
  phone_number: string | null;
  active: boolean | null;
  is_linked: boolean | null;
  is_on_roster: boolean | null;
  inserted: number;
  moved: number;
  texted: number;
  unconfirmed: boolean;
}

export async function checkInAsParent(
  deps: Pick<Deps, 'database' | 'clock' | 'secretKey' | 'live' | 'config'>,
  input: {
    deviceToken: string | undefined;
    claimedPhone?: string;
    athleteId: string;
    eventId: string;
    /** When the parent tapped, for a tap sent later (ISO, the phone's clock). */
    tappedAt?: string;
    /** The signed time the page last heard from the server about this event (decision 039). */
    heard?: string;
  },
): Promise<CheckInResult> {
  if (!input.deviceToken) throw appError('DEVICE_NOT_VERIFIED', messages.errors.parentNotVerified);
  const now = deps.clock.now();
  // A tap sent later is dated by its tap time within the bounds of tap-time.ts (decision 039):
  // one more read, for when check-in opened, on this rarer path only.
  const openedAt = input.tappedAt ? await openedAtOf(deps, input.eventId) : null;
  const time = judgeTapTime({
    secret: deps.secretKey,
    eventId: input.eventId,
    now,
    tappedAt: input.tappedAt,
    heard: input.heard,
    openedAt,
  });
  // A phone the client sent must be the device's own; an unreadable one never is.
  const claimed = input.claimedPhone ? (normalizePhone(input.claimedPhone) ?? 'invalid') : null;
  const checkIn: CheckIn = {
    athleteId: input.athleteId,
    eventId: input.eventId,
    timestamp: time.at.toISOString(),
    source: 'qr',
    ...(time.offline ? { offline: time.offline } : {}),
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
    time.tappedAt,
    time.at,
    time.offline,
    // The guardians' arrival texts wait out the coach's undo grace period (decision 042).
    new Date(now.getTime() + deps.config.texts.undoGraceMs),
  ]);
  if (!row?.phone_number) throw appError('DEVICE_NOT_VERIFIED', messages.errors.parentNotVerified);
  if (claimed && claimed !== row.phone_number)
    throw appError('PHONE_MISMATCH', messages.errors.phoneMismatch);
  if (row.active === null) throw appError('EVENT_NOT_FOUND', messages.errors.eventNotFound);
  if (!row.is_linked) throw appError('ATHLETE_NOT_FOUND', messages.errors.athleteNotFound);
  if (!row.is_on_roster)
    throw appError('ATHLETE_NOT_ON_ROSTER', messages.errors.athleteNotOnRoster);
  if (!row.active) throw appError('EVENT_CLOSED', messages.errors.eventNotActive);
  if (row.inserted > 0)
    return {
      checkIn: row.unconfirmed ? { ...checkIn, unconfirmed: true } : checkIn,
      alreadyCheckedIn: false,
    };

  const [existing] = await deps.database.db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.athleteId, input.athleteId), eq(checkIns.eventId, input.eventId)));
  if (!existing) throw new Error('check-in vanished between insert and select');
  const result = { checkIn: toCheckIn(existing), alreadyCheckedIn: true };
  // An earlier tap time moved the arrival earlier: dashboards hear the new time.
  if (row.moved > 0) await announceCheckIn(deps, result, { moved: true });
  return result;
}

/** When the event's check-in last opened (null: unknown, or no such event). */
async function openedAtOf(deps: Pick<Deps, 'database'>, eventId: string): Promise<Date | null> {
  const [event] = await deps.database.db
    .select({ openedAt: events.openedAt })
    .from(events)
    .where(eq(events.id, eventId));
  return event?.openedAt ?? null;
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
), a as (
  select i.athlete_id, e.id as event_id, d.phone_number as except_phone,
    $7::timestamptz as send_after
  from inserted i, device d, event e
), texted as (${ARRIVAL_INSERT_SQL}
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
  (select count(*) from announced)::int as announced,
  (select count(*) from texted)::int as texted`;

interface AllRow {
  phone_number: string | null;
  active: boolean | null;
  allowed: string[];
  inserted: string[];
}

export type CheckInAllStatus = 'checked-in' | 'already-checked-in' | 'not-linked';

export async function checkInAllAsParent(
  deps: Pick<Deps, 'database' | 'clock' | 'config'>,
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
    [
      hashToken(input.deviceToken),
      now,
      athleteIds,
      input.eventId,
      claimed,
      now.toISOString(),
      new Date(now.getTime() + deps.config.texts.undoGraceMs),
    ],
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
