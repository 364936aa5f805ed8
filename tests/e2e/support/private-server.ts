/**
 * A TapIn server of one test's own (its own empty embedded database, on 127.0.0.1 so its
 * cookies stay apart from the shared server's on localhost): for a test that must switch
 * events on, which on the shared server would switch off the seeded events other specs
 * check in to (docs/product.md#limits: one active event at a time). Serves the built web app
 * (`npm run build` first, as the shared server does). coach-tools.spec.ts uses it too.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { expect } from './test.ts';

export type PrivateServer = { url: string; stop: () => Promise<void> };

/** `env`: settings of this server beyond the defaults (e.g. a shorter undo grace period). */
export async function startPrivateServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<PrivateServer> {
  const port = await new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tapin-e2e-private-')),
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..', '..', '..'),
    env,
    stdio: 'ignore',
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`private server exited (${child.exitCode})`);
          return fetch(`${url}/readyz`).then(
            (response) => response.status,
            () => 0,
          );
        },
        { timeout: 120_000, intervals: [250] },
      )
      .toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/**
 * Signs `email` in on the private server within `context` (its first account, so an
 * admin); the context's cookie jar gets the session.
 */
export async function signInPrivately(context: BrowserContext, url: string, email: string) {
  const headers = { Origin: url };
  const sent = await context.request.post(`${url}/api/auth/magic-link`, {
    data: { email },
    headers,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  let link = '';
  await expect
    .poll(async () => {
      const outbox = await context.request.get(
        `${url}/api/dev/outbox?to=${encodeURIComponent(email)}`,
      );
      link = ((await outbox.json()) as Array<{ link?: string }>)[0]?.link ?? '';
      return link;
    })
    .not.toBe('');
  const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token');
  const verified = await context.request.post(`${url}/api/auth/verify`, {
    data: { token },
    headers,
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** A browser context on the private server: a phone (390 px) or a desktop, in Chicago. */
export function privateContext(
  browser: Browser,
  server: PrivateServer,
  width = 390,
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: server.url,
    viewport: { width, height: width === 390 ? 844 : 900 },
    locale: 'en-US',
    timezoneId: 'America/Chicago',
  });
}

/** An API call on the private server with `context`'s cookies; fails the test unless 2xx. */
export async function privateApi<T>(
  context: BrowserContext,
  url: string,
  method: string,
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await context.request.fetch(`${url}${path}`, {
    method,
    data,
    headers: { Origin: url },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
