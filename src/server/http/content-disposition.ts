/**
 * `Content-Disposition: attachment` for a file name built from user text (an event name).
 * The `content-disposition` package quotes and encodes (RFC 6266, RFC 8187: `filename` and,
 * for a name beyond ASCII, `filename*`); this adds TapIn's rules on top: control characters
 * and path separators never reach the header, so an event name cannot inject a header or
 * steer where a browser saves the file, and the ASCII fallback keeps letters without their
 * accents ("ü" becomes "u") instead of question marks.
 */
import { create } from 'content-disposition';

export function attachment(filename: string): string {
  const safe =
    filename
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
      .replace(/[/\\]/g, '-')
      .trim() || 'download';
  const ascii = safe
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  return create(safe, { fallback: ascii === safe ? true : ascii });
}
