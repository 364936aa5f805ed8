/**
 * Name resolution, done by us rather than by the socket: every address a name resolves to
 * must be allowed, and the connection is then pinned to the one checked (request.ts), so a
 * second DNS answer cannot point it elsewhere.
 */
import dns from 'node:dns';
import net from 'node:net';
import { bareHost } from './allowlist.ts';
import { SheetFetchError } from './errors.ts';

export type LookupAll = (hostname: string) => Promise<{ address: string; family: number }[]>;

export interface PinnedAddress {
  address: string;
  family: 4 | 6;
}

export interface Resolver {
  lookup: LookupAll;
  isAllowedAddress: (address: string) => boolean;
}

export const systemLookup: LookupAll = async (hostname) =>
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
export async function resolvePinned(
  url: URL,
  isTrustedAddress: boolean,
  { lookup, isAllowedAddress }: Resolver,
  signal: AbortSignal,
): Promise<PinnedAddress> {
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
  // Every answer must be allowed: a name that also resolves inward is refused outright.
  const refused = answers.find((answer) => !isAllowedAddress(answer.address));
  if (refused) throw new SheetFetchError('address', `${host} resolves to ${refused.address}`);
  const first = answers[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
