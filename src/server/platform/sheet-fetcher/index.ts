/**
 * Fetches a spreadsheet export a coach pointed us at, without letting that URL reach
 * anything it should not (SSRF, decision 010). One module per job:
 * - allowlist.ts: https only (plain http only with a test-only flag that production
 *   refuses); the host must be on the allowlist (`docs.google.com`,
 *   `*.googleusercontent.com` by default; SHEETS_ALLOWED_HOSTS to change it);
 * - addresses.ts + resolve.ts: we resolve the name ourselves and refuse private, loopback,
 *   link-local, multicast, unspecified and other non-public addresses, unless the
 *   allowlist names that IP address itself;
 * - request.ts: the connection is pinned to the address we checked (no second DNS
 *   answer), 5 MB at most, counted while streaming;
 * - answer.ts: what Google's answer means (not shared, not found, HTML sign-in page);
 * - here: every redirect hop goes through the same checks, at most 3 of them, and 10 s
 *   for the whole fetch; anything unexpected becomes a SheetFetchError.
 */
import { ROSTER_MAX_FILE_BYTES, SHEET_MAX_REDIRECTS } from '#shared/constants.ts';
import { isPublicAddress } from './addresses.ts';
import { bareHost, checkSheetUrl, type UrlPolicy } from './allowlist.ts';
import { checkAnswer, GOOGLE_SIGN_IN_HOST } from './answer.ts';
import { SheetFetchError } from './errors.ts';
import { requestOnce } from './request.ts';
import { type LookupAll, resolvePinned, systemLookup } from './resolve.ts';

export { isPublicAddress } from './addresses.ts';
export { checkSheetUrl } from './allowlist.ts';
export { SheetFetchError, type SheetFetchErrorCode } from './errors.ts';
export type { LookupAll } from './resolve.ts';

export interface SheetFetchPolicy extends UrlPolicy {
  timeoutMs: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export interface SheetFetcherOptions extends SheetFetchPolicy {
  /** DNS resolution; tests substitute their own answers. */
  lookup?: LookupAll;
  /** Extra trusted certificate authority: tests' self-signed stand-in. */
  ca?: string | Buffer;
  /** Which resolved addresses may be reached; tests only. Default: public ones. */
  isAllowedAddress?: (address: string) => boolean;
}

export interface FetchedSheet {
  body: Buffer;
  contentType: string;
  /** The URL that finally answered, after redirects. */
  url: string;
}

export type SheetFetcher = (url: string) => Promise<FetchedSheet>;

export function createSheetFetcher(options: SheetFetcherOptions): SheetFetcher {
  const resolver = {
    lookup: options.lookup ?? systemLookup,
    isAllowedAddress: options.isAllowedAddress ?? isPublicAddress,
  };
  const maxBytes = options.maxBytes ?? ROSTER_MAX_FILE_BYTES;
  const maxRedirects = options.maxRedirects ?? SHEET_MAX_REDIRECTS;

  return async function fetchSheet(raw) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    try {
      let current = raw;
      for (let hop = 0; ; hop++) {
        let target: URL;
        try {
          target = new URL(current);
        } catch {
          throw new SheetFetchError('invalid_url', 'bad redirect');
        }
        if (hop > 0 && bareHost(target).toLowerCase() === GOOGLE_SIGN_IN_HOST) {
          throw new SheetFetchError('not_shared', 'redirected to sign-in');
        }
        const { url, isTrustedAddress } = checkSheetUrl(current, options);
        const pinned = await resolvePinned(url, isTrustedAddress, resolver, controller.signal);
        const answer = await requestOnce(url, pinned, {
          signal: controller.signal,
          maxBytes,
          ca: options.ca,
        });
        if (answer.kind === 'redirect') {
          if (hop >= maxRedirects) throw new SheetFetchError('redirects', 'too many redirects');
          current = new URL(answer.location, url).toString();
          continue;
        }
        checkAnswer(answer);
        return { body: answer.body, contentType: answer.contentType, url: url.toString() };
      }
    } catch (error) {
      if (error instanceof SheetFetchError) throw error;
      if (controller.signal.aborted) throw new SheetFetchError('timeout', 'timed out');
      throw new SheetFetchError('network', (error as Error).message);
    } finally {
      clearTimeout(timer);
    }
  };
}
