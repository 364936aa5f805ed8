/**
 * The languages TapIn speaks (decision 045). Adding one is a catalogue folder
 * (src/shared/messages/<code>/, one file per English file) and one line here.
 */
export type Locale = 'en' | 'es' | 'en-XA';

export interface LocaleConfig {
  /** BCP 47 tag: `lang`, `Content-Language`, and dates, times and numbers (Intl). */
  readonly tag: string;
  /** Another tag for Intl only (the pseudo-locale's). */
  readonly intl?: string;
  /** The language's own name, on the switch. */
  readonly name: string;
  /** Offered by the switch and matched from Accept-Language (the pseudo-locale is not). */
  readonly offered: boolean;
  /** Its catalogue, in parts (`CataloguePart`): each fetched only by a page that needs it. */
  readonly load?: Readonly<Record<CataloguePart, () => Promise<object>>>;
}

/**
 * The parts of a catalogue a page fetches: `parent` the sections of the parent's first page
 * (messages/public.ts), before a phone in that language renders; `screens` those and the
 * parent and public screens loaded on demand (messages/parent-screens.ts), with their
 * routes; `all` every section (staff screens and the server).
 */
export type CataloguePart = 'parent' | 'screens' | 'all';

export const LOCALES: Readonly<Record<Locale, LocaleConfig>> = {
  en: { tag: 'en-US', name: 'English', offered: true },
  es: {
    tag: 'es-US',
    name: 'Español',
    offered: true,
    load: {
      parent: () => import('../messages/es/public.ts').then((m) => m.messages),
      screens: () => import('../messages/es/parent-screens.ts').then((m) => m.messages),
      all: () => import('../messages/es/index.ts').then((m) => m.messages),
    },
  },
  // Generated from the English catalogue: proves every text goes through the catalogue.
  'en-XA': {
    tag: 'en-XA',
    // Dates with no Latin letters: an English date on a pseudo-locale screen was formatted
    // without src/shared/i18n/datetime.ts.
    intl: 'ja-JP',
    name: '[Ëñĝļîšĥ]',
    offered: false,
    load: {
      parent: () => import('./pseudo.ts').then((m) => m.pseudoCatalogue('parent')),
      screens: () => import('./pseudo.ts').then((m) => m.pseudoCatalogue('screens')),
      all: () => import('./pseudo.ts').then((m) => m.pseudoCatalogue('all')),
    },
  },
};

export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALES, value);
}

/** The languages a person can pick, in switch order. */
export const offeredLocales = (Object.keys(LOCALES) as Locale[]).filter(
  (locale) => LOCALES[locale].offered,
);

/**
 * The TapIn language of one language tag: "es", "es-MX", "ES_us" → 'es'; an exact tag
 * ("en-XA") first, then its language. Undefined when TapIn does not speak it.
 */
export function matchTag(tag: string): Locale | undefined {
  const clean = tag.trim().replace(/_/g, '-').toLowerCase();
  if (!clean) return undefined;
  const exact = (Object.keys(LOCALES) as Locale[]).find((locale) => locale.toLowerCase() === clean);
  if (exact) return exact;
  const language = clean.split('-')[0];
  return offeredLocales.find((locale) => locale === language);
}

/** The best of an Accept-Language header (or `navigator.languages`) TapIn speaks. */
export function matchAcceptLanguage(header: string | readonly string[] | undefined | null) {
  if (!header) return undefined;
  const entries = (typeof header === 'string' ? header.split(',') : header).map((part, index) => {
    const [tag = '', ...params] = part.split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
  });
  entries.sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag, q } of entries) {
    if (q <= 0 || tag === '*') continue;
    const language = tag.replace(/_/g, '-').split('-')[0]?.toLowerCase();
    const locale = offeredLocales.find((offered) => offered === language);
    if (locale) return locale;
  }
  return undefined;
}

export interface LocaleSources {
  /** The switch's choice on this device (the `tapin_locale` cookie, or `?lang=`). */
  explicit?: string | null | undefined;
  /** The choice saved for the verified phone or the signed-in staff account. */
  saved?: string | null | undefined;
  /** The browser's Accept-Language header (or navigator.languages). */
  acceptLanguage?: string | readonly string[] | null | undefined;
  /** The install's default (DEFAULT_LOCALE setting). */
  installDefault?: string | null | undefined;
}

/**
 * The language of a request or page, in this order: the switch, the saved choice, the
 * browser's languages, the install's default, English.
 */
export function chooseLocale(sources: LocaleSources): Locale {
  const pick = (value: string | null | undefined) => (value ? matchTag(value) : undefined);
  return (
    pick(sources.explicit) ??
    pick(sources.saved) ??
    matchAcceptLanguage(sources.acceptLanguage) ??
    pick(sources.installDefault) ??
    DEFAULT_LOCALE
  );
}

/** The cookie the switch sets (readable by the page: it chooses before the first render). */
export const LOCALE_COOKIE = 'tapin_locale';

/** The install's DEFAULT_LOCALE, left by the server on its pages when it is not English. */
export const DEFAULT_LOCALE_COOKIE = 'tapin_default_locale';
