/**
 * Build-time ICU compilation for the browser (decision 025). In every catalogue file
 * (src/shared/messages/**) each `icu('text')` / `icu('text', 'fr')` call with a string literal
 * becomes `icu((d) => ...)`: @messageformat/core's own module compiler writes the function,
 * whose few runtime helpers (the plural rule of the language) come from
 * @messageformat/runtime. `compile.ts` is replaced by a stub, so the parser never ships; a
 * catalogue `icu(` call without a literal fails the build instead of failing in a browser.
 */
import { runInNewContext } from 'node:vm';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';
import { LOCALE } from './locale.ts';

const CATALOGUE = /[\\/]src[\\/]shared[\\/]messages[\\/].*\.ts$/;
const COMPILE_MODULE = /[\\/]src[\\/]shared[\\/]i18n[\\/]compile\.ts$/;
/** `icu(` + a quoted literal + an optional quoted locale + `)`. */
const CALL =
  /\bicu\(\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*(?:,\s*'([A-Za-z-]+)'\s*)?,?\s*\)/g;
const IMPORTS_ICU = /from '[^']*i18n\/icu\.ts'/;
const IMPORT = /^import \{ ([^}]+) \} from ("[^"]+");$/gm;

const formats = new Map<string, MessageFormat>();

/** The JavaScript of one message: `(d) => ...`, and the runtime imports it needs. */
export function compileToSource(text: string, locale: string = LOCALE) {
  const language = locale.split('-')[0] ?? locale;
  let format = formats.get(language);
  if (!format) {
    format = new MessageFormat(language);
    formats.set(language, format);
  }
  const module = compileModule(format, { m: text });
  const imports = [...module.matchAll(IMPORT)].flatMap(([, names = '', from = '']) =>
    names.split(',').map((name: string) => ({ name: name.trim(), from })),
  );
  const body = /export default \{\s*m: ([\s\S]*)\n\}\s*$/.exec(module)?.[1];
  if (!body) throw new Error(`Unexpected @messageformat output for ${JSON.stringify(text)}`);
  return { body, imports };
}

/** The ICU texts (and locales) of one catalogue file's `icu()` calls. */
export function catalogueTexts(code: string): { text: string; locale: string | undefined }[] {
  return [...code.matchAll(CALL)].map(([, literal = '', locale]) => ({
    text: runInNewContext(literal) as string,
    locale,
  }));
}

/** Rewrites one catalogue file; exported for its unit test. */
export function transformCatalogue(code: string, id: string): string | null {
  if (!code.includes('icu(')) return null;
  const used = new Map<string, string>();
  const out = code.replace(CALL, (_call, literal: string, locale?: string) => {
    const text = runInNewContext(literal) as string;
    const { body, imports } = compileToSource(text, locale);
    for (const { name, from } of imports) {
      used.set(name, `import { ${name} as __icu_${name} } from ${from};`);
    }
    // The helpers are bound as parameters, so the compiled body needs no renaming.
    const names = imports.map(({ name }) => name);
    return `icu(((${names.join(', ')}) => ${body})(${names.map((name) => `__icu_${name}`).join(', ')}))`;
  });
  const left = /\bicu\((?!\(\()/.exec(out);
  if (left) {
    const line = out.slice(0, left.index).split('\n').length;
    throw new Error(`${id}:${line}: icu() in a catalogue file takes a string literal`);
  }
  return `${[...used.values()].join('\n')}\n${out}`;
}

export function precompileMessages(): Plugin {
  return {
    name: 'tapin-precompile-messages',
    enforce: 'pre',
    load(id) {
      if (COMPILE_MODULE.test(id)) {
        return "export function compile(message) { throw new Error('ICU text not precompiled: ' + message); }";
      }
      return null;
    },
    transform(code, id) {
      if (!CATALOGUE.test(id)) {
        // Outside the catalogue nothing compiles the text: the browser would get the stub.
        if (IMPORTS_ICU.test(code) && !/[\\/]src[\\/]shared[\\/]i18n[\\/]/.test(id)) {
          throw new Error(`${id}: icu() belongs in src/shared/messages/**, not in a screen`);
        }
        return null;
      }
      const out = transformCatalogue(code, id);
      return out === null ? null : { code: out, map: null };
    },
  };
}
