import { randomBytes } from 'node:crypto';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '#shared/schemas.ts';
import { queuedReleases, queueRelease } from '#web/features/pickup/lib/release-queue.ts';
import { memoryStore } from '#web/lib/offline-queue.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';
import { pendingActions, type QueuedAction, queueAction } from './action-queue.ts';
import {
  forgetCoachData,
  importOfflineKey,
  keepOfflineKey,
  keptOwner,
  unsealActions,
  waitingActionCount,
} from './offline-owner.ts';
import { readSnapshots, SNAPSHOT_MAX_AGE_MS, saveSnapshot } from './query-snapshots.ts';
import { mayShowKept, restoreDashboard } from './restore-dashboard.ts';

const rawKey = () => randomBytes(32).toString('base64url');
const coach = (id: string): User => ({
  id,
  firstName: null,
  lastName: null,
  email: `${id}@club.test`,
  role: 'coach',
});
let seq = 1;
const action = (userId: string | undefined, athleteName: string): QueuedAction => ({
  id: `a${seq}`,
  seq: seq++,
  kind: 'check-in',
  athleteId: `athlete-${seq}`,
  eventId: 'event-1',
  athleteName,
  at: '2026-05-02T09:30:00.000Z',
  userId,
  userName: userId && `${userId}@club.test`,
});

/** Everything the store holds, as text: what someone reading IndexedDB would see. */
const readable = async (store: ReturnType<typeof memoryStore>) =>
  JSON.stringify(await store.entries<unknown>());

describe("a coach's offline data after sign-out (decision 036)", () => {
  it('forgets the snapshots and seals the changes: no name is left readable', async () => {
    const store = memoryStore();
    const raw = rawKey();
    await keepOfflineKey(store, { userId: 'coach-a', key: await importOfflineKey(raw) });
    await saveSnapshot(store, queryKeys.authUser, coach('coach-a'), Date.now());
    await saveSnapshot(
      store,
      staffQueryKeys.eventRoster('event-1'),
      [{ name: 'Ava Roster' }],
      1e15,
    );
    await queueAction(store, action('coach-a', 'Ben Queued'));
    await queueAction(store, action('coach-a', 'Cai Queued'));
    expect(await keptOwner(store)).toBe('coach-a');
    expect(await waitingActionCount(store, 'coach-a')).toBe(2);

    await forgetCoachData(store);
    const text = await readable(store);
    for (const name of ['Ava Roster', 'Ben Queued', 'Cai Queued', 'athlete-']) {
      expect(text).not.toContain(name);
    }
    expect(await readSnapshots(store)).toEqual([]);
    expect(await pendingActions(store)).toEqual([]);
    expect(await keptOwner(store)).toBeNull();

    // Someone else's key opens nothing; the coach's own, fetched again, opens both.
    const other = { userId: 'coach-b', key: await importOfflineKey(rawKey()) };
    expect(await unsealActions(store, other)).toBe(0);
    const wrongKey = { userId: 'coach-a', key: await importOfflineKey(rawKey()) };
    expect(await unsealActions(store, wrongKey)).toBe(0);
    const own = { userId: 'coach-a', key: await importOfflineKey(raw) };
    expect(await unsealActions(store, own)).toBe(2);
    expect((await pendingActions(store)).map((queued) => queued.athleteName)).toEqual([
      'Ben Queued',
      'Cai Queued',
    ]);
  });

  it('seals the pickup releases too, and opens them back into their own queue', async () => {
    const store = memoryStore();
    const raw = rawKey();
    await keepOfflineKey(store, { userId: 'coach-a', key: await importOfflineKey(raw) });
    const release = (userId: string, id: string, childName: string) => ({
      eventId: 'event-1',
      userId,
      body: {
        id,
        athleteId: `athlete-${id}`,
        timeZone: 'America/Chicago',
        releasedAt: '2026-05-02T17:00:00.000Z',
      } as never,
      childName,
      adultName: `Adult of ${childName}`,
    });
    await queueRelease(release('coach-a', 'r1', 'Eli Released'), store);
    await queueRelease(release('coach-b', 'r2', 'Fay Released'), store);
    await queueAction(store, action('coach-a', 'Gus Queued'));

    await forgetCoachData(store);
    const text = await readable(store);
    for (const name of ['Eli Released', 'Fay Released', 'Gus Queued']) {
      expect(text).not.toContain(name);
    }
    // Another coach's release no kept key can seal stays, to be sent, with no names.
    expect(await queuedReleases(store)).toEqual([
      expect.objectContaining({ userId: 'coach-b', childName: '', adultName: '' }),
    ]);

    const own = { userId: 'coach-a', key: await importOfflineKey(raw) };
    expect(await unsealActions(store, own)).toBe(2);
    expect((await queuedReleases(store)).map((entry) => entry.childName)).toEqual([
      'Eli Released',
      '',
    ]);
    expect((await pendingActions(store)).map((queued) => queued.athleteName)).toEqual([
      'Gus Queued',
    ]);
  });

  it("keeps a change no key can seal, without its child's name", async () => {
    const store = memoryStore();
    await queueAction(store, action(undefined, 'Dee Legacy'));
    await forgetCoachData(store);
    expect(await readable(store)).not.toContain('Dee Legacy');
    expect(await pendingActions(store)).toHaveLength(1);
  });

  it('shows nothing kept older than the set age', async () => {
    const store = memoryStore();
    const now = Date.now();
    await saveSnapshot(store, staffQueryKeys.checkIns('old'), [], now - SNAPSHOT_MAX_AGE_MS - 1);
    await saveSnapshot(store, staffQueryKeys.checkIns('new'), [], now - 1000);
    const kept = await readSnapshots(store, now);
    expect(kept.map((snapshot) => snapshot.queryKey)).toEqual([staffQueryKeys.checkIns('new')]);
    // The old one is deleted, not only hidden.
    expect(await readable(store)).not.toContain('"old"');
  });

  it('shows kept data only to its own coach, still staff', () => {
    expect(mayShowKept(null, null)).toBe(true);
    expect(mayShowKept('coach-a', coach('coach-a'))).toBe(true);
    expect(mayShowKept('coach-a', coach('coach-b'))).toBe(false);
    expect(mayShowKept('coach-a', null)).toBe(false);
    expect(mayShowKept('coach-a', { ...coach('coach-a'), role: 'pending' })).toBe(false);
  });
});

