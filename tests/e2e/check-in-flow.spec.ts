/**
 * The parent's whole journey (docs/product.md#parent-flow): QR link -> phone -> texted code ->
 * link by search -> confirmation; then the next scan on the same phone is one tap.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { messages } from '#shared/messages.ts';
import { parentDeferredFiles } from '../../scripts/parent-bundle.ts';
import { e164, expect, expectToast, latestCode, outboxFor, test } from './support/test.ts';

const t = messages.parent;

/**
 * The scripts index.html loads up front: the entry chunk and its static imports, from the
 * Vite manifest of the build under test, and the parent flow's own chunks loaded after the
 * first paint (the toaster, decision 029). Rolldown may move shared libraries (React) into
 * a chunk of their own next to the entry; every route chunk stays out of this set.
 */
function upFrontScripts(): Set<string> {
  const manifestPath = path.resolve(import.meta.dirname, '../../dist/web/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const files = new Set(['/theme-init.js']);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const file of parentDeferredFiles(manifest)) files.add(`/${file}`);
  return files;
}

test('first visit links by search and checks in; the second visit is one tap', async ({
  page,
  seed,
  phone,
  checkA11y,
}) => {
  const eventId = seed.openEvent.id;
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  // QR landing forwards a new device to the phone step.
  await page.goto(`/check-in?event=${eventId}`);
  await expect(page).toHaveURL(`/check-in/phone?event=${eventId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.phoneTitle);
  await expect(page.getByText(seed.openEvent.name)).toBeVisible();
  // The parent flow loads no coach or admin code: nothing but what index.html loads (and
  // the toaster after the first paint).
  const upFront = upFrontScripts();
  expect(scripts.filter((script) => !upFront.has(script))).toEqual([]);
  await checkA11y('phone step');

  const phoneInput = page.getByLabel(t.phoneLabel);
  await expect(phoneInput).toHaveAttribute('type', 'tel');
  await expect(phoneInput).toHaveAttribute('autocomplete', 'tel');
  // Typed with punctuation: the input keeps the digits only.
  await phoneInput.fill(`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`);
  await expect(phoneInput).toHaveValue(phone);
  await page.getByRole('button', { name: t.continue }).click();

  // Verify: a code is texted on entry (once, even under StrictMode).
  await expect(page).toHaveURL(`/check-in/verify?event=${eventId}&phone=${phone}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.verifyTitle);
  await expectToast(page, t.codeSent);
  const code = await latestCode(page.request, phone);
  expect(await outboxFor(page.request, phone)).toHaveLength(1);

  const verifyButton = page.getByRole('button', { name: t.verifyPhone });
  const codeInput = page.getByLabel(t.codeLabel);
  await expect(codeInput).toHaveAttribute('inputmode', 'numeric');
  await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(verifyButton).toBeDisabled();
  await codeInput.fill(`${code.slice(0, 3)}-${code.slice(3, 5)}`);
  await expect(codeInput).toHaveValue(code.slice(0, 5));
  await expect(verifyButton).toBeDisabled();
  await expect(page.getByRole('button', { name: t.resendCode })).toBeDisabled();
  await checkA11y('verify step');

  // A pasted code with a space keeps its six digits.
  await codeInput.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await expect(codeInput).toHaveValue(code);
  await expect(verifyButton).toBeEnabled();
  await verifyButton.click();

  // Verified: forwarded (through /check-in/phone?verified=true) to the athlete list.
  await expect(page).toHaveURL(
    `/check-in/athletes?event=${eventId}&phone=${encodeURIComponent(e164(phone))}`,
  );
  await expectToast(page, t.phoneVerified);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.selectTitle);
  await expect(page.getByText(t.noAthletes)).toBeVisible();
  await checkA11y('athletes, empty');

  await page.getByRole('button', { name: t.linkYourAthlete }).click();
  await expect(page).toHaveURL(/\/check-in\/link\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.linkTitle);
  await page.getByLabel(t.searchLabel).fill('jordan');
  const results = page.getByRole('list', { name: t.searchResultsLabel });
  const jordan = results.getByRole('button', { name: /Jordan Smith/ });
  await expect(jordan).toBeVisible();
  await expect(jordan).toContainText('Eagles • Class of 2031');
  await checkA11y('link, search results');
  await jordan.click();

  await expect(page).toHaveURL(/\/check-in\/confirmation\?/);
  const confirmationUrl = new URL(page.url());
  expect(confirmationUrl.searchParams.get('event')).toBe(eventId);
  expect(confirmationUrl.searchParams.get('phone')).toBe(e164(phone));
  expect(confirmationUrl.searchParams.get('athlete')).toBeTruthy();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmationTitle);
  await expect(page.getByText('Jordan Smith')).toBeVisible();
  await expect(page.getByText('Eagles', { exact: true })).toBeVisible();
  await expect(page.getByText(/Checked in at \d{1,2}:\d{2} (AM|PM)/)).toBeVisible();
  await expect(page.getByRole('button', { name: t.checkInAnother })).toBeVisible();
  await checkA11y('confirmation');

  // Back to the athlete list on its own after 3 s, showing the check-in.
  await expect(page).toHaveURL(/\/check-in\/athletes\?/, { timeout: 6000 });
  const card = page.getByRole('button', { name: /Jordan Smith/ });
  await expect(card).toContainText(/Checked in at/);
  await expect(page.getByRole('button', { name: t.addAnotherAthlete })).toBeVisible();
  await checkA11y('athletes, one checked in');

  // Second scan on the same phone: no code, straight to the list, one tap.
  await page.goto(`/check-in?event=${eventId}`);
  await expect(page).toHaveURL(
    `/check-in/athletes?event=${eventId}&phone=${encodeURIComponent(e164(phone))}`,
  );
  await page.getByRole('button', { name: /Jordan Smith/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmationTitle);
  await page.getByRole('button', { name: t.checkInAnother }).click();
  await expect(page).toHaveURL(/\/check-in\/athletes\?/);
  expect(await outboxFor(page.request, phone)).toHaveLength(1);
});

test('the QR landing shows the brand while it works', async ({ page, seed, checkA11y }) => {
  // Hold the check-in screen's answer so the landing screen can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/parent/events/*/screen', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/check-in?event=${seed.openEvent.id}`);
  await expect(page.getByText(messages.qrLanding.processing)).toBeVisible();
  await expect(page.getByText(messages.brand.tagline)).toBeVisible();
  await checkA11y('QR landing');
  release();
  await expect(page).toHaveURL(`/check-in/phone?event=${seed.openEvent.id}`);
});

test('without an event the check-in screens ask to scan the QR code', async ({
  page,
  checkA11y,
}) => {
  for (const route of ['/check-in', '/check-in/phone', '/check-in/athletes', '/check-in/link']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.noEventTitle);
    await expect(page.getByText(t.noEventText)).toBeVisible();
  }
  await checkA11y('no event');
});

test('a QR code for an unknown event says so instead of asking for a phone', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/check-in?event=00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/check-in\/phone\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.errors.eventNotFound);
  await expect(page.getByLabel(t.phoneLabel)).toHaveCount(0);
  await checkA11y('unknown event');

  await page.goto('/check-in/phone?event=not-an-id');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.errors.eventNotFound);
});
