/**
 * Fetches a spreadsheet export a coach pointed us at, without letting that URL reach
 * anything it should not (SSRF, decision 010):
 * - https only (plain http only with a test-only flag that production refuses);
 * - the host must be on the allowlist (`docs.google.com`, `*.googleusercontent.com` by
 *   default; SHEETS_ALLOWED_HOSTS to change it);
 * - we resolve the name ourselves and refuse private, loopback, link-local, multicast,
 *   unspecified and other non-public addresses (IPv4, IPv6, IPv4-mapped and NAT64 forms),
 *   unless the allowlist names that IP address itself;
 * - the connection is pinned to the address we checked (no second DNS answer);
 * - every redirect hop goes through the same checks, at most 3 of them;
 * - 10 s for the whole fetch, 5 MB at most, counted while streaming.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { ROSTER_MAX_FILE_BYTES, SHEET_MAX_REDIRECTS } from '../../shared/constants.ts';

export type SheetFetchErrorCode =
  | 'invalid_url'
  | 'scheme'
  | 'host'
  | 'address'
  | 'redirects'
  | 'not_shared'
  | 'not_found'
  | 'timeout'
  | 'too_large'
  | 'http'
  | 'network';

export class SheetFetchError extends Error {
  override name = 'SheetFetchError';
  constructor(
    readonly code: SheetFetchErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface SheetFetchPolicy {
  /** `host`, `host:port` or `*.suffix`, lower case. */
  allowedHosts: readonly string[];
  /** Plain http: too. Only for local test stand-ins; config refuses it in production. */
  allowHttp: boolean;
  timeoutMs: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export type LookupAll = (hostname: string) => Promise<{ address: string; family: number }[]>;

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

/** Google's sign-in host: a redirect there means the sheet is not public. */
const GOOGLE_SIGN_IN_HOST = 'accounts.google.com';

/** True only for ordinary public unicast addresses. */
export function isPublicAddress(address: string): boolean {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(address);
  } catch {
    return false;
  }
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
    // NAT64 well-known prefix 64:ff9b::/96 embeds the IPv4 address it reaches.
    if (v6.match(ipaddr.IPv6.parse('64:ff9b::'), 96)) {
      const [, , , , , , hi = 0, lo = 0] = v6.parts;
      return isPublicAddress(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
    }
  }
  return ip.range() === 'unicast';
}

/** The URL's host without IPv6 brackets or a trailing dot. */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
}

function defaultPort(url: URL): boolean {
  return url.port === '';
}

/** Finds the allowlist entry a URL's host matches, if any. */
function matchAllowedHost(url: URL, allowedHosts: readonly string[]): string | null {
  const host = bareHost(url).toLowerCase();
  for (const entry of allowedHosts) {
    const { entryHost, entryPort } = splitEntry(entry);
    const portMatches = entryPort === null ? defaultPort(url) : url.port === entryPort;
    if (!portMatches) continue;
    if (entryHost.startsWith('*.')) {
      const suffix = entryHost.slice(1);
      if (host.endsWith(suffix) && host.length > suffix.length) return entry;
    } else if (host === entryHost) {
      return entry;
    }
  }
  return null;
}

function splitEntry(entry: string): { entryHost: string; entryPort: string | null } {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed) return { entryHost: bracketed[1]!, entryPort: bracketed[2] ?? null };
  if (net.isIPv6(entry)) return { entryHost: entry, entryPort: null };
  const withPort = /^(.*):(\d+)$/.exec(entry);
  if (withPort) return { entryHost: withPort[1]!, entryPort: withPort[2]! };
  return { entryHost: entry, entryPort: null };
}

/**
 * Checks what can be checked without the network: scheme and host. Throws
 * SheetFetchError; returns the parsed URL and whether its address is trusted as written.
 */
