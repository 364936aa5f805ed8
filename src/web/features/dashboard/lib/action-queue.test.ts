import { describe, expect, it } from 'vitest';
import type { CheckIn } from '#shared/schemas.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { memoryStore } from '#web/lib/offline-queue.ts';
import {
  heldActions,
  pendingActions,
  type QueuedAction,
  queueAction,
  type SyncTransport,
  syncNow,
} from './action-queue.ts';

const EVENT = 'event-1';
let nextSeq = 1;
const action = (
  kind: QueuedAction['kind'],
  athleteId: string,
  /** null: queued before actions had owners. */
  userId: string | null = 'coach-a',
): QueuedAction => {
  const seq = nextSeq++;
  return {
    userId: userId ?? undefined,
    userName: userId ? `${userId}@club.test` : undefined,
    id: `a${seq}`,
    seq,
    kind,
    athleteId,
    eventId: EVENT,
    athleteName: athleteId.toUpperCase(),
    at: new Date(Date.UTC(2026, 4, 2, 9, seq)).toISOString(),
  };
};
const checkIn = (athleteId: string, source: CheckIn['source'] = 'manual_fallback'): CheckIn => ({
  athleteId,
  eventId: EVENT,
  timestamp: '2026-05-02T09:30:00.000Z',
  source,
});

/** A server holding check-ins in memory, logging every request it answers. */
function fakeServer(initial: CheckIn[] = []) {
  const rows = new Map(initial.map((row) => [row.athleteId, row]));
  const log: string[] = [];
  let failNext: unknown = null;
  /** Who the server says is signed in (the session cookie's user), or an error to throw. */
  const session: { user: { id: string } | null; error?: unknown } = { user: { id: 'coach-a' } };
  const maybeFail = () => {
    if (failNext) {
      const error = failNext;
      failNext = null;
      throw error;
    }
  };
  const transport: SyncTransport = {
    async checkIn(item) {
      maybeFail();
      log.push(`check-in ${item.athleteId}`);
      const existing = rows.get(item.athleteId);
      if (existing) return { checkIn: existing, alreadyCheckedIn: true };
      const row = checkIn(item.athleteId);
      rows.set(item.athleteId, row);
      return { checkIn: row, alreadyCheckedIn: false };
    },
    async undo(item) {
      maybeFail();
      log.push(`undo ${item.athleteId}`);
      rows.delete(item.athleteId);
    },
    async listCheckIns() {
      maybeFail();
      log.push('list');
      return [...rows.values()];
    },
    async currentUser() {
      if (session.error) throw session.error;
      return session.user;
    },
  };
  return { rows, log, transport, session, fail: (error: unknown) => (failNext = error) };
}

