/**
 * Compiles an ICU MessageFormat text at run time with @messageformat/core (on the server and
 * in unit tests). The browser build never ships this module: the Vite plugin in
 * `vite-plugin.ts` compiles every catalogue text at build time and swaps this file for a stub,
 * so neither the parser nor `new Function` (refused by the Content-Security-Policy) reach it.
 */
import MessageFormat from '@messageformat/core';
import { LOCALE } from './locale.ts';

export type Values = Record<string, string | number>;
export type CompiledMessage = (values: Values) => string;

const formats = new Map<string, MessageFormat>();
const compiled = new Map<string, CompiledMessage>();

/** `locale` is a BCP 47 tag ("en-US"); plural rules come from its language ("en"). */
function formatFor(locale: string): MessageFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new MessageFormat(locale.split('-')[0] ?? locale);
    formats.set(locale, format);
  }
  return format;
}

export function compile(message: string, locale: string = LOCALE): CompiledMessage {
  const key = `${locale}\u0000${message}`;
  let fn = compiled.get(key);
  if (!fn) {
    fn = formatFor(locale).compile(message) as CompiledMessage;
    compiled.set(key, fn);
  }
  return fn;
}
