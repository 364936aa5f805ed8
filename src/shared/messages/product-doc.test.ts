/**
 * docs/product.md's texts in Spanish (issue 25): the table under "The same texts in Spanish"
 * says, for each text the "Errors and toasts" section quotes, its catalogue key, its English
 * and its Spanish. Both are read from the catalogues here, so the table cannot drift from
 * them, and a text quoted there without its row fails too.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { english } from '../messages.ts';
import { messages as spanish } from './es/index.ts';

const doc = readFileSync(new URL('../../../docs/product.md', import.meta.url), 'utf8');

function between(start: string, end: string): string {
  const from = doc.indexOf(start);
  const to = doc.indexOf(end, from + start.length);
  if (from < 0 || to < 0) throw new Error(`docs/product.md: no section from ${start} to ${end}`);
  return doc.slice(from, to);
}

const quotedSection = between('<a id="errors"></a>', '<a id="texts-es"></a>');
const table = between('<a id="texts-es"></a>', '<a id="limits"></a>');

const rows = [...table.matchAll(/^\| `([^`]+)` \| (.*) \| (.*) \|$/gm)].map((match) => ({
  key: match[1]!,
  en: match[2]!,
  es: match[3]!,
}));

/** The text at `key` ("section.name", or "section.name(3, 1)" for a text with values). */
function read(catalogue: unknown, key: string): unknown {
  const [, keyPath = '', args] = /^([^(]+)(?:\((.*)\))?$/.exec(key) ?? [];
  const value = keyPath
    .split('.')
    .reduce<unknown>(
      (node, name) => (node as Record<string, unknown> | undefined)?.[name],
      catalogue,
    );
  if (args === undefined) return value;
  if (typeof value !== 'function') return `${key} is not a text with values`;
  return value(...JSON.parse(`[${args}]`));
}

/** Quoted in the section but not a catalogue text: a format, and the generic form of a row's text. */
const NOT_CATALOGUE_TEXTS = new Set([
  'STATUS: body',
  'Successfully imported N athlete(s). X new, Y duplicate(s) skipped.',
  // The title and the text of one toast, each a row.
  'Preview Error: Could not preview CSV file',
]);

describe("docs/product.md's texts in Spanish", () => {
  it('has a row for every text the errors and toasts section quotes', () => {
    expect(rows.length).toBeGreaterThan(40);
    const quoted = [
      ...quotedSection.matchAll(
        /(?<=[\s(])'([\s\S]+?)'(?=[\s,.;)])|(?<=[\s(])"([\s\S]+?)"(?=[\s,.;)])/g,
      ),
    ].map((match) => (match[1] ?? match[2])!.replace(/\s+/g, ' '));
    expect(quoted.length).toBeGreaterThan(40);
    const inTable = new Set(rows.map((row) => row.en));
    expect(quoted.filter((text) => !inTable.has(text) && !NOT_CATALOGUE_TEXTS.has(text))).toEqual(
      [],
    );
  });

  it.each(rows)('$key: English and Spanish as the catalogues say', ({ key, en, es }) => {
    expect(read(english, key)).toBe(en);
    expect(read(spanish, key)).toBe(es);
  });
});
