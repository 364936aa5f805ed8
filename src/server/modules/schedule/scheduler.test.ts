/**
 * The lazy schedule run before a parent's request (decision 030) and a failing database
 * (decision 034): after a failed run, a request no longer waits for the next run, which
 * would make it wait out the statement limit twice before its own 503. The database here
 * is a stand-in whose transactions the test settles by hand; the stall itself on a real
 * PostgreSQL is covered by db/stall.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Deps } from '#server/http/types.ts';
import { manualClock } from '#server/platform/clock.ts';
import { createScheduler, SCHEDULE_LAZY_MS } from './service.ts';

const nothingToDo = { opened: [], closed: [], passedOver: [], yieldedToCoach: false };

function handSettledDatabase() {
  const pending: { resolve: (value: unknown) => void; reject: (error: Error) => void }[] = [];
  const db = {
    transaction: () =>
      new Promise((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  };
  return { db, pending };
}

function scheduler() {
  const { db, pending } = handSettledDatabase();
  const clock = manualClock(new Date('2031-06-03T18:00:00Z'));
  const log = { info() {}, warn() {}, error() {} };
  const deps = { db, clock, log, live: { publish: async () => {} } } as unknown as Pick<
    Deps,
    'db' | 'clock' | 'live' | 'log'
  >;
  return { schedule: createScheduler(deps), pending, clock };
}

/** Whether the promise has settled once queued callbacks have run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  return settled;
}

describe('the schedule run before a parent request', () => {
  it('is waited for while the database answers', async () => {
    const { schedule, pending } = scheduler();
    const request = schedule.ensure();
    expect(pending).toHaveLength(1);
    expect(await isSettled(request)).toBe(false);
    pending[0]!.resolve(nothingToDo);
    expect(await isSettled(request)).toBe(true);
  });

  it('is not waited for after a failed run; the next run still goes, and a success is waited for again', async () => {
    const { schedule, pending, clock } = scheduler();
    const first = schedule.ensure();
    pending[0]!.reject(new Error('canceling statement due to statement timeout'));
    await first;

    clock.advance(SCHEDULE_LAZY_MS);
    const duringOutage = schedule.ensure();
    // A new run started beside the request, and the request did not wait for it.
    expect(pending).toHaveLength(2);
    expect(await isSettled(duringOutage)).toBe(true);

    // Within the throttle, no further run starts.
    await schedule.ensure();
    expect(pending).toHaveLength(2);

    // The database is back: that run succeeds, and the next due run is waited for again.
    pending[1]!.resolve(nothingToDo);
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    clock.advance(SCHEDULE_LAZY_MS);
    const recovered = schedule.ensure();
    expect(pending).toHaveLength(3);
    expect(await isSettled(recovered)).toBe(false);
    pending[2]!.resolve(nothingToDo);
    expect(await isSettled(recovered)).toBe(true);
  });
});
