/**
 * Two server processes on one PostgreSQL: a check-in taken by the first reaches a dashboard
 * stream on the second, through LISTEN/NOTIFY. PostgreSQL only (PGlite is one process).
 */
import { describe, expect, it } from 'vitest';
import { createEventWithRoster } from '#server/db/seed.ts';
import { signInOverHttp, verifyParentOverHttp } from '#server/testing/server-process.ts';
import { openSse } from '#server/testing/sse.ts';
import { testDatabaseKind } from '#server/testing/test-app.ts';
import { useTwoInstances } from '#server/testing/two-instances.ts';

const isPostgres = testDatabaseKind() === 'postgres';

describe.runIf(isPostgres)('two server instances', () => {
  const instances = useTwoInstances();

  it('deliver a check-in made through the first to a dashboard on the second', async () => {
    const { database, first, second } = instances;
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
