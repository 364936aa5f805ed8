/**
 * A policy per page (decision 057): only a staff page's Content-Security-Policy lets it
 * compile WebAssembly (pickup mode's QR reader); a parent's page, the app's document as the
 * service worker keeps it for them, and the API do not. Otherwise the two policies are one.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_SHELL_URL } from '#shared/page-policy.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'tapin-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>TapIn app</title>');
  await writeFile(path.join(webDir, 'assets', 'main-abc.js'), 'console.log(1)');
  t = await createTestApp({ webRoot: webDir });
});

afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

async function policyOf(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  const header = response.headers['content-security-policy'];
  expect(typeof header, url).toBe('string');
  const scriptSrc = String(header)
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src '));
  return { status: response.statusCode, body: response.body, header: String(header), scriptSrc };
}

const parentPages = [
  '/check-in?event=00000000-0000-4000-8000-000000000000',
  '/check-in/phone?event=x',
  '/check-in/athletes?event=x&phone=%2B15555550100',
  '/check-in/confirmation?event=x&phone=%2B15555550100&athlete=y',
  '/check-in/trusted?event=x&phone=%2B15555550100&athlete=y',
  '/check-in/texts?event=x&phone=%2B15555550100',
  '/check-in/my-data',
  '/check-in/confirm-email',
  '/link-athlete?event=x&phone=%2B15555550100',
  '/',
  // What the service worker keeps and answers the parent's pages with.
  '/index.html',
  '/no-such-page',
  // "coach" not as the first segment of the path, or only its start: not staff.
  '/check-in/coach',
  '/coaching',
];
const staffPages = [
  '/coach/login',
  '/coach/login/verify',
  '/coach/dashboard?event=00000000-0000-4000-8000-000000000000',
  '/coach/tools?tab=csv',
  '/coach/roster',
  '/coach/attendance',
  '/coach/guide',
  '/admin/qr',
  '/admin/dashboard',
  '/pending-approval',
  // What the service worker keeps and answers the staff pages with, as Workbox asks for it.
  `${STAFF_SHELL_URL}?__WB_REVISION__=abc123`,
];

describe('a Content-Security-Policy per page', () => {
  it.each(parentPages)("a parent's page may not compile WebAssembly: %s", async (url) => {
    const page = await policyOf(url);
    expect(page.status).toBe(200);
    expect(page.body).toContain('TapIn app');
    expect(page.scriptSrc).toBe("script-src 'self'");
    expect(page.header).not.toContain('wasm-unsafe-eval');
  });

  it.each(staffPages)('a staff page may: %s', async (url) => {
    const page = await policyOf(url);
    expect(page.status).toBe(200);
    expect(page.body).toContain('TapIn app');
    expect(page.scriptSrc).toBe("script-src 'self' 'wasm-unsafe-eval'");
  });

  it('differs in that one word only', async () => {
    const parent = await policyOf('/check-in?event=x');
    const staff = await policyOf('/coach/dashboard');
    expect(parent.header).toContain("default-src 'self'");
    expect(staff.header.replace(" 'wasm-unsafe-eval'", '')).toBe(parent.header);
  });

  it('gives the API and the static files the strict policy', async () => {
    for (const url of ['/api/auth/user', '/api/no-such-thing', '/assets/main-abc.js']) {
      const answer = await policyOf(url);
      expect(answer.scriptSrc, url).toBe("script-src 'self'");
    }
  });
});
