/**
 * The page's language (decision 045): chosen before the first render, in the order of
 * src/shared/i18n/locales.ts (the switch's cookie, then the browser's languages, then the
 * install's default the server left in a cookie, then English), and switched in one tap.
 * Only the active language's parent texts are fetched: English is built in; another
 * language's catalogue is lazy chunks, in parts (`CataloguePart`): the parent's first page's
 * texts before the first render, then the parent and public screens' texts, or every text,
 * with the routes that show them (`withCatalogue`).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import * as endpoints from '#shared/api/parent-endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import { activeLocale, loadCatalogue, setActiveLocale } from '#shared/i18n/active.ts';
import {
  type CataloguePart,
  chooseLocale,
  DEFAULT_LOCALE_COOKIE,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
  matchTag,
} from '#shared/i18n/locales.ts';

function readCookie(name: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** The language this page opens in. `?lang=` (a link a coach shares) counts as the switch. */
export function initialLocale(): Locale {
  const lang = new URLSearchParams(window.location.search).get('lang');
  return chooseLocale({
    explicit: lang ?? readCookie(LOCALE_COOKIE),
    acceptLanguage: navigator.languages?.length ? navigator.languages : navigator.language,
    installDefault: readCookie(DEFAULT_LOCALE_COOKIE),
  });
}

const listeners = new Set<() => void>();
/** The catalogue parts this page has needed so far: a switch fetches them in the new language. */
const parts = new Set<CataloguePart>(['parent']);

function loadParts(locale: Locale): Promise<unknown> {
  return Promise.all([...parts].map((part) => loadCatalogue(locale, part)));
}

function apply(locale: Locale) {
  setActiveLocale(locale);
  document.documentElement.lang = LOCALES[locale].tag;
  for (const listener of listeners) listener();
}

/** Before the first render: the language and its parent texts. */
export async function startLocale(): Promise<void> {
  const locale = initialLocale();
  try {
    await loadCatalogue(locale, 'parent');
    apply(locale);
  } catch {
    // No signal and the chunk was never cached: English, rather than no page.
    apply('en');
  }
}

/**
 * A route's module, with its texts in the active language loaded before it renders (the
 * parent bundle never carries them): every text for a staff screen, `screens` for a parent
 * or public screen loaded on demand.
 */
export function withCatalogue<T>(
  load: () => Promise<T>,
  part: CataloguePart = 'all',
): () => Promise<T> {
  return async () => {
    parts.add(part);
    const [module] = await Promise.all([load(), loadCatalogue(activeLocale(), part)]);
    return module;
  };
}

/**
 * For a component loaded on demand inside a first-page screen (the Texts offer): true once
 * `part` of the page's language is loaded; it fetches it and renders again when it is.
 */
export function useCatalogue(part: CataloguePart): boolean {
  const locale = useLocale();
  const [ready, setReady] = useState<string | null>(null);
  const id = `${locale}:${part}`;
  useEffect(() => {
    parts.add(part);
    let live = true;
    void loadCatalogue(locale, part).then(
      () => live && setReady(id),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [locale, part, id]);
  return locale === 'en' || ready === id;
}

/**
 * The switch: fetches the language's texts, shows the page in it, and remembers the choice
 * (this device's cookie; the staff account or verified phone through PUT /api/locale).
 */
export async function switchLocale(locale: Locale): Promise<void> {
  await loadParts(locale);
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // The server sets the same cookie on PUT /api/locale; this one also holds with no signal.
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, no Cookie Store API in every browser
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax${secure}`;
  apply(locale);
  void fetch(apiPath(endpoints.setLocale), {
    method: 'PUT',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ locale }),
  }).catch(() => {});
}

/**
 * A sign-in or a phone verification can bring the language saved for that person (the
 * server sets the cookie): the page follows it.
 */
export function followSavedLocale(): void {
  const saved = matchTag(readCookie(LOCALE_COOKIE) ?? '');
  if (saved && saved !== activeLocale()) {
    void loadParts(saved).then(() => apply(saved));
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The page's language; a component using it renders again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, activeLocale, activeLocale);
}
