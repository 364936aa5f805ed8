/** A minimal Server-Sent Events reader for tests and the benchmark. */
import { request as httpRequest, type IncomingMessage } from 'node:http';

export interface SseEvent {
  event: string;
  data: string;
  receivedAt: number;
}

export interface SseStream {
  events: SseEvent[];
  /** Resolves with the first event (already received or future) that satisfies `match`. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const events: SseEvent[] = [];
    const waiters = new Set<{
      match: (event: SseEvent) => boolean;
      resolve: (event: SseEvent) => void;
    }>();
    const req = httpRequest(
      url,
      { headers: { accept: 'text/event-stream', ...headers } },
      (res: IncomingMessage) => {
        if (res.statusCode !== 200) {
          reject(new Error(`SSE ${url} answered ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        const ended = new Promise<void>((resolveEnded) => res.once('end', () => resolveEnded()));
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('event:')) event = line.slice(6).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
            }
            if (data.length === 0) continue;
            const parsed = { event, data: data.join('\n'), receivedAt: performance.now() };
            events.push(parsed);
            for (const waiter of [...waiters]) {
              if (waiter.match(parsed)) {
                waiters.delete(waiter);
                waiter.resolve(parsed);
              }
            }
          }
        });
        resolve({
          events,
          next(match, timeoutMs = 5_000) {
            const found = events.find(match);
            if (found) return Promise.resolve(found);
            return new Promise((resolveNext, rejectNext) => {
              const waiter = { match, resolve: resolveNext };
              waiters.add(waiter);
              setTimeout(() => {
                if (waiters.delete(waiter))
                  rejectNext(new Error(`no matching SSE event within ${timeoutMs} ms`));
              }, timeoutMs).unref();
            });
          },
          ended,
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
