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
 * changes nothing. Runs on a timer and, throttled, before the reads that care.
 */
import { and, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { events } from '#server/db/schema.ts';
import type { Deps } from '#server/http/types.ts';
import { writeAudit } from '../audit/audit.ts';
import {
  ACTIVATION_LOCK,
  DEFAULT_EVENT_MINUTES,
  startsSooner,
  windowOf,
} from '../events/service.ts';

export interface ScheduleRun {
  /** Switched on by the schedule. */
  opened: string[];
  /** Switched off by the schedule. */
  closed: string[];
  /** A coach's switch is standing: nothing was changed. */
  yieldedToCoach: boolean;
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

export async function runSchedule(deps: Pick<Deps, 'db' | 'clock'>): Promise<ScheduleRun> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACTIVATION_LOCK})`);
    const run: ScheduleRun = { opened: [], closed: [], yieldedToCoach: false };
    const edge = await latestEdge(tx, now);
    if (!edge) return run;
    const [manual] = await tx
      .select({ at: events.manualSwitchAt })
      .from(events)
      .where(isNotNull(events.manualSwitchAt))
      .orderBy(desc(events.manualSwitchAt))
      .limit(1);
    if (manual?.at && manual.at >= edge) return { ...run, yieldedToCoach: true };

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
    const winner = open[0];

    const switchedOff = winner
      ? await tx
          .update(events)
          .set({ active: false })
          .where(and(eq(events.active, true), sql`${events.id} <> ${winner.id}`))
          .returning({ id: events.id })
      : await tx
          .update(events)
          .set({ active: false })
          .where(and(eq(events.active, true), isNotNull(events.autoOpenMinutes)))
          .returning({ id: events.id });
    run.closed = switchedOff.map((row) => row.id);
    if (winner && !winner.active) {
      await tx.update(events).set({ active: true }).where(eq(events.id, winner.id));
      run.opened = [winner.id];
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
export function createScheduler(deps: Pick<Deps, 'db' | 'clock' | 'log'>) {
  let lastRun = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;
  const tick = (): Promise<void> => {
    if (running) return running;
    lastRun = deps.clock.now().getTime();
    running = runSchedule(deps)
      .then((run) => {
        if (run.opened.length + run.closed.length > 0)
          deps.log.info({ schedule: run }, 'check-in opened or closed by the schedule');
      })
      .catch((error) => deps.log.warn({ err: error }, 'schedule run failed; trying again later'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  return {
    tick,
    ensure(): Promise<void> {
      if (deps.clock.now().getTime() - lastRun < SCHEDULE_LAZY_MS)
        return running ?? Promise.resolve();
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
