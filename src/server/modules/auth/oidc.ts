/**
 * Sign-in through an OpenID Connect provider (the spec's "third-party identity provider"
 * reading): authorization code flow with PKCE, state and nonce. New accounts are pending
 * exactly as with the magic link.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { z } from 'zod';
import type { Config } from '#server/config.ts';
import { route } from '#server/http/route.ts';
import { findSessionUser, revokeSession, setSessionCookie } from '#server/http/sessions.ts';
import type { App, Deps } from '#server/http/types.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { messages } from '#shared/messages.ts';
import { isStaffReturnPath } from '#shared/return-path.ts';
import { returnPathSchema } from '#shared/schemas.ts';
import { adoptSavedLocale, saveUserLocale, userLocale } from '../locale/service.ts';
import { landingFor, signIn } from './service.ts';

type OidcConfig = NonNullable<Config['oidc']>;

const FLOW_COOKIE = 'tapin_oidc';
const FLOW_MAX_AGE_S = 10 * 60;
export const OIDC_START_PATH = endpoints.oidcStart.path;
const CALLBACK_PATH = endpoints.oidcCallback.path;

interface Flow {
  state: string;
  nonce: string;
  verifier: string;
  /** The staff page to return to (see return-path.ts). */
  next?: string;
}

/** Discovery is fetched lazily and cached; a failure is retried on the next sign-in. */
function createOidcClient(settings: OidcConfig) {
  let pending: Promise<oidc.Configuration> | null = null;
  return () => {
    pending ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        settings.allowHttp
          ? { execute: [oidc.allowInsecureRequests], timeout: 10 }
          : { timeout: 10 },
      )
      .catch((error) => {
        pending = null;
        throw error;
      });
    return pending;
  };
}

export function oidcRoutes(app: App, deps: Deps, settings: OidcConfig) {
  const getClient = createOidcClient(settings);
  const redirectUri = `${deps.config.publicUrl}${CALLBACK_PATH}`;
  const secure = deps.config.isHttps;
  const fail = (reply: FastifyReply) => reply.redirect('/coach/login?error=oidc', 302);

  route(
    app,
    endpoints.oidcStart,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Start sign-in with the identity provider',
        querystring: z.object({ next: returnPathSchema.optional() }),
      },
    },
    async (request, reply) => {
      let client: oidc.Configuration;
      try {
        client = await getClient();
      } catch (error) {
        request.log.error({ err: error }, 'OIDC discovery failed');
        return fail(reply);
      }
      const flow: Flow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        next: request.query.next,
      };
      reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
        path: CALLBACK_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        signed: true,
        maxAge: FLOW_MAX_AGE_S,
      });
      const url = oidc.buildAuthorizationUrl(client, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
      });
      return reply.redirect(url.href, 302);
    },
  );

  route(
    app,
    endpoints.oidcCallback,
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Return from the identity provider' },
    },
    async (request: FastifyRequest, reply) => {
      const flow = readFlow(request);
      reply.clearCookie(FLOW_COOKIE, { path: CALLBACK_PATH });
      if (!flow) return fail(reply);
      try {
        const client = await getClient();
        const currentUrl = new URL(request.url, deps.config.publicUrl);
        const tokens = await oidc.authorizationCodeGrant(client, currentUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        // Providers may keep profile claims out of the ID token; the userinfo endpoint has them.
        const claims =
          idClaims && typeof idClaims.email !== 'string'
            ? {
                ...idClaims,
                ...(await oidc.fetchUserInfo(client, tokens.access_token, idClaims.sub)),
              }
            : idClaims;
        const email = typeof claims?.email === 'string' ? claims.email.toLowerCase() : null;
        // Accounts are found by email: only an address the provider checked may sign in.
        if (!email || claims?.email_verified !== true) {
          request.log.warn('OIDC sign-in without a verified email');
          return fail(reply);
        }
        const previous = await findSessionUser(deps, request);
        const { user, session } = await signIn(deps, {
          email,
          firstName: typeof claims?.given_name === 'string' ? claims.given_name : null,
          lastName: typeof claims?.family_name === 'string' ? claims.family_name : null,
          method: 'oidc',
          ip: request.ip,
        });
        if (previous) await revokeSession(deps.db, previous);
        setSessionCookie(reply, session.token, { expiresAt: session.expiresAt, secure });
        // The account's saved language becomes this browser's, as with the magic link
        // (decision 045): the page it lands on opens in it.
        await adoptSavedLocale(request, reply, {
          saved: await userLocale(deps, user.id),
          save: (locale) => saveUserLocale(deps, { userId: user.id, locale }),
          secure,
        });
        return reply.redirect(landingFor(user, flow.next), 302);
      } catch (error) {
        request.log.warn({ err: error }, messages.errors.oidcFailed);
        return fail(reply);
      }
    },
  );
}

function readFlow(request: FastifyRequest): Flow | null {
  const raw = request.cookies[FLOW_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const flow = JSON.parse(unsigned.value) as Partial<Flow>;
    if (!flow.state || !flow.nonce || !flow.verifier) return null;
    const { state, nonce, verifier, next } = flow;
    // Signed by this server, but checked again: only a staff path is ever followed.
    return { state, nonce, verifier, next: next && isStaffReturnPath(next) ? next : undefined };
  } catch {
    return null;
  }
}
