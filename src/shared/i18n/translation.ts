/**
 * A second language is a translation file: an object of the catalogue's shape holding the
 * texts it translates (decision 025). `withTranslation` lays it over the English catalogue,
 * so an untranslated text falls back to English instead of breaking a screen; the types keep
 * every key and every function's parameters the same as the English ones.
 */
export type Translation<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly unknown[]
    ? Texts<T>
    : T extends object
      ? { readonly [K in keyof T]?: Translation<T[K]> }
      : Texts<T>;

/** A list is translated whole (the guide's steps, the report's contents): every item, every field. */
type Texts<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer Item)[]
    ? readonly Texts<Item>[]
    : T extends object
      ? { readonly [K in keyof T]: Texts<T[K]> }
      : T extends string
        ? string
        : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function withTranslation<T extends object>(
  base: T,
  translation: NoInfer<Translation<T>>,
): T {
  return merge(base as Record<string, unknown>, translation as Record<string, unknown>) as T;
}

function merge(
  base: Record<string, unknown>,
  translation: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...base };
  for (const [key, value] of Object.entries(translation)) {
    if (value === undefined) continue;
    const english = base[key];
    out[key] = isPlainObject(english) && isPlainObject(value) ? merge(english, value) : value;
  }
  return out;
}

/**
 * A whole language (decision 045): exactly the English catalogue's keys, no more, no fewer;
 * every text a string, every function with the English parameters. `tsc` refuses a missing or
 * an extra key; the parity test (src/shared/messages/parity.test.ts) also checks what types
 * cannot (the number of parameters, list lengths, every value of the English text used).
 */
export type Catalogue<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer Item)[]
    ? readonly Catalogue<Item>[]
    : T extends object
      ? { readonly [K in keyof T]: Catalogue<T[K]> }
      : T extends string
        ? string
        : T;
