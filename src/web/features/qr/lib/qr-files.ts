/**
 * Names and bytes of the QR generator's download (docs/product.md#limits: qr-code-{event
 * name}.png).
 */

export function generatorQrFilename(eventName: string): string {
  return `qr-code-${eventName}.png`;
}

/** Turns a base64 data: URL into a Blob (downloads of data: URLs are flaky on iOS). */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]+)?(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('not a data: URL');
  const [, type = 'application/octet-stream', isBase64, payload = ''] = match;
  if (!isBase64) return new Blob([decodeURIComponent(payload)], { type });
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}
