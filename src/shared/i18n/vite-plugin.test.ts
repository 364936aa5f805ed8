import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as runtime from '@messageformat/runtime';
import * as cardinals from '@messageformat/runtime/lib/cardinals';
import { describe, expect, it } from 'vitest';
import { compile } from './compile.ts';
import {
  catalogueTexts,
  compileToSource,
  precompileMessages,
  transformCatalogue,
} from './vite-plugin.ts';

const catalogueDir = path.join(import.meta.dirname, '..', 'messages');
const files = readdirSync(catalogueDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.ts'),
);
const helpers: Record<string, unknown> = { ...runtime, ...cardinals };

/** Builds the browser's function from the build-time source, as the bundle will run it. */
function browserFunction(text: string, locale?: string): (values: object) => string {
  const { body, imports } = compileToSource(text, locale);
  const names = imports.map(({ name }) => name);
  return new Function(...names, `return ${body}`)(...names.map((name) => helpers[name]));
}

/** Values for any argument name: every argument reads the same sample. */
const valuesOf = (sample: number) => new Proxy({}, { get: () => sample });

describe('ICU texts precompiled for the browser', () => {
  const texts = files.flatMap((file) =>
    catalogueTexts(readFileSync(path.join(catalogueDir, file), 'utf8')).map((entry) => ({
      file,
      ...entry,
    })),
  );

  it('finds the plurals of the catalogue', () => {
    expect(texts.length).toBeGreaterThanOrEqual(20);
  });

  it('gives the same text in the browser as on the server, for every catalogue text', () => {
    for (const { text, locale } of texts) {
      for (const sample of [0, 1, 2, 21, 1200]) {
        expect(browserFunction(text, locale)(valuesOf(sample)), text).toBe(
          compile(text, locale)(valuesOf(sample)),
        );
      }
    }
  });

  it('rewrites every catalogue file, leaving no text for a parser', () => {
    for (const file of files) {
      const code = readFileSync(path.join(catalogueDir, file), 'utf8');
      const out = transformCatalogue(code, file);
      if (out !== null) expect(out).not.toMatch(/\bicu\(\s*['"]/);
    }
  });

  it('fails the build on an icu() call without a string literal', () => {
    const code =
      "import { icu } from '../i18n/icu.ts';\nexport const x = { a: (t: string) => icu(t)({}) };";
    expect(() => transformCatalogue(code, 'bad.ts')).toThrow(
      /bad\.ts:2: icu\(\) in a catalogue file/,
    );
  });

  it('compiles with the plural rules of the locale it is given', () => {
    const text = '{n, plural, one {{n} essai} other {{n} essais}}';
    expect(browserFunction(text, 'fr')({ n: 0 })).toBe('0 essai');
    expect(browserFunction(text)({ n: 0 })).toBe('0 essais');
  });
});

describe('the precompile plugin', () => {
  const plugin = precompileMessages();
  const transform = plugin.transform as (code: string, id: string) => unknown;

  it('refuses icu() in a screen, where nothing would compile it', () => {
    const code = "import { icu } from '#shared/i18n/icu.ts';\nexport const a = icu('{n}');";
    expect(() => transform(code, '/app/src/web/screen.tsx')).toThrow(/belongs in src\/shared/);
  });

  it('compiles a catalogue file and leaves other files alone', () => {
    const code = "import { icu } from '../i18n/icu.ts';\nexport const a = icu('Hi {n}');";
    const out = transform(code, '/app/src/shared/messages/x.ts') as { code: string };
    expect(out.code).toContain('icu((() => (d) => "Hi " + d.n)())');
    expect(transform('export const b = 1;', '/app/src/web/other.ts')).toBeNull();
  });
});
