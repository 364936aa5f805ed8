/**
 * Events as coaches manage them: create (always inactive), rename, connect a sheet, and
 * switch on, which switches every other event off in the same transaction: one active
 * event at a time (docs/product.md#limits).
 */
import { and, asc, desc, eq, gt, isNotNull, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Config } from '#server/config.ts';
import { writeAudit } from '#server/db/audit.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { ACTIVATION_LOCK } from '#server/db/locks.ts';
import { athletes, eventRoster, eventSeries, events, teams } from '#server/db/schema.ts';
import { appError } from '#server/http/errors.ts';
import type { SessionUser } from '#server/http/sessions.ts';
import { assertSheetLink } from '#server/http/sheet-link.ts';
import type { Deps } from '#server/http/types.ts';
import { isTimeZone } from '#shared/i18n/datetime.ts';
import { toLocationId } from '#shared/location.ts';
import { messages } from '#shared/messages.ts';
import {
  type Athlete,
  type EndSeriesResult,
  EVENTS_FEED,
  type EventRef,
  type EventSwitch,
  type RepeatBody,
  SERIES_MAX_OCCURRENCES,
  type TapInEvent,
} from '#shared/schemas.ts';
import { eventVisibleSql, type StaffScope, teamVisible } from '../auth/scope.ts';
import { localDate, occurrenceStarts } from './occurrences.ts';
import {
  DEFAULT_EVENT_MINUTES,
  endOf,
  findHeldWaits,
  findOverlaps,
  heldOpen,
  windowOf,
} from './windows.ts';

export { DEFAULT_EVENT_MINUTES, startsSooner, windowOf } from './windows.ts';

type EventRow = typeof events.$inferSelect;
const season = messages.coachTools.season;
const invalid = (message: string) => appError('VALIDATION_FAILED', message);

/**
 * Tells every open dashboard, on every instance, that the list of events changed, and with
 * `switched` which event is active now (decision 035). Called after the change committed; a
 * failed announcement is logged, never thrown (the change stands, and dashboards refetch the
 * list when their stream reconnects). `switchOnly`: nothing but the switch changed, so a
 * dashboard applies it to its list instead of asking again (decision 038).
 */
export async function announceEvents(
  deps: Pick<Deps, 'live' | 'log'>,
  switched: EventSwitch | null,
  switchOnly = false,
): Promise<void> {
  try {
    await deps.live.publish({
      type: 'events',
      eventId: EVENTS_FEED,
      switched,
      ...(switched && switchOnly ? { switchOnly: true } : {}),
    });
  } catch (error) {
    deps.log.warn({ err: error }, 'could not announce a change to the events');
  }
}

/** A switch by hand, or null when no event was switched on or off. */
function coachSwitch(opened: EventRef[], closed: EventRef[], active: EventRef | null) {
  if (opened.length + closed.length === 0) return null;
  return { by: 'coach', opened, closed, passedOver: [], active } satisfies EventSwitch;
}

export function toEvent(
  row: EventRow,
  overlappedBy: TapInEvent['overlappedBy'] = null,
  opening: Pick<TapInEvent, 'heldOpenUntil' | 'waitsFor'> = { heldOpenUntil: null, waitsFor: null },
): TapInEvent {
  return {
    id: row.id,
    name: row.name,
    locationId: row.locationId,
    locationName: row.locationName,
    date: row.date.toISOString(),
    active: row.active,
    googleSheetUrl: row.googleSheetUrl,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    lastSyncError:
      row.lastSyncFailedAt && row.lastSyncError
        ? { at: row.lastSyncFailedAt.toISOString(), message: row.lastSyncError }
        : null,
    seriesId: row.seriesId,
    endsAt: row.endsAt?.toISOString() ?? null,
    cancelled: row.cancelledAt !== null,
    autoOpenMinutes: row.autoOpenMinutes,
    overlappedBy,
    openedBy: row.active ? row.openedBy : null,
    ...opening,
  };
}

/** How long an ended event stays in the current list (scope `current`). */
export const RECENT_EVENT_DAYS = 14;
/** A page of past events: the default and the most. */
export const PAST_PAGE_DEFAULT = 50;
export const PAST_PAGE_MAX = 200;

export type EventScope = 'current' | 'past' | 'all';

export interface ListEventsQuery {
  /**
   * current: active, not ended yet, or ended in the last RECENT_EVENT_DAYS; past: the
   * others, a page at a time; all: every event (decision 038).
   */
  scope?: EventScope;
  seriesId?: string;
  /** past: the last event of the previous page; the page holds the ones listed after it. */
  before?: string;
  limit?: number;
  now?: Date;
  /** What the asking coach may see (decision 044): required, never "all teams" by default. */
  staffScope: StaffScope;
}

