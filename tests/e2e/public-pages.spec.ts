import { messages } from '#shared/messages.ts';
import { expect, test } from './support/test.ts';

test.describe('public pages', () => {
  test('home: header, three cards, coach and parent sections', async ({ page, checkA11y }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.brand.tagline);
    await expect(page.getByRole('button', { name: messages.common.toggleTheme })).toBeVisible();

    const cards = page.getByRole('navigation', { name: messages.home.quickLinks });
    await expect(
      cards.getByRole('link', { name: new RegExp(messages.home.coachGuide) }),
    ).toHaveAttribute('href', '/coach/guide');
    await expect(
      cards.getByRole('link', { name: new RegExp(messages.home.coachDashboard) }),
    ).toHaveAttribute('href', '/coach/dashboard');
    await expect(
      cards.getByRole('link', { name: new RegExp(messages.home.generateQr) }),
    ).toHaveAttribute('href', '/admin/qr');

    await expect(page.getByRole('heading', { name: messages.home.coachHeading })).toBeVisible();
    await expect(page.getByText(messages.home.coachNote)).toBeVisible();
    await expect(page.getByRole('heading', { name: messages.home.parentHeading })).toBeVisible();
    await checkA11y('home (light)');

    await page.getByRole('button', { name: messages.home.coachSignUp }).click();
    await expect(page).toHaveURL('/coach/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.coachLogin.title);
  });

  test('home on a desktop is accessible too', async ({ page, checkA11y }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkA11y('home (desktop)');
  });

  test('theme toggle switches to dark and the choice survives a reload', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    const toggle = page.getByRole('button', { name: messages.common.toggleTheme });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await toggle.click();
    await expect(html).toHaveClass(/dark/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await checkA11y('home (dark)');

    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await page.goto('/check-in');
    await expect(html).toHaveClass(/dark/);
    await checkA11y('QR landing without event (dark)');

    await page.goto('/');
    await page.getByRole('button', { name: messages.common.toggleTheme }).click();
    await expect(html).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('an unknown path shows Page Not Found', async ({ page, checkA11y }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.notFound.title);
    await checkA11y('404');
    await page.getByRole('button', { name: messages.common.backToHome }).click();
    await expect(page).toHaveURL('/');
  });

  test('download-logo previews and downloads a square tapin-logo.png', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/download-logo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.logo.title);
    const image = page.getByRole('img', { name: messages.brand.logoAlt });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([1280, 1280]);
    await checkA11y('download logo');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: messages.logo.download }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('tapin-logo.png');

    const response = await page.request.get('/tapin-logo.png');
    expect(response.headers()['content-type']).toContain('image/png');
  });

  test('coach and admin routes load on demand (signed out: the login or Access Denied)', async ({
    page,
    checkA11y,
  }) => {
    // Signed-in visits are covered by coach-auth.spec.ts.
    const routes: Array<[string, string]> = [
      ['/coach/dashboard', messages.coachLogin.title],
      ['/coach/tools', messages.coachLogin.title],
      ['/coach/roster', messages.coachLogin.title],
      ['/coach/guide', messages.coachGuide.title],
      ['/admin/qr', messages.coachLogin.title],
      ['/admin/dashboard', messages.access.deniedTitle],
      ['/pending-approval', messages.pendingApproval.title],
    ];
    for (const [route, title] of routes) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
    await checkA11y('placeholder');
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: messages.common.skipToContent });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});
