/**
 * Safe pickup's limits across two server processes on one PostgreSQL (issue 32, item 5;
 * decision 048): requests split between them, in parallel, never pass the pause after
 * PICKUP_GUESSES_MAX wrong codes nor the cap of TRUSTED_ADULTS_MAX added adults, and of two
 * undos of one release one wins. PostgreSQL only (PGlite is one process); one process:
 * limits.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, checkIns, parentLinks, trustedAdults } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { signInOverHttp, verifyParentOverHttp } from '#server/testing/server-process.ts';
import { confirmedLinks, testDatabaseKind } from '#server/testing/test-app.ts';
import { useTwoInstances } from '#server/testing/two-instances.ts';
import { PICKUP_GUESSES_MAX, TRUSTED_ADULTS_MAX } from '#shared/pickup.ts';

const isPostgres = testDatabaseKind() === 'postgres';

describe.runIf(isPostgres)('pickup limits shared by two server instances', () => {
  // One key for both, as every instance of a deployment has: sessions and code hashes.
  const instances = useTwoInstances({ SECRET_KEY: 'two-instances-secret-key-0123456789abcdef' });
  let n = 0;

  /** The i-th request goes to the i-th server in turn, with that server's origin. */
  const call = (i: number, method: string, path: string, cookie: string, body?: object) => {
    const server = [instances.first, instances.second][i % 2]!;
    return fetch(`${server.url}${path}`, {
      method,
      headers: {
        origin: server.url,
        cookie,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  };

  /** How many answers had each error code (or each status, for a success). */
  const tally = async (answers: Response[]) => {
    const counts: Record<string, number> = {};
    for (const answer of answers) {
      const key = answer.ok
        ? String(answer.status)
        : ((await answer.json()) as { code: string }).code;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
  };

  let staff = '';
  /** An event with "Pickup check" on and one child checked in, linked to a verified phone. */
  async function checkedInChild() {
    const { database, first } = instances;
    staff ||= await signInOverHttp(first.url, 'admin@two-instances.test');
    const { event, athletes } = await createEventWithRoster(database.db, {
      name: `Two Fields ${n}`,
      locationName: 'Field',
      date: new Date(),
      active: true,
      roster: [{ firstName: 'Nia', lastName: 'North' }],
    });
    const athleteId = athletes[0]!.id;
    const phone = `+1505556${String(1000 + n++).padStart(4, '0')}`;
    await database.db.insert(parentLinks).values(confirmedLinks({ phoneNumber: phone, athleteId }));
    await database.db
      .insert(checkIns)
      .values({ athleteId, eventId: event.id, phoneNumber: phone, source: 'qr' });
    const on = await call(0, 'PUT', `/api/events/${event.id}/pickup-check`, staff, {
      enabled: true,
    });
    expect(on.status).toBe(204);
    return { eventId: event.id, athleteId, phone };
  }

  it('60 parallel wrong codes: exactly PICKUP_GUESSES_MAX are checked, the rest paused', async () => {
    const { eventId } = await checkedInChild();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call(i, 'POST', `/api/events/${eventId}/releases`, staff, {
          id: randomUUID(),
          method: 'code',
          code: 'K7PX',
        }),
      ),
    );
    expect(await tally(answers)).toEqual({
      PICKUP_CODE_REFUSED: PICKUP_GUESSES_MAX,
      PICKUP_GUESSES: 60 - PICKUP_GUESSES_MAX,
    });
    const [refusals] = await instances.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pickup.code_refused'), eq(auditLog.targetId, eventId)));
    expect(refusals?.n).toBe(PICKUP_GUESSES_MAX);
  });

  it('30 parallel trusted-adult adds: exactly TRUSTED_ADULTS_MAX live', async () => {
    const { athleteId, phone } = await checkedInChild();
    const guardian = await verifyParentOverHttp(instances.first.url, phone);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(i, 'POST', '/api/parent/trusted-adults', guardian, {
          athleteId,
          name: `Adult ${i}`,
          phoneNumber: `+1505557${String(1000 + i).padStart(4, '0')}`,
        }),
      ),
    );
    expect(await tally(answers)).toEqual({
      201: TRUSTED_ADULTS_MAX,
      TOO_MANY_TRUSTED_ADULTS: 30 - TRUSTED_ADULTS_MAX,
    });
    const [live] = await instances.database.db
      .select({ n: count() })
      .from(trustedAdults)
      .where(and(eq(trustedAdults.athleteId, athleteId), isNull(trustedAdults.removedAt)));
    expect(live?.n).toBe(TRUSTED_ADULTS_MAX);
  });

  it('two undos of one release at once, one on each: one undoes it, the other is told so', async () => {
    const { eventId, athleteId, phone } = await checkedInChild();
    const released = await call(0, 'POST', `/api/events/${eventId}/releases`, staff, {
      id: randomUUID(),
      method: 'list',
      athleteId,
      phoneNumber: phone,
    });
    expect(released.status).toBe(201);
    const { release } = (await released.json()) as { release: { id: string } };
    const answers = await Promise.all(
      [0, 1].map((i) => call(i, 'DELETE', `/api/events/${eventId}/releases/${release.id}`, staff)),
    );
    expect(await tally(answers)).toEqual({ 204: 1, RELEASE_ALREADY_UNDONE: 1 });
  });
});
