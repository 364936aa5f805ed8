/**
 * Demo data: one active event with a roster over a few teams, so a newcomer can walk the
 * parent flow at once. Also used by tests to build their own rows.
 */
import { sql } from 'drizzle-orm';
import { toLocationId } from '#shared/location.ts';
import type { DbOrTx } from './client.ts';
import { athletes, eventAthletes, events, teams } from './schema.ts';

export interface SeedAthlete {
  firstName: string;
  lastName: string;
  team?: string | null;
  gradYear?: number | null;
}

/** Creates (or finds, case-insensitively) a team by name. */
export async function ensureTeam(db: DbOrTx, name: string): Promise<{ id: string; name: string }> {
  const [found] = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(sql`lower(${teams.name}) = lower(${name})`);
  if (found) return found;
  const [created] = await db
    .insert(teams)
    .values({ name })
    .returning({ id: teams.id, name: teams.name });
  return created!;
}

/** Creates an event and puts the given athletes on its roster. */
export async function createEventWithRoster(
  db: DbOrTx,
  input: {
    name: string;
    locationName: string;
    date: Date;
    active?: boolean;
    roster: SeedAthlete[];
  },
) {
  const [event] = await db
    .insert(events)
    .values({
      name: input.name,
      locationName: input.locationName,
      locationId: toLocationId(input.locationName),
      date: input.date,
      active: input.active ?? false,
    })
    .returning();
  const created = [];
  for (const entry of input.roster) {
    const team = entry.team ? await ensureTeam(db, entry.team) : null;
    const [athlete] = await db
      .insert(athletes)
      .values({
        firstName: entry.firstName,
        lastName: entry.lastName,
        teamId: team?.id ?? null,
        gradYear: entry.gradYear ?? null,
      })
      .returning();
    await db.insert(eventAthletes).values({ eventId: event!.id, athleteId: athlete!.id });
    created.push({ ...athlete!, teamName: team?.name ?? null });
  }
  return { event: event!, athletes: created };
}

export const DEMO_ROSTER: SeedAthlete[] = [
  { firstName: 'Jordan', lastName: 'Smith', team: 'Eagles', gradYear: 2031 },
  { firstName: 'Ava', lastName: 'Johnson', team: 'Eagles', gradYear: 2030 },
  { firstName: 'Liam', lastName: 'Garcia', team: 'Eagles', gradYear: 2031 },
  { firstName: 'Sofia', lastName: 'Martinez', team: 'Hawks', gradYear: 2029 },
  { firstName: 'Noah', lastName: 'Brown', team: 'Hawks', gradYear: 2030 },
  { firstName: 'José', lastName: 'Muñoz', team: 'Hawks', gradYear: 2032 },
  { firstName: 'Emma', lastName: 'Davis', team: 'Falcons', gradYear: 2031 },
  { firstName: 'Mason', lastName: 'Wilson', team: 'Falcons', gradYear: 2029 },
  { firstName: 'Olivia', lastName: 'Lee', team: 'Falcons', gradYear: 2030 },
  { firstName: 'Ethan', lastName: 'Nguyen', team: 'Falcons', gradYear: 2032 },
];

/** The demo event is active, so every other event is made inactive (one active at a time). */
export async function seedDemo(db: DbOrTx, now = new Date()) {
  await db.update(events).set({ active: false });
  return createEventWithRoster(db, {
    name: 'Saturday Tournament',
    locationName: 'Lincoln High Gym',
    date: now,
    active: true,
    roster: DEMO_ROSTER,
  });
}
