/**
 * Check-ins tapped with no signal (decision 022): kept in this browser's
 * IndexedDB, sent by the page when the signal returns (the `online` event, a retry timer,
 * the next page open) and by the service worker's Background Sync where the browser has
 * it, also with the page closed. Page and worker run this same module. Sending twice is
 * harmless: a check-in is one row per athlete and event.
 */
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import type { CheckInResponse } from '#shared/schemas.ts';

export const SYNC_TAG = 'tapin-check-ins';
export const CHANNEL = 'tapin-check-ins';

export interface QueuedTap {
  id: string;
  athleteId: string;
  eventId: string;
  phoneNumber: string;
  athleteName: string;
  /** When the parent tapped (ISO): the arrival, within the server's bounds (decision 039). */
  tappedAt: string;
  /** The server-signed time the page last heard about the event before the tap (039). */
  heard?: string;
}

export interface TapOutcome {
  tap: QueuedTap;
  /** recorded: the server holds the check-in; refused: it answered no, and why. */
  status: 'recorded' | 'refused';
  message: string | null;
  checkIn: CheckInResponse['checkIn'] | null;
}

let store: UseStore | null = null;
const db = () => {
  store ??= createStore('tapin-offline', 'check-ins');
  return store;
};

export async function queueTap(tap: QueuedTap): Promise<void> {
  await set(`tap:${tap.id}`, tap, db());
}

export async function pendingTaps(): Promise<QueuedTap[]> {
  const all = await entries<string, QueuedTap>(db());
  return all
    .filter(([key]) => key.startsWith('tap:'))
    .map(([, tap]) => tap)
    .sort((a, b) => a.tappedAt.localeCompare(b.tappedAt));
}

/** Outcomes the page has not shown yet (e.g. sent by the worker while it was closed). */
export async function takeOutcomes(): Promise<TapOutcome[]> {
  const all = await entries<string, TapOutcome>(db());
  const outcomes = all.filter(([key]) => key.startsWith('outcome:'));
  await Promise.all(outcomes.map(([key]) => del(key, db())));
  return outcomes.map(([, outcome]) => outcome);
}

function serverMessage(text: string): string | null {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

async function send(tap: QueuedTap): Promise<TapOutcome | null> {
  let response: Response;
  try {
    response = await fetch('/api/check-in', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        athleteId: tap.athleteId,
        eventId: tap.eventId,
        phoneNumber: tap.phoneNumber,
        source: 'qr',
        tappedAt: tap.tappedAt,
        ...(tap.heard ? { heard: tap.heard } : {}),
      }),
    });
  } catch {
    return null; // still no signal: keep it
  }
  // Busy or failing server: keep it and try again later.
  if (response.status === 429 || response.status >= 500) return null;
  const text = await response.text();
  if (response.ok) {
    const body = JSON.parse(text) as CheckInResponse;
    return { tap, status: 'recorded', message: null, checkIn: body.checkIn };
  }
  return { tap, status: 'refused', message: serverMessage(text), checkIn: null };
}

async function flushNow(): Promise<TapOutcome[]> {
  const outcomes: TapOutcome[] = [];
  for (const tap of await pendingTaps()) {
    const outcome = await send(tap);
    if (!outcome) break; // in order: stop at the first that cannot go yet
    await set(`outcome:${tap.id}`, outcome, db());
    await del(`tap:${tap.id}`, db());
    outcomes.push(outcome);
  }
  if (outcomes.length > 0 && typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(outcomes);
    channel.close();
  }
  return outcomes;
}

/**
 * Sends every queued tap, oldest first. One sender at a time across the page and the
 * worker (Web Locks where the browser has them); a tap is removed only once the server
 * gave a definite answer, kept as an outcome for the page to show.
 */
export async function flushTaps(): Promise<TapOutcome[]> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks) return locks.request('tapin-check-in-queue', flushNow);
  return flushNow();
}

/** Asks the service worker to send the queue when the signal returns (Background Sync). */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.ready;
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync here: the page sends the queue itself.
  }
}