export function checkSheetUrl(
  raw: string,
  policy: Pick<SheetFetchPolicy, 'allowedHosts' | 'allowHttp'>,
): { url: URL; isTrustedAddress: boolean } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SheetFetchError('invalid_url', 'not a URL');
  }
  const schemeOk = url.protocol === 'https:' || (policy.allowHttp && url.protocol === 'http:');
  if (!schemeOk) throw new SheetFetchError('scheme', `scheme ${url.protocol} refused`);
  if (url.username || url.password) throw new SheetFetchError('invalid_url', 'credentials in URL');
  const entry = matchAllowedHost(url, policy.allowedHosts);
  if (!entry) throw new SheetFetchError('host', `host ${url.host} is not allowed`);
  // The operator wrote this very IP address in the allowlist: nothing to resolve or spoof.
  const isTrustedAddress = net.isIP(splitEntry(entry).entryHost) !== 0;
  return { url, isTrustedAddress };
}

const systemLookup: LookupAll = async (hostname) =>
  dns.promises.lookup(hostname, { all: true, verbatim: true });

/** Settles with the promise, or rejects as soon as the signal aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Resolves the host and returns the one address the connection will use. */
async function resolvePinned(
  url: URL,
  isTrustedAddress: boolean,
  options: { lookup: LookupAll; isAllowedAddress: (address: string) => boolean },
  signal: AbortSignal,
): Promise<{ address: string; family: 4 | 6 }> {
  const { lookup, isAllowedAddress } = options;
  const host = bareHost(url);
  const literal = net.isIP(host);
  if (literal !== 0) {
    if (!isTrustedAddress && !isAllowedAddress(host)) {
      throw new SheetFetchError('address', `address ${host} refused`);
    }
    return { address: host, family: literal === 6 ? 6 : 4 };
  }
  let answers: { address: string; family: number }[];
  try {
    answers = await untilAborted(lookup(host), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new SheetFetchError('network', `cannot resolve ${host}`);
  }
  if (answers.length === 0) throw new SheetFetchError('network', `no address for ${host}`);
  // Every answer must be public: a name that also resolves inward is refused outright.
  const refused = answers.find((answer) => !isAllowedAddress(answer.address));
  if (refused) throw new SheetFetchError('address', `${host} resolves to ${refused.address}`);
  const first = answers[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

type Hop =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'body'; status: number; contentType: string; body: Buffer };

function requestOnce(
  url: URL,
  pinned: { address: string; family: 4 | 6 },
  options: { signal: AbortSignal; maxBytes: number; ca?: string | Buffer },
): Promise<Hop> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const request = client.request(
      {
        protocol: url.protocol,
        hostname: bareHost(url),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: {
          accept: 'text/csv, text/plain;q=0.9, */*;q=0.1',
          'user-agent': 'TapIn roster sync',
        },
        agent: false,
        signal: options.signal,
        ca: options.ca,
        // Connect to the address we checked, whatever DNS would say now.
        lookup: ((_hostname, lookupOptions, callback) => {
          if ((lookupOptions as { all?: boolean }).all) {
            (callback as unknown as (e: null, list: { address: string; family: number }[]) => void)(
              null,
              [pinned],
            );
          } else {
            callback(null, pinned.address, pinned.family);
          }
        }) as net.LookupFunction,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.resume();
          resolve({ kind: 'redirect', status, location });
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > options.maxBytes) {
          response.destroy();
          reject(new SheetFetchError('too_large', `declared ${declared} bytes`));
          return;
        }
        const chunks: Buffer[] = [];
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > options.maxBytes) {
            response.destroy();
            reject(new SheetFetchError('too_large', `more than ${options.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            kind: 'body',
            status,
            contentType: String(response.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function looksLikeHtml(body: Buffer, contentType: string): boolean {
  if (/\btext\/html\b/i.test(contentType)) return true;
  const start = body.subarray(0, 512).toString('utf8').trimStart().toLowerCase();
  return start.startsWith('<!doctype html') || start.startsWith('<html');
}

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
