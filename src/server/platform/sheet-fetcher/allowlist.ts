/**
 * What can be checked without the network: the scheme, and the host against the
 * allowlist (`host`, `host:port` or `*.suffix` entries, lower case).
 */
import net from 'node:net';
import { SheetFetchError } from './errors.ts';

export interface UrlPolicy {
  /** `host`, `host:port` or `*.suffix`, lower case. */
  allowedHosts: readonly string[];
  /** Plain http: too. Only for local test stand-ins; config refuses it in production. */
  allowHttp: boolean;
}

/** The URL's host without IPv6 brackets or a trailing dot. */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
}

function splitEntry(entry: string): { entryHost: string; entryPort: string | null } {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed) return { entryHost: bracketed[1]!, entryPort: bracketed[2] ?? null };
  if (net.isIPv6(entry)) return { entryHost: entry, entryPort: null };
  const withPort = /^(.*):(\d+)$/.exec(entry);
  if (withPort) return { entryHost: withPort[1]!, entryPort: withPort[2]! };
  return { entryHost: entry, entryPort: null };
}

/** Finds the allowlist entry a URL's host matches, if any. */
function matchAllowedHost(url: URL, allowedHosts: readonly string[]): string | null {
  const host = bareHost(url).toLowerCase();
  for (const entry of allowedHosts) {
    const { entryHost, entryPort } = splitEntry(entry);
    // An entry without a port allows the scheme's default port only.
    const portMatches = entryPort === null ? url.port === '' : url.port === entryPort;
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

/**
 * Checks scheme and host. Throws SheetFetchError; returns the parsed URL and whether its
 * address is trusted as written (the operator put this very IP address in the allowlist:
 * nothing to resolve or spoof).
 */
export function checkSheetUrl(
  raw: string,
  policy: UrlPolicy,
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
  const isTrustedAddress = net.isIP(splitEntry(entry).entryHost) !== 0;
  return { url, isTrustedAddress };
}
