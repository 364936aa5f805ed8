import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createQueue,
  isDefinite,
  type KeyValueStore,
  keep,
  memoryStore,
  type Sent,
} from './offline-queue.ts';

interface Item {
  id: string;
  seq: number;
  owner?: string;
}

const policy = (channel?: string) => ({
  prefix: 'item:',
  lock: 'test-queue',
  idOf: (item: Item) => item.id,
  compare: (a: Item, b: Item) => a.seq - b.seq,
  channel,
});

async function queueOf(items: Item[], store: KeyValueStore = memoryStore(), channel?: string) {
  const queue = createQueue<Item>(store, policy(channel));
  for (const item of items) await queue.put(item);
  return queue;
}

/** A server answering each item with the next status of `statuses` (or throwing: no answer). */
function server(statuses: Array<number | 'no answer'>) {
  const log: string[] = [];
  const send = async (item: Item): Promise<Sent<number>> => {
    const status = statuses.shift() ?? 200;
    log.push(`${item.id} ${status}`);
    if (status === 'no answer') return keep();
    return isDefinite(status) ? { outcome: status } : keep();
  };
  return { log, send };
}

/** A LockManager that runs each name's tasks one after the other (as a browser does). */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const next = previous.then(task, task);
      tails.set(
        name,
        next.catch(() => {}),
      );
      return next;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the offline queue core', () => {
  it('answers definite for every status but 429 and 5xx', () => {
    expect([200, 201, 400, 401, 403, 404, 409, 422].every(isDefinite)).toBe(true);
    expect([429, 500, 502, 503, 504].some(isDefinite)).toBe(false);
  });

  it('keeps its items oldest first, whatever order they were put in', async () => {
    const queue = await queueOf([
      { id: 'c', seq: 3 },
      { id: 'a', seq: 1 },
      { id: 'b', seq: 2 },
    ]);
    expect((await queue.pending()).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('sends in order, drops each item on a definite answer and reports it', async () => {
    const queue = await queueOf([
      { id: 'b', seq: 2 },
      { id: 'a', seq: 1 },
      { id: 'c', seq: 3 },
    ]);
    const { log, send } = server([201, 409, 200]);
    const run = await queue.send(send);
    expect(log).toEqual(['a 201', 'b 409', 'c 200']);
    expect(run.stop).toBe('done');
    expect(run.outcomes.map(({ item, outcome }) => [item.id, outcome])).toEqual([
      ['a', 201],
      ['b', 409],
      ['c', 200],
    ]);
    expect(await queue.pending()).toEqual([]);
  });

  it.each([
    ['no answer', 'no answer'],
    ['a 429', 429],
    ['a 503', 503],
    ['a 500', 500],
  ] as const)(
    'keeps the item on %s and stops there, so nothing overtakes it',
    async (_, status) => {
      const queue = await queueOf([
        { id: 'a', seq: 1 },
        { id: 'b', seq: 2 },
        { id: 'c', seq: 3 },
      ]);
      const { log, send } = server([200, status, 200]);
      const run = await queue.send(send);
      expect(log).toEqual([`a 200`, `b ${status}`]);
      expect(run.stop).toBe('waiting');
      expect(run.outcomes.map(({ item }) => item.id)).toEqual(['a']);
      expect((await queue.pending()).map((item) => item.id)).toEqual(['b', 'c']);

      // The next run starts again at the item that was kept.
      const again = server([200, 200]);
      await queue.send(again.send);
      expect(again.log).toEqual(['b 200', 'c 200']);
      expect(await queue.pending()).toEqual([]);
    },
  );

  it('tells why a run stopped, in the policy’s own words', async () => {
    const queue = await queueOf([{ id: 'a', seq: 1 }]);
    const run = await queue.send(async () => keep('signed-out'));
    expect(run).toEqual({ outcomes: [], stop: 'signed-out' });
    expect(await queue.pending()).toHaveLength(1);
  });

  it('sends only the items the run selects; the others stay, untouched', async () => {
    const queue = await queueOf([
      { id: 'a', seq: 1, owner: 'coach-a' },
      { id: 'b', seq: 2, owner: 'coach-b' },
      { id: 'c', seq: 3, owner: 'coach-a' },
    ]);
    const { log, send } = server([]);
    await queue.send(send, { items: (all) => all.filter((item) => item.owner === 'coach-a') });
    expect(log).toEqual(['a 200', 'c 200']);
    expect(await queue.pending()).toEqual([{ id: 'b', seq: 2, owner: 'coach-b' }]);
  });

  it('hands each outcome over before its item leaves the queue', async () => {
    const store = memoryStore();
    const queue = await queueOf([{ id: 'a', seq: 1 }], store);
    const seen: string[][] = [];
    await queue.send(server([]).send, {
      onOutcome: async (item) => {
        seen.push((await store.entries()).map(([key]) => key));
        await store.set(`outcome:${item.id}`, item);
      },
    });
    expect(seen).toEqual([['item:a']]);
    expect((await store.entries()).map(([key]) => key)).toEqual(['outcome:a']);
  });

  it('leaves other keys of a shared store alone', async () => {
    const store = memoryStore();
    await store.set('sealed:x', { secret: true });
    await store.set('offline-key', { userId: 'coach-a' });
    const queue = await queueOf([{ id: 'a', seq: 1 }], store);
    expect(await queue.pending()).toEqual([{ id: 'a', seq: 1 }]);
    await queue.send(server([]).send);
    expect((await store.entries()).map(([key]) => key).sort()).toEqual(['offline-key', 'sealed:x']);
  });

  it('has one sender at a time: a second run waits, and never sends an item twice', async () => {
    vi.stubGlobal('navigator', { locks: fakeLocks() });
    const queue = await queueOf([
      { id: 'a', seq: 1 },
      { id: 'b', seq: 2 },
    ]);
    const log: string[] = [];
    let inFlight = 0;
    let most = 0;
    const send = async (item: Item): Promise<Sent<string>> => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      log.push(item.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return { outcome: item.id };
    };
    const [first, second] = await Promise.all([queue.send(send), queue.send(send)]);
    expect(most).toBe(1);
    expect(log).toEqual(['a', 'b']);
    expect(first.outcomes).toHaveLength(2);
    expect(second.outcomes).toEqual([]);
  });

  it('without the lock, two runs would send the same item twice (what the lock prevents)', async () => {
    vi.stubGlobal('navigator', {});
    const queue = await queueOf([{ id: 'a', seq: 1 }]);
    const log: string[] = [];
    const send = async (item: Item): Promise<Sent<string>> => {
      log.push(item.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { outcome: item.id };
    };
    await Promise.all([queue.send(send), queue.send(send)]);
    expect(log).toEqual(['a', 'a']);
  });

  it('broadcasts the outcomes of a run to the other pages', async () => {
    const listener = new BroadcastChannel('test-queue-outcomes');
    const heard = new Promise<unknown>((resolve) => {
      listener.onmessage = (event) => resolve(event.data);
    });
    const queue = await queueOf([{ id: 'a', seq: 1 }], memoryStore(), 'test-queue-outcomes');
    await queue.send(server([201]).send);
    expect(await heard).toEqual([{ item: { id: 'a', seq: 1 }, outcome: 201 }]);
    listener.close();
  });

  it('broadcasts nothing when nothing was sent', async () => {
    const listener = new BroadcastChannel('test-queue-quiet');
    const messages: unknown[] = [];
    listener.onmessage = (event) => messages.push(event.data);
    const queue = await queueOf([{ id: 'a', seq: 1 }], memoryStore(), 'test-queue-quiet');
    await queue.send(server([503]).send);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(messages).toEqual([]);
    listener.close();
  });
});
