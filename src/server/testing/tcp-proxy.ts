/**
 * A TCP proxy for fault tests: forwards to a real server until `stall()`, then holds every
 * byte either way (a paused VM, a stalled disk, a black-holed network) until `resume()`.
 */
import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let isStalled = false;
  const flushers = new Set<() => void>();
  const sockets = new Set<Socket>();

  /** Forwards `from` to `to`, holding chunks while stalled. */
  const forward = (from: Socket, to: Socket) => {
    const held: Buffer[] = [];
    const flush = () => {
      while (!isStalled && held.length > 0) to.write(held.shift()!);
    };
    flushers.add(flush);
    from.on('data', (chunk: Buffer) => {
      held.push(chunk);
      flush();
    });
    from.on('close', () => {
      flushers.delete(flush);
      to.destroy();
    });
    from.on('error', () => to.destroy());
  };

  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    client.on('close', () => sockets.delete(client));
    upstream.on('close', () => sockets.delete(upstream));
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    stall() {
      isStalled = true;
    },
    resume() {
      isStalled = false;
      for (const flush of flushers) flush();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
