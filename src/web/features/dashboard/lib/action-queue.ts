/**
 * The coach's check-ins and undos made while the dashboard is offline (decision 022): kept in
 * this browser (they survive a reload or a closed tab) and sent, oldest first, when the
 * network returns, on the offline core (lib/offline-queue.ts, decision 053): an action
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
import {
  createQueue,
  isDefinite,
  type KeyValueStore,
  keep,
  type Sent,
} from '#web/lib/offline-queue.ts';
import { isSessionEnded } from '#web/lib/session-ended.ts';

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

/** The coach's queue on a store (the browser's, or one in memory in tests). */
export const actionQueue = (store: KeyValueStore) =>
  createQueue<QueuedAction>(store, {
    prefix: 'action:',
    lock: 'tapin-dashboard-queue',
    idOf: (action) => action.id,
    compare: (a, b) => a.seq - b.seq,
  });

export const pendingActions = (store: KeyValueStore): Promise<QueuedAction[]> =>
  actionQueue(store).pending();

/**
 * Queues an action, unless it undoes the last queued action of the same athlete: then
 * both go (`cancelled`), as neither was ever made on the server.
 */
export async function queueAction(
  store: KeyValueStore,
  action: QueuedAction,
): Promise<'queued' | 'cancelled'> {
  const queue = actionQueue(store);
  const queued = await queue.pending();
  const last = queued.findLast(
    (item) => item.athleteId === action.athleteId && item.eventId === action.eventId,
  );
  if (last && last.kind !== action.kind) {
    await queue.remove(last);
    return 'cancelled';
  }
  const seq = Math.max(action.seq, (queued.at(-1)?.seq ?? 0) + 1);
  await queue.put({ ...action, seq });
  return 'queued';
}

/** What an error means for the queue: try later, the session ended, or a definite no. */
export function classifyError(error: unknown): 'keep' | 'signed-out' | 'refused' {
  if (!isApiError(error)) return 'keep'; // no answer at all
  if (!isDefinite(error.status)) return 'keep';
  if (isSessionEnded(error)) return 'signed-out';
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
 * sent yet. Other coaches' actions stay in the queue, untouched. The caller holds the
 * queue's lock (`syncActions`).
 */
export async function syncNow(store: KeyValueStore, transport: SyncTransport): Promise<SyncRun> {
  const queue = actionQueue(store);
  if ((await queue.pending()).length === 0) return { outcomes: [], stop: 'done' };
  let user: Pick<User, 'id'> | null;
  try {
    user = await transport.currentUser();
  } catch (error) {
    return { outcomes: [], stop: classifyError(error) === 'signed-out' ? 'signed-out' : 'waiting' };
  }
  if (!user) return { outcomes: [], stop: 'signed-out' };
  const userId = user.id;
  const checkedIn = new Map<string, Set<string>>();
  const sendOne = async (action: QueuedAction): Promise<Sent<SyncResult, SyncStop>> => {
    try {
      return { outcome: await send(action, transport, checkedIn) };
    } catch (error) {
      const meaning = classifyError(error);
      if (meaning === 'keep') return keep('waiting');
      if (meaning === 'signed-out') return keep('signed-out');
      return {
        outcome: { kind: 'refused', message: isApiError(error) ? error.serverMessage : null },
      };
    }
  };
  const run = await queue.sendHeld(sendOne, {
    items: (queued) => queued.filter((action) => action.userId === userId),
  });
  const outcomes = run.outcomes.map(({ item, outcome }) => ({ action: item, result: outcome }));
  return { outcomes, stop: run.stop, userId };
}

/** `syncNow`, one sender at a time across this browser's tabs (Web Locks where present). */
export function syncActions(store: KeyValueStore, transport: SyncTransport): Promise<SyncRun> {
  return actionQueue(store).exclusive(() => syncNow(store, transport));
}
