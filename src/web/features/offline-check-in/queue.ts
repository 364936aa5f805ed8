/**
 * Check-ins tapped with no signal (decision 022): the parent's queue on the offline core
 * (lib/offline-queue.ts, decision 053), sent by the page when the signal returns (the
 * `online` event, a retry timer, the next page open) and by the service worker's Background
 * Sync where the browser has it, also with the page closed. Page and worker run this same
 * module. Sending twice is harmless: a check-in is one row per athlete and event.
 */
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { CheckInResponse } from '#shared/schemas.ts';
import { createQueue, idbStore, isDefinite, keep, type Sent } from '#web/lib/offline-queue.ts';

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

const store = idbStore('tapin-offline', 'check-ins');
const taps = createQueue<QueuedTap>(store, {
  prefix: 'tap:',
  lock: 'tapin-check-in-queue',
  channel: CHANNEL,
  idOf: (tap) => tap.id,
  compare: (a, b) => a.tappedAt.localeCompare(b.tappedAt),
});

export const queueTap = (tap: QueuedTap): Promise<void> => taps.put(tap);
export const pendingTaps = (): Promise<QueuedTap[]> => taps.pending();

/** Outcomes the page has not shown yet (e.g. sent by the worker while it was closed). */
export async function takeOutcomes(): Promise<TapOutcome[]> {
  const all = await store.entries<TapOutcome>();
  const outcomes = all.filter(([key]) => key.startsWith('outcome:'));
  await Promise.all(outcomes.map(([key]) => store.del(key)));
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

/** The policy: a tap goes as the parent's own check-in; any answer but 429 or 5xx is definite. */
async function send(tap: QueuedTap): Promise<Sent<TapOutcome>> {
  let response: Response;
  try {
    response = await fetch(apiPath(endpoints.checkIn), {
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
    return keep(); // still no signal
  }
  if (!isDefinite(response.status)) return keep();
  const text = await response.text();
  if (response.ok) {
    const body = JSON.parse(text) as CheckInResponse;
    return { outcome: { tap, status: 'recorded', message: null, checkIn: body.checkIn } };
  }
  return { outcome: { tap, status: 'refused', message: serverMessage(text), checkIn: null } };
}

/**
 * Sends every queued tap, oldest first, one sender at a time across the page and the
 * worker; each outcome is kept for the page to show before its tap leaves the queue.
 */
export async function flushTaps(): Promise<TapOutcome[]> {
  const run = await taps.send(send, {
    onOutcome: (tap, outcome) => store.set(`outcome:${tap.id}`, outcome),
  });
  return run.outcomes.map(({ outcome }) => outcome);
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
