/**
 * Turns the Google Sheets link a coach pastes into the URL of its CSV export:
 * - an edit or share link, docs.google.com/spreadsheets/d/{id}/edit#gid={gid} (or ?gid=,
 *   or /u/1/d/{id}/… multi-account links) -> /spreadsheets/d/{id}/export?format=csv&gid={gid};
 * - a published-to-web link, /spreadsheets/d/e/{key}/pub?output=csv, is used as it is;
 *   its pubhtml form gets output=csv.
 * The host is kept (the allowlist decides about it), so a local stand-in works the same.
 * Anything else is not a sheet link: null.
 */

import {
  checkSheetUrl,
  SheetFetchError,
  type SheetFetchPolicy,
} from '#server/platform/sheet-fetcher/index.ts';
import { messages } from '#shared/messages.ts';
import { type AppError, appError } from './errors.ts';

const PUBLISHED = /^\/spreadsheets(?:\/u\/\d+)?\/d\/e\/([\w-]+)\/pub(?:html)?\/?$/;
const DOCUMENT = /^\/spreadsheets(?:\/u\/\d+)?\/d\/(?!e\/)([\w-]+)(?:\/[\w-]*)*\/?$/;

function gidOf(url: URL): string | null {
  const fromQuery = url.searchParams.get('gid');
  if (fromQuery && /^\d+$/.test(fromQuery)) return fromQuery;
  const fromHash = /(?:^#|[#&])gid=(\d+)/.exec(url.hash);
  return fromHash?.[1] ?? null;
}

export function toSheetCsvUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  const published = PUBLISHED.exec(url.pathname);
  if (published) {
    const csv = new URL(`${url.origin}/spreadsheets/d/e/${published[1]}/pub`);
    for (const [key, value] of url.searchParams) {
      if (key !== 'output') csv.searchParams.set(key, value);
    }
    csv.searchParams.set('output', 'csv');
    const gid = gidOf(url);
    if (gid) csv.searchParams.set('gid', gid);
    return csv.toString();
  }
  const document = DOCUMENT.exec(url.pathname);
  if (document) {
    const csv = new URL(`${url.origin}/spreadsheets/d/${document[1]}/export`);
    csv.searchParams.set('format', 'csv');
    const gid = gidOf(url);
    if (gid) csv.searchParams.set('gid', gid);
    return csv.toString();
  }
  return null;
}

/** What a failed or refused sheet fetch tells the coach, and with which status. */
export function sheetFetchFailure(error: SheetFetchError): AppError {
  switch (error.code) {
    case 'invalid_url':
      return appError('SHEET_URL_INVALID', messages.errors.sheetUrlInvalid);
    case 'scheme':
      return appError('SHEET_URL_NOT_HTTPS', messages.errors.sheetUrlNotHttps);
    case 'host':
      return appError('SHEET_HOST_NOT_ALLOWED', messages.errors.sheetHostNotAllowed);
    case 'address':
      return appError('SHEET_ADDRESS_REFUSED', messages.errors.sheetAddressRefused);
    case 'redirects':
      return appError('SHEET_TOO_MANY_REDIRECTS', messages.errors.sheetTooManyRedirects);
    case 'not_shared':
      return appError('SHEET_NOT_SHARED', messages.errors.sheetNotShared);
    case 'not_found':
      return appError('SHEET_NOT_FOUND', messages.errors.sheetNotFound);
    case 'too_large':
      return appError('SHEET_TOO_LARGE', messages.errors.sheetTooLarge);
    case 'timeout':
      return appError('SHEET_TIMEOUT', messages.errors.sheetTimeout);
    default:
      return appError('SHEET_FETCH_FAILED', messages.errors.sheetFetchFailed);
  }
}

/**
 * Checks a link a coach connects to an event: a Google Sheets link whose CSV export is on
 * an allowed host over https. Returns the export URL; throws a 400 otherwise. (Addresses
 * are checked when the sheet is fetched: DNS answers change.)
 */
export function assertSheetLink(
  raw: string,
  policy: Pick<SheetFetchPolicy, 'allowedHosts' | 'allowHttp'>,
): string {
  let parsed: URL;
  try {
    parsed = new URL(raw.trim());
  } catch {
    throw appError('SHEET_URL_INVALID', messages.errors.sheetUrlInvalid);
  }
  try {
    checkSheetUrl(parsed.toString(), policy);
  } catch (error) {
    if (error instanceof SheetFetchError) throw sheetFetchFailure(error);
    throw error;
  }
  const csvUrl = toSheetCsvUrl(parsed.toString());
  if (!csvUrl) throw appError('SHEET_URL_INVALID', messages.errors.sheetUrlInvalid);
  return csvUrl;
}
