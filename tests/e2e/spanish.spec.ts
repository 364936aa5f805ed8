/**
 * TapIn in Spanish (decision 045): a phone whose browser prefers Spanish goes from the QR scan
 * to "¡Registrado!" in Spanish, gets its code texted in Spanish, and switches to English in one
 * tap and back; a coach's screens in Spanish; every screen at 390 px with nothing clipped and
 * axe clean. Then the pseudo-locale: screens show no English a translation would miss.
 * The coaches here are accounts of their own: the shared e2e staff account keeps English.
 */
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { pseudoText } from '#shared/i18n/pseudo.ts';
import { messages as es } from '#shared/messages/es/index.ts';
import { messages as en } from '#shared/messages.ts';
import { setRoleViaApi, signInViaApi, uniqueEmail } from './support/accounts.ts';
import { expectNothingClipped } from './support/layout.ts';
import { signInAsStaff } from './support/staff.ts';
import {
  e164,
  expect,
  expectNoA11yViolations,
  latestCode,
  outboxFor,
  test,
} from './support/test.ts';

/** SCREENSHOTS=1 keeps a picture of every screen checked, for a person to look at. */
const screensDir = path.resolve(import.meta.dirname, '..', '..', '.tmp', 'screens', 'spanish');

/** A staff account of this test's own, with `role`, signed in within `page`'s context. */
async function signInOwnStaff(browser: Browser, page: Page, role: 'coach' | 'admin') {
  const baseURL = test.info().project.use.baseURL;
  const admin = await browser.newContext({ baseURL, locale: 'en-US' });
  await signInAsStaff(admin);
  const { user } = await signInViaApi(page.context(), uniqueEmail(`es-${role}`));
  await setRoleViaApi(admin, user.id, role);
  await admin.close();
}

/** A toast in the Spanish notifications region. */
async function expectSpanishToast(page: Page, title: string) {
  const region = page.getByRole('region', { name: new RegExp(es.common.notifications) });
  await expect(region.getByRole('listitem').filter({ hasText: title })).toBeVisible();
}

