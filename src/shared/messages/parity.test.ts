/**
 * Catalogue parity (decision 045): every language has exactly the English keys, list lengths
 * and function parameters, and every value an English text shows is shown by its translation
 * too. `tsc` already refuses a missing or extra key; this also catches what types cannot.
 * A key added to the English catalogue fails here until every language has it.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../i18n/active.ts';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { english } from '../messages.ts';
import { english as englishScreens } from './parent-screens.ts';
import { english as englishPublic } from './public.ts';

type Node = unknown;

/** Every difference between `en` and `other`, as "path: problem" lines. */
function parityProblems(en: Node, other: Node, path = ''): string[] {
  const kind = (value: Node) =>
    Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value;
  if (kind(en) !== kind(other)) return [`${path}: ${kind(en)} in English, ${kind(other)} here`];
  if (typeof en === 'function' && typeof other === 'function') {
    if (en.length !== other.length) {
      return [`${path}: ${en.length} parameters in English, ${other.length} here`];
    }
    return valuesShown(en as Text, other as Text, path);
  }
  if (Array.isArray(en) && Array.isArray(other)) {
    if (en.length !== other.length)
      return [`${path}: ${en.length} items in English, ${other.length} here`];
    return en.flatMap((item, index) => parityProblems(item, other[index], `${path}[${index}]`));
  }
  if (en && typeof en === 'object' && other && typeof other === 'object') {
    const a = Object.keys(en);
    const b = Object.keys(other);
    return [
      ...a.filter((key) => !b.includes(key)).map((key) => `${path}.${key}: missing`),
      ...b.filter((key) => !a.includes(key)).map((key) => `${path}.${key}: not in English`),
      ...a
        .filter((key) => b.includes(key))
        .flatMap((key) =>
          parityProblems(
            (en as Record<string, Node>)[key],
            (other as Record<string, Node>)[key],
            `${path}.${key}`,
          ),
        ),
    ];
  }
  return [];
}

/**
 * Calls both functions with marked string values: a value the English text shows must be
 * shown by the translation (a function that needs numbers or lists is tried with those).
 */
type Text = (...args: unknown[]) => unknown;

function valuesShown(en: Text, other: Text, path: string): string[] {
  const tries: unknown[][] = [
    Array.from({ length: en.length }, (_, i) => `«v${i}»`),
    Array.from({ length: en.length }, (_, i) => 4300 + i),
    Array.from({ length: en.length }, (_, i) => [`«v${i}»`, `«w${i}»`]),
  ];
  for (const args of tries) {
    let a: unknown;
    try {
      a = en(...args);
    } catch {
      continue;
    }
    let b: unknown;
    try {
      b = other(...args);
    } catch (error) {
      return [`${path}: throws where English does not (${String(error)})`];
    }
    const text = (value: unknown) => (Array.isArray(value) ? value.join('\n') : String(value));
    const marks = (value: unknown): string[] => text(value).match(/«[vw]\d»|43\d\d/g) ?? [];
    const missing = [...new Set(marks(a))].filter((mark) => !marks(b).includes(mark));
    if (missing.length > 0) return [`${path}: does not show ${missing.join(', ')}`];
  }
  return [];
}

const languages = (Object.keys(LOCALES) as Locale[]).filter((locale) => LOCALES[locale].load);

describe('every language has the English catalogue’s shape', () => {
  it.each(languages)('%s: whole catalogue, parent bundle and parent screens', async (locale) => {
    const load = LOCALES[locale].load;
    if (!load) return;
    expect(parityProblems(english, await load.all())).toEqual([]);
    expect(parityProblems(englishPublic, await load.parent())).toEqual([]);
    expect(parityProblems(englishScreens, await load.screens())).toEqual([]);
    await loadCatalogue(locale, 'all');
  });

  it('notices a missing key, an extra key, a dropped parameter and a value left out', () => {
    const en = { a: 'A', b: { c: (n: string) => `C ${n}` }, d: ['x', 'y'] };
    expect(parityProblems(en, { a: 'A', b: { c: () => 'C' }, d: ['x', 'y'] })).toEqual([
      '.b.c: 1 parameters in English, 0 here',
    ]);
    expect(parityProblems(en, { a: 'A', b: { c: (_n: string) => 'C' }, d: ['x'] })).toEqual([
      '.b.c: does not show «v0»',
      '.d: 2 items in English, 1 here',
    ]);
    expect(parityProblems(en, { b: { c: (n: string) => n, e: 'E' }, d: ['x', 'y'] })).toEqual([
      '.a: missing',
      '.b.e: not in English',
    ]);
  });
});
