/**
 * The one offline queue (decision 053): what a person did with no signal, kept in this
 * browser's IndexedDB and sent when the network returns. Every queue of the app (the
 * parent's taps, also sent by the service worker; the coach's check-ins and undos; the
 * pickup releases) runs on this core and keeps the same promises:
 *
 * - in order: items are sent oldest first, and a run stops at the first item that cannot
 *   go yet, so nothing overtakes it;
 * - one sender at a time across tabs and the service worker (a Web Lock per queue, where
 *   the browser has them);
 * - kept on no answer, a 429 or a 5xx (`isDefinite`), dropped on a definite answer only;
 * - every definite answer is reported as an outcome (returned, and broadcast to the other
 *   pages when the queue has a channel).
 *
 * What a queue sends, how its items are sealed at sign-out and what counts as definite for
 * it is its own policy (`QueuePolicy`). The store is injectable, so queues are tested
 * without a browser. Small on purpose: the parent's bundle carries it.
 */
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';

/** The store's interface: the three idb-keyval calls the queues need. */
export interface KeyValueStore {
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  entries<T>(): Promise<Array<[string, T]>>;
}

/** An IndexedDB object store, opened on first use. */
export function idbStore(database: string, objectStore: string): KeyValueStore {
  let store: UseStore | null = null;
  const db = () => {
    store ??= createStore(database, objectStore);
    return store;
  };
  return {
    set: (key, value) => set(key, value, db()),
    del: (key) => del(key, db()),
    entries: <T>() => entries<string, T>(db()),
  };
}

/** An in-memory store with the same interface (unit tests). */
export function memoryStore(): KeyValueStore {
  const map = new Map<string, unknown>();
  return {
    set: async (key, value) => {
      map.set(key, structuredClone(value));
    },
    del: async (key) => {
      map.delete(key);
    },
    entries: async <T>() => [...map.entries()] as Array<[string, T]>,
  };
}

/**
 * The rule every queue shares: an HTTP answer is definite unless the server was busy (429)
 * or failing (5xx); then the item is kept and sent again later.
 */
export const isDefinite = (status: number): boolean => status !== 429 && status < 500;

/** What sending one item gave: a definite outcome, or keep it and stop (with why). */
export type Sent<Outcome, Stop extends string = 'waiting'> = { outcome: Outcome } | { keep: Stop };

export const keep = <Stop extends string = 'waiting'>(
  reason: Stop = 'waiting' as Stop,
): { keep: Stop } => ({ keep: reason });

export interface QueuePolicy<Item> {
  /** The prefix of this queue's keys in its store (`tap:`, `action:`, `release:`). */
  prefix: string;
  /** The Web Lock that makes one sender at a time. */
  lock: string;
  idOf(item: Item): string;
  /** Oldest first. */
  compare(a: Item, b: Item): number;
  /** Where to broadcast the outcomes of a run to the other pages, if anywhere. */
  channel?: string;
}

export interface QueueRun<Item, Outcome, Stop extends string = 'waiting'> {
  outcomes: Array<{ item: Item; outcome: Outcome }>;
  /** `done`: every item given went; else why the run stopped. */
  stop: 'done' | Stop;
}

export interface Queue<Item> {
  policy: QueuePolicy<Item>;
  store: KeyValueStore;
  /** The queued items, oldest first. */
  pending(): Promise<Item[]>;
  put(item: Item): Promise<void>;
  remove(item: Item): Promise<void>;
  /**
   * Sends `items` (by default every pending one) in order under the queue's lock. Each
   * definite outcome is first passed to `onOutcome` (e.g. kept for a page that is closed),
   * then the item leaves the queue.
   */
  send<Outcome, Stop extends string = 'waiting'>(
    sendOne: (item: Item) => Promise<Sent<Outcome, Stop>>,
    options?: SendOptions<Item, Outcome>,
  ): Promise<QueueRun<Item, Outcome, Stop>>;
  /** `send` for a caller that already holds the lock (`exclusive`). */
  sendHeld<Outcome, Stop extends string = 'waiting'>(
    sendOne: (item: Item) => Promise<Sent<Outcome, Stop>>,
    options?: SendOptions<Item, Outcome>,
  ): Promise<QueueRun<Item, Outcome, Stop>>;
  /** Runs `task` holding the queue's lock: a run that must ask something first. */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
}

export interface SendOptions<Item, Outcome> {
  /** Which of the pending items this run sends (the others stay, untouched). */
  items?: (pending: Item[]) => Item[] | Promise<Item[]>;
  onOutcome?: (item: Item, outcome: Outcome) => Promise<void>;
}

/** Runs `task` as the only holder of `name` in this browser (Web Locks where present). */
export function oneAtATime<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request(name, task) : task();
}

export function createQueue<Item>(store: KeyValueStore, policy: QueuePolicy<Item>): Queue<Item> {
  const keyOf = (item: Item) => `${policy.prefix}${policy.idOf(item)}`;
  const pending = async () =>
    (await store.entries<Item>())
      .filter(([key]) => key.startsWith(policy.prefix))
      .map(([, item]) => item)
      .sort(policy.compare);

  async function sendRun<Outcome, Stop extends string>(
    sendOne: (item: Item) => Promise<Sent<Outcome, Stop>>,
    options: SendOptions<Item, Outcome> = {},
  ): Promise<QueueRun<Item, Outcome, Stop>> {
    const all = await pending();
    const items = options.items ? await options.items(all) : all;
    const run: QueueRun<Item, Outcome, Stop> = { outcomes: [], stop: 'done' };
    for (const item of items) {
      const sent = await sendOne(item);
      if ('keep' in sent) {
        run.stop = sent.keep; // in order: nothing overtakes an item that cannot go yet
        break;
      }
      await options.onOutcome?.(item, sent.outcome);
      await store.del(keyOf(item));
      run.outcomes.push({ item, outcome: sent.outcome });
    }
    if (run.outcomes.length > 0 && policy.channel && typeof BroadcastChannel !== 'undefined') {
      const channel = new BroadcastChannel(policy.channel);
      channel.postMessage(run.outcomes);
      channel.close();
    }
    return run;
  }

  return {
    policy,
    store,
    pending,
    put: (item) => store.set(keyOf(item), item),
    remove: (item) => store.del(keyOf(item)),
    send: (sendOne, options) => oneAtATime(policy.lock, () => sendRun(sendOne, options)),
    sendHeld: sendRun,
    exclusive: (task) => oneAtATime(policy.lock, task),
  };
}

/** The coach pages' store (decision 022): their queues, kept answers and offline key. */
export const coachStore: KeyValueStore = /* @__PURE__ */ idbStore('tapin-dashboard', 'keyval');
