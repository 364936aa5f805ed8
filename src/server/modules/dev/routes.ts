/**
 * The dev outbox page and JSON endpoint. Registered only when a message channel has no
 * provider and NODE_ENV is not production.
 */
import { z } from 'zod';
import { route } from '#server/http/route.ts';
import type { App, Deps } from '#server/http/types.ts';
import { normalizePhone } from '#server/platform/phone.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { formatTimestamp } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import { outboxMessageSchema } from '#shared/schemas.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Phones are stored in E.164; let a tester type them any way. */
function outboxAddress(to: string | undefined) {
  if (!to) return undefined;
  return to.includes('@') ? to.toLowerCase() : (normalizePhone(to) ?? to);
}

export function devRoutes(app: App, deps: Deps) {
  route(
    app,
    endpoints.devOutbox,
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary: 'Messages the dev outbox holds, newest first',
        querystring: z.object({ to: z.string().optional() }),
        response: { 200: z.array(outboxMessageSchema) },
      },
    },
    (request) => deps.outbox.list({ to: outboxAddress(request.query.to) }),
  );

  app.get(
    '/dev/outbox',
    { schema: { hide: true, querystring: z.object({ to: z.string().optional() }) } },
    async (request, reply) => {
      const sent = await deps.outbox.list({ to: outboxAddress(request.query.to) });
      const rows = sent
        .map(
          (message) => `<li>
  <p class="meta"><strong>${escapeHtml(message.channel.toUpperCase())}</strong> to ${escapeHtml(message.to)} · <time datetime="${message.createdAt}">${escapeHtml(formatTimestamp(message.createdAt))}</time></p>
  ${message.subject ? `<p><strong>${escapeHtml(message.subject)}</strong></p>` : ''}
  <pre>${escapeHtml(message.body)}</pre>
  ${message.link ? `<p><a href="${escapeHtml(message.link)}">${escapeHtml(message.link)}</a></p>` : ''}
</li>`,
        )
        .join('\n');
      reply.type('text/html; charset=utf-8');
      return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${messages.outbox.title} · TapIn</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:1rem;color:#0f172a;background:#fff}
@media (prefers-color-scheme:dark){body{color:#e2e8f0;background:#0f172a}a{color:#93c5fd}}
ul{list-style:none;padding:0}li{border:1px solid #94a3b8;border-radius:.5rem;padding:.75rem 1rem;margin:.75rem 0}
pre{white-space:pre-wrap;font:inherit;margin:.25rem 0}.meta{margin:0;font-size:.875rem}</style></head>
<body><main><h1>${messages.outbox.title}</h1><p>${messages.outbox.text}</p>
${sent.length ? `<ul>${rows}</ul>` : `<p>${messages.outbox.empty}</p>`}</main></body></html>`;
    },
  );
}
