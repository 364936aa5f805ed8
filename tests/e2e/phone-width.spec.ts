/**
 * Every screen and its main states at 390 px and on a desktop, light and dark (decision 020):
 * nothing clipped, nothing running out of its box, no sideways scrolling, no email
 * address broken inside a word (support/layout.ts), and axe. The fixtures carry
 * long names: a long athlete, team, email, and an event with a long name and location; axe
 * runs at phone width (see check()).
 * Failure and empty states are made by answering the list calls with an error or nothing.
 */
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { signInEmail } from '#server/modules/auth/sign-in-email.ts';
import { messages } from '#shared/messages.ts';
import { signInViaApi } from './support/accounts.ts';
import { ATTENDANCE_TEAM, LONG_EMAIL, LONG_TEAM } from './support/fixture-data.ts';
import { expectNothingClipped } from './support/layout.ts';
import { signInAsStaff } from './support/staff.ts';
import {
  e164,
  expect,
  expectNoA11yViolations,
  latestCode,
  linkAthleteViaApi,
  test,
} from './support/test.ts';

const t = messages.parent;
const tools = messages.coachTools;

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;
const themes = ['light', 'dark'] as const;

const screensDir = path.resolve(import.meta.dirname, '..', '..', '.tmp', 'screens', 'widths');

/**
 * The layout check, then axe, on what is on screen now. axe runs at phone width (in both
 * themes): its rules do not change with the width, and two cores have to run it all;
 * the desktop pass checks the layout. SCREENSHOTS=1 also keeps a picture of each for a
 * person to look at, in .tmp/screens/widths.
 */
async function check(page: Page, label: string, skip: string[] = []) {
  await page.waitForTimeout(150);
  if (process.env.SCREENSHOTS) {
    const { width } = page.viewportSize() ?? { width: 0 };
    const theme = (await page.evaluate(() => localStorage.getItem('theme'))) ?? 'light';
    const name = `${width}-${theme}-${label.replace(/[^a-z0-9]+/gi, '-')}.png`;
    await page.screenshot({ path: path.join(screensDir, name), fullPage: true });
  }
  await expectNothingClipped(page, label, skip);
  expect(await controlsCutOff(page, skip), `controls cut off on ${label}`).toEqual([]);
  if ((page.viewportSize()?.width ?? 0) < 640) await expectNoA11yViolations(page, label);
}

/**
 * Controls a box cuts off: a button, link, field or table cell that reaches past the edge
 * of the box that clips it (overflow hidden, clip, auto or scroll), such as the QR button's
 * cell pushed out of the events table's card by a long event name. The page-wide check misses these: the
 * page itself does not scroll, and an icon button has no text to measure.
 */
async function controlsCutOff(page: Page, skip: string[]): Promise<string[]> {
  return page.evaluate((skipSelectors) => {
    const problems: string[] = [];
    const controls = document.body.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="checkbox"]):not([type="radio"]), select, [role="switch"], td, th',
    );
    for (const control of controls) {
      if (skipSelectors.some((selector) => control.closest(selector))) continue;
      if (control.closest('.sr-only')) continue;
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      for (let parent = control.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body) break;
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX === 'visible') continue;
        const edge = parent.getBoundingClientRect();
        const past = Math.round(Math.max(box.right - edge.right, edge.left - box.left));
        if (past > 1) {
          const name =
            control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 40) ?? '';
          problems.push(`<${control.tagName.toLowerCase()}> "${name}" is cut off by ${past} px`);
        }
        break;
      }
    }
    return problems;
  }, skip);
}

