/**
 * Check-in that opens and closes by itself (decision 030). One run decides, under the same
 * advisory lock as a coach's switch (so any number of server instances may run it), which
 * event should be active now:
 *
 * - the self-opening events whose window (`auto_open_minutes` before the start until the
 *   end) holds now; of several, the one starting sooner (the spec's one active event);
 * - none: a self-opening event still on is switched off; an event on the switch only stays.
 *
 * A coach's switch stands until the next scheduled change: when the latest switch by hand
 * (`manual_switch_at`) is later than the latest window edge already passed, the run
 * changes nothing. An event a coach opened by hand is held open until its own end, whatever
 * edge passes meanwhile (decision 039): the self-opening events whose time comes wait for it,
 * and every coach is told through a stored schedule notice. Runs on a timer and, throttled,
 * before the reads that care.
 */
import { and, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { ACTIVATION_LOCK } from '#server/db/locks.ts';
import { events, scheduleNotices } from '#server/db/schema.ts';
import type { Deps } from '#server/http/types.ts';
import { endOf, heldOpen } from '#shared/opening-rule.ts';
import type { EventRef, EventSwitch } from '#shared/schemas.ts';
import { writeAudit } from '../audit/audit.ts';
import {
  announceEvents,
  DEFAULT_EVENT_MINUTES,
  startsSooner,
  windowOf,
} from '../events/service.ts';

export interface ScheduleRun {
  /** Switched on by the schedule. */
  opened: string[];
  /** Switched off by the schedule. */
  closed: string[];
  /**
   * Self-opening events whose window began while the overlap rule keeps the one starting
   * sooner open; each is reported once per window (audited `event.auto_open_deferred`).
   */
  passedOver: string[];
  /** A coach's switch is standing: nothing was changed. */
  yieldedToCoach: boolean;
}

/**
 * Stores a schedule notice for each event (decision 039) unless one is already stored for that
 * event and moment, and answers the events newly noted: so the notice, its audit entry and
 * the announcement are made once per window however many runs and instances see it.
 */
async function noteOnce(
  db: DbOrTx,
  kind: 'waited' | 'closed-for',
  noted: { id: string; happensAt: Date }[],
  other: { id: string; until: Date },
  now: Date,
): Promise<string[]> {
  if (noted.length === 0) return [];
  const rows = await db
    .insert(scheduleNotices)
    .values(
      noted.map((event) => ({
        kind,
        eventId: event.id,
        otherEventId: other.id,
        happensAt: event.happensAt,
        untilAt: other.until,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: scheduleNotices.eventId });
  return rows.map((row) => row.id);
}

/** The latest window edge (open or close) at or before `now`, of any self-opening event. */
async function latestEdge(db: DbOrTx, now: Date): Promise<Date | null> {
  const result = (await db.execute(sql`
    select max(edge) as edge
    from events e,
      lateral (values
        (e.date - make_interval(mins => e.auto_open_minutes)),
        (coalesce(e.ends_at, e.date + make_interval(mins => ${DEFAULT_EVENT_MINUTES}::int)))
      ) as edges(edge)
    where e.auto_open_minutes is not null and e.cancelled_at is null
      and e.date <= ${now.toISOString()}::timestamptz + interval '1 day'
      and edges.edge <= ${now.toISOString()}::timestamptz`)) as unknown as {
    rows: { edge: string | Date | null }[];
  };
  const edge = result.rows[0]?.edge;
  return edge ? new Date(edge) : null;
}

/**
 * One run of the schedule; when it changed which event is active (or the overlap rule kept
 * one open over another whose time came), every open dashboard is told (decision 035).
 */
export async function runSchedule(
  deps: Pick<Deps, 'db' | 'clock' | 'live' | 'log'>,
): Promise<ScheduleRun> {
  const names = new Map<string, string>();
  let active: EventRef | null = null;
  let heldUntil: string | undefined;
  const run = await decide(deps, names, (winner, until) => {
    active = winner;
    heldUntil = until?.toISOString();
  });
  if (run.opened.length + run.closed.length + run.passedOver.length > 0) {
    const refs = (ids: string[]) => ids.map((id) => ({ id, name: names.get(id) ?? '' }));
    const switched: EventSwitch = {
      by: 'schedule',
      opened: refs(run.opened),
      closed: refs(run.closed),
      passedOver: refs(run.passedOver),
      active,
      ...(heldUntil ? { heldUntil } : {}),
    };
    // Only `active` changed: open dashboards apply the switch to their lists (decision 038).
    await announceEvents(deps, switched, true);
  }
  return run;
}

async function decide(
  deps: Pick<Deps, 'db' | 'clock'>,
  names: Map<string, string>,
  setActive: (winner: EventRef | null, heldUntil?: Date) => void,
): Promise<ScheduleRun> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACTIVATION_LOCK})`);
    const run: ScheduleRun = { opened: [], closed: [], passedOver: [], yieldedToCoach: false };
    const edge = await latestEdge(tx, now);
    if (!edge) return run;

    // Self-opening events that may be in their window: started at most a day of
    // auto-open ahead, not cancelled.
    const candidates = await tx
      .select()
      .from(events)
      .where(
        and(
          isNotNull(events.autoOpenMinutes),
          isNull(events.cancelledAt),
          lte(events.date, new Date(now.getTime() + 24 * 60 * 60_000)),
          sql`coalesce(${events.endsAt}, ${events.date} + make_interval(mins => ${DEFAULT_EVENT_MINUTES}::int)) > ${now.toISOString()}::timestamptz`,
        ),
      );
    const open = candidates
      .filter((event) => {
        const window = windowOf(event);
        return window !== null && window.opensAt <= now && now < window.closesAt;
      })
      .sort(startsSooner);
    const opensAt = new Map(open.map((event) => [event.id, windowOf(event)!.opensAt]));
    for (const event of open) names.set(event.id, event.name);

    // An event opened by hand is held open until its own end (decision 039): nothing is
    // switched, and each self-opening event whose time came meanwhile waits for it.
    const activeRows = await tx.select().from(events).where(eq(events.active, true));
    const held = heldOpen(activeRows, now);
    // A coach's switch since the latest edge stands (decision 030). A held event changes
    // nothing either, but the events waiting for it are still noted.
    const [manual] = await tx
      .select({ at: events.manualSwitchAt })
      .from(events)
      .where(isNotNull(events.manualSwitchAt))
      .orderBy(desc(events.manualSwitchAt))
      .limit(1);
    run.yieldedToCoach = Boolean(manual?.at && manual.at >= edge);
    if (run.yieldedToCoach && !held) return run;
    const winner = held ?? open[0];
    if (!winner) {
      const switchedOff = await tx
        .update(events)
        .set({ active: false })
        .where(and(eq(events.active, true), isNotNull(events.autoOpenMinutes)))
        .returning({ id: events.id, name: events.name });
      run.closed = switchedOff.map((row) => row.id);
      for (const row of switchedOff) names.set(row.id, row.name);
    } else {
      const until = endOf(winner);
      setActive({ id: winner.id, name: winner.name }, held ? until : undefined);
      names.set(winner.id, winner.name);
      run.passedOver = await noteOnce(
        tx,
        'waited',
        open
          .filter((event) => event.id !== winner.id)
          .map((event) => ({ id: event.id, happensAt: opensAt.get(event.id)! })),
        { id: winner.id, until },
        now,
      );
      if (!held) {
        const switchedOff = await tx
          .update(events)
          .set({ active: false })
          .where(and(eq(events.active, true), sql`${events.id} <> ${winner.id}`))
          .returning({ id: events.id, name: events.name });
        run.closed = switchedOff.map((row) => row.id);
        for (const row of switchedOff) names.set(row.id, row.name);
        // Every coach hears that an event was closed for another (decision 039).
        await noteOnce(
          tx,
          'closed-for',
          switchedOff.map((row) => ({ id: row.id, happensAt: opensAt.get(winner.id) ?? now })),
          { id: winner.id, until },
          now,
        );
        if (!winner.active) {
          await tx
            .update(events)
            .set({ active: true, openedAt: now, openedBy: 'schedule' })
            .where(eq(events.id, winner.id));
          run.opened = [winner.id];
        }
      }
    }
    for (const id of run.opened)
      await writeAudit(tx, {
        actorType: 'system',
        action: 'event.auto_opened',
        targetType: 'event',
        targetId: id,
        details: { deactivated: run.closed },
      });
    for (const id of run.closed)
      await writeAudit(tx, {
        actorType: 'system',
        action: 'event.auto_closed',
        targetType: 'event',
        targetId: id,
      });
    for (const id of run.passedOver)
      await writeAudit(tx, {
        actorType: 'system',
        action: 'event.auto_open_deferred',
        targetType: 'event',
        targetId: id,
        details: {
          keptOpen: winner?.id,
          heldByHand: held !== null,
          opensAt: opensAt.get(id)?.toISOString(),
        },
      });
    return run;
  });
}

/** How often the timer runs the schedule, and the least time between two lazy runs. */
export const SCHEDULE_EVERY_MS = 30_000;
export const SCHEDULE_LAZY_MS = 5_000;

/**
 * The schedule for one server instance: `tick` runs it on a timer; `ensure` runs it before
 * a read that cares unless it ran in the last few seconds (by the server's clock), so a
 * sleeping timer never leaves a parent outside. Errors are logged, never thrown: the
 * check-in itself still answers.
 */
export function createScheduler(deps: Pick<Deps, 'db' | 'clock' | 'live' | 'log'>) {
  let lastRun = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;
  // Whether the last run failed (a stalled or unreachable database, decision 034).
  let isFailing = false;
  const tick = (): Promise<void> => {
    if (running) return running;
    lastRun = deps.clock.now().getTime();
    running = runSchedule(deps)
      .then((run) => {
        isFailing = false;
        if (run.opened.length + run.closed.length + run.passedOver.length > 0)
          deps.log.info({ schedule: run }, 'check-in opened or closed by the schedule');
      })
      .catch((error) => {
        isFailing = true;
        deps.log.warn({ err: error }, 'schedule run failed; trying again later');
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  return {
    tick,
    /**
     * Runs the schedule first when it is due. While the database fails, the request does not
     * wait for the schedule too (it would wait out the statement limit twice before its own
     * 503); the run goes on beside it, and the first one that succeeds is waited for again.
     */
    ensure(): Promise<void> {
      const isDue = deps.clock.now().getTime() - lastRun >= SCHEDULE_LAZY_MS;
      if (isFailing) {
        if (isDue) void tick();
        return Promise.resolve();
      }
      if (!isDue) return running ?? Promise.resolve();
      return tick();
    },
    /** Starts the timer; the answer stops it and waits for a run under way. */
    start(everyMs = SCHEDULE_EVERY_MS): () => Promise<void> {
      const timer = setInterval(() => void tick(), everyMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
