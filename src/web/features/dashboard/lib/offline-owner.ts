/**
 * Whose the dashboard's offline data is, and forgetting it (decision 036). A coach's
 * snapshots (rosters, check-ins) are for that coach only, while signed in: when they sign
 * out, their session ends, or the server names another user or nobody, the snapshots go.
 * Their unsent check-ins and undos are not dropped: they are sealed with AES-GCM under the
 * coach's own key (GET /api/auth/offline-key), kept as `sealed:` entries, and the key is
 * deleted, so nobody can read them on this device until the same coach signs in again;
 * then the key comes back from the server and they are opened and sent.
 *
 * The key is kept (a non-extractable CryptoKey) while its coach is signed in, so a session
 * that ends while the tablet is offline can still be sealed.
 */

import type { KeyValueStore } from '#web/lib/offline-queue.ts';
import type { QueuedAction } from './action-queue.ts';
import { forgetSnapshots, readSnapshots } from './query-snapshots.ts';

const KEY_ENTRY = 'offline-key';
const ACTION = 'action:';
const SEALED = 'sealed:';
/** The signed-in user's snapshot (queryKeys.authUser): who the snapshots belong to. */
const USER_SNAPSHOT = JSON.stringify(['/api/auth/user']);

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
 * Seals every queued action of the kept key's coach. An action no kept key can seal (its
 * coach's key never reached this device) keeps only what sending it needs: its child's
 * name goes.
 */
export async function sealActions(store: KeyValueStore): Promise<void> {
  const entry = await readKey(store);
  for (const [key, action] of await store.entries<QueuedAction>()) {
    if (!key.startsWith(ACTION)) continue;
    if (!entry || action.userId !== entry.userId) {
      if (action.athleteName !== '') await store.set(key, { ...action, athleteName: '' });
      continue;
    }
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const data = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: additionalData(entry.userId) },
      entry.key,
      new TextEncoder().encode(JSON.stringify(action)),
    );
    const { id, seq, userName } = action;
    const sealed: SealedAction = { id, seq, userId: entry.userId, userName, iv, data };
    await store.set(`${SEALED}${action.id}`, sealed);
    await store.del(key);
  }
}

/** Opens the coach's sealed actions with their key: they are queued again. Answers how many. */
export async function unsealActions(store: KeyValueStore, entry: KeyEntry): Promise<number> {
  let opened = 0;
  for (const [key, sealed] of await store.entries<SealedAction>()) {
    if (!key.startsWith(SEALED) || sealed.userId !== entry.userId) continue;
    let action: QueuedAction;
    try {
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: sealed.iv, additionalData: additionalData(entry.userId) },
        entry.key,
        sealed.data,
      );
      action = JSON.parse(new TextDecoder().decode(plain)) as QueuedAction;
    } catch {
      continue; // sealed under a key that is no more: never readable, left alone
    }
    await store.set(`${ACTION}${action.id}`, action);
    await store.del(key);
    opened += 1;
  }
  return opened;
}

/** The sealed actions (of every coach), oldest first: who made them is all they tell. */
export async function sealedActions(store: KeyValueStore): Promise<SealedAction[]> {
  const all = await store.entries<SealedAction>();
  return all
    .filter(([key]) => key.startsWith(SEALED))
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
