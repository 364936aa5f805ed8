/**
 * The coach's check-ins and undos made while the dashboard is offline (decision 022): kept in
 * this browser (they survive a reload or a closed tab) and sent, oldest first, when the
 * network returns. Like the parent's queue (features/offline-check-in/queue.ts), an action
 * leaves the queue only on a definite answer: no answer, a 429 or a 5xx keeps it and stops
 * the run, so the order holds; one sender at a time across tabs (Web Locks).
 *
 * Conflicts are resolved the obvious way and reported, one outcome per action:
 * - a check-in of someone already checked in (e.g. by a parent meanwhile) keeps the
 *   earlier check-in (the server's ON CONFLICT DO NOTHING): `kept-earlier`;
 * - an undo of a check-in that was never made changes nothing: an undo queued after a
 *   queued check-in of the same athlete cancels it before anything is sent, and an undo
 *   of someone the server does not have checked in is not sent (`nothing-to-undo`).
 *
 * Each action belongs to the coach who made it (`userId`, decision 035). A run first asks
 * the server who is signed in now, and sends only that coach's actions: another coach's
 * (someone else signed in on this tablet meanwhile) are kept, never sent under the wrong
 * name nor dropped, and reported as `held` until their coach signs in again here.
 */
import type { CheckIn, CheckInResponse, User } from '#shared/schemas.ts';
import { hasErrorCode, isApiError } from '#web/lib/api-client.ts';
import type { KeyValueStore } from './offline-store.ts';
import { isSignedOut } from './signed-out.ts';

export type ActionKind = 'check-in' | 'undo';

export interface QueuedAction {
  id: string;
  /** Order of the actions (monotonic on this device). */
  seq: number;
  kind: ActionKind;
  athleteId: string;
  eventId: string;
  athleteName: string;
  /** When the coach tapped (ISO). */
  at: string;
  /**
   * The signed-in coach who made it, and how to name them (their email). Missing on an
   * action queued before actions had owners: held like another coach's, never guessed.
   */
  userId?: string;
  userName?: string;
  /** The server-signed time the dashboard last heard about the event before it (039). */
  heard?: string;
}

export type SyncResult =
  | { kind: 'done'; checkIn: CheckIn | null }
  | { kind: 'kept-earlier'; checkIn: CheckIn }
  | { kind: 'nothing-to-undo' }
  | { kind: 'refused'; message: string | null };

export interface SyncOutcome {
  action: QueuedAction;
  result: SyncResult;
}

/** How the queue reaches the server (the API in the browser, a fake in tests). */
export interface SyncTransport {
  checkIn(action: QueuedAction): Promise<CheckInResponse>;
  undo(action: QueuedAction): Promise<void>;
  listCheckIns(eventId: string): Promise<CheckIn[]>;
  /** Who is signed in now, asked of the server (null: nobody). */
  currentUser(): Promise<Pick<User, 'id'> | null>;
}

export type SyncStop = 'done' | 'waiting' | 'signed-out';

const PREFIX = 'action:';
const keyOf = (action: QueuedAction) => `${PREFIX}${action.id}`;

export async function pendingActions(store: KeyValueStore): Promise<QueuedAction[]> {
  const all = await store.entries<QueuedAction>();
  return all
    .filter(([key]) => key.startsWith(PREFIX))
    .map(([, action]) => action)
    .sort((a, b) => a.seq - b.seq);
}

/**
 * Queues an action, unless it undoes the last queued action of the same athlete: then
 * both go (`cancelled`), as neither was ever made on the server.
 */
export async function queueAction(
  store: KeyValueStore,
  action: QueuedAction,
): Promise<'queued' | 'cancelled'> {
  const queued = await pendingActions(store);
  const last = queued.findLast(
    (item) => item.athleteId === action.athleteId && item.eventId === action.eventId,
  );
  if (last && last.kind !== action.kind) {
    await store.del(keyOf(last));
    return 'cancelled';
  }
  const seq = Math.max(action.seq, (queued.at(-1)?.seq ?? 0) + 1);
  await store.set(keyOf({ ...action, seq }), { ...action, seq });
  return 'queued';
}

/** What an error means for the queue: try later, the session ended, or a definite no. */
export function classifyError(error: unknown): 'keep' | 'signed-out' | 'refused' {
  if (!isApiError(error)) return 'keep'; // no answer at all
  if (isSignedOut(error)) return 'signed-out';
  if (error.status === 429 || error.status >= 500) return 'keep';
  // Someone else signed in since the run asked: kept, and held for its coach on the next run.
  if (hasErrorCode(error, 'ACTING_USER_CHANGED')) return 'keep';
  return 'refused';
}

async function send(
  action: QueuedAction,
  transport: SyncTransport,
  checkedIn: Map<string, Set<string>>,
): Promise<SyncResult> {
  let present = checkedIn.get(action.eventId);
  if (action.kind === 'check-in') {
    const { checkIn, alreadyCheckedIn } = await transport.checkIn(action);
    present?.add(action.athleteId);
    return alreadyCheckedIn ? { kind: 'kept-earlier', checkIn } : { kind: 'done', checkIn };
  }
  if (!present) {
    const list = await transport.listCheckIns(action.eventId);
    present = new Set(list.map((item) => item.athleteId));
    checkedIn.set(action.eventId, present);
  }
  if (!present.has(action.athleteId)) return { kind: 'nothing-to-undo' };
  await transport.undo(action);
  present.delete(action.athleteId);
  return { kind: 'done', checkIn: null };
}

export interface SyncRun {
  outcomes: SyncOutcome[];
  stop: SyncStop;
  /** Who was signed in for this run (undefined when the run could not tell). */
  userId?: string;
}

/** Actions the signed-in coach (`userId`) did not make: kept for the coach who did. */
export function heldActions(actions: readonly QueuedAction[], userId: string | undefined) {
  return userId === undefined ? [] : actions.filter((action) => action.userId !== userId);
}

/**
 * Sends the signed-in coach's actions in order; stops at the first one that cannot be
 * sent yet. Other coaches' actions stay in the queue, untouched.
 */
export async function syncNow(store: KeyValueStore, transport: SyncTransport): Promise<SyncRun> {
  const outcomes: SyncOutcome[] = [];
  const checkedIn = new Map<string, Set<string>>();
  const queued = await pendingActions(store);
  if (queued.length === 0) return { outcomes, stop: 'done' };
  let user: Pick<User, 'id'> | null;
  try {
    user = await transport.currentUser();
  } catch (error) {
    return { outcomes, stop: classifyError(error) === 'signed-out' ? 'signed-out' : 'waiting' };
  }
  if (!user) return { outcomes, stop: 'signed-out' };
  const userId = user.id;
  for (const action of queued) {
    if (action.userId !== userId) continue;
    let result: SyncResult;
    try {
      result = await send(action, transport, checkedIn);
    } catch (error) {
      const meaning = classifyError(error);
      if (meaning === 'keep') return { outcomes, stop: 'waiting', userId };
      if (meaning === 'signed-out') return { outcomes, stop: 'signed-out', userId };
      result = { kind: 'refused', message: isApiError(error) ? error.serverMessage : null };
    }
    await store.del(keyOf(action));
    outcomes.push({ action, result });
  }
  return { outcomes, stop: 'done', userId };
}

/** `syncNow`, one sender at a time across this browser's tabs (Web Locks where present). */
export function syncActions(store: KeyValueStore, transport: SyncTransport): Promise<SyncRun> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  const run = () => syncNow(store, transport);
  return locks ? locks.request('tapin-dashboard-queue', run) : run();
}