describe('opening the dashboard (restoreDashboard)', () => {
  beforeAll(() => vi.stubGlobal('navigator', { onLine: true }));
  afterAll(() => vi.unstubAllGlobals());
  const keptFor = async (userId: string) => {
    const store = memoryStore();
    await saveSnapshot(store, queryKeys.authUser, coach(userId), Date.now());
    await saveSnapshot(
      store,
      staffQueryKeys.eventRoster('event-1'),
      [{ name: 'Eli Kept' }],
      Date.now(),
    );
    return store;
  };
  const opened = async (store: ReturnType<typeof memoryStore>, user: User | null) => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.authUser, user);
    const signedIn: string[] = [];
    await restoreDashboard(client, store, async (who) => {
      signedIn.push(who.id);
    });
    return { roster: client.getQueryData(staffQueryKeys.eventRoster('event-1')), signedIn };
  };

  it('forgets what was kept when the server names nobody (an online visit signed out)', async () => {
    const store = await keptFor('coach-a');
    expect(await opened(store, null)).toEqual({ roster: undefined, signedIn: [] });
    expect(await readable(store)).not.toContain('Eli Kept');
  });

  it('forgets it for another coach, who then takes their own key', async () => {
    const store = await keptFor('coach-a');
    expect(await opened(store, coach('coach-b'))).toEqual({
      roster: undefined,
      signedIn: ['coach-b'],
    });
    expect(await readable(store)).not.toContain('Eli Kept');
  });

  it('shows it to its own coach', async () => {
    const store = await keptFor('coach-a');
    expect(await opened(store, coach('coach-a'))).toEqual({
      roster: [{ name: 'Eli Kept' }],
      signedIn: ['coach-a'],
    });
  });
});
