/**
 * The pseudo-locale 'en-XA' (decision 045): every English text with its letters accented and
 * the whole in brackets, "[Ĉĥéçķ îñ åļļ (3)]". Generated from the English catalogue, never
 * written: a screen showing plain English in it shows a text that bypasses the catalogue.
 */
import type { CataloguePart } from './locales.ts';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] ?? letter,
  ]),
);

/** Keys whose values are identifiers the code reads (the guide's step links), not texts. */
const IDENTIFIERS = new Set(['link']);

export function pseudoText(text: string): string {
  if (text === '') return text;
  return `[${text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter)}]`;
}

export function pseudoLocalize<T>(value: T): T {
  if (typeof value === 'string') return pseudoText(value) as T;
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    // Text values (names, times) stay as they are: only the catalogue's own words change.
    const wrapped = (...args: unknown[]) => {
      const values: string[] = [];
      const mark = (value: unknown): unknown => {
        if (typeof value === 'string') return `\uE000${values.push(value) - 1}\uE001`;
        return Array.isArray(value) ? value.map(mark) : value;
      };
      const restore = (text: string) =>
        text.replace(/\uE000(\d+)\uE001/g, (_m, index: string) => values[Number(index)] ?? '');
      const out = pseudoLocalize(fn(...args.map(mark)));
      return Array.isArray(out) ? out.map((item) => restore(String(item))) : restore(String(out));
    };
    // The same parameters as the English text (the parity test counts them).
    return Object.defineProperty(wrapped, 'length', { value: fn.length }) as T;
  }
  if (Array.isArray(value)) return value.map((item) => pseudoLocalize(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        IDENTIFIERS.has(key) ? item : pseudoLocalize(item),
      ]),
    ) as T;
  }
  return value;
}

export async function pseudoCatalogue(which: CataloguePart): Promise<object> {
  const { english } =
    which === 'parent'
      ? await import('../messages/public.ts')
      : which === 'screens'
        ? await import('../messages/parent-screens.ts')
        : await import('../messages.ts');
  return pseudoLocalize(english);
}
