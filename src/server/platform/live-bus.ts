/**
 * Live fan-out of check-ins through Postgres LISTEN/NOTIFY, in both database modes, so a
 * check-in taken by any server instance reaches the dashboards open on every instance.
 * Each process holds one listening connection and hands messages to its local subscribers.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { LiveStreamMessage } from '#shared/schemas.ts';
import type { Database } from '../db/client.ts';

/** The NOTIFY channel; the parent check-in statement announces on it too. */
export const LIVE_CHANNEL = 'tapin_live';
const CHANNEL = LIVE_CHANNEL;

/**
 * Said to every subscriber when the bus listens again after its connection was lost
 * (PostgreSQL restarted, the connection was ended): messages of the gap are gone, so a
 * dashboard's stream repeats its `event: ready`, the client's cue to refetch.
 */
export interface LiveResync {
  type: 'ready';
  eventId: string;
}
/** Gets the message and its JSON text, so many streams can share one serialisation. */
export type LiveListener = (message: LiveStreamMessage | LiveResync, json: string) => void;

/**
 * Said in the same transaction that ends sessions (sign-out, a sign-in replacing this
 * browser's session, demotion, deletion; decision 036): every instance ends the streams those
 * sessions opened at once. `sessionIds: null` means every session of the user. Never sent
 * to a browser.
 */
export interface SessionsEnded {
  type: 'sessions-ended';
  userId: string;
  sessionIds: string[] | null;
}
export type SessionsEndedListener = (ended: SessionsEnded) => void;

/** How often the listening connection is checked, and how long the check may take. */
const LISTENER_CHECK_MS = 15_000;
const LISTENER_CHECK_TIMEOUT_MS = 5_000;
/** How long closing the listening connection may wait for the server. */
const LISTENER_CLOSE_MS = 1_000;

/** Waits for `closing` at most `ms`, then gives up with `onTimeout`. */
async function closeWithin(closing: Promise<unknown>, ms: number, onTimeout = () => {}) {
  let timer: NodeJS.Timeout | undefined;
  const isDone = await Promise.race([
    closing.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    }),
  ]);
  clearTimeout(timer);
  if (!isDone) onTimeout();
}

/** Drops a pg client's socket at once. */
function destroy(client: pg.Client) {
  (
    client as unknown as { connection?: { stream?: { destroy(): void } } }
  ).connection?.stream?.destroy();
}

export interface LiveBus {
  publish(message: LiveStreamMessage): Promise<void>;
  /** Listens to one event's messages; returns the unsubscribe function. */
  subscribe(eventId: string, listener: LiveListener): () => void;
  /** Listens to every `sessions-ended` notice; returns the unsubscribe function. */
  onSessionsEnded(listener: SessionsEndedListener): () => void;
  close(): Promise<void>;
}

interface Logger {
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

function createRegistry(log: Logger) {
  const listeners = new Map<string, Set<LiveListener>>();
  const endedListeners = new Set<SessionsEndedListener>();
  return {
    onSessionsEnded(listener: SessionsEndedListener) {
      endedListeners.add(listener);
      return () => {
        endedListeners.delete(listener);
      };
    },
    subscribe(eventId: string, listener: LiveListener) {
      let set = listeners.get(eventId);
      if (!set) {
        set = new Set();
        listeners.set(eventId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(eventId);
      };
    },
    dispatch(payload: string | undefined) {
      if (!payload) return;
      let message: LiveStreamMessage | SessionsEnded;
      try {
        message = JSON.parse(payload) as LiveStreamMessage | SessionsEnded;
      } catch (error) {
        log.warn({ err: error }, 'ignoring a malformed live message');
        return;
      }
      if (message.type === 'sessions-ended') {
        for (const listener of [...endedListeners]) listener(message);
        return;
      }
      for (const listener of listeners.get(message.eventId) ?? []) listener(message, payload);
    },
    /** Tells every subscriber to catch up: messages may have been missed. */
    resync() {
      for (const [eventId, set] of listeners) {
        for (const listener of [...set]) listener({ type: 'ready', eventId }, '{}');
      }
    },
  };
}

export async function createLiveBus(database: Database, log: Logger): Promise<LiveBus> {
  const registry = createRegistry(log);
  if (database.kind === 'pglite') return createPgliteBus(database.pglite!, registry);
  return createPostgresBus(database, registry, log);
}

async function createPgliteBus(
  client: PGlite,
  registry: ReturnType<typeof createRegistry>,
): Promise<LiveBus> {
  const unlisten = await client.listen(CHANNEL, (payload) => registry.dispatch(payload));
  return {
    async publish(message) {
      await client.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]);
    },
    subscribe: registry.subscribe,
    onSessionsEnded: registry.onSessionsEnded,
    close: () => unlisten(),
  };
}

async function createPostgresBus(
  database: Database,
  registry: ReturnType<typeof createRegistry>,
  log: Logger,
): Promise<LiveBus> {
  const pool = database.pool!;
  const connectionString = (pool.options as { connectionString?: string }).connectionString;
  let listener: pg.Client | null = null;
  let isClosed = false;
  let hasListened = false;
  let retryTimer: NodeJS.Timeout | null = null;

  const connect = async () => {
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 5_000,
      // A connection that went silent (a lost network) is noticed by the check below.
      query_timeout: LISTENER_CHECK_TIMEOUT_MS,
      keepAlive: true,
    });
    client.on('notification', (notification) => registry.dispatch(notification.payload));
    client.on('error', (error) => {
      if (listener !== client) return;
      log.error({ err: error }, 'live listener connection lost; reconnecting');
      scheduleReconnect();
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (isClosed) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
    // Listening again after a loss: whatever was announced meanwhile was not heard here.
    if (hasListened) {
      log.warn({}, 'live listener connected again; dashboards catch up');
      registry.resync();
    }
    hasListened = true;
  };
  const scheduleReconnect = () => {
    const old = listener;
    listener = null;
    old?.end().catch(() => {});
    if (isClosed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch((error) => {
        log.error({ err: error }, 'live listener reconnect failed');
        scheduleReconnect();
      });
    }, 1_000);
    retryTimer.unref();
  };
  const check = setInterval(() => {
    const client = listener;
    if (!client) return;
    client.query('select 1').catch((error) => {
      if (listener !== client) return;
      log.error({ err: error }, 'live listener connection does not answer; reconnecting');
      scheduleReconnect();
    });
  }, LISTENER_CHECK_MS);
  check.unref();

  await connect();
  return {
    async publish(message) {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]);
    },
    subscribe: registry.subscribe,
    onSessionsEnded: registry.onSessionsEnded,
    async close() {
      isClosed = true;
      clearInterval(check);
      if (retryTimer) clearTimeout(retryTimer);
      const client = listener;
      listener = null;
      // A polite goodbye waits for the server's; a stalled server would hold the shutdown.
      if (client) await closeWithin(client.end(), LISTENER_CLOSE_MS, () => destroy(client));
    },
  };
}