/** The end of an event as SQL: its own, or its start plus DEFAULT_EVENT_MINUTES. */
const endExpr = sql`coalesce(${events.endsAt}, ${events.date} + make_interval(mins => ${DEFAULT_EVENT_MINUTES}::int))`;

/**
 * Newest date first; the same date, newest created first. By default the current events
 * only; `past` pages through the older ones with `before` (keyset, decided in the database
 * so two events at the same instant are never skipped). Overlaps are found by sort and sweep
 * over the listed events and those that could overlap them (decision 038). Each says what
 * the opening rule will do with it (decision 039): overlapped by a sooner self-opening event,
 * held open by hand until its end, or waiting for one that is.
 */
export async function listEvents(
  { db }: Pick<Deps, 'db'>,
  query: ListEventsQuery,
): Promise<TapInEvent[]> {
  const scope = query.scope ?? 'current';
  const now = query.now ?? new Date();
  const recentSince = new Date(now.getTime() - RECENT_EVENT_DAYS * 24 * 60 * 60_000);
  const isCurrent = sql`(${events.active} or ${endExpr} >= ${recentSince.toISOString()}::timestamptz)`;
  const conditions: SQL[] = [];
  const staffScope = query.staffScope;
  if (staffScope.kind === 'teams') conditions.push(eventVisibleSql(staffScope, sql`${events.id}`));
  if (query.seriesId) conditions.push(eq(events.seriesId, query.seriesId));
  if (scope === 'current') conditions.push(isCurrent);
  if (scope === 'past') {
    conditions.push(sql`not ${isCurrent}`);
    if (query.before) {
      const [cursor] = await db
        .select({ id: events.id })
        .from(events)
        .where(eq(events.id, query.before));
      if (!cursor) throw invalid(messages.coachApi.eventsCursorUnknown);
      conditions.push(sql`(
        ${events.date} < (select c.date from events c where c.id = ${query.before}::uuid)
        or (${events.date} = (select c.date from events c where c.id = ${query.before}::uuid)
          and (${events.createdAt} < (select c.created_at from events c where c.id = ${query.before}::uuid)
            or (${events.createdAt} = (select c.created_at from events c where c.id = ${query.before}::uuid)
              and ${events.id} > ${query.before}::uuid))))`);
    }
  }
  const listed = db
    .select()
    .from(events)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(events.date), desc(events.createdAt), asc(events.id));
  const limit = scope === 'past' ? Math.min(query.limit ?? PAST_PAGE_DEFAULT, PAST_PAGE_MAX) : null;
  const rows = limit === null ? await listed : await listed.limit(limit);
  // Every event is listed already (scope all) or a current one is (scope current): only the
  // others may add a winner.
  const listedAlready =
    staffScope.kind === 'teams'
      ? null
      : scope === 'current' && !query.seriesId
        ? isCurrent
        : scope === 'all' && !query.seriesId
          ? sql`true`
          : null;
  const overlaps = findOverlaps(await overlapCandidates(db, rows, listedAlready));
  // The active event is always among the current ones: a hand-opened hold is seen there.
  const held = heldOpen(rows, now);
  const waits = findHeldWaits(rows, now);
  // A scoped coach is told of no event outside their scope, even the one that wins an
  // overlap with theirs (decision 044).
  const isListed = (id: string) =>
    staffScope.kind === 'all' || rows.some((listedRow) => listedRow.id === id);
  return rows.map((row) => {
    const wait = waits.get(row.id);
    const overlappedBy = overlaps.get(row.id) ?? null;
    return toEvent(row, overlappedBy && isListed(overlappedBy.id) ? overlappedBy : null, {
      heldOpenUntil: held?.id === row.id ? endOf(row).toISOString() : null,
      waitsFor:
        wait && isListed(wait.id)
          ? { id: wait.id, name: wait.name, until: wait.until.toISOString() }
          : null,
    });
  });
}

/**
 * The listed events plus every self-opening one that could win an overlap over one of them:
 * started no later than the last listed and still open when the first listed window opens
 * (leaving out those `listedAlready` says are among the listed).
 */
