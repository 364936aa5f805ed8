/**
 * One dashboard's Server-Sent Events stream. Every message is a `data:` line of JSON
 * (LiveStreamMessage). On (re)connect the stream first says `event: ready`, the client's cue to
 * refetch what it may have missed. A stream ends at once when its session ends (sign-out,
 * demotion, deletion, another sign-in on the same browser: the bus's `sessions-ended`,
 * decision 036), on whichever instance holds it. Every 15 s (LIVE_STREAM_CHECK_SECONDS) it
 * also asks `isAllowed` again, for what no notice announces (a session that timed out, a
 * notice lost while the bus reconnected); otherwise a comment keeps proxies from closing it.
 * Besides the event's own check-ins, undos and roster changes, the stream carries `events`:
 * the list of events changed, e.g. the schedule or another coach switched which event is
 * active (decision 035).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '#server/http/types.ts';
import type { LiveListener } from '#server/platform/live-bus.ts';
import { EVENTS_FEED, type LiveStreamMessage } from '#shared/schemas.ts';
import type { StaffScope } from '../auth/scope.ts';

/**
 * What a coach scoped to teams may receive (decision 044): each message passed through,
 * rewritten (an `events` switch naming only events they see) or dropped (null). `reset`
 * takes the scope read again at each recheck.
 */
export interface StreamFilter {
  pass(message: LiveStreamMessage): Promise<LiveStreamMessage | null>;
  reset(scope: StaffScope): void;
}

/** The app's open streams: each entry closes one. Ended when the server drains. */
export type OpenStreams = Set<() => void>;

export function closeAllStreams(openStreams: OpenStreams) {
  for (const close of [...openStreams]) close();
}

/**
 * Caps on open streams per user and per client address: each open stream holds a socket
 * (a file descriptor) for as long as the dashboard stays open. Counted per process.
 */
export function createStreamLimiter(limits: { perUser: number; perAddress: number }) {
  const byUser = new Map<string, number>();
  const byAddress = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string, by: number) => {
    const next = (map.get(key) ?? 0) + by;
    if (next <= 0) map.delete(key);
    else map.set(key, next);
  };
  return {
    /** Takes a place for a new stream; null when the user or the address has too many. */
    acquire(userId: string, address: string): (() => void) | null {
      if ((byUser.get(userId) ?? 0) >= limits.perUser) return null;
      if ((byAddress.get(address) ?? 0) >= limits.perAddress) return null;
      bump(byUser, userId, 1);
      bump(byAddress, address, 1);
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        bump(byUser, userId, -1);
        bump(byAddress, address, -1);
      };
    },
  };
}

export function streamEvent(
  deps: Deps,
  openStreams: OpenStreams,
  request: FastifyRequest,
  reply: FastifyReply,
  eventId: string,
  session: { userId: string; sessionId: string },
  isAllowed: () => Promise<boolean>,
  onClose: () => void = () => {},
  filter?: StreamFilter,
) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: 2000\nevent: ready\ndata: {}\n\n`);

  const write = (type: string, json: string) => {
    if (openStreams.has(close)) raw.write(`event: ${type}\ndata: ${json}\n\n`);
  };
  // A scoped stream's messages are checked one after another, so they keep their order.
  let queue = Promise.resolve();
  const forward: LiveListener = (message, json) => {
    // The bus was deaf for a while: a `sessions-ended` may be among what it missed.
    if (message.type === 'ready') {
      write(message.type, json);
      recheck();
      return;
    }
    if (!filter) {
      write(message.type, json);
      return;
    }
    queue = queue
      .then(() => filter.pass(message))
      .then(
        (passed) => {
          if (passed) write(passed.type, passed === message ? json : JSON.stringify(passed));
        },
        () => {}, // a database hiccup drops the message; the next `ready` refetches all
      );
  };
  // The event's own messages, and the changes to the list of events every dashboard
  // shows (which event is active; decision 035). A resync after the bus lost its
  // connection (decision 034) reaches both subscriptions; the stream says `ready` once.
  const unsubscribeEvent = deps.live.subscribe(eventId, forward);
  const unsubscribeList = deps.live.subscribe(EVENTS_FEED, (message, json) => {
    if (message.type !== 'ready') forward(message, json);
  });
  const unsubscribeEnded = deps.live.onSessionsEnded((ended) => {
    if (ended.userId !== session.userId) return;
    if (ended.sessionIds === null || ended.sessionIds.includes(session.sessionId)) close();
  });
  const unsubscribe = () => {
    unsubscribeEvent();
    unsubscribeList();
    unsubscribeEnded();
  };
  const keepAlive = () => {
    if (openStreams.has(close)) raw.write(': keep-alive\n\n');
  };
  const recheck = () => {
    isAllowed().then(
      (isStill) => (isStill ? keepAlive() : close()),
      keepAlive, // a database hiccup is no reason to hang up
    );
  };
  const heartbeat = setInterval(recheck, deps.config.limits.liveStreamCheckMs);
  heartbeat.unref();

  const close = () => {
    if (!openStreams.delete(close)) return;
    clearInterval(heartbeat);
    unsubscribe();
    onClose();
    raw.end();
  };
  openStreams.add(close);
  request.raw.on('close', close);
}
