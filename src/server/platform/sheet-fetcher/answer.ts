/** What a final (non-redirect) answer means for a roster sync. */
import { SheetFetchError } from './errors.ts';

/** Google's sign-in host: a redirect there means the sheet is not public. */
export const GOOGLE_SIGN_IN_HOST = 'accounts.google.com';

function looksLikeHtml(body: Buffer, contentType: string): boolean {
  if (/\btext\/html\b/i.test(contentType)) return true;
  const start = body.subarray(0, 512).toString('utf8').trimStart().toLowerCase();
  return start.startsWith('<!doctype html') || start.startsWith('<html');
}

/** Throws the SheetFetchError an answer means; returns for a usable CSV answer. */
export function checkAnswer(answer: { status: number; contentType: string; body: Buffer }): void {
  if (answer.status === 401 || answer.status === 403) {
    throw new SheetFetchError('not_shared', `status ${answer.status}`);
  }
  if (answer.status === 404) throw new SheetFetchError('not_found', 'status 404');
  if (answer.status < 200 || answer.status >= 300) {
    throw new SheetFetchError('http', `status ${answer.status}`);
  }
  // Google answers a private sheet's export with its HTML sign-in page.
  if (looksLikeHtml(answer.body, answer.contentType)) {
    throw new SheetFetchError('not_shared', 'HTML instead of CSV');
  }
}