async function overlapCandidates(
  db: DbOrTx,
  rows: EventRow[],
  listedAlready: SQL | null,
): Promise<EventRow[]> {
  const windows = rows.map(windowOf).filter((window) => window !== null);
  if (windows.length === 0) return rows;
  const firstOpen = Math.min(...windows.map((window) => window.opensAt.getTime()));
  const lastStart = Math.max(...rows.map((row) => row.date.getTime()));
  const others = await db
    .select()
    .from(events)
    .where(
      and(
        isNotNull(events.autoOpenMinutes),
        isNull(events.cancelledAt),
        lte(events.date, new Date(lastStart)),
        sql`${endExpr} > ${new Date(firstOpen).toISOString()}::timestamptz`,
        listedAlready ? sql`not ${listedAlready}` : undefined,
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const row of others) if (!byId.has(row.id)) byId.set(row.id, row);
  return [...byId.values()];
}

export async function findEventRow({ db }: { db: DbOrTx }, eventId: string): Promise<EventRow> {
  const [row] = await db.select().from(events).where(eq(events.id, eventId));
  if (!row) throw appError('EVENT_NOT_FOUND', messages.errors.eventNotFound);
  return row;
}

/** A series (decision 030) by id, for its one QR code (decision 040); 404 when there is none. */
export async function findSeriesRow(
  { db }: Pick<Deps, 'db'>,
  seriesId: string,
): Promise<{ id: string; name: string }> {
  const [row] = await db
    .select({ id: eventSeries.id, name: eventSeries.name })
    .from(eventSeries)
    .where(eq(eventSeries.id, seriesId));
  if (!row) throw appError('EVENT_NOT_FOUND', messages.errors.eventNotFound);
  return row;
}

function checkEnd(date: Date, endsAt: string | null | undefined): Date | null {
  if (!endsAt) return null;
  const end = new Date(endsAt);
  if (end <= date) throw invalid(season.endsBeforeStart);
  return end;
}

/** The starts of a repeat, or a 400 naming what is wrong with it. */
function repeatStarts(first: Date, repeat: RepeatBody): { starts: Date[]; timeZone: string } {
  const timeZone = repeat.timeZone ?? 'UTC';
  if (!isTimeZone(timeZone)) throw invalid(season.timeZoneInvalid);
  if (repeat.until < localDate(first, timeZone)) throw invalid(season.untilBeforeStart);
  const starts = occurrenceStarts({
    firstStart: first,
    timeZone,
    weekdays: repeat.weekdays,
    until: repeat.until,
    max: SERIES_MAX_OCCURRENCES,
  });
  if (starts.length === 0) throw invalid(season.noOccurrences);
  if (starts.length > SERIES_MAX_OCCURRENCES)
    throw invalid(season.tooManyOccurrences(SERIES_MAX_OCCURRENCES));
  return { starts, timeZone };
}

/**
 * Creates one event, or with `repeat` a series and all its occurrences in one transaction
 * (decision 030); answers the first occurrence. Every event starts inactive.
 */
export async function createEvent(
  deps: Pick<Deps, 'db' | 'live' | 'log'>,
  input: {
    actor: SessionUser;
    name: string;
    locationName: string;
    date: string;
    endsAt?: string | null;
    autoOpenMinutes?: number | null;
    repeat?: RepeatBody;
    ip: string;
  },
): Promise<TapInEvent> {
  const { db } = deps;
  const date = new Date(input.date);
  const endsAt = checkEnd(date, input.endsAt);
  const durationMs = endsAt ? endsAt.getTime() - date.getTime() : null;
  const autoOpenMinutes = input.autoOpenMinutes ?? null;
  const plan = input.repeat ? repeatStarts(date, input.repeat) : null;
  const created = await db.transaction(async (tx) => {
    let seriesId: string | null = null;
    if (plan && input.repeat) {
      const [series] = await tx
        .insert(eventSeries)
        .values({
          name: input.name,
          locationName: input.locationName,
          weekdays: input.repeat.weekdays,
          until: input.repeat.until,
          timeZone: plan.timeZone,
          firstStart: plan.starts[0]!,
          durationMinutes: durationMs === null ? null : Math.round(durationMs / 60_000),
          autoOpenMinutes,
        })
        .returning({ id: eventSeries.id });
      seriesId = series!.id;
    }
    const starts = plan?.starts ?? [date];
    const rows = await tx
      .insert(events)
      .values(
        starts.map((start) => ({
          name: input.name,
          locationName: input.locationName,
          locationId: toLocationId(input.locationName),
          date: start,
          endsAt: durationMs === null ? null : new Date(start.getTime() + durationMs),
          autoOpenMinutes,
          seriesId,
          createdByUserId: input.actor.id,
          // New events are inactive whatever the client sends (docs/product.md#states).
          active: false,
        })),
      )
      .returning();
    rows.sort((a, b) => a.date.getTime() - b.date.getTime());
    const first = rows[0]!;
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.actor.id,
      action: seriesId ? 'event.series_created' : 'event.created',
      targetType: 'event',
      targetId: first.id,
      details: seriesId
        ? { name: first.name, seriesId, occurrences: rows.length }
        : { name: first.name },
      ip: input.ip,
    });
    return toEvent(first);
  });
  await announceEvents(deps, null);
  return created;
}