/** Layout at this width, then axe. */
async function check(page: Page, label: string) {
  await page.waitForTimeout(150);
  if (process.env.SCREENSHOTS) {
    const name = `${label.replace(/[^a-z0-9]+/gi, '-')}.png`;
    await page.screenshot({ path: path.join(screensDir, name), fullPage: true });
  }
  await expectNothingClipped(page, label);
  await expectNoA11yViolations(page, label);
}

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('QR scan to ¡Registrado!, the code texted in Spanish, English in one tap and back', async ({
    page,
    seed,
    phone,
  }) => {
    test.setTimeout(120_000);
    const t = es.parent;
    const eventId = seed.openEvent.id;
    const heading = page.getByRole('heading', { level: 1 });

    await page.goto(`/check-in?event=${eventId}`);
    await expect(page).toHaveURL(`/check-in/phone?event=${eventId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(heading).toHaveText(t.phoneTitle);
    await expect(page.getByText(t.phoneText)).toBeVisible();
    await check(page, 'phone step, Spanish');

    await page.getByLabel(t.phoneLabel).fill(phone);
    await page.getByRole('button', { name: t.continue }).click();
    await expect(heading).toHaveText(t.verifyTitle);
    await expectSpanishToast(page, t.codeSent);
    const code = await latestCode(page.request, phone);
    const [text] = await outboxFor(page.request, phone);
    expect(text?.body).toMatch(
      new RegExp(`^Su codigo de verificacion de TapIn es ${code}\\. Vence en 10 minutos\\.`),
    );
    await check(page, 'verify step, Spanish');

    await page.getByLabel(t.codeLabel).fill(code);
    await page.getByRole('button', { name: t.verifyPhone }).click();
    await expect(page).toHaveURL(/\/check-in\/athletes\?/);
    await expectSpanishToast(page, t.phoneVerified);
    await expect(heading).toHaveText(t.selectTitle);
    await expect(page.getByText(t.noAthletes)).toBeVisible();
    await check(page, 'athletes, empty, Spanish');

    await page.getByRole('button', { name: t.linkYourAthlete }).click();
    await expect(heading).toHaveText(t.linkTitle);
    await page.getByLabel(t.searchLabel).fill('jordan');
    const results = page.getByRole('list', { name: t.searchResultsLabel });
    const jordan = results.getByRole('button', { name: /Jordan Smith/ });
    await expect(jordan).toContainText('Eagles • Generación 2031');
    await check(page, 'link, search results, Spanish');
    await jordan.click();

    await expect(heading).toHaveText('¡Registrado!');
    await expect(page.getByText(/Registrado a las \d{1,2}:\d{2}\s?[ap]\.\s?m\./)).toBeVisible();
    await expect(page.getByRole('button', { name: t.checkInAnother })).toBeVisible();
    await check(page, 'confirmation, Spanish');

    // Back on the list: English in one tap, and back.
    await expect(page).toHaveURL(/\/check-in\/athletes\?/, { timeout: 6000 });
    await expect(heading).toHaveText(t.selectTitle);
    await page.getByRole('button', { name: 'English' }).click();
    await expect(heading).toHaveText(en.parent.selectTitle);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('button', { name: /Jordan Smith/ })).toContainText(/Checked in at/);
    await check(page, 'athletes, switched to English');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(heading).toHaveText(t.selectTitle);
    await expect(page.getByRole('button', { name: /Jordan Smith/ })).toContainText(
      /Registrado a las/,
    );

    // The choice is this device's: a new scan opens in Spanish with no tap.
    await page.goto(`/check-in?event=${eventId}`);
    await expect(page).toHaveURL(/\/check-in\/athletes\?/);
    await expect(heading).toHaveText(t.selectTitle);
    expect(await outboxFor(page.request, phone)).toHaveLength(1);
    expect(new URL(page.url()).searchParams.get('phone')).toBe(e164(phone));
  });

  test('the public pages and coach sign-in, at 390 px, light and dark', async ({ page }) => {
    test.setTimeout(90_000);
    const heading = page.getByRole('heading', { level: 1 });
    for (const theme of ['light', 'dark'] as const) {
      await page.context().addInitScript((value) => localStorage.setItem('theme', value), theme);
      for (const [path, title] of [
        ['/', es.brand.tagline],
        ['/check-in', es.parent.noEventTitle],
        ['/no-such-page', es.notFound.title],
        ['/download-logo', es.logo.title],
        ['/coach/login', es.coachLogin.title],
      ] as const) {
        await page.goto(path);
        await expect(heading).toHaveText(title);
        await check(page, `${path}, Spanish, ${theme}`);
      }
    }
  });

  test("the coach's dashboard, tools, attendance and admin screens", async ({
    browser,
    page,
    seed,
  }) => {
    test.setTimeout(150_000);
    await signInOwnStaff(browser, page, 'admin');
    const heading = page.getByRole('heading', { level: 1 });
    const screens: [string, string][] = [
      [`/coach/dashboard?event=${seed.openEvent.id}`, es.dashboard.title],
      ['/coach/tools?tab=events', es.coachTools.title],
      ['/coach/tools?tab=csv', es.coachTools.title],
      ['/coach/tools?tab=reports', es.coachTools.title],
      ['/coach/attendance', es.attendance.title],
      ['/coach/roster', es.rosterPage.title],
      ['/admin/qr', es.qrGenerator.title],
      ['/admin/dashboard', es.admin.title],
      ['/coach/guide', es.coachGuide.title],
    ];
    for (const [path, title] of screens) {
      await page.goto(path);
      await expect(heading).toHaveText(title);
      await page.waitForLoadState('networkidle');
      await check(page, `${path}, Spanish`);
    }
    await page.goto(`/coach/dashboard?event=${seed.openEvent.id}`);
    await expect(page.getByText(es.dashboard.checkedIn).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: es.dashboard.rosterHeading })).toBeVisible();

    // The staff header's switch: English in one tap, and back.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(heading).toHaveText(en.dashboard.title);
    await check(page, 'dashboard, switched to English');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(heading).toHaveText(es.dashboard.title);
  });
});

test.describe('the pseudo-locale', () => {
  /**
   * Visible text, placeholders and accessible labels holding a run of three plain ASCII
   * letters: the pseudo-locale accents every letter of the catalogue, so what is left is
   * text that bypassed it (or data: `data` lists the values the screen may show).
   */
  async function plainEnglish(page: Page, data: string[]): Promise<string[]> {
    return page.evaluate((allowed) => {
      const found: string[] = [];
      const clean = (text: string) => {
        let rest = text;
        for (const value of allowed) rest = rest.split(value).join(' ');
        return rest;
      };
      const flag = (text: string, where: string) => {
        if (/[A-Za-z]{3,}/.test(clean(text))) found.push(`${where}: ${text.trim().slice(0, 80)}`);
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, noscript, svg')) continue;
        if (parent.getClientRects().length === 0) continue;
        if (getComputedStyle(parent).visibility === 'hidden') continue;
        flag(node.textContent ?? '', `<${parent.tagName.toLowerCase()}>`);
      }
      for (const element of document.body.querySelectorAll(
        '[placeholder], [aria-label], [alt], [title]',
      )) {
        for (const name of ['placeholder', 'aria-label', 'alt', 'title']) {
          const value = element.getAttribute(name);
          if (value) flag(value, `${name}`);
        }
      }
      return found;
    }, data);
  }

  test('parent and coach screens show no text that bypasses the catalogue', async ({
    page,
    seed,
    phone,
  }) => {
    test.setTimeout(120_000);
    const baseURL = test.info().project.use.baseURL!;
    await page.context().addCookies([{ name: 'tapin_locale', value: 'en-XA', url: baseURL }]);
    const heading = page.getByRole('heading', { level: 1 });
    const eventId = seed.openEvent.id;
    // Data and names that stay as they are: the event, the logo's wordmark ("Tap" "In"), the
    // email placeholder, and each language's own name on the switch.
    const data = [
      seed.openEvent.name,
      'Lincoln High Gym',
      'TapIn',
      'Tap',
      'coach@school.org',
      'English',
      'Español',
    ];

    for (const [path, title] of [
      ['/', en.brand.tagline],
      ['/check-in', en.parent.noEventTitle],
      ['/coach/login', en.coachLogin.title],
      ['/coach/guide', en.coachGuide.title],
    ] as const) {
      await page.goto(path);
      await expect(heading).toHaveText(pseudoText(title));
      expect(await plainEnglish(page, data), path).toEqual([]);
    }

    await page.goto(`/check-in?event=${eventId}`);
    await expect(heading).toHaveText(pseudoText(en.parent.phoneTitle));
    expect(await plainEnglish(page, data), 'phone step').toEqual([]);
    await page.getByLabel(pseudoText(en.parent.phoneLabel)).fill(phone);
    await page.getByRole('button', { name: pseudoText(en.parent.continue) }).click();
    await expect(heading).toHaveText(pseudoText(en.parent.verifyTitle));
    expect(await plainEnglish(page, data), 'verify step').toEqual([]);
    await page
      .getByLabel(pseudoText(en.parent.codeLabel))
      .fill(await latestCode(page.request, phone));
    await page.getByRole('button', { name: pseudoText(en.parent.verifyPhone) }).click();
    await expect(heading).toHaveText(pseudoText(en.parent.selectTitle));
    await expect(page.getByText(pseudoText(en.parent.noAthletes))).toBeVisible();
    expect(await plainEnglish(page, data), 'athletes').toEqual([]);
    await page.getByRole('button', { name: pseudoText(en.parent.linkYourAthlete) }).click();
    await expect(heading).toHaveText(pseudoText(en.parent.linkTitle));
    expect(await plainEnglish(page, data), 'link').toEqual([]);
  });
});
