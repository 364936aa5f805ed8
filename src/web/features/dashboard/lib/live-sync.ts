/**
 * One dashboard's live connection to GET /api/events/:eventId/live (Server-Sent Events),
 * kept apart from React so it can be tested with a fake EventSource.
 *
 * - Every (re)connect starts with `event: ready`: the cue to refetch the check-ins, which
 *   catches up on whatever happened while the stream was down. Messages that arrive while
 *   that refetch is in flight are applied at once and applied again on top of its answer,
 *   so an older snapshot can never hide a newer arrival.
 * - `check-in` and `undo` messages are handed to `onMessage`, which updates the cache.
 * - `roster` (athletes were added to the event) calls `onRosterChange`, as does every
 *   reconnect after the first: the roster may have changed while the stream was down.
 * - `pickup` (a child released, a release undone, the pickup switch) calls
 *   `onPickupChange`, as does every reconnect after the first.
 * - `events` (the list of events changed; with `switched`, which event is active, by the
 *   schedule or a coach: decision 035; `switchOnly` when that is the whole change, decision
 *   038) calls `onEventsChange`; every reconnect after the first calls it with null, since
 *   the list may have changed meanwhile.
 * - The browser reconnects a dropped stream by itself (the server asks for 2 s). When it
 *   gives up for good (an error answer such as 401, 502 or 503), this reconnects with an
 *   exponential backoff (1 s, 2 s, 4 s … 30 s, with jitter). When the network returns
 *   (the `online` event) a backoff in progress is cut short: it reconnects at once.
 * - `onStatus` says whether the stream is live; while it is not, the dashboard polls.
 */
import type { EventSwitch, EventsChangedMessage, LiveMessage } from '#shared/schemas.ts';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

/** The part of EventSource this uses. */
export interface EventSourceLike {
  readonly readyState: number;
  onerror: ((this: EventSource, event: Event) => unknown) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

const CLOSED = 2;

export interface LiveSyncOptions {
  url: string;
  onStatus: (status: LiveStatus) => void;
  /** Applies a message to the cache; `isReplay` when re-applied after a catch-up refetch. */
  onMessage: (message: LiveMessage, isReplay: boolean) => void;
  /** Refetches the check-ins (the catch-up after every (re)connect). */
  resync: () => Promise<unknown>;
  /** The event's roster changed (or may have, while the stream was down). */
  onRosterChange?: () => void;
  /** A child's pickup changed (or may have, while the stream was down): issue 26. */
  onPickupChange?: () => void;
  /**
   * The list of events changed; `switched` when the active event did (null after a
   * reconnect); `switchOnly` when the switch is the whole change.
   */
  onEventsChange?: (switched: EventSwitch | null, switchOnly: boolean) => void;
  createSource?: (url: string) => EventSourceLike;
  /** Calls `onOnline` when the network returns; gives back an unsubscribe. */
  subscribeOnline?: (onOnline: () => void) => () => void;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  random?: () => number;
}

export function connectLive(options: LiveSyncOptions): () => void {
  const {
    url,
    onStatus,
    onMessage,
    resync,
    onRosterChange,
    onPickupChange,
    onEventsChange,
    createSource = (target) => new EventSource(target) as EventSourceLike,
    initialBackoffMs = 1000,
    maxBackoffMs = 30_000,
    random = Math.random,
    subscribeOnline = (onOnline) => {
      window.addEventListener('online', onOnline);
      return () => window.removeEventListener('online', onOnline);
    },
  } = options;

  let source: EventSourceLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let isStopped = false;
  /** Messages seen since the latest catch-up refetch began; null when none is running. */
  let sinceResync: LiveMessage[] | null = null;
  let resyncGeneration = 0;
  let status: LiveStatus | null = null;
  let hasBeenLive = false;

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    onStatus(next);
  };

  const receive = (event: MessageEvent<string>) => {
    let message: LiveMessage;
    try {
      message = JSON.parse(event.data) as LiveMessage;
    } catch {
      return;
    }
    if (message.type !== 'check-in' && message.type !== 'undo') return;
    sinceResync?.push(message);
    onMessage(message, false);
  };

  const catchUp = async () => {
    const generation = ++resyncGeneration;
    sinceResync = [];
    try {
      await resync();
    } catch {
      // The query shows its own error; the stream keeps the list current from here on.
    }
    if (isStopped || generation !== resyncGeneration) return;
    const replay = sinceResync ?? [];
    sinceResync = null;
    for (const message of replay) onMessage(message, true);
  };

  const open = () => {
    if (isStopped) return;
    const current = createSource(url);
    source = current;
    current.addEventListener('ready', () => {
      if (source !== current) return;
      failures = 0;
      setStatus('live');
      void catchUp();
      if (hasBeenLive) {
        onRosterChange?.();
        onPickupChange?.();
        onEventsChange?.(null, false);
      }
      hasBeenLive = true;
    });
    current.addEventListener('check-in', (event) => {
      if (source === current) receive(event);
    });
    current.addEventListener('undo', (event) => {
      if (source === current) receive(event);
    });
    current.addEventListener('roster', () => {
      if (source === current) onRosterChange?.();
    });
    current.addEventListener('pickup', () => {
      if (source === current) onPickupChange?.();
    });
    current.addEventListener('events', (event) => {
      if (source !== current) return;
      let message: EventsChangedMessage;
      try {
        message = JSON.parse(event.data) as EventsChangedMessage;
      } catch {
        return;
      }
      onEventsChange?.(message.switched ?? null, message.switchOnly === true);
    });
    current.onerror = () => {
      if (source !== current) return;
      setStatus('reconnecting');
      if (current.readyState !== CLOSED) return; // the browser retries by itself
      current.close();
      source = null;
      const delay = Math.min(maxBackoffMs, initialBackoffMs * 2 ** failures);
      failures += 1;
      retryTimer = setTimeout(
        () => {
          retryTimer = null;
          open();
        },
        delay / 2 + random() * (delay / 2),
      );
    };
  };

  setStatus('connecting');
  open();
  const unsubscribe = subscribeOnline(() => {
    if (isStopped || !retryTimer) return; // connected, or the browser is retrying itself
    clearTimeout(retryTimer);
    retryTimer = null;
    failures = 0;
    open();
  });

  return () => {
    isStopped = true;
    unsubscribe();
    resyncGeneration += 1;
    if (retryTimer) clearTimeout(retryTimer);
    source?.close();
    source = null;
  };
}
