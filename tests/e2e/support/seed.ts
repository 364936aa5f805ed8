/**
 * Seeds the e2e database before the server starts (PGlite is single-process), with the
 * server's own seed helpers, and writes what the specs need to `$E2E_DIR/fixtures.json`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { eventAthletes, events } from '#server/db/schema.ts';
import { createEventWithRoster, DEMO_ROSTER } from '#server/db/seed.ts';
import {
  ATTENDANCE_TEAM,
  type E2eFixtures,
  LONG_EVENT_NAME,
  LONG_FIRST_NAME,
  LONG_LAST_NAME,
  LONG_LOCATION,
  LONG_TEAM,
  XSS_FIRST_NAME,
  XSS_LAST_NAME,
} from './fixture-data.ts';
import { seedStaffAccounts } from './seed-staff.ts';

const e2eDir = process.env.E2E_DIR;
if (!e2eDir) throw new Error('E2E_DIR is not set: run through `npm run test:e2e`.');

const config = loadConfig();
if (config.isProduction) throw new Error('Refusing to seed e2e data in production.');

const database = await openDatabase(config.database);
await database.migrate();
const fixtures = await database.db.transaction(async (tx): Promise<E2eFixtures> => {
  const open = await createEventWithRoster(tx, {
    name: 'Saturday Tournament',
    locationName: 'Lincoln High Gym',
    date: new Date(),
    active: true,
    roster: [
      ...DEMO_ROSTER,
      { firstName: XSS_FIRST_NAME, lastName: XSS_LAST_NAME, team: 'Eagles', gradYear: 2030 },
      { firstName: 'Riley', lastName: 'Closedtest', team: 'Hawks', gradYear: 2031 },
      { firstName: 'Robin', lastName: 'Twicetap', team: 'Hawks', gradYear: 2032 },
      { firstName: LONG_FIRST_NAME, lastName: LONG_LAST_NAME, team: LONG_TEAM, gradYear: 2030 },
    ],
  });
  const long = await createEventWithRoster(tx, {
    name: LONG_EVENT_NAME,
    locationName: LONG_LOCATION,
    date: new Date(Date.now() + 7 * 24 * 60 * 60_000),
    active: false,
    roster: [{ firstName: LONG_FIRST_NAME, lastName: LONG_LAST_NAME, team: LONG_TEAM }],
  });
  // Connected to a sheet (never synced), so the Google Sheets tab lists it.
  await tx
    .update(events)
    .set({
      googleSheetUrl:
        'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdEFGH/edit#gid=0',
    })
    .where(eq(events.id, long.event.id));
  const closed = await createEventWithRoster(tx, {
    name: 'Closed Practice',
    locationName: 'Lincoln High Field',
    date: new Date(),
    active: false,
    roster: [{ firstName: 'Casey', lastName: 'Offseason', team: 'Falcons', gradYear: 2030 }],
  });
  const dashboard = await createEventWithRoster(tx, {
    name: 'Live Dashboard Scrimmage',
    locationName: 'Riverside Arena',
    date: new Date(Date.now() - 30 * 60_000),
    active: true,
    roster: [
      { firstName: 'Dana', lastName: 'Livewire', team: 'Comets', gradYear: 2030 },
      { firstName: 'Quinn', lastName: 'Undoson', team: 'Comets', gradYear: 2031 },
      { firstName: 'Harper', lastName: 'Benchley', team: 'Rockets', gradYear: 2029 },
    ],
  });
  const guardians = await createEventWithRoster(tx, {
    name: 'Family Night Meet',
    locationName: 'Eastside Pool',
    date: new Date(),
    active: true,
    roster: [],
  });
  // The attendance spec's own season: two practices that took place (1 and 2 days ago, 6 PM
  // in Chicago), active so parents can still check in, on one team no other spec uses.
  const attendanceDay = (daysAgo: number) => {
    const day = new Date(Date.now() - daysAgo * 24 * 60 * 60_000);
    const chicago = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(day);
    return new Date(`${chicago}T18:00:00-06:00`);
  };
  const practice1 = await createEventWithRoster(tx, {
    name: 'Owls Practice 1',
    locationName: 'Owl Gym',
    date: attendanceDay(2),
    active: true,
    roster: [
      { firstName: 'Ana', lastName: 'Owlsworth', team: ATTENDANCE_TEAM, gradYear: 2030 },
      { firstName: 'Ben', lastName: 'Owlsworth', team: ATTENDANCE_TEAM, gradYear: 2031 },
      { firstName: LONG_FIRST_NAME, lastName: `${LONG_LAST_NAME}-Owl`, team: ATTENDANCE_TEAM },
    ],
  });
  const practice2 = await createEventWithRoster(tx, {
    name: 'Owls Practice 2',
    locationName: 'Owl Gym',
    date: attendanceDay(1),
    active: true,
    roster: [],
  });
  await tx
    .insert(eventAthletes)
    .values(
      practice1.athletes.map((athlete) => ({ eventId: practice2.event.id, athleteId: athlete.id })),
    );
  const byName = (list: typeof open.athletes, last: string) => {
    const found = list.find((athlete) => athlete.lastName === last);
    if (!found) throw new Error(`seed: no athlete ${last}`);
    return { id: found.id, firstName: found.firstName, lastName: found.lastName };
  };
  return {
    openEvent: { id: open.event.id, name: open.event.name },
    closedEvent: { id: closed.event.id, name: closed.event.name },
    longEvent: { id: long.event.id, name: long.event.name },
    athletes: {
      xss: byName(open.athletes, XSS_LAST_NAME),
      closed: byName(closed.athletes, 'Offseason'),
      repeat: byName(open.athletes, 'Twicetap'),
      long: byName(open.athletes, LONG_LAST_NAME),
      longClosed: byName(long.athletes, LONG_LAST_NAME),
    },
    guardianEvent: { id: guardians.event.id, name: guardians.event.name },
    attendance: {
      events: [practice1.event, practice2.event].map((event) => ({
        id: event.id,
        name: event.name,
        date: event.date.toISOString(),
      })),
      athletes: practice1.athletes.map(({ id, firstName, lastName }) => ({
        id,
        firstName,
        lastName,
      })),
    },
    dashboardEvent: {
      id: dashboard.event.id,
      name: dashboard.event.name,
      athletes: dashboard.athletes.map(({ id, firstName, lastName }) => ({
        id,
        firstName,
        lastName,
      })),
    },
  };
});
// After the events: the first account ever (an admin) is made here, before any spec runs.
const staff = await seedStaffAccounts(database.db, config);
await database.close();

writeFileSync(path.join(e2eDir, 'fixtures.json'), JSON.stringify(fixtures, null, 2));
writeFileSync(path.join(e2eDir, 'staff.json'), JSON.stringify(staff, null, 2));
console.log(
  `e2e seed: open event ${fixtures.openEvent.id}, closed event ${fixtures.closedEvent.id}`,
);
