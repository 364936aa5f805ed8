import { z } from 'zod';
import { appError } from '#server/http/errors.ts';
import { clientNetwork, strictLimit } from '#server/http/rate-limits.ts';
import { route } from '#server/http/route.ts';
import {
  clearSessionCookie,
  findSessionUser,
  requireStaff,
  requireUser,
  revokeSession,
  setSessionCookie,
} from '#server/http/sessions.ts';
import type { App, Deps } from '#server/http/types.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { messages } from '#shared/messages.ts';
import {
  authProvidersSchema,
  magicLinkBodySchema,
  magicLinkResponseSchema,
  offlineKeySchema,
  signInResponseSchema,
  userSchema,
  verifyMagicLinkBodySchema,
} from '#shared/schemas.ts';
import { localeCookie, withLocale } from '../../http/locale.ts';
import { adoptSavedLocale, emailLocale, saveUserLocale, userLocale } from '../locale/service.ts';
import { OIDC_START_PATH, oidcRoutes } from './oidc.ts';
import {
  isLinkForSignedInUser,
  landingFor,
  offlineKeyFor,
  requestMagicLink,
  signInWithMagicLink,
} from './service.ts';

const tags = ['auth'];

export function authRoutes(app: App, deps: Deps) {
  const secure = deps.config.isHttps;

  route(
    app,
    endpoints.requestMagicLink,
    {
      config: { ...strictLimit(deps), access: 'public' },
      schema: {
        tags,
        summary: 'Email a one-time sign-in link',
        body: magicLinkBodySchema,
        response: { 200: magicLinkResponseSchema },
      },
    },
    async (request) => {
      // The email goes out in the language the account chose, unless this device chose (045).
      const saved = localeCookie(request) ? null : await emailLocale(deps, request.body.email);
      return withLocale(saved ?? request.locale, () =>
        requestMagicLink(deps, { ...request.body, ip: clientNetwork(request.ip) }),
      );
    },
  );

  route(
    app,
    endpoints.verifyMagicLink,
    {
      config: { ...strictLimit(deps), access: 'public' },
      schema: {
        tags,
        summary: "Spend a magic link's token and start a session",
        body: verifyMagicLinkBodySchema,
        response: { 200: signInResponseSchema },
      },
    },
    async (request, reply) => {
      const previous = await findSessionUser(deps, request);
      if (previous && request.body.keepSession) {
        const same = await isLinkForSignedInUser(deps, {
          token: request.body.token,
          email: previous.email,
        });
        if (!same) throw appError('OTHER_ACCOUNT', messages.errors.otherAccount);
        const { sessionId: _sessionId, ...user } = previous;
        return { user, redirectTo: landingFor(user, request.body.next) };
      }
      // Rotation: whatever session this browser had ends; the new one has a new id.
      const { user, session } = await signInWithMagicLink(deps, {
        token: request.body.token,
        ip: request.ip,
      });
      if (previous) await revokeSession(deps.db, previous);
      setSessionCookie(reply, session.token, { expiresAt: session.expiresAt, secure });
      await adoptSavedLocale(request, reply, {
        saved: await userLocale(deps, user.id),
        save: (locale) => saveUserLocale(deps, { userId: user.id, locale }),
        secure,
      });
      return { user, redirectTo: landingFor(user, request.body.next) };
    },
  );

  route(
    app,
    endpoints.authUser,
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'The signed-in user', response: { 200: userSchema } },
    },
    async (request) => {
      const { sessionId: _sessionId, ...user } = await requireUser(deps, request);
      return user;
    },
  );

  route(
    app,
    endpoints.offlineKey,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "The coach's key sealing their offline changes in a browser they left",
        response: { 200: offlineKeySchema },
      },
    },
    async (request, reply) => {
      const user = await requireStaff(deps, request);
      reply.header('cache-control', 'no-store');
      return { userId: user.id, key: await offlineKeyFor(deps, user.id) };
    },
  );

  route(
    app,
    endpoints.authProviders,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign-in methods besides the magic link',
        response: { 200: authProvidersSchema },
      },
    },
    () => ({
      oidc: deps.config.oidc
        ? { name: deps.config.oidc.providerName, startUrl: OIDC_START_PATH }
        : null,
    }),
  );

  if (deps.config.oidc) oidcRoutes(app, deps, deps.config.oidc);

  route(
    app,
    endpoints.logout,
    {
      config: { access: 'public' },
      schema: { tags, summary: 'End the session and go home', response: { 302: z.null() } },
    },
    async (request, reply) => {
      const user = await findSessionUser(deps, request);
      if (user) await revokeSession(deps.db, user);
      clearSessionCookie(reply, { secure });
      return reply.redirect('/', 302);
    },
  );
}
