/**
 * Lets a shutdown wait for route handlers that are still running.
 *
 * Fastify's close() waits for open connections, not for handlers: a handler whose client
 * hung up keeps running after its socket is gone. Closing the database then would fail its
 * next query ("Cannot use a pool after calling end"). Every handler's promise is tracked
 * here, and `settled()` resolves once all that were started have finished.
 */
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

export function trackInFlightHandlers(app: FastifyInstance) {
  const running = new Set<Promise<unknown>>();

  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function tracked(this: FastifyInstance, request, reply) {
      const result: unknown = handler.call(this, request, reply);
      if (!(result instanceof Promise)) return result;
      const settled = result.then(
        () => undefined,
        () => undefined,
      );
      running.add(settled);
      void settled.finally(() => running.delete(settled));
      return result;
    };
  });

  return {
    /** Resolves once every handler running now, and any they lead to, has finished. */
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
