/**
 * `Content-Disposition: attachment` for a file name built from user text (an event name):
 * a plain-ASCII fallback in `filename` and the exact name in `filename*` (RFC 6266 and
 * RFC 5987). Control characters, quotes, backslashes and path separators never reach the
 * header, so an event name cannot inject a header or steer where a browser saves the file.
 */
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
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["%;]/g, '_');
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
