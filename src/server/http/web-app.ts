/**
 * The built browser app (dist/web): static files with their cache rules, the app's
 * index.html for every other GET outside /api, a JSON 404 for the API, and a page saying
 * what to do while the app is not built yet.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { messages } from '#shared/messages.ts';
import { errorBody } from './error-handler.ts';
import type { App } from './types.ts';

export const webRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../dist/web',
);

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${messages.server.webNotBuiltTitle}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 34rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>${messages.server.webNotBuiltTitle}</h1><p>${messages.server.webNotBuiltText}</p></body></html>`;

export async function serveWebApp(
  app: App,
  { serveWeb, webDir }: { serveWeb: boolean; webDir: string },
) {
  // The browser app is looked for on each request, not once at start-up: a server started
  // before `npm run build` finished serves the app as soon as it is there, and until then
  // answers with a page that says what to do instead of a bare JSON 404.
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (reply, file) => setStaticCacheHeaders(reply, webDir, file),
      // The build writes .br and .gz beside each text file (vite.config.ts): sent as-is.
      preCompressed: true,
    });
  }
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
    (request, reply) => {
      const isApi = request.url.startsWith('/api/') || request.url === '/api';
      if (isApi || !serveWeb || request.method !== 'GET') {
        return reply.code(404).send(errorBody('NOT_FOUND', messages.errors.notFound));
      }
      if (!existsSync(path.join(webDir, 'index.html'))) {
        return reply
          .code(503)
          .header('Retry-After', '5')
          .type('text/html; charset=utf-8')
          .send(notBuiltPage);
      }
      // The browser app owns every other path, its own 404 page included.
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    },
  );
}

/**
 * Hashed build output (/assets/) never changes under its name: a phone keeps it a year
 * without asking again. Everything else (index.html, sw.js, theme-init.js, icons) is
 * revalidated on every load, so a deploy reaches the next visit (decision 022).
 */
function setStaticCacheHeaders(
  reply: { header(name: string, value: string): unknown },
  root: string,
  file: string,
) {
  const isHashedAsset = path.relative(root, file).startsWith(`assets${path.sep}`);
  reply.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
}
