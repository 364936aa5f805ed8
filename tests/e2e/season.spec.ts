/**
 * The season in the browser (decision 030): a coach creates a weekly series with an end
 * time from the Events tab and sees its occurrences, cancels one occurrence and ends the
 * series through its confirm dialog; axe on every state visited. With SCREENSHOTS=1 the
 * Events tab is captured at 390 px and desktop, light and dark, into .tmp/screens.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { expectNothingClipped } from './support/layout.ts';
import {
  privateApi,
  privateContext,
  signInPrivately,
  startPrivateServer,
} from './support/private-server.ts';
import { screenshotThemes } from './support/screens.ts';
import { signInAsStaff, staffRequest } from './support/staff.ts';
import { expect, expectNoA11yViolations, expectToast, test } from './support/test.ts';

const t = messages.coachTools;
const s = t.season;

function unique(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;
}

async function openTools(page: Page) {
  await page.goto('/coach/tools');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
}

/** Fills the create form with a Tuesday and Thursday practice, 6–7:30 pm, for four weeks. */
async function fillWeeklySeries(page: Page, name: string) {
  await page.getByLabel(t.eventName).fill(name);
  await page.getByLabel(t.location).fill('Season Field');
  // Tuesday 3 June 2031, 6 pm in the browser's zone (America/Chicago).
  await page.getByLabel(t.dateTime).fill('2031-06-03T18:00');
  await page.getByLabel(s.endTime).fill('19:30');
  await page.getByLabel(s.repeat, { exact: true }).check();
  const create = page.getByRole('button', { name: t.createEvent });
  // The start's weekday (Tuesday) comes picked; Repeat still needs an until date.
  const tuesday = page.getByRole('button', { name: s.weekdayNames[1], exact: true });
  await expect(tuesday).toHaveAttribute('aria-pressed', 'true');
  await expect(create).toBeDisabled();
  await page.getByRole('button', { name: s.weekdayNames[3], exact: true }).click();
  await expect(tuesday).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel(s.repeatUntil, { exact: true }).fill('2031-06-26');
  await expect(create).toBeEnabled();
  return create;
}

test.beforeEach(async ({ page }) => {
  await signInAsStaff(page);
});

