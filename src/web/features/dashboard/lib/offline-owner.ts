/**
 * Whose the dashboard's offline data is, and forgetting it (decision 036). A coach's
 * snapshots (rosters, check-ins) are for that coach only, while signed in: when they sign
 * out, their session ends, or the server names another user or nobody, the snapshots go.
 * Their unsent check-ins, undos and pickup releases (every queue on the offline core that
 * names its coach, decision 053) are not dropped: they are sealed with AES-GCM under the
 * coach's own key (GET /api/auth/offline-key), kept as `sealed:` entries, and the key is
 * deleted, so nobody can read them on this device until the same coach signs in again;
 * then the key comes back from the server and they are opened and sent.
 *
 * The key is kept (a non-extractable CryptoKey) while its coach is signed in, so a session
 * that ends while the tablet is offline can still be sealed.
 */

import { releaseSealing } from '#web/features/pickup/offline.ts';
import type { KeyValueStore } from '#web/lib/offline-queue.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import type { QueuedAction } from './action-queue.ts';
import { forgetSnapshots, readSnapshots } from './query-snapshots.ts';

const KEY_ENTRY = 'offline-key';
const ACTION = 'action:';
const SEALED = 'sealed:';

/** A queue whose items name their coach: its prefix, and the item with no names left. */
interface Sealing {
  prefix: string;
  // biome-ignore lint/suspicious/noExplicitAny: each queue's own item type
  withoutNames(item: any): { userId?: string };
}
/** The queues sealed at sign-out: the coach's check-ins and undos, the pickup releases. */
const SEALINGS: readonly Sealing[] = [
  { prefix: ACTION, withoutNames: (action: QueuedAction) => ({ ...action, athleteName: '' }) },
  releaseSealing,
];
/** The signed-in user's snapshot (queryKeys.authUser): who the snapshots belong to. */
const USER_SNAPSHOT = JSON.stringify(queryKeys.authUser);

interface KeyEntry {
  userId: string;
  key: CryptoKey;
}

/** A queued action nobody can read without its coach's key; its order and owner are not secret. */
export interface SealedAction {
  id: string;
  seq: number;
  userId: string;
  /** How to name the coach (their email) in the notice that their changes wait. */
  userName?: string;
  /** The queue it goes back to when opened; none: the coach's actions. */
  queue?: string;
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The server's key (base64url) as an AES-GCM key this page can use but never export. */
export function importOfflineKey(raw: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', fromBase64Url(raw), 'AES-GCM', false, [
    'encrypt',
    'decrypt',
  ]);
}

const additionalData = (userId: string) => new TextEncoder().encode(userId);

async function readKey(store: KeyValueStore): Promise<KeyEntry | null> {
  const all = await store.entries<unknown>();
  return (all.find(([key]) => key === KEY_ENTRY)?.[1] as KeyEntry | undefined) ?? null;
}

/** Keeps the signed-in coach's key on this device (until they are signed out here). */
export async function keepOfflineKey(store: KeyValueStore, entry: KeyEntry): Promise<void> {
  await store.set(KEY_ENTRY, entry);
}

/**
 * The user the kept data belongs to: the user of the snapshots, else the kept key's; null
 * when nothing is kept.
 */
export async function keptOwner(store: KeyValueStore): Promise<string | null> {
  const snapshots = await readSnapshots(store, Number.NEGATIVE_INFINITY);
  const user = snapshots.find((snapshot) => JSON.stringify(snapshot.queryKey) === USER_SNAPSHOT)
    ?.data as { id?: string } | null | undefined;
  return user?.id ?? (await readKey(store))?.userId ?? null;
}

/**
 * Seals every queued item of the kept key's coach. An item no kept key can seal (its
 * coach's key never reached this device) keeps only what sending it needs: names go.
 */
export async function sealActions(store: KeyValueStore): Promise<void> {
  const entry = await readKey(store);
  for (const [key, item] of await store.entries<{ userId?: string; seq: number }>()) {
    const sealing = SEALINGS.find(({ prefix }) => key.startsWith(prefix));
    if (!sealing) continue;
    if (!entry || item.userId !== entry.userId) {
      const bare = sealing.withoutNames(item);
      if (JSON.stringify(bare) !== JSON.stringify(item)) await store.set(key, bare);
      continue;
    }
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const data = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: additionalData(entry.userId) },
      entry.key,
      new TextEncoder().encode(JSON.stringify(item)),
    );
    const id = key.slice(sealing.prefix.length);
    const { seq } = item;
    const userName = (item as { userName?: string }).userName;
    const queue = sealing.prefix === ACTION ? undefined : sealing.prefix;
    const sealed: SealedAction = { id, seq, userId: entry.userId, userName, queue, iv, data };
    await store.set(`${SEALED}${id}`, sealed);
    await store.del(key);
  }
}

/** Opens the coach's sealed items with their key: they are queued again. Answers how many. */
export async function unsealActions(store: KeyValueStore, entry: KeyEntry): Promise<number> {
  let opened = 0;
  for (const [key, sealed] of await store.entries<SealedAction>()) {
    if (!key.startsWith(SEALED) || sealed.userId !== entry.userId) continue;
    let item: { id?: string };
    try {
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: sealed.iv, additionalData: additionalData(entry.userId) },
        entry.key,
        sealed.data,
      );
      item = JSON.parse(new TextDecoder().decode(plain)) as { id?: string };
    } catch {
      continue; // sealed under a key that is no more: never readable, left alone
    }
    await store.set(`${sealed.queue ?? ACTION}${sealed.id}`, item);
    await store.del(key);
    opened += 1;
  }
  return opened;
}

/** The sealed actions (of every coach), oldest first: who made them is all they tell. */
export async function sealedActions(store: KeyValueStore): Promise<SealedAction[]> {
  const all = await store.entries<SealedAction>();
  return all
    .filter(([key, sealed]) => key.startsWith(SEALED) && sealed.queue === undefined)
    .map(([, sealed]) => sealed)
    .sort((a, b) => a.seq - b.seq);
}

/** The signed-in coach's changes waiting on this device (readable ones: theirs). */
export async function waitingActionCount(store: KeyValueStore, userId: string): Promise<number> {
  const all = await store.entries<QueuedAction>();
  return all.filter(([key, action]) => key.startsWith(ACTION) && action.userId === userId).length;
}

/**
 * Forgets what the coach pages kept for offline use: the snapshots go, the queued actions
 * are sealed, then the key goes.
 */
export async function forgetCoachData(store: KeyValueStore): Promise<void> {
  await sealActions(store);
  await forgetSnapshots(store);
  await store.del(KEY_ENTRY);
}
