/**
 * `icu(text)`: an ICU MessageFormat text (plurals, selects, `{name}` arguments) as a function
 * of its values. Catalogue entries keep their call shape and wrap it:
 *
 *   resultCount: (count: number) =>
 *     icu('{count, plural, one {{count} athlete} other {{count} athletes}} found')({ count }),
 *
 * Use it only in the catalogue files (src/shared/messages/**) and only with a string literal:
 * the web build compiles those literals to plain functions (vite-plugin.ts), so the browser
 * carries neither a parser nor a compiler; on the server the text is compiled once, on first
 * use. `locale` is for a translation file whose plural rules differ from English.
 */
import { type CompiledMessage, compile, type Values } from './compile.ts';

export type { CompiledMessage, Values };

export function icu(message: string | CompiledMessage, locale?: string): CompiledMessage {
  return typeof message === 'function' ? message : compile(message, locale);
}