async function useTheme(context: BrowserContext, theme: 'light' | 'dark') {
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

for (const size of widths) {
  for (const theme of themes) {
    test.describe(`${size.name}, ${theme}`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test('public and parent screens', async ({ page, seed, phone }) => {
        test.setTimeout(120_000);
        await useTheme(page.context(), theme);
        const open = seed.openEvent.id;
        const longEvent = seed.longEvent.id;

        for (const [path, label] of [
          ['/', 'home'],
          ['/no-such-page', '404'],
          ['/download-logo', 'logo download'],
          ['/check-in', 'check-in without an event'],
        ] as const) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          await check(page, label);
        }

        // Phone step of the long-named event; a number the server refuses.
        await page.goto(`/check-in/phone?event=${longEvent}`);
        await expect(page.getByText(seed.longEvent.name)).toBeVisible();
        await check(page, 'phone step, long event name');
        await page.getByLabel(t.phoneLabel).fill('999999999999999');
        await page.getByRole('button', { name: t.continue }).click();
        await expect(page.getByRole('alert')).toBeVisible();
        await check(page, 'phone step, refused number');

        // Code step: nothing sent.
        await page.goto(`/check-in/verify?event=${open}&phone=999999999999999`);
        await expect(page.getByText(t.codeNotSentHelp)).toBeVisible();
        await check(page, 'verify, no code sent');

        // Code step: sent; then verified, no athletes yet.
        await page.goto(`/check-in/phone?event=${open}`);
        await page.getByLabel(t.phoneLabel).fill(phone);
        await page.getByRole('button', { name: t.continue }).click();
        await expect(page.getByText(/we texted/)).toBeVisible();
        await check(page, 'verify, code sent');
        await page.getByLabel(t.codeLabel).fill(await latestCode(page.request, phone));
        await page.getByRole('button', { name: t.verifyPhone }).click();
        await expect(page.getByText(t.noAthletes)).toBeVisible();
        await check(page, 'athletes, empty');

        // The list fails to load.
        await page.route('**/api/athletes?**', (route) =>
          route.fulfill({ status: 500, json: { message: 'Internal error' } }),
        );
        await page.reload();
        await expect(page.getByText(t.failedToFetchAthletes)).toBeVisible();
        await check(page, 'athletes, loading failed');
        await page.unroute('**/api/athletes?**');

        // Link: search results and the manual form with the long team chosen.
        await page.goto(`/check-in/link?event=${open}&phone=${e164(phone)}`);
        await page.getByLabel(t.searchLabel).fill(seed.athletes.long.lastName.slice(0, 10));
        const results = page.getByRole('list', { name: t.searchResultsLabel });
        await expect(results.getByRole('button').first()).toBeVisible();
        await check(page, 'link, long name in the results');
        await page.getByRole('button', { name: t.enterManually }).click();
        await page.getByLabel(t.team, { exact: true }).selectOption({ label: LONG_TEAM });
        await check(page, 'link, manual form with a long team');

        // Confirmation and the list, with the long name.
        await results.getByRole('button').first().click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmationTitle);
        await check(page, 'confirmation, long name');
        // It returns to the list by itself after 3 s.
        await expect(page).toHaveURL(/\/check-in\/athletes\?/, { timeout: 10_000 });
        await expect(page.getByText(/Checked in at/).first()).toBeVisible();
        await check(page, 'athletes, long name checked in');

        // The long-named event is not open.
        await linkAthleteViaApi(page, {
          eventId: longEvent,
          athlete: seed.athletes.longClosed,
          phone,
        });
        await page.goto(`/check-in/athletes?event=${longEvent}&phone=${e164(phone)}`);
        await expect(page.getByText(t.eventClosed)).toBeVisible();
        await check(page, 'athletes, event not open');
      });

      test('coach sign-in and approval pending', async ({ page, browser }) => {
        test.setTimeout(120_000);
        await useTheme(page.context(), theme);
        // An address of this test's own: tests in parallel must not spend each other's links.
        const longEmail = LONG_EMAIL.replace('@', `.${size.name}.${theme}@`);

        // Sign-in, with a long address, before this browser signs in.
        await page.goto('/coach/login');
        await check(page, 'coach login');
        await page.getByLabel(messages.coachLogin.emailLabel).fill(longEmail);
        await page.getByRole('button', { name: messages.coachLogin.sendMagicLink }).click();
        await expect(page.getByText(messages.coachLogin.checkEmailTitle)).toBeVisible();
        await check(page, 'check your email, long address');

        // A pending account with a long address, in a browser of its own.
        const pending = await browser.newContext({
          viewport: { width: size.width, height: size.height },
          baseURL: test.info().project.use.baseURL,
        });
        await useTheme(pending, theme);
        const pendingPage = await pending.newPage();
        await signInViaApi(pendingPage, longEmail);
        await pendingPage.goto('/pending-approval');
        await expect(pendingPage.getByText(messages.pendingApproval.title)).toBeVisible();
        await check(pendingPage, 'approval pending, long address');
        await pending.close();
      });

      test('dashboard and coach tools', async ({ page, seed }) => {
        test.setTimeout(150_000);
        await useTheme(page.context(), theme);
        const longEvent = seed.longEvent.id;
        await signInAsStaff(page.context());

        await page.goto(`/coach/dashboard?event=${seed.openEvent.id}`);
        // Other tests add athletes to the open event, and the roster is virtualised: the
        // search brings the long name into the rows drawn.
        await page
          .getByRole('searchbox', { name: messages.dashboard.searchLabel })
          .fill(seed.athletes.long.lastName);
        await expect(page.getByText(seed.athletes.long.lastName).first()).toBeVisible();
        await check(page, 'dashboard, long name on the roster');
        await page.getByLabel(messages.dashboard.eventLabel).selectOption(longEvent);
        await expect(page.getByText(seed.athletes.longClosed.lastName).first()).toBeVisible();
        await check(page, 'dashboard, long event chosen');

        // Every tab; the events table with the long event's name being renamed.
        await page.goto('/coach/tools?tab=events');
        const row = page.locator(`tr[data-event-id="${longEvent}"]`);
        await expect(row).toBeVisible();
        await check(page, 'tools, events');
        await row.getByRole('button', { name: tools.rename(seed.longEvent.name) }).click();
        const nameBox = row.getByRole('textbox', { name: tools.editNameLabel });
        await expect(nameBox).toBeFocused();
        await check(page, 'tools, renaming the long event');
        await nameBox.press('Escape');

        await page.goto('/coach/tools?tab=teams');
        await expect(page.getByRole('tabpanel').getByText(LONG_TEAM)).toBeVisible();
        await check(page, 'tools, teams');
        for (const tab of ['csv', 'reports'] as const) {
          await page.goto(`/coach/tools?tab=${tab}`);
          await page
            .getByRole('combobox', { name: tools.eventLabel, exact: true })
            .selectOption(longEvent);
          await check(page, `tools, ${tab} with the long event chosen`);
        }
        // The roster preview of a file with errors: below sm its rows stack as labelled
        // cards, so Grad Year and Errors show at 390 px (decision 020).
        await page.goto('/coach/tools?tab=csv');
        await page
          .getByRole('combobox', { name: tools.eventLabel, exact: true })
          .selectOption(longEvent);
        await page
          .getByTestId('roster-file-input')
          .setInputFiles(path.join(import.meta.dirname, 'fixtures', 'messy-roster-excel.csv'));
        await expect(page.getByRole('heading', { name: /messy-roster-excel\.csv/ })).toBeVisible();
        await check(page, 'tools, csv preview');
        await page.goto('/coach/tools?tab=sheets');
        await expect(
          page.getByRole('list', { name: tools.connectedHeading }).getByText(seed.longEvent.name),
        ).toBeVisible();
        await check(page, 'tools, sheets');
      });

      test('empty and failed lists; roster, QR, admin, guide, sign-in email', async ({
        page,
        request,
        seed,
      }) => {
        test.setTimeout(150_000);
        await useTheme(page.context(), theme);
        const longEvent = seed.longEvent.id;
        // A pending account with a long address for the admin list, made apart from this page.
        const longEmail = LONG_EMAIL.replace('@', `.admin.${size.name}.${theme}@`);
        await signInViaApi(request, longEmail);
        await signInAsStaff(page.context());

        // Empty lists, and lists that fail to load.
        await page.route('**/api/events', (route) => route.fulfill({ json: [] }));
        await page.route('**/api/teams', (route) => route.fulfill({ json: [] }));
        for (const [tab, empty] of [
          ['events', tools.noEvents],
          ['teams', tools.noTeams],
          ['sheets', tools.noSheets],
        ] as const) {
          await page.goto(`/coach/tools?tab=${tab}`);
          await expect(page.getByRole('tabpanel').getByText(empty)).toBeVisible();
          await check(page, `tools, ${tab}, empty`);
        }
        await page.goto('/coach/dashboard');
        await expect(page.getByText(messages.dashboard.noEventsTitle)).toBeVisible();
        await check(page, 'dashboard, no events');
        await page.unrouteAll();
        await page.route('**/api/events', (route) => route.fulfill({ status: 500, body: '' }));
        await page.goto('/coach/tools?tab=events');
        await expect(page.getByRole('tabpanel').getByText(tools.eventsLoadFailed)).toBeVisible();
        await check(page, 'tools, events failed to load');
        await page.unrouteAll();

        await page.goto('/coach/roster');
        await page
          .getByRole('combobox', { name: messages.rosterPage.eventLabel, exact: true })
          .selectOption(longEvent);
        await check(page, 'roster page, long event chosen');
        await page.goto('/admin/qr');
        await page.getByRole('combobox').first().selectOption(longEvent);
        await expect(page.getByRole('img', { name: /QR/ }).first()).toBeVisible();
        await check(page, 'QR page, long event');
        await page.goto('/admin/dashboard');
        await expect(page.getByText(longEmail).filter({ visible: true }).first()).toBeVisible();
        await check(page, 'admin dashboard, long address');
        await page.goto('/coach/guide');
        await check(page, 'coach guide');
        // Attendance: the seeded season's team (with a long name on its roster), both views.
        const attendance = messages.attendance;
        await page.goto('/coach/attendance');
        await page.getByLabel(attendance.team, { exact: true }).selectOption(ATTENDANCE_TEAM);
        await expect(page.getByText(attendance.summary(3, 2))).toBeVisible();
        await check(page, 'attendance, summary');
        await page.getByRole('button', { name: attendance.viewByEvent }).click();
        await expect(page.getByText(attendance.presenceLegend)).toBeVisible();
        await check(page, 'attendance, by event');

        // The sign-in email's HTML part, as a mail app at this width shows it.
        await page.emulateMedia({ colorScheme: theme });
        await page.setContent(
          signInEmail('http://localhost:3100/coach/login/verify#token=abcdefghijklmnop0123456789')
            .html,
        );
        await check(page, 'sign-in email');
      });
    });
  }
}
