/**
 * Guardian texts' routes (decision 042): Twilio's inbound-message webhook (STOP, HELP,
 * START), the admin's Texts panel, and the coach's nudge from the late-arrivals banner.
 */
import { validateRequest } from 'twilio/lib/webhooks/webhooks.js';
import { z } from 'zod';
import { appError } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import { requireAdmin } from '#server/http/sessions.ts';
import type { App, Deps } from '#server/http/types.ts';
import { normalizePhone } from '#server/platform/phone.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { messages } from '#shared/messages.ts';
import { idSchema, lateNudgeSchema, textsSummarySchema } from '#shared/schemas.ts';
import { assertEventVisible, requireStaffScope } from '../auth/scope.ts';
import { guardianLocale } from '../locale/service.ts';
import { handleInbound, twiml } from './inbound.ts';
import { previewNudge, sendNudge } from './nudge.ts';
import { textsSummary } from './summary.ts';

export const TWILIO_SMS_WEBHOOK = endpoints.twilioSmsWebhook.path;

export function messagingRoutes(app: App, deps: Deps) {
  const { config } = deps;

  app.register(async (scope) => {
    // Twilio posts a form; only this route reads one.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    route(
      scope,
      endpoints.twilioSmsWebhook,
      {
        // The provider's call: no session or device; the signature is checked in the handler.
        config: { access: 'public' },
        schema: {
          tags: ['texts'],
          summary:
            "Twilio's inbound-message webhook: STOP (and variants) ends alert texts, START brings them back, HELP says who is texting. Signed with X-Twilio-Signature (403 otherwise); answers TwiML with exactly one reply. Once per MessageSid (400 without one): the same message again changes nothing and gets the first answer.",
        },
      },
      async (request, reply) => {
        const params =
          request.body && typeof request.body === 'object'
            ? (request.body as Record<string, string>)
            : {};
        const signature = request.headers['x-twilio-signature'];
        const token = config.texts.webhookAuthToken;
        // Twilio signs the URL it called: ours as configured (PUBLIC_URL), path and query.
        const url = new URL(request.url, config.publicUrl).toString();
        if (
          !token ||
          typeof signature !== 'string' ||
          !validateRequest(token, signature, url, params)
        ) {
          throw appError('WEBHOOK_SIGNATURE_INVALID', messages.errors.webhookSignatureInvalid);
        }
        // Every text Twilio delivers has its id; without one a replay could not be told.
        const messageSid = typeof params.MessageSid === 'string' ? params.MessageSid : '';
        if (!messageSid) throw appError('VALIDATION_FAILED', messages.errors.invalidRequest);
        const from = typeof params.From === 'string' ? params.From : '';
        const phone = normalizePhone(from) ?? from;
        const result = phone
          ? await handleInbound(deps, {
              messageSid,
              from: phone,
              body: typeof params.Body === 'string' ? params.Body : '',
              now: deps.clock.now(),
              org: config.texts.orgName,
              contact: config.texts.orgContact,
              locale: (await guardianLocale(deps, phone)) ?? config.defaultLocale,
            })
          : { reply: null };
        return reply.type('text/xml; charset=utf-8').send(twiml(result.reply));
      },
    );
  });

  route(
    app,
    endpoints.adminTexts,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Texts and emails sent today and this month, segments and estimated cost (SMS_PRICE_PER_SEGMENT), and the daily cap of alert texts: reached or not, and why texts were skipped',
        response: { 200: textsSummarySchema },
      },
    },
    async (request) => {
      await requireAdmin(deps, request);
      return textsSummary(deps, deps.clock.now());
    },
  );

  const nudgeParams = z.object({ eventId: idSchema });

  route(
    app,
    endpoints.lateNudge,
    {
      config: { access: 'staff' },
      schema: {
        tags: ['texts'],
        summary:
          "What the late-arrivals nudge would send now: athletes not checked in, and the texts and emails to their opted-in guardians (the confirmation's count); `sentAt` once it went",
        params: nudgeParams,
        response: { 200: lateNudgeSchema },
      },
    },
    async (request) => {
      const { scope } = await requireStaffScope(deps, request);
      await assertEventVisible(deps, { scope, eventId: request.params.eventId });
      return previewNudge(deps, { eventId: request.params.eventId, now: deps.clock.now(), scope });
    },
  );

  route(
    app,
    endpoints.sendLateNudge,
    {
      config: { access: 'staff' },
      schema: {
        tags: ['texts'],
        summary:
          'Text the opted-in guardians of every athlete not checked in yet ("Practice started at 5:00 PM and Maya G. isn\'t checked in yet"). Once per late athlete: each coach nudges the late athletes of their own teams, and 409 LATE_NUDGE_SENT once every late athlete they see was nudged; only once the event has started (409 LATE_NUDGE_TOO_EARLY).',
        params: nudgeParams,
        response: { 200: lateNudgeSchema },
      },
    },
    async (request) => {
      const { scope } = await requireStaffScope(deps, request);
      await assertEventVisible(deps, { scope, eventId: request.params.eventId });
      const result = await sendNudge(deps, {
        eventId: request.params.eventId,
        now: deps.clock.now(),
        scope,
      });
      deps.deliverer.wake();
      return result;
    },
  );
}
