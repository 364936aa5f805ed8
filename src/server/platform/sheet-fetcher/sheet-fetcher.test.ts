import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkSheetUrl,
  createSheetFetcher,
  isPublicAddress,
  type LookupAll,
  SheetFetchError,
  type SheetFetcherOptions,
} from './index.ts';

const CSV = 'First Name,Last Name\nAda,Lovelace\n';

/** The code of the SheetFetchError a promise rejects with. */
async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SheetFetchError) return error.code;
    throw error;
  }
  throw new Error('expected a SheetFetchError');
}

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '192.0.2.10',
    '198.18.0.1',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:a00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
    '2001:db8::1',
    'not an address',
    '2130706433',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '142.250.64.78',
    '2607:f8b0:4004:c07::64',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('checkSheetUrl', () => {
  const google = { allowedHosts: ['docs.google.com', '*.googleusercontent.com'], allowHttp: false };

  it('accepts Google hosts over https, in any case and with a trailing dot', () => {
    for (const url of [
      'https://docs.google.com/spreadsheets/d/x/export?format=csv',
      'HTTPS://DOCS.GOOGLE.COM./spreadsheets/d/x/export',
      'https://doc-0s-8c-sheets.googleusercontent.com/export/abc',
    ]) {
      expect(checkSheetUrl(url, google).isTrustedAddress, url).toBe(false);
    }
  });

  it.each([
    ['http://docs.google.com/spreadsheets/d/x/edit', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['ftp://docs.google.com/x', 'scheme'],
    ['gopher://docs.google.com/x', 'scheme'],
    ['https://127.0.0.1/spreadsheets/d/x/edit', 'host'],
    ['https://169.254.169.254/latest/meta-data/', 'host'],
    ['https://[::ffff:127.0.0.1]/x', 'host'],
    ['https://[::1]/x', 'host'],
    ['https://2130706433/x', 'host'],
    ['https://0177.0.0.1/x', 'host'],
    ['https://0x7f.1/x', 'host'],
    ['https://localhost/x', 'host'],
    ['https://docs.google.com.evil.example/x', 'host'],
    ['https://evil.example/#@docs.google.com', 'host'],
    ['https://evildocs.google.com/x', 'host'],
    ['https://googleusercontent.com/x', 'host'],
    ['https://docs.google.com:8443/x', 'host'],
    ['https://docs.google.com@evil.example/x', 'invalid_url'],
    ['https://user:pass@docs.google.com/x', 'invalid_url'],
    ['not a url', 'invalid_url'],
  ])('refuses %s (%s)', (url, code) => {
    let thrown: unknown;
    try {
      checkSheetUrl(url, google);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SheetFetchError);
    expect((thrown as SheetFetchError).code).toBe(code);
  });

  it('trusts an IP address only when the allowlist names it, port included', () => {
    const policy = { allowedHosts: ['127.0.0.1:8080', '[::1]:9090'], allowHttp: true };
    expect(checkSheetUrl('http://127.0.0.1:8080/x', policy).isTrustedAddress).toBe(true);
    expect(checkSheetUrl('http://[::1]:9090/x', policy).isTrustedAddress).toBe(true);
    expect(() => checkSheetUrl('http://127.0.0.1:8081/x', policy)).toThrow(SheetFetchError);
    expect(() => checkSheetUrl('http://127.0.0.1/x', policy)).toThrow(SheetFetchError);
  });
});

describe('fetching', () => {
  let server: http.Server;
  let port: number;
  let slowResponses: http.ServerResponse[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://x');
      const hops = Number(url.searchParams.get('hops') ?? 0);
      switch (url.pathname) {
        case '/csv':
          return response.writeHead(200, { 'content-type': 'text/csv' }).end(CSV);
        case '/redirect':
          if (hops === 0) return response.writeHead(307, { location: '/csv' }).end();
          return response.writeHead(302, { location: `/redirect?hops=${hops - 1}` }).end();
        case '/to':
          return response.writeHead(302, { location: url.searchParams.get('url')! }).end();
        case '/html':
          return response
            .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
            .end('<!DOCTYPE html><title>Sign in</title>');
        case '/forbidden':
          return response.writeHead(403).end();
        case '/missing':
          return response.writeHead(404).end();
        case '/broken':
          return response.writeHead(500).end();
        case '/huge': {
          response.writeHead(200, { 'content-type': 'text/csv' });
          const chunk = Buffer.alloc(64 * 1024, 'a');
          let sent = 0;
          const pump = () => {
            while (sent <= 6 * 1024 * 1024) {
              sent += chunk.length;
              if (!response.write(chunk)) return response.once('drain', pump);
            }
            response.end();
          };
          return pump();
        }
        case '/declared-huge':
          return response
            .writeHead(200, { 'content-type': 'text/csv', 'content-length': 50_000_000 })
            .end();
        case '/slow':
          slowResponses.push(response);
          return;
        default:
          return response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const response of slowResponses) response.destroy();
    slowResponses = [];
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const fetcher = (overrides: Partial<SheetFetcherOptions> = {}) =>
    createSheetFetcher({
      allowedHosts: [`127.0.0.1:${port}`],
      allowHttp: true,
      timeoutMs: 2_000,
      ...overrides,
    });

  it('fetches a CSV from an explicitly allowed address, following redirects', async () => {
    const direct = await fetcher()(`http://127.0.0.1:${port}/csv`);
    expect(direct.body.toString()).toBe(CSV);
    const redirected = await fetcher()(`http://127.0.0.1:${port}/redirect?hops=2`);
    expect(redirected.body.toString()).toBe(CSV);
    expect(redirected.url).toBe(`http://127.0.0.1:${port}/csv`);
  });

  it('follows at most 3 redirects', async () => {
    expect(
      (await fetcher()(`http://127.0.0.1:${port}/redirect?hops=2`)).body.length,
    ).toBeGreaterThan(0);
    expect(await failure(fetcher()(`http://127.0.0.1:${port}/redirect?hops=3`))).toBe('redirects');
  });

  it('re-checks every redirect hop: inward, other ports, other schemes are refused', async () => {
    const to = (target: string) =>
      fetcher({ allowedHosts: [`127.0.0.1:${port}`, `localhost:${port}`] })(
        `http://127.0.0.1:${port}/to?url=${encodeURIComponent(target)}`,
      );
    // An allowed *name* that resolves to loopback is refused by the address check.
    expect(await failure(to(`http://localhost:${port}/csv`))).toBe('address');
    expect(await failure(to('http://169.254.169.254/latest/meta-data/'))).toBe('host');
    expect(await failure(to(`http://127.0.0.1:${port + 1}/csv`))).toBe('host');
    expect(await failure(to('http://[::ffff:127.0.0.1]/csv'))).toBe('host');
    expect(await failure(to('file:///etc/passwd'))).toBe('scheme');
    expect(await failure(to('https://accounts.google.com/ServiceLogin?continue=x'))).toBe(
      'not_shared',
    );
  });

  it('tells a sheet that is not shared (HTML, 401/403) from a missing one and a broken one', async () => {
    expect(await failure(fetcher()(`http://127.0.0.1:${port}/html`))).toBe('not_shared');
    expect(await failure(fetcher()(`http://127.0.0.1:${port}/forbidden`))).toBe('not_shared');
    expect(await failure(fetcher()(`http://127.0.0.1:${port}/missing`))).toBe('not_found');
    expect(await failure(fetcher()(`http://127.0.0.1:${port}/broken`))).toBe('http');
  });

  it('stops at 5 MB while streaming, and at a declared length over it', async () => {
    expect(await failure(fetcher()(`http://127.0.0.1:${port}/huge`))).toBe('too_large');
    expect(await failure(fetcher()(`http://127.0.0.1:${port}/declared-huge`))).toBe('too_large');
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    expect(await failure(fetcher({ timeoutMs: 300 })(`http://127.0.0.1:${port}/slow`))).toBe(
      'timeout',
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses plain http unless the test-only flag allows it', async () => {
    expect(await failure(fetcher({ allowHttp: false })(`http://127.0.0.1:${port}/csv`))).toBe(
      'scheme',
    );
  });

  it('refuses a name whose DNS answers include any non-public address', async () => {
    for (const answers of [
      [{ address: '10.0.0.5', family: 4 }],
      [{ address: '169.254.169.254', family: 4 }],
      [{ address: '::ffff:127.0.0.1', family: 6 }],
      [{ address: '::1', family: 6 }],
      [{ address: 'fe80::1', family: 6 }],
      [
        { address: '142.250.64.78', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
    ]) {
      let lookups = 0;
      const lookup: LookupAll = async () => {
        lookups++;
        return answers;
      };
      const fetch = createSheetFetcher({
        allowedHosts: ['docs.google.com'],
        allowHttp: false,
        timeoutMs: 1_000,
        lookup,
      });
      expect(await failure(fetch('https://docs.google.com/spreadsheets/d/x/export'))).toBe(
        'address',
      );
      expect(lookups).toBe(1);
    }
  });
});

describe('https with the connection pinned to the checked address', () => {
  let dir: string;
  let server: https.Server;
  let port: number;
  let ca: Buffer;
  const HOST = 'sheets.tapin-test.invalid';

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tapin-tls-'));
    // A throwaway self-signed certificate for a name no DNS server knows.
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        `/CN=${HOST}`,
        '-addext',
        `subjectAltName=DNS:${HOST}`,
      ],
      { stdio: 'ignore' },
    );
    ca = readFileSync(path.join(dir, 'cert.pem'));
    server = https.createServer(
      { key: readFileSync(path.join(dir, 'key.pem')), cert: ca },
      (request, response) => {
        response.writeHead(200, { 'content-type': 'text/csv' }).end(`${request.headers.host}\n`);
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  /** Stands in for public DNS: the name "resolves" to where the test server listens. */
  const stubLookup: LookupAll = async () => [{ address: '127.0.0.1', family: 4 }];

  it('connects to the resolved address and verifies the certificate for the name', async () => {
    const fetch = createSheetFetcher({
      allowedHosts: [`${HOST}:${port}`],
      allowHttp: false,
      timeoutMs: 3_000,
      lookup: stubLookup,
      ca,
    });
    // Loopback is not public, so the real check refuses it…
    expect(await failure(fetch(`https://${HOST}:${port}/csv`))).toBe('address');
  });

  it('with the address check waived for the test, the pinned TLS connection works', async () => {
    const fetch = createSheetFetcher({
      allowedHosts: [`${HOST}:${port}`],
      allowHttp: false,
      timeoutMs: 3_000,
      lookup: stubLookup,
      ca,
      isAllowedAddress: () => true,
    });
    const sheet = await fetch(`https://${HOST}:${port}/csv`);
    expect(sheet.body.toString()).toBe(`${HOST}:${port}\n`);

    const untrusted = createSheetFetcher({
      allowedHosts: [`${HOST}:${port}`],
      allowHttp: false,
      timeoutMs: 3_000,
      lookup: stubLookup,
      isAllowedAddress: () => true,
    });
    expect(await failure(untrusted(`https://${HOST}:${port}/csv`))).toBe('network');
  });
});
