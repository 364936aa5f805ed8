/**
 * The admin dashboard's Texts panel (decision 042): texts, segments and cost today and this
 * month, and the daily cap, read by an admin; axe-clean, light and dark, at 390 px.
 */
import path from 'node:path';
import { messages } from '#shared/messages.ts';
import { loadStaff, signInViaApi } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

const t = messages.adminTexts;
const outDir = path.resolve(import.meta.dirname, '..', '..', '.tmp', 'screens');

for (const theme of ['light', 'dark'] as const) {
  test(`the Texts panel, ${theme}`, async ({ page, checkA11y }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await signInViaApi(page, loadStaff().firstAdmin.email);
    await page.goto('/admin/dashboard');
    const panel = page.getByRole('region', { name: t.heading });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: t.today })).toBeVisible();
    await expect(panel.getByRole('heading', { name: t.thisMonth })).toBeVisible();
    await expect(panel.getByTestId('texts-cap')).toHaveText(/ of 2,?000 alert texts sent today/);
    await checkA11y(`admin texts panel, ${theme}`);
    await panel.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: path.join(outDir, `admin-texts-${theme}.png`) });
  });
}
