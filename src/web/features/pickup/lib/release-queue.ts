/**
 * Releases made with no signal (decision 049): kept in this browser and sent, oldest first,
 * when the network returns. Each carries the id the dashboard chose, so the server records
 * it once however often it is sent (a retry after a lost answer, two tabs): an entry leaves
 * the queue on any definite answer (2xx or 4xx), and stays on no answer, a 429 or a 5xx.
 * Each entry names the coach who made it and is sent only while that coach is signed in
 * (the X-TapIn-Acting-User header, decision 035).
 */
import type { ReleaseBody } from '#shared/schemas.ts';

export interface QueuedRelease {
  eventId: string;
  userId: string;
  body: ReleaseBody;
  /** For the coach's screen: whom and to whom. */
  childName: string;
  adultName: string;
}

const KEY = 'tapin:pickup-releases';

export function queuedReleases(): QueuedRelease[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedRelease[]) : [];
  } catch {
    return [];
  }
}

function save(entries: QueuedRelease[]) {
  if (entries.length === 0) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify(entries));
  window.dispatchEvent(new Event('tapin:pickup-queue'));
}

export function queueRelease(entry: QueuedRelease): void {
  save([...queuedReleases().filter((queued) => queued.body.id !== entry.body.id), entry]);
}

/** Sends the signed-in coach's queued releases; answers how many left the queue. */
export async function syncReleases(
  userId: string,
  send: (entry: QueuedRelease) => Promise<Response>,
): Promise<number> {
  let sent = 0;
  for (const entry of queuedReleases()) {
    if (entry.userId !== userId) continue;
    let response: Response;
    try {
      response = await send(entry);
    } catch {
      return sent; // no answer: keep it and stop, the order holds
    }
    if (response.status === 429 || response.status >= 500) return sent;
    save(queuedReleases().filter((queued) => queued.body.id !== entry.body.id));
    sent += 1;
  }
  return sent;
}

/**
 * On sign-out (decision 036): the queued releases stay, to be sent when their coach returns,
 * but without the names they show on the coach's screen, so a shared tablet keeps no child's
 * name. What the server needs (ids, the adult as given) is untouched.
 */
export function forgetReleaseNames(): void {
  const entries = queuedReleases();
  if (entries.length === 0) return;
  save(entries.map((entry) => ({ ...entry, childName: '', adultName: '' })));
}
