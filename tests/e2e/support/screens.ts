/**
 * Screenshots for a person to look at (SCREENSHOTS=1): the screen as it is now, in the
 * light and dark theme, at 390 px and on a desktop, into .tmp/screens/NAME-WIDTH-THEME.png.
 * Does nothing otherwise. The page is left at its viewport and theme as found.
 */
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

export const SCREENS_DIR = path.resolve(import.meta.dirname, '..', '..', '..', '.tmp', 'screens');

export async function screenshotThemes(
  page: Page,
  name: string,
  options: { fullPage?: boolean; scrollTo?: Locator } = {},
) {
  if (!process.env.SCREENSHOTS) return;
  const viewport = page.viewportSize();
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      localStorage.setItem('theme', value);
      document.documentElement.classList.toggle('dark', value === 'dark');
    }, theme);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await options.scrollTo?.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await page.screenshot({
        path: path.join(SCREENS_DIR, `${name}-${width}-${theme}.png`),
        fullPage: options.fullPage ?? false,
      });
    }
  }
  await page.evaluate((dark) => {
    localStorage.setItem('theme', dark ? 'dark' : 'light');
    document.documentElement.classList.toggle('dark', dark);
  }, wasDark);
  if (viewport) await page.setViewportSize(viewport);
}
