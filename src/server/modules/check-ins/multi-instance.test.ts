/**
 * Two server processes on one PostgreSQL: a check-in taken by the first reaches a dashboard
 * stream on the second, through LISTEN/NOTIFY. PostgreSQL only (PGlite is one process).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventWithRoster } from '#server/db/seed.ts';
import {
  type ServerProcess,
  signInOverHttp,
  startServerProcess,
  verifyParentOverHttp,
} from '#server/testing/server-process.ts';
import { openSse } from '#server/testing/sse.ts';
import { createTestDatabase, testDatabaseKind } from '#server/testing/test-app.ts';

const isPostgres = testDatabaseKind() === 'postgres';

describe.runIf(isPostgres)('two server instances', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = (database.pool!.options as { connectionString: string }).connectionString;
    [first, second] = await Promise.all([
      startServerProcess({ DATABASE_URL: url }),
      startServerProcess({ DATABASE_URL: url }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
  });

  it('deliver a check-in made through the first to a dashboard on the second', async () => {
    const { event, athletes } = await createEventWithRoster(database.db, {
      name: 'Two Gyms',
      locationName: 'North Gym',
      date: new Date(),
      active: true,
      roster: [{ firstName: 'Nia', lastName: 'North', team: 'Eagles', gradYear: 2030 }],
    });
    const coach = await signInOverHttp(second.url, 'coach@instances.test');
    const stream = await openSse(`${second.url}/api/events/${event.id}/live`, { cookie: coach });
    try {
      await stream.next((message) => message.event === 'ready');
      const parent = await verifyParentOverHttp(first.url, '+15055550199');
      const linked = await fetch(`${first.url}/api/link-parent`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: first.url, cookie: parent },
        body: JSON.stringify({
          eventId: event.id,
          athleteId: athletes[0]!.id,
          firstName: 'Nia',
          lastName: 'North',
        }),
      });
      expect(linked.status).toBe(200);
      const arrived = await stream.next((message) => message.event === 'check-in', 3_000);
      expect(JSON.parse(arrived.data)).toMatchObject({
        athleteId: athletes[0]!.id,
        eventId: event.id,
      });
    } finally {
      stream.close();
    }
  });
});