test('a coach creates a weekly series and sees its occurrences; cancels one, ends the series', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  const name = `Practice ${unique()}`;
  await openTools(page);
  const create = await fillWeeklySeries(page, name);
  await checkA11y('tools: events, repeat form');
  await create.click();
  await expectToast(page, t.eventCreated, name);

  // Eight occurrences: Tue and Thu for four weeks, each 6–7:30 pm Chicago (UTC-5 in June).
  const events = (await staffRequest<TapInEvent[]>(page, 'GET', '/api/events'))
    .filter((event) => event.name === name)
    .sort((a, b) => a.date.localeCompare(b.date));
  expect(events.map((event) => event.date)).toEqual(
    ['03', '05', '10', '12', '17', '19', '24', '26'].map((day) => `2031-06-${day}T23:00:00.000Z`),
  );
  expect(new Set(events.map((event) => event.seriesId)).size).toBe(1);
  expect(events[0]!.endsAt).toBe('2031-06-04T00:30:00.000Z');

  // Today first: the series takes one row, its next occurrence; the rest wait behind a button.
  const rows = page.locator('tr[data-event-id]').filter({ hasText: name });
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: t.showOccurrences(7, name) }).click();
  await expect(page.getByRole('button', { name: t.hideOccurrences(7, name) })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(rows).toHaveCount(8);
  for (const row of await rows.all()) await expect(row).toContainText(s.seriesMark);
  // The date column shows the end too (the desktop table).
  const first = page.locator(`tr[data-event-id="${events[0]!.id}"]`);
  await expect(first).toContainText('Jun 3, 2031, 6:00 PM – 7:30 PM');

  // Cancel one occurrence: it asks first, naming the occurrence and its date.
  const second = page.locator(`tr[data-event-id="${events[1]!.id}"]`);
  await second.getByRole('button', { name: s.cancelOccurrence(name) }).click();
  const ask = page.getByRole('alertdialog', {
    name: s.cancelOccurrenceTitle(name, 'Jun 5, 2031, 6:00 PM'),
  });
  await expect(ask).toBeVisible();
  await checkA11y('tools: events, cancel occurrence dialog');
  await ask.getByRole('button', { name: s.keepOccurrence }).click();
  await expect(ask).toBeHidden();
  await expect(second).not.toContainText(s.cancelledMark);
  await second.getByRole('button', { name: s.cancelOccurrence(name) }).click();
  await ask.getByRole('button', { name: s.cancelOccurrenceConfirm }).click();
  await expectToast(page, s.occurrenceCancelled, name);
  await expect(second).toContainText(s.cancelledMark);
  await expect(second.getByRole('switch')).toBeDisabled();
  await checkA11y('tools: events, a cancelled occurrence');

  // End the series: a confirm dialog, then every occurrence not yet started is cancelled.
  await first.getByRole('button', { name: s.endSeriesFor(name) }).click();
  const dialog = page.getByRole('alertdialog', { name: s.endSeriesTitle(name) });
  await expect(dialog).toBeVisible();
  await checkA11y('tools: events, end series dialog');
  await dialog.getByRole('button', { name: s.endSeriesConfirm }).click();
  // All eight are in the future; one was already cancelled.
  await expectToast(page, s.seriesEnded(7));
  await expect(rows.filter({ hasText: s.cancelledMark })).toHaveCount(8);
  // An ended series offers End series no more; its dates can still be restored.
  await expect(page.getByRole('button', { name: s.endSeriesFor(name) })).toHaveCount(0);
  await expect(first.getByRole('button', { name: s.restoreOccurrence(name) })).toBeVisible();

  // On a phone the series' rows still fit the card: their marks and buttons push no column
  // out of sight. Measured with only this series' rows in the table (the other tests' and the
  // seed's events are not this test's to judge).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(first.getByRole('button', { name: s.restoreOccurrence(name) })).toBeVisible();
  await checkA11y('tools: events at 390 px');
  const overflow = await page
    .getByRole('table', { name: t.eventsHeading, exact: true })
    .evaluate((table, keep) => {
      for (const row of table.querySelectorAll('tbody tr'))
        if (!row.textContent?.includes(keep)) row.remove();
      return table.scrollWidth - (table.parentElement?.clientWidth ?? 0);
    }, name);
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe('screens', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');
  const outDir = path.resolve(import.meta.dirname, '..', '..', '.tmp', 'screens');

  for (const theme of ['light', 'dark'] as const) {
    test(`season screens, ${theme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const name = `Screens ${theme} ${unique()}`;
      const first = await staffRequest<TapInEvent>(page, 'POST', '/api/events', {
        name,
        locationName: 'Season Field',
        date: '2031-09-02T23:00:00Z',
        endsAt: '2031-09-03T00:30:00Z',
        autoOpenMinutes: 30,
        repeat: { weekdays: [2, 4], until: '2031-09-11', timeZone: 'America/Chicago' },
      });
      await staffRequest(page, 'POST', '/api/events', {
        name: `${name} overlap`,
        locationName: 'Season Field',
        date: '2031-09-02T23:30:00Z',
        autoOpenMinutes: 15,
      });
      const list = await staffRequest<TapInEvent[]>(page, 'GET', '/api/events');
      const third = list.find(
        (event) => event.seriesId === first.seriesId && event.id !== first.id,
      )!;
      await staffRequest(page, 'PATCH', `/api/events/${third.id}`, { cancelled: true });
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await openTools(page);
        await fillWeeklySeries(page, `Form ${theme}`);
        await page.getByLabel(s.autoOpen).check();
        await page.waitForTimeout(400);
        const shot = (part: string, fullPage = false) =>
          page.screenshot({
            path: path.join(outDir, `season-${part}-${theme}-${width}.png`),
            fullPage,
          });
        await shot('events', width > 390);
        if (width === 390) {
          // A phone's full page is too tall to read: the form, then the first rows.
          await page.locator(`tr[data-event-id="${first.id}"]`).scrollIntoViewIfNeeded();
          await page.evaluate(() => window.scrollBy(0, -300));
          await page.waitForTimeout(300);
          await shot('rows');
        }
      }
    });
  }
});

/**
 * An open dashboard hears the schedule switch events by itself and a coach switch them in
 * another tab (decision 035): the event list's "(Active)" follows, the page keeps the event
 * it shows and says what happened. On a private server: switching events on here would
 * close the shared seed's active event under the other specs.
 */
test.describe('the dashboard hears switches', () => {
  test('the schedule opens check-in by itself, then a coach switches in another tab', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const d = messages.dashboard;
    const server = await startPrivateServer();
    try {
      const context = await privateContext(browser, server, 1280);
      await signInPrivately(context, server.url, 'switch-coach@tapin.test');
      const call = <T>(method: string, url: string, data?: unknown) =>
        privateApi<T>(context, server.url, method, url, data);
      // A long name: the notice and its button must hold it at 390 px.
      const PRACTICE = 'Evening Practice for the Northside Regional Invitational Squad';
      // The meet is on (switched by hand) but its own time is over (it started 3 hours ago:
      // two hours is an event's length without an end), so the schedule may close it
      // (decision 039: only a hand-opened event whose time still runs is held); the practice
      // opens by itself a minute before its start, which is 80 s away: its window opens in
      // about 20 s.
      const meet = await call<TapInEvent>('POST', '/api/events', {
        name: 'Saturday Meet',
        locationName: 'Field House',
        date: new Date(Date.now() - 3 * 60 * 60_000).toISOString(),
      });
      await call('PATCH', `/api/events/${meet.id}`, { active: true });
      const practice = await call<TapInEvent>('POST', '/api/events', {
        name: PRACTICE,
        locationName: 'Field House',
        date: new Date(Date.now() + 80_000).toISOString(),
        autoOpenMinutes: 1,
      });

      const page = await context.newPage();
      await page.goto('/coach/dashboard');
      const picker = page.getByLabel(d.eventLabel);
      await expect(picker).toHaveValue(meet.id);
      await expect(page.locator('[data-live-status]')).toHaveAttribute('data-live-status', 'live');
      // An empty roster has nobody to be late, and nobody "checked in" either.
      await expect(page.getByText(d.everyoneIn)).toHaveCount(0);
      const notice = page.getByRole('region', { name: /^Check-in changed at / });
      await expect(notice).toHaveCount(0);

      // A parent's read runs the schedule (at most every 5 s) once the window has opened.
      await expect
        .poll(
          async () => {
            await context.request.get(`${server.url}/api/parent/events/${practice.id}`);
            return notice.count();
          },
          { timeout: 90_000, intervals: [2_000] },
        )
        .toBe(1);
      await expect(notice).toContainText(d.switchClosedBySchedule('Saturday Meet'));
      await expect(notice).toContainText(d.switchOpenedBySchedule(PRACTICE));
      await expect(notice).toContainText(d.switchShownClosed('Saturday Meet'));
      // The page still shows the meet (nothing moved under the coach's finger); the list says
      // which event is active now.
      await expect(picker).toHaveValue(meet.id);
      await expect(picker.locator(`option[value="${practice.id}"]`)).toHaveText(/\(Active\)$/);
      await expect(picker.locator(`option[value="${meet.id}"]`)).not.toHaveText(/\(Active\)$/);
      await expectNoA11yViolations(page, 'dashboard: the schedule switched events');
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNothingClipped(page, 'dashboard at 390 px: the schedule switched events');
      await page.setViewportSize({ width: 1280, height: 900 });
      await screenshotThemes(page, 'dashboard-switch', { scrollTo: notice });

      await notice.getByRole('button', { name: d.switchShow(PRACTICE) }).click();
      await expect(picker).toHaveValue(practice.id);
      await expect(page).toHaveURL(new RegExp(`event=${practice.id}`));
      await expect(notice).toHaveCount(0);

      // Another tab: the coach switches the meet back on in the Events tab.
      const tools = await context.newPage();
      await tools.goto('/coach/tools');
      const toggle = tools.locator(`tr[data-event-id="${meet.id}"]`).getByRole('switch');
      await toggle.click();
      await expect(toggle).toBeChecked();
      await expect(notice).toContainText(d.switchClosedByCoach(PRACTICE));
      await expect(notice).toContainText(d.switchOpenedByCoach('Saturday Meet'));
      await expect(notice).toContainText(d.switchShownClosed(PRACTICE));
      await expect(picker.locator(`option[value="${meet.id}"]`)).toHaveText(/\(Active\)$/);
      await expect(picker).toHaveValue(practice.id);
      await notice.getByRole('button', { name: d.dismiss }).click();
      await expect(notice).toHaveCount(0);
      await context.close();
    } finally {
      await server.stop();
    }
  });
});
