/**
 * What the coach dashboard keeps in this browser for a visit with no network (decision 022):
 * the signed-in user, the event list, and the roster and check-ins of the last few events
 * it showed (query snapshots), plus the check-ins and undos queued while offline. One
 * IndexedDB store (`tapin-dashboard`), keys by prefix: `query:` and `action:`.
 *
 * Only this device's own browser holds it; a 401 (the session ended) forgets the
 * snapshots. The storage is injectable so the queue logic is tested without a browser.
 */
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';

/**
 * The store's interface: the idb-keyval calls the parent's offline queue already uses (so
 * they are in the parent bundle once, and this adds nothing to it).
 */
export interface KeyValueStore {
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  entries<T>(): Promise<Array<[string, T]>>;
}

let idb: UseStore | null = null;
const db = () => {
  idb ??= createStore('tapin-dashboard', 'keyval');
  return idb;
};

/** The browser's IndexedDB, opened on first use. */
export const browserStore: KeyValueStore = {
  set: (key, value) => set(key, value, db()),
  del: (key) => del(key, db()),
  entries: <T>() => entries<string, T>(db()),
};

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
