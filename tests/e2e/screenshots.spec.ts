/**
 * Screenshots of every parent screen, home, 404 and the logo page, light and dark, at
 * 390 px (and home on a desktop), into .tmp/screens for a person to look at.
 * Skipped unless SCREENSHOTS=1:   SCREENSHOTS=1 npx playwright test screenshots
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import { e164, expect, latestCode, test } from './support/test.ts';

const t = messages.parent;
const outDir = path.resolve(import.meta.dirname, '..', '..', '.tmp', 'screens');

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');

for (const theme of ['light', 'dark'] as const) {
  test(`screens, ${theme}`, async ({ page, seed, phone }) => {
    test.setTimeout(90_000);
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const shot = async (name: string, fullPage = true) => {
      await page.waitForTimeout(450);
      await page.screenshot({ path: path.join(outDir, `${name}-${theme}.png`), fullPage });
    };
    const eventId = seed.openEvent.id;

    await page.goto('/');
    await shot('home');
    await page.goto('/no-such-page');
    await shot('404');
    await page.goto('/download-logo');
    await page.waitForLoadState('networkidle');
    await shot('logo');
    await page.goto('/check-in');
    await shot('qr-no-event');

    await holdSession(page, async () => {
      await page.goto(`/check-in?event=${eventId}`);
      await page.waitForTimeout(900);
      await page.screenshot({ path: path.join(outDir, `qr-landing-${theme}.png`) });
    });
    await expect(page).toHaveURL(/\/check-in\/phone/);
    await shot('phone');
    await page.getByLabel(t.phoneLabel).fill('55512');
    await page.getByRole('button', { name: t.continue }).click();
    await shot('phone-invalid');

    await page.getByLabel(t.phoneLabel).fill(phone);
    await page.getByRole('button', { name: t.continue }).click();
    await expect(page).toHaveURL(/\/check-in\/verify/);
    const code = await latestCode(page.request, phone);
    await page.getByLabel(t.codeLabel).fill('123');
    await shot('verify', false);
    await page.getByLabel(t.codeLabel).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: t.verifyPhone }).click();
    await shot('verify-failed', false);
    await page.getByLabel(t.codeLabel).fill(code);
    await page.getByRole('button', { name: t.verifyPhone }).click();
    await expect(page).toHaveURL(/\/check-in\/athletes/);
    await shot('athletes-empty');

    await page.goto(`/check-in/link?event=${eventId}&phone=${e164(phone)}`);
    await page.getByLabel(t.searchLabel).fill('ea');
    await expect(page.getByRole('list', { name: t.searchResultsLabel })).toBeVisible();
    await shot('link-search');
    await page.getByRole('button', { name: t.enterManually }).click();
    await shot('link-manual');

    await page.getByLabel(t.searchLabel).fill(theme === 'light' ? 'Noah' : 'Mason');
    await page
      .getByRole('list', { name: t.searchResultsLabel })
      .getByRole('button')
      .first()
      .click();
    await expect(page).toHaveURL(/\/check-in\/confirmation/);
    await shot('confirmation');
    await expect(page).toHaveURL(/\/check-in\/athletes/, { timeout: 6000 });
    await page.goto(`/check-in/link?event=${eventId}&phone=${e164(phone)}`);
    await page.getByLabel(t.searchLabel).fill(theme === 'light' ? 'Liam' : 'Ethan');
    await page
      .getByRole('list', { name: t.searchResultsLabel })
      .getByRole('button')
      .first()
      .click();
    await expect(page).toHaveURL(/\/check-in\/confirmation/);
    await page.getByRole('button', { name: t.checkInAnother }).click();
    await page.getByRole('button', { name: /Add Another/ }).hover();
    await shot('athletes-list');
  });
}

test('home on a desktop, light and dark', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(outDir, 'home-desktop-light.png'), fullPage: true });
  await page.getByRole('button', { name: messages.common.toggleTheme }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(outDir, 'home-desktop-dark.png'), fullPage: true });
  await page.goto('/check-in/phone?event=none');
  await page.screenshot({ path: path.join(outDir, 'phone-desktop-dark.png'), fullPage: true });
});

/** Holds the check-in screen request while `during` runs, so the QR landing stays on screen. */
async function holdSession(page: Page, during: () => Promise<void>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/parent/events/*/screen', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await during();
  release();
  await page.unroute('**/api/parent/events/*/screen');
}
