/**
 * A policy per page (decision 057), in the browser, through the service worker: a parent's
 * page answered from the worker's cache may not compile WebAssembly, a staff page may (its
 * QR reader needs it), and a link from one kind of page to the other loads a document with
 * the other's policy. The QR reader itself is filmed in safe-pickup.spec.ts.
 */
import type { Page, Response } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import { expect, test } from './support/test.ts';

/** The smallest WebAssembly module there is (its 8-byte header). */
const EMPTY_MODULE = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];

/** Whether this document's policy lets it compile WebAssembly, as the QR reader does. */
function canCompileWasm(page: Page): Promise<boolean> {
  return page.evaluate((bytes) => {
    return WebAssembly.compile(new Uint8Array(bytes)).then(
      () => true,
      () => false,
    );
  }, EMPTY_MODULE);
}

/** A page loaded once: the worker installed, and this page under its control. */
async function installWorker(page: Page, url: string) {
  await page.goto(url);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

function policyOf(response: Response | null): string {
  expect(response, 'a navigation answered').not.toBeNull();
  return response?.headers()['content-security-policy'] ?? '';
}

test('through the service worker: a parent page may not compile WebAssembly, a staff page may', async ({
  page,
  seed,
}) => {
  const checkIn = `/check-in?event=${seed.openEvent.id}`;
  await installWorker(page, checkIn);

  const parent = await page.goto(checkIn);
  expect(parent?.fromServiceWorker(), 'the parent page came from the worker').toBe(true);
  expect(policyOf(parent)).toContain("script-src 'self'");
  expect(policyOf(parent)).not.toContain('wasm-unsafe-eval');
  await expect(page.getByText(seed.openEvent.name).first()).toBeVisible();
  expect(await canCompileWasm(page)).toBe(false);

  const staff = await page.goto('/coach/login');
  expect(staff?.fromServiceWorker(), 'the staff page came from the worker').toBe(true);
  expect(policyOf(staff)).toContain("script-src 'self' 'wasm-unsafe-eval'");
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.coachLogin.title);
  expect(await canCompileWasm(page)).toBe(true);

  // The parent's other pages, with a query and without, are the parent's again.
  for (const url of ['/check-in/my-data', `/check-in/phone?event=${seed.openEvent.id}`]) {
    const again = await page.goto(url);
    expect(again?.fromServiceWorker(), url).toBe(true);
    expect(policyOf(again), url).not.toContain('wasm-unsafe-eval');
    expect(await canCompileWasm(page), url).toBe(false);
  }
});

test("a link from the home page to a coach page loads the coach page's own document", async ({
  page,
}) => {
  await installWorker(page, '/');
  expect(await canCompileWasm(page)).toBe(false);

  const cards = page.getByRole('navigation', { name: messages.home.quickLinks });
  await cards.getByRole('link', { name: new RegExp(messages.home.coachGuide) }).click();
  await expect(page).toHaveURL('/coach/guide');
  // A new document (the page reloads itself), with the staff policy: polled, since the
  // first answers may come from the home page's document while it is being replaced.
  await expect.poll(() => canCompileWasm(page).catch(() => false)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
