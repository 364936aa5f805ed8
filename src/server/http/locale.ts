/**
 * The language of each request (decision 045): the switch's cookie (or `?lang=`), then the
 * browser's Accept-Language, then the install's DEFAULT_LOCALE, then English. The choice
 * saved for a verified phone or a staff account reaches the browser as that same cookie when
 * the person signs in or verifies (modules/locale/service.ts), so it needs no lookup here.
 *
 * The catalogue (`messages`) reads the request's language from AsyncLocalStorage, so error
 * answers, the sign-in email, the verification text and the CSV reports are in it without a
 * parameter at every call; `withLocale` runs other work (a text to a guardian) in theirs.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { setLocaleProvider } from '#shared/i18n/active.ts';
import {
  chooseLocale,
  DEFAULT_LOCALE,
  DEFAULT_LOCALE_COOKIE,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
  matchTag,
} from '#shared/i18n/locales.ts';
import type { Config } from '../config.ts';
import type { App } from './types.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in (decision 045). */
    locale: Locale;
  }
}

const storage = new AsyncLocalStorage<Locale>();
setLocaleProvider(() => storage.getStore());

/** Runs `work` with the catalogue, dates and numbers in `locale`. */
export function withLocale<T>(locale: Locale, work: () => T): T {
  return storage.run(locale, work);
}

/**
 * Runs `work` in a guardian's saved language, else the install's (decision 045): every
 * text and email to a guardian is written in their language, whoever caused it.
 */
export function withSavedLocale<T>(
  saved: string | null | undefined,
  fallback: Locale,
  work: () => T,
): T {
  return withLocale((saved && matchTag(saved)) || fallback, work);
}

/**
 * The `tapin_locale` cookie, read before the cookie plugin has parsed anything. A value
 * that is not valid percent-encoding is no choice at all (ignored, never a 500): anyone
 * can set a cookie, and every request reads this one.
 */
export function localeCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(header);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/** The switch's choice on this device: `?lang=` (a link), else the cookie. */
export function explicitLocale(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const lang = typeof query?.lang === 'string' ? query.lang : undefined;
  return lang ?? localeCookie(request);
}

export function requestLocale(request: FastifyRequest, config: Pick<Config, 'defaultLocale'>) {
  return chooseLocale({
    explicit: explicitLocale(request),
    acceptLanguage: request.headers['accept-language'],
    installDefault: config.defaultLocale,
  });
}

const isPage = (reply: FastifyReply) =>
  String(reply.getHeader('content-type') ?? '').startsWith('text/html');

/** Installs the language of every request; call first, before any other hook. */
export function localeHooks(app: App, config: Pick<Config, 'defaultLocale'>) {
  app.decorateRequest('locale', 'en');
  const enter = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    storage.run(request.locale, done);
  };
  app.addHook('onRequest', (request, reply, done) => {
    request.locale = requestLocale(request, config);
    enter(request, reply, done);
  });
  // A request body is read in the socket's own context: enter the request's again after it.
  app.addHook('preValidation', enter);
  // What an API answer says depends on the language: say which, and that it varies.
  app.addHook('onSend', async (request, reply) => {
    if (config.defaultLocale !== DEFAULT_LOCALE && isPage(reply)) {
      // The page chooses its language itself, before it renders: tell it the install's.
      reply.header('set-cookie', [
        ...[reply.getHeader('set-cookie') ?? []].flat().map(String),
        `${DEFAULT_LOCALE_COOKIE}=${config.defaultLocale}; Path=/; SameSite=Lax`,
      ]);
    }
    if (!request.url.startsWith('/api') && !request.url.startsWith('/dev')) return;
    reply.header('content-language', LOCALES[request.locale].tag);
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-language/i.test(vary)) {
      reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
    }
  });
}
