/**
 * One HTTP(S) request of a fetch: connected to the pinned address, a redirect reported
 * rather than followed (the caller checks each hop again), a body counted while it streams
 * and cut off past the size limit.
 */
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import { bareHost } from './allowlist.ts';
import { SheetFetchError } from './errors.ts';
import type { PinnedAddress } from './resolve.ts';

export type Hop =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'body'; status: number; contentType: string; body: Buffer };

export interface RequestOptions {
  signal: AbortSignal;
  maxBytes: number;
  /** Extra trusted certificate authority (tests' self-signed stand-in). */
  ca?: string | Buffer;
}

/** A DNS lookup that always answers the address already checked, whatever DNS says now. */
function pinnedLookup(pinned: PinnedAddress): net.LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

/** Reads a response body, refusing it once it is (or says it will be) over `maxBytes`. */
function readLimited(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      response.destroy();
      reject(new SheetFetchError('too_large', `declared ${declared} bytes`));
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    response.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) {
        response.destroy();
        reject(new SheetFetchError('too_large', `more than ${maxBytes} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
  });
}

export function requestOnce(
  url: URL,
  pinned: PinnedAddress,
  options: RequestOptions,
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
        lookup: pinnedLookup(pinned),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.resume();
          resolve({ kind: 'redirect', status, location });
          return;
        }
        const contentType = String(response.headers['content-type'] ?? '');
        readLimited(response, options.maxBytes).then(
          (body) => resolve({ kind: 'body', status, contentType, body }),
          reject,
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}