/**
 * Ends the series of an occurrence: every occurrence not yet started is cancelled (kept,
 * with its roster and guardian links, marked cancelled), past ones stay (decision 030).
 */
export async function endSeries(
  deps: Pick<Deps, 'db' | 'clock' | 'live' | 'log'>,
  input: { actor: SessionUser; eventId: string; ip: string },
): Promise<EndSeriesResult> {
  const now = deps.clock.now();
  const { result, closed } = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACTIVATION_LOCK})`);
    const event = await findEventRow({ db: tx }, input.eventId);
    if (!event.seriesId) throw invalid(season.notInSeries);
    const [series] = await tx
      .update(eventSeries)
      .set({ endedAt: now })
      .where(and(eq(eventSeries.id, event.seriesId), sql`${eventSeries.endedAt} is null`))
      .returning({ id: eventSeries.id });
    if (!series) throw invalid(season.seriesAlreadyEnded);
    const toCancel = and(
      eq(events.seriesId, event.seriesId),
      gt(events.date, now),
      sql`${events.cancelledAt} is null`,
    );
    const closed = await tx
      .select({ id: events.id, name: events.name })
      .from(events)
      .where(and(toCancel, eq(events.active, true)));
    const cancelled = await tx
      .update(events)
      .set({ cancelledAt: now, active: false })
      .where(toCancel)
      .returning({ id: events.id });
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.actor.id,
      action: 'event.series_ended',
      targetType: 'event',
      targetId: input.eventId,
      details: { seriesId: event.seriesId, cancelled: cancelled.map((row) => row.id) },
      ip: input.ip,
    });
    return { result: { cancelledCount: cancelled.length }, closed };
  });
  await announceEvents(deps, coachSwitch([], closed, null));
  return result;
}

export async function updateEvent(
  deps: Pick<Deps, 'db' | 'clock' | 'live' | 'log'>,
  input: {
    actor: SessionUser;
    eventId: string;
    active?: boolean;
    name?: string;
    googleSheetUrl?: string | null;
    date?: string;
    endsAt?: string | null;
    autoOpenMinutes?: number | null;
    cancelled?: boolean;
    sheets: Config['sheets'];
    ip: string;
  },
): Promise<TapInEvent> {
  const { db } = deps;
  if (input.googleSheetUrl) assertSheetLink(input.googleSheetUrl, input.sheets);
  const opened: EventRef[] = [];
  const closed: EventRef[] = [];
  let switchOnly = false;
  const updated = await db.transaction(async (tx) => {
    if (input.active === true)
      await tx.execute(sql`select pg_advisory_xact_lock(${ACTIVATION_LOCK})`);
    const before = await findEventRow({ db: tx }, input.eventId);
    const changes: Partial<typeof events.$inferInsert> = {};
    const audit = (action: string, details: Record<string, unknown>) =>
      writeAudit(tx, {
        actorType: 'user',
        actorId: input.actor.id,
        action,
        targetType: 'event',
        targetId: input.eventId,
        details,
        ip: input.ip,
      });

    if (input.name !== undefined && input.name !== before.name) {
      changes.name = input.name;
      await audit('event.renamed', { from: before.name, to: input.name });
    }
    if (input.googleSheetUrl !== undefined && input.googleSheetUrl !== before.googleSheetUrl) {
      changes.googleSheetUrl = input.googleSheetUrl;
      // A different sheet has never been synced, nor failed to.
      changes.lastSyncAt = null;
      changes.lastSyncFailedAt = null;
      changes.lastSyncError = null;
      await audit(input.googleSheetUrl ? 'event.sheet_connected' : 'event.sheet_disconnected', {
        url: input.googleSheetUrl,
      });
    }
    await updateTimes(input, before, changes, audit);
    const cancelled = input.cancelled === undefined ? before.cancelledAt !== null : input.cancelled;
    if (input.active === true && cancelled) throw invalid(season.cancelledNotActive);
    if (input.cancelled !== undefined && input.cancelled !== (before.cancelledAt !== null)) {
      changes.cancelledAt = input.cancelled ? deps.clock.now() : null;
      if (input.cancelled) changes.active = false;
      if (input.cancelled && before.active) closed.push({ id: before.id, name: before.name });
      await audit(input.cancelled ? 'event.cancelled' : 'event.restored', {});
    }
    if (input.active !== undefined) {
      // The schedule leaves a coach's switch alone until its next change (decision 030).
      changes.manualSwitchAt = deps.clock.now();
      if (input.active) {
        const others = await tx
          .update(events)
          .set({ active: false })
          .where(and(eq(events.active, true), ne(events.id, input.eventId)))
          .returning({ id: events.id, name: events.name });
        closed.push(...others);
        if (!before.active) opened.push({ id: before.id, name: input.name ?? before.name });
        // Opened by hand: held open until its own end (decision 039).
        if (!before.active) changes.openedAt = deps.clock.now();
        changes.openedBy = 'coach';
        if (!before.active || others.length > 0) {
          await audit('event.activated', { deactivated: others.map((other) => other.id) });
        }
      } else if (before.active) {
        closed.push({ id: before.id, name: input.name ?? before.name });
        await audit('event.deactivated', {});
      }
      changes.active = input.active;
    }

    if (Object.keys(changes).length === 0) return null;
    switchOnly = Object.keys(changes).every((key) => key === 'active' || key === 'manualSwitchAt');
    const [after] = await tx
      .update(events)
      .set(changes)
      .where(eq(events.id, input.eventId))
      .returning();
    return toEvent(after!);
  });
  if (!updated) return toEvent(await findEventRow(deps, input.eventId));
  const active = updated.active ? { id: updated.id, name: updated.name } : null;
  await announceEvents(deps, coachSwitch(opened, closed, active), switchOnly);
  return updated;
}

type Audit = (action: string, details: Record<string, unknown>) => Promise<void>;

/** Moves one event (an occurrence alone), sets its end or its self-opening. */
async function updateTimes(
  input: { date?: string; endsAt?: string | null; autoOpenMinutes?: number | null },
  before: EventRow,
  changes: Partial<typeof events.$inferInsert>,
  audit: Audit,
) {
  const date = input.date === undefined ? before.date : new Date(input.date);
  if (input.date !== undefined && date.getTime() !== before.date.getTime()) {
    changes.date = date;
    await audit('event.moved', { from: before.date.toISOString(), to: date.toISOString() });
  }
  let endsAt = before.endsAt;
  if (input.endsAt !== undefined) endsAt = checkEnd(date, input.endsAt);
  else if (before.endsAt && before.endsAt <= date) {
    // Moved past its own end: the end moves along, keeping the length.
    endsAt = new Date(date.getTime() + (before.endsAt.getTime() - before.date.getTime()));
  }
  if ((endsAt?.getTime() ?? null) !== (before.endsAt?.getTime() ?? null)) {
    changes.endsAt = endsAt;
    await audit('event.end_changed', {
      from: before.endsAt?.toISOString() ?? null,
      to: endsAt?.toISOString() ?? null,
    });
  }
  if (input.autoOpenMinutes !== undefined && input.autoOpenMinutes !== before.autoOpenMinutes) {
    changes.autoOpenMinutes = input.autoOpenMinutes;
    await audit('event.auto_open_changed', {
      from: before.autoOpenMinutes,
      to: input.autoOpenMinutes,
    });
  }
}

/** The event roster: athletes with their team, by last then first name; a scoped coach's teams only. */
export async function listRoster(
  deps: Pick<Deps, 'db'>,
  { eventId, scope }: { eventId: string; scope: StaffScope },
): Promise<Athlete[]> {
  await findEventRow(deps, eventId);
  return deps.db
    .select({
      id: athletes.id,
      firstName: athletes.firstName,
      lastName: athletes.lastName,
      teamName: teams.name,
      teamId: athletes.teamId,
      gradYear: athletes.gradYear,
    })
    .from(eventRoster)
    .innerJoin(athletes, eq(athletes.id, eventRoster.athleteId))
    .leftJoin(teams, eq(teams.id, athletes.teamId))
    .where(and(eq(eventRoster.eventId, eventId), teamVisible(scope, sql`${athletes.teamId}`)))
    .orderBy(asc(athletes.lastName), asc(athletes.firstName), asc(teams.name), asc(athletes.id));
}
