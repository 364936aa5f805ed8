/**
 * One dashboard's Server-Sent Events stream. Every message is a `data:` line of JSON
 * (LiveStreamMessage). On (re)connect the stream first says `event: ready`, the client's cue to
 * refetch what it may have missed. Every 15 s (LIVE_STREAM_CHECK_SECONDS) the stream asks
 * `isAllowed` again: a signed-out, demoted or deleted user's stream ends then; otherwise a
 * comment keeps proxies from closing it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../http/types.ts';

/** The app's open streams: each entry closes one. Ended when the server drains. */
export type OpenStreams = Set<() => void>;

export function closeAllStreams(openStreams: OpenStreams) {
  for (const close of [...openStreams]) close();
}

export function streamEvent(
  deps: Deps,
  openStreams: OpenStreams,
  request: FastifyRequest,
  reply: FastifyReply,
  eventId: string,
  isAllowed: () => Promise<boolean>,
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

  const unsubscribe = deps.live.subscribe(eventId, (message, json) => {
    raw.write(`event: ${message.type}\ndata: ${json}\n\n`);
  });
  const keepAlive = () => {
    if (openStreams.has(close)) raw.write(': keep-alive\n\n');
  };
  const heartbeat = setInterval(() => {
    isAllowed().then(
      (isStill) => (isStill ? keepAlive() : close()),
      keepAlive, // a database hiccup is no reason to hang up
    );
  }, deps.config.limits.liveStreamCheckMs);
  heartbeat.unref();

  const close = () => {
    if (!openStreams.delete(close)) return;
    clearInterval(heartbeat);
    unsubscribe();
    raw.end();
  };
  openStreams.add(close);
  request.raw.on('close', close);
}
