/**
 * One dashboard's Server-Sent Events stream. Every message is a `data:` line of JSON
 * (LiveStreamMessage). On (re)connect the stream first says `event: ready`, the client's cue to
 * refetch what it may have missed. A comment every 15 s keeps proxies from closing it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../http/types.ts';

const HEARTBEAT_MS = 15_000;

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
) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: 2000\nevent: ready\ndata: {}\n\n`);

  const unsubscribe = deps.live.subscribe(eventId, (message, json) => {
    raw.write(`event: ${message.type}\ndata: ${json}\n\n`);
  });
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
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
