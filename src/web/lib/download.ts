/**
 * File downloads the browser makes from API answers (QR codes, reports, the roster
 * template): fetched with the session cookie, then saved under the name TapIn chooses.
 */
import { ApiError } from './api-client.ts';

/** GETs a file; a non-success answer throws the API client's error (docs/product.md#errors). */
export async function fetchFile(url: string): Promise<Blob> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  return response.blob();
}

/** Saves a blob as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  saveUrl(href, fileName);
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

/** Saves a same-origin, blob: or data: URL as a download named `fileName`. */
export function saveUrl(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
