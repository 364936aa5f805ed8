/**
 * Safe pickup's limits under parallel requests (issue 32, item 5; decision 048): the pause
 * after PICKUP_GUESSES_MAX wrong codes at an event, the cap of TRUSTED_ADULTS_MAX added adults
 * per child, and two undos of one release at once. Runs on PGlite and on PostgreSQL
 * (TEST_DATABASE_URL); only PostgreSQL runs the requests truly in parallel (PGlite serialises
 * them), and the exact counts are asserted on both. Two processes: limits-two-instances.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, parentLinks, trustedAdults } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import {
  confirmedLinks,
  createTestApp,
  signInAs,
  TEST_ORIGIN,
  type TestApp,
  verifyParent,
} from '#server/testing/test-app.ts';
import { messages } from '#shared/messages.ts';
import {
  PICKUP_CODE_ALPHABET,
  PICKUP_GUESSES_MAX,
  RELEASE_UNDO_MS,
  TRUSTED_ADULTS_MAX,
} from '#shared/pickup.ts';
import type { PickupCodes } from '#shared/schemas.ts';

let t: TestApp;
let staff: string;
let n = 0;
let phoneSeq = 3000;
const newPhone = () => `+1404556${String(phoneSeq++).padStart(4, '0')}`;
const headers = (cookie: string) => ({ cookie, origin: TEST_ORIGIN });

beforeAll(async () => {
  t = await createTestApp({ env: { SMS_UNVERIFIED_SENDS_PER_IP_PER_HOUR: '1000' } });
  // The first to sign in is the admin: staff with every team.
  staff = await signInAs(t, 'admin@limits.test');
});
afterAll(() => t.close());

/** An active event with "Pickup check" on and one child, checked in by its verified guardian. */
async function checkedInChild() {
  const { event, athletes } = await createEventWithRoster(t.db, {
    name: `Limits Practice ${n++}`,
    locationName: 'Field',
    date: new Date(),
    active: true,
    roster: [{ firstName: 'Maya', lastName: 'Garcia' }],
  });
  const athleteId = athletes[0]!.id;
  const phone = newPhone();
  await t.db.insert(parentLinks).values(confirmedLinks({ phoneNumber: phone, athleteId }));
  const cookie = await verifyParent(t, phone, `10.62.0.${n}`);
  const on = await t.app.inject({
    method: 'PUT',
    url: `/api/events/${event.id}/pickup-check`,
    headers: headers(staff),
    payload: { enabled: true },
  });
  expect(on.statusCode).toBe(204);
  const arrived = await t.app.inject({
    method: 'POST',
    url: '/api/check-in',
    headers: headers(cookie),
    payload: { athleteId, eventId: event.id, phoneNumber: phone, source: 'qr' },
  });
  expect(arrived.statusCode).toBe(201);
  return { eventId: event.id, athleteId, phone, cookie };
}

function release(eventId: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/releases`,
    headers: headers(staff),
    payload: { id: randomUUID(), ...body },
  });
}

/** How many answers had each error code (or each status, for an answer without one). */
function tally(answers: { statusCode: number; json(): unknown }[]) {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const body = answer.statusCode < 300 ? null : (answer.json() as { code?: string });
    const key = body?.code ?? String(answer.statusCode);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe('limits decided in the database', () => {
  it('60 parallel wrong pickup codes: exactly PICKUP_GUESSES_MAX are checked, the rest paused', async () => {
    const { eventId, cookie } = await checkedInChild();
    const codes = await t.app.inject({
      url: `/api/parent/pickup?event=${eventId}`,
      headers: { cookie },
    });
    const right = (codes.json() as PickupCodes).codes[0]!.code;
    const wrong = `${PICKUP_CODE_ALPHABET.split('').find((c) => c !== right[0])}${right.slice(1)}`;
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => release(eventId, { method: 'code', code: wrong })),
    );
    expect(tally(answers)).toEqual({
      PICKUP_CODE_REFUSED: PICKUP_GUESSES_MAX,
      PICKUP_GUESSES: 60 - PICKUP_GUESSES_MAX,
    });
    const [refusals] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pickup.code_refused'), eq(auditLog.targetId, eventId)));
    expect(refusals?.n).toBe(PICKUP_GUESSES_MAX);
    // The right code waits out the pause too.
    const paused = await release(eventId, { method: 'code', code: right });
    expect(paused.statusCode).toBe(429);
    expect(paused.json().code).toBe('PICKUP_GUESSES');
  });

  it('30 parallel trusted-adult adds: exactly TRUSTED_ADULTS_MAX live', async () => {
    const { athleteId, cookie } = await checkedInChild();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/parent/trusted-adults',
          headers: headers(cookie),
          payload: { athleteId, name: `Adult ${i}`, phoneNumber: newPhone() },
        }),
      ),
    );
    expect(tally(answers)).toEqual({
      201: TRUSTED_ADULTS_MAX,
      TOO_MANY_TRUSTED_ADULTS: 30 - TRUSTED_ADULTS_MAX,
    });
    const [live] = await t.db
      .select({ n: count() })
      .from(trustedAdults)
      .where(and(eq(trustedAdults.athleteId, athleteId), isNull(trustedAdults.removedAt)));
    expect(live?.n).toBe(TRUSTED_ADULTS_MAX);
  });

  it('two parallel undos of one release: one undoes it, the other is told it is already undone', async () => {
    const { eventId, athleteId, phone } = await checkedInChild();
    const released = await release(eventId, { method: 'list', athleteId, phoneNumber: phone });
    expect(released.statusCode).toBe(201);
    const releaseId = released.json().release.id as string;
    const undo = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/events/${eventId}/releases/${releaseId}`,
        headers: headers(staff),
      });
    const answers = await Promise.all([undo(), undo()]);
    expect(tally(answers)).toEqual({ 204: 1, RELEASE_ALREADY_UNDONE: 1 });
    const loser = answers.find((answer) => answer.statusCode !== 204)!;
    expect(loser.statusCode).toBe(409);
    expect(loser.json()).toEqual({
      code: 'RELEASE_ALREADY_UNDONE',
      message: messages.pickup.errors.alreadyUndone,
    });
    const [undos] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pickup.release_undone'), eq(auditLog.targetId, athleteId)));
    expect(undos?.n).toBe(1);
    // Asked again later, even past the undo window, the answer is the same.
    t.clock.advance(RELEASE_UNDO_MS + 1000);
    try {
      expect((await undo()).json().code).toBe('RELEASE_ALREADY_UNDONE');
    } finally {
      t.clock.advance(-(RELEASE_UNDO_MS + 1000));
    }
  });
});
