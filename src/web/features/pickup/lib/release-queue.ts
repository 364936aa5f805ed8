/**
 * Releases made with no signal (decision 049): the pickup queue on the offline core
 * (lib/offline-queue.ts, decision 053), kept in the coach pages' IndexedDB and sent, oldest
 * first, when the network returns. Each carries the id the dashboard chose, so the server
 * records it once however often it is sent (a retry after a lost answer, two tabs): an entry
 * leaves the queue on any definite answer (2xx or 4xx), and stays on no answer, a 429 or a
 * 5xx. Each entry names the coach who made it and is sent only while that coach is signed
 * in (the X-TapIn-Acting-User header, decision 035); at sign-out it is sealed under that
 * coach's key like their check-ins (decision 036, `releaseSealing`).
 */
import type { ReleaseBody } from '#shared/schemas.ts';
import {
  coachStore,
  createQueue,
  isDefinite,
  type KeyValueStore,
  keep,
  type Sent,
} from '#web/lib/offline-queue.ts';

export interface QueuedRelease {
  eventId: string;
  userId: string;
  body: ReleaseBody;
  /** For the coach's screen: whom and to whom. */
  childName: string;
  adultName: string;
  /** Order of the releases (monotonic on this device). */
  seq: number;
}

/** Told (on `window`) whenever the queue changes, for the screen that lists it. */
export const RELEASE_QUEUE_CHANGED = 'tapin:pickup-queue';

export const releaseQueue = (store: KeyValueStore = coachStore) =>
  createQueue<QueuedRelease>(store, {
    prefix: 'release:',
    lock: 'tapin-pickup-queue',
    idOf: (entry) => entry.body.id,
    compare: (a, b) => a.seq - b.seq,
  });

/** At sign-out: sealed under the coach's key; what no key can seal keeps no names. */
export const releaseSealing = {
  prefix: 'release:',
  withoutNames: (entry: QueuedRelease): QueuedRelease => ({
    ...entry,
    childName: '',
    adultName: '',
  }),
};

const changed = () => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(RELEASE_QUEUE_CHANGED));
};

/** Where releases were kept before the offline core (localStorage): moved over once. */
const OLD_KEY = 'tapin:pickup-releases';

async function adoptOldQueue(store?: KeyValueStore): Promise<void> {
  if (typeof localStorage === 'undefined') return;
  const raw = localStorage.getItem(OLD_KEY);
  if (!raw) return;
  const old: unknown = JSON.parse(raw);
  const queue = releaseQueue(store);
  if (Array.isArray(old)) {
    for (const [index, entry] of (old as QueuedRelease[]).entries()) {
      await queue.put({ ...entry, seq: index + 1 });
    }
  }
  localStorage.removeItem(OLD_KEY);
}

export async function queuedReleases(store?: KeyValueStore): Promise<QueuedRelease[]> {
  await adoptOldQueue(store).catch(() => {});
  return releaseQueue(store).pending();
}

export async function queueRelease(
  entry: Omit<QueuedRelease, 'seq'>,
  store?: KeyValueStore,
): Promise<void> {
  const queue = releaseQueue(store);
  const last = (await queuedReleases(store)).at(-1)?.seq ?? 0;
  await queue.put({ ...entry, seq: Math.max(Date.now(), last + 1) });
  changed();
}

/** Sends the signed-in coach's queued releases; answers how many left the queue. */
export async function syncReleases(
  userId: string,
  send: (entry: QueuedRelease) => Promise<Response>,
  store?: KeyValueStore,
): Promise<number> {
  const sendOne = async (entry: QueuedRelease): Promise<Sent<number>> => {
    try {
      const response = await send(entry);
      return isDefinite(response.status) ? { outcome: response.status } : keep();
    } catch {
      return keep(); // no answer: keep it and stop, the order holds
    }
  };
  const run = await releaseQueue(store).send(sendOne, {
    items: (queued) => queued.filter((entry) => entry.userId === userId),
  });
  if (run.outcomes.length > 0) changed();
  return run.outcomes.length;
}
