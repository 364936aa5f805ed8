/**
 * Events as coaches manage them: create (always inactive), rename, connect a sheet, and
 * switch on, which switches every other event off in the same transaction: one active
 * event at a time (spec §9).
 */
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { en } from '../../../shared/messages.ts';
import type { Athlete, TapInEvent } from '../../../shared/schemas.ts';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { athletes, eventAthletes, events, teams } from '../../db/schema.ts';
import { toLocationId } from '../../db/seed.ts';
import { notFound } from '../../http/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { assertSheetLink } from '../rosters/sheet-url.ts';

/** Serialises activations, so two coaches switching on two events leave exactly one on. */
const ACTIVATION_LOCK = 7_425_003;

type EventRow = typeof events.$inferSelect;

export function toEvent(row: EventRow): TapInEvent {
  return {
    id: row.id,
    name: row.name,
    locationId: row.locationId,
    locationName: row.locationName,
    date: row.date.toISOString(),
    active: row.active,
    googleSheetUrl: row.googleSheetUrl,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
  };
}

/** Newest date first; the same date, newest created first. */
export async function listEvents(db: DbOrTx): Promise<TapInEvent[]> {
  const rows = await db
    .select()
    .from(events)
    .orderBy(desc(events.date), desc(events.createdAt), asc(events.id));
  return rows.map(toEvent);
}

export async function findEventRow(db: DbOrTx, eventId: string): Promise<EventRow> {
  const [row] = await db.select().from(events).where(eq(events.id, eventId));
  if (!row) throw notFound(en.errors.eventNotFound);
  return row;
}

export async function createEvent(
  db: Db,
  input: { actor: SessionUser; name: string; locationName: string; date: string; ip: string },
): Promise<TapInEvent> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({
        name: input.name,
        locationName: input.locationName,
        locationId: toLocationId(input.locationName),
        date: new Date(input.date),
        // New events are inactive whatever the client sends (spec §4).
        active: false,
      })
      .returning();
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.actor.id,
      action: 'event.created',
      targetType: 'event',
      targetId: row!.id,
      details: { name: row!.name },
      ip: input.ip,
    });
    return toEvent(row!);
  });
}

export async function updateEvent(
  db: Db,
  input: {
    actor: SessionUser;
    eventId: string;
    active?: boolean;
    name?: string;
    googleSheetUrl?: string | null;
    sheets: Config['sheets'];
    ip: string;
  },
): Promise<TapInEvent> {
  if (input.googleSheetUrl) assertSheetLink(input.googleSheetUrl, input.sheets);
  return db.transaction(async (tx) => {
    if (input.active === true)
      await tx.execute(sql`select pg_advisory_xact_lock(${ACTIVATION_LOCK})`);
    const before = await findEventRow(tx, input.eventId);
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
      // A different sheet has never been synced.
      changes.lastSyncAt = null;
      await audit(input.googleSheetUrl ? 'event.sheet_connected' : 'event.sheet_disconnected', {
        url: input.googleSheetUrl,
      });
    }
    if (input.active !== undefined) {
      if (input.active) {
        const others = await tx
          .update(events)
          .set({ active: false })
          .where(and(eq(events.active, true), ne(events.id, input.eventId)))
          .returning({ id: events.id });
        if (!before.active || others.length > 0) {
          await audit('event.activated', { deactivated: others.map((other) => other.id) });
        }
      } else if (before.active) {
        await audit('event.deactivated', {});
      }
      changes.active = input.active;
    }

    if (Object.keys(changes).length === 0) return toEvent(before);
    const [after] = await tx
      .update(events)
      .set(changes)
      .where(eq(events.id, input.eventId))
      .returning();
    return toEvent(after!);
  });
}

/** The event roster: athletes with their team, by last then first name. */
export async function listRoster(db: DbOrTx, eventId: string): Promise<Athlete[]> {
  await findEventRow(db, eventId);
  return db
    .select({
      id: athletes.id,
      firstName: athletes.firstName,
      lastName: athletes.lastName,
      teamName: teams.name,
      teamId: athletes.teamId,
      gradYear: athletes.gradYear,
    })
    .from(eventAthletes)
    .innerJoin(athletes, eq(athletes.id, eventAthletes.athleteId))
    .leftJoin(teams, eq(teams.id, athletes.teamId))
    .where(eq(eventAthletes.eventId, eventId))
    .orderBy(asc(athletes.lastName), asc(athletes.firstName), asc(teams.name), asc(athletes.id));
}