describe('the offline dashboard queue', () => {
  it('sends actions in the order they were made and empties the queue', async () => {
    const store = memoryStore();
    const server = fakeServer([checkIn('bea')]);
    await queueAction(store, action('check-in', 'ann'));
    await queueAction(store, action('undo', 'bea'));
    await queueAction(store, action('check-in', 'cal'));
    const { outcomes, stop } = await syncNow(store, server.transport);
    expect(stop).toBe('done');
    expect(server.log).toEqual(['check-in ann', 'list', 'undo bea', 'check-in cal']);
    expect(outcomes.map((o) => [o.action.athleteId, o.result.kind])).toEqual([
      ['ann', 'done'],
      ['bea', 'done'],
      ['cal', 'done'],
    ]);
    expect([...server.rows.keys()].sort()).toEqual(['ann', 'cal']);
    expect(await pendingActions(store)).toEqual([]);
  });

  it('keeps the earlier check-in of someone a parent checked in meanwhile', async () => {
    const store = memoryStore();
    const parents = checkIn('ann', 'qr');
    const server = fakeServer([parents]);
    await queueAction(store, action('check-in', 'ann'));
    const { outcomes } = await syncNow(store, server.transport);
    expect(outcomes[0]?.result).toEqual({ kind: 'kept-earlier', checkIn: parents });
    expect(server.rows.get('ann')).toEqual(parents);
  });

  it('does not send an undo of a check-in the server does not have', async () => {
    const store = memoryStore();
    const server = fakeServer();
    await queueAction(store, action('undo', 'ann'));
    const { outcomes } = await syncNow(store, server.transport);
    expect(outcomes[0]?.result).toEqual({ kind: 'nothing-to-undo' });
    expect(server.log).toEqual(['list']);
  });

  it('cancels a queued check-in undone before it was sent', async () => {
    const store = memoryStore();
    const server = fakeServer();
    expect(await queueAction(store, action('check-in', 'ann'))).toBe('queued');
    expect(await queueAction(store, action('undo', 'ann'))).toBe('cancelled');
    expect(await pendingActions(store)).toEqual([]);
    // Checked in again afterwards: sent once.
    await queueAction(store, action('check-in', 'ann'));
    const { outcomes } = await syncNow(store, server.transport);
    expect(outcomes).toHaveLength(1);
    expect(server.log).toEqual(['check-in ann']);
  });

  it('keeps the queue, in order, while there is no answer or the server is busy', async () => {
    const store = memoryStore();
    const server = fakeServer();
    await queueAction(store, action('check-in', 'ann'));
    await queueAction(store, action('check-in', 'bea'));
    server.fail(new TypeError('Failed to fetch'));
    expect((await syncNow(store, server.transport)).stop).toBe('waiting');
    server.fail(new ApiError(503, '', 'Service Unavailable'));
    expect((await syncNow(store, server.transport)).stop).toBe('waiting');
    expect((await pendingActions(store)).map((a) => a.athleteId)).toEqual(['ann', 'bea']);
    expect((await syncNow(store, server.transport)).stop).toBe('done');
    expect(server.log).toEqual(['check-in ann', 'check-in bea']);
  });

  it('stops on a signed-out answer and reports a refused action with the reason', async () => {
    const store = memoryStore();
    const server = fakeServer();
    await queueAction(store, action('check-in', 'ann'));
    await queueAction(store, action('check-in', 'bea'));
    server.fail(
      new ApiError(401, '{"code":"SESSION_REQUIRED","message":"Unauthorized"}', 'Unauthorized'),
    );
    expect((await syncNow(store, server.transport)).stop).toBe('signed-out');
    expect(await pendingActions(store)).toHaveLength(2);
    server.fail(new ApiError(404, '{"message":"Athlete not on roster"}', 'Not Found'));
    const { outcomes, stop } = await syncNow(store, server.transport);
    expect(stop).toBe('done');
    expect(outcomes.map((o) => o.result)).toEqual([
      { kind: 'refused', message: 'Athlete not on roster' },
      { kind: 'done', checkIn: checkIn('bea') },
    ]);
  });

  it("never sends a coach's actions under another coach's session, and keeps them for their coach", async () => {
    const store = memoryStore();
    const server = fakeServer();
    await queueAction(store, action('check-in', 'ann', 'coach-a'));
    await queueAction(store, action('check-in', 'bea', 'coach-b'));
    // Queued before actions had owners: nobody's to send.
    await queueAction(store, action('check-in', 'cal', null));
    // Coach B signed in on this tablet meanwhile: only B's own action leaves.
    server.session.user = { id: 'coach-b' };
    const run = await syncNow(store, server.transport);
    expect(run).toMatchObject({ stop: 'done', userId: 'coach-b' });
    expect(server.log).toEqual(['check-in bea']);
    const left = await pendingActions(store);
    expect(left.map((a) => a.athleteId)).toEqual(['ann', 'cal']);
    expect(heldActions(left, 'coach-b').map((a) => a.athleteId)).toEqual(['ann', 'cal']);
    expect(heldActions(left, undefined)).toEqual([]);
    // Coach A signs in again: A's action goes, under A; the ownerless one stays.
    server.session.user = { id: 'coach-a' };
    expect(
      (await syncNow(store, server.transport)).outcomes.map((o) => o.action.athleteId),
    ).toEqual(['ann']);
    expect((await pendingActions(store)).map((a) => a.athleteId)).toEqual(['cal']);
  });

  it('keeps an action the server refuses because another coach signed in after the run asked', async () => {
    const store = memoryStore();
    const server = fakeServer();
    await queueAction(store, action('check-in', 'ann', 'coach-a'));
    // The run was told coach A; by the time the change arrives, coach B signed in elsewhere.
    server.fail(
      new ApiError(
        409,
        '{"code":"ACTING_USER_CHANGED","message":"Another coach is signed in"}',
        'Conflict',
      ),
    );
    expect((await syncNow(store, server.transport)).stop).toBe('waiting');
    expect((await pendingActions(store)).map((a) => a.athleteId)).toEqual(['ann']);
    // The next run sees coach B: the change is held for coach A, not sent, not dropped.
    server.session.user = { id: 'coach-b' };
    const run = await syncNow(store, server.transport);
    expect(run.outcomes).toEqual([]);
    expect(heldActions(await pendingActions(store), run.userId).map((a) => a.athleteId)).toEqual([
      'ann',
    ]);
    expect(server.log).toEqual([]);
  });

  it('sends nothing when nobody is signed in or the server cannot say who is', async () => {
    const store = memoryStore();
    const server = fakeServer();
    await queueAction(store, action('check-in', 'ann'));
    server.session.user = null;
    expect((await syncNow(store, server.transport)).stop).toBe('signed-out');
    server.session.user = { id: 'coach-a' };
    server.session.error = new TypeError('Failed to fetch');
    expect((await syncNow(store, server.transport)).stop).toBe('waiting');
    expect(server.log).toEqual([]);
    expect(await pendingActions(store)).toHaveLength(1);
  });
});
