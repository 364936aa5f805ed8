/**
 * Which language a text is read in, at the moment it is read (decision 045). The catalogue
 * (`messages`) is a view over the English texts: every read looks up the active language's
 * text at the same path and falls back to English where that language has not been loaded.
 *
 * - In the browser one person reads one page: `setActiveLocale` switches it.
 * - On the server many requests run at once: `setLocaleProvider` installs the request's own
 *   language (AsyncLocalStorage, src/server/http/locale.ts), and `withLocale` runs a piece of
 *   work (a text to a guardian, an email) in the language of the person who reads it.
 */
import { type CataloguePart, LOCALES, type Locale } from './locales.ts';

let current: Locale = 'en';
let provider: (() => Locale | undefined) | null = null;

export function activeLocale(): Locale {
  return provider?.() ?? current;
}

export function setActiveLocale(locale: Locale): void {
  current = locale;
}

export function setLocaleProvider(read: (() => Locale | undefined) | null): void {
  provider = read;
}

type Sections = Record<string, unknown>;
const loaded = new Map<Locale, Sections>();

/**
 * Lays one loaded catalogue (a language's sections) over what is known of that language,
 * section by section: a part of a section (the parent bundle's `texts` is the athlete list's
 * link only) never hides the whole of it, loaded before or after.
 */
export function registerCatalogue(locale: Locale, sections: object): void {
  const known: Sections = { ...loaded.get(locale) };
  for (const [name, section] of Object.entries(sections)) {
    const before = known[name];
    known[name] =
      isPlainObject(before) && isPlainObject(section) ? { ...before, ...section } : section;
  }
  loaded.set(locale, known);
}

function isPlainObject(value: unknown): value is Sections {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** True once `section` of `locale` is loaded (English always is). */
export function hasCatalogue(locale: Locale, section: string): boolean {
  return locale === 'en' || section in (loaded.get(locale) ?? {});
}

const fetched = new Map<string, Promise<void>>();

/**
 * Fetches a part of a language's catalogue once (`CataloguePart`, in src/shared/i18n/locales.ts:
 * `parent` the parent bundle's sections, `screens` those and the parent and public screens
 * loaded on demand, `all` every section). English is built in; a language not configured
 * stays English.
 */
export function loadCatalogue(locale: Locale, which: CataloguePart): Promise<void> {
  const load = LOCALES[locale]?.load;
  if (!load) return Promise.resolve();
  const id = `${locale}:${which}`;
  let done = fetched.get(id);
  if (!done) {
    done = load[which]().then((sections) => registerCatalogue(locale, sections));
    done.catch(() => fetched.delete(id));
    fetched.set(id, done);
  }
  return done;
}

/** Every configured language, whole (the server, before it answers). */
export async function loadAllCatalogues(): Promise<void> {
  await Promise.all((Object.keys(LOCALES) as Locale[]).map((l) => loadCatalogue(l, 'all')));
}

/** The BCP 47 tag of the active language ("es-US"), for Intl. */
export function activeTag(): string {
  const config = LOCALES[activeLocale()] ?? LOCALES.en;
  return config.intl ?? config.tag;
}

/** Runs `work` with `locale` active, when no provider decides (browser code, unit tests). */
export function inLocale<T>(locale: Locale, work: () => T): T {
  const before = current;
  current = locale;
  try {
    return work();
  } finally {
    current = before;
  }
}

/**
 * One view per English object and path: the same section can be a part in one catalogue and
 * whole in another (`texts` in public.ts and in parent-screens.ts), each its own view.
 */
const views = new WeakMap<object, Map<string, unknown>>();

function at(locale: Locale, path: readonly string[]): unknown {
  let node: unknown = loaded.get(locale);
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Sections)[key];
  }
  return node;
}

function view<T extends object>(english: T, path: readonly string[]): T {
  const id = path.join('\u0000');
  let byPath = views.get(english);
  if (!byPath) {
    byPath = new Map();
    views.set(english, byPath);
  }
  const known = byPath.get(id);
  if (known && path.length > 0) return known as T;
  const proxy = new Proxy(english, {
    get(target, key, receiver) {
      if (typeof key === 'symbol') return Reflect.get(target, key, receiver);
      const fallback = Reflect.get(target, key, receiver);
      const locale = activeLocale();
      let value: unknown = fallback;
      if (locale !== 'en') {
        const translated = at(locale, path) as Sections | undefined;
        if (translated && typeof translated === 'object' && key in translated) {
          value = translated[key];
        }
      }
      if (value !== null && typeof value === 'object' && typeof fallback === 'object') {
        return view(fallback as object, [...path, key]);
      }
      return value;
    },
  });
  if (path.length > 0) byPath.set(id, proxy);
  return proxy;
}

/** The catalogue `english` as read in the active language. */
export function localized<T extends object>(english: T): T {
  return view(english, []);
}
