/**
 * One QR code for the season (decision 040), as a parent meets it: last week's poster (and
 * last week's own code) scanned during this week's practice leads to it; before check-in
 * opens, the page says when and opens itself at that time; after the last practice, it says
 * the season is over. On a private server (the series open and close events by themselves);
 * axe in the light and dark theme. With SCREENSHOTS=1 the parent page before a series opens
 * and after the season ends is captured at 390 px and on a desktop, light and dark.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { expectNothingClipped } from './support/layout.ts';
import {
  type PrivateServer,
  signInPrivately,
  startPrivateServer,
} from './support/private-server.ts';
import { screenshotThemes } from './support/screens.ts';
import { expect, expectNoA11yViolations, test } from './support/test.ts';

const p = messages.parent;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let server: PrivateServer;
let context: BrowserContext;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(180_000);
  server = await startPrivateServer();
  context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    timezoneId: 'America/Chicago',
  });
  await signInPrivately(context, server.url, 'season-qr@tapin.test');
});
test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const isoWeekday = (at: number) => new Date(at).getUTCDay() || 7;

/** A weekly series (the weekday of `start`, UTC) through `until`; its occurrences, oldest first. */
async function createSeason(
  name: string,
  start: number,
  until: number,
  autoOpenMinutes: number,
): Promise<{ seriesId: string; occurrences: TapInEvent[] }> {
  const created = await context.request.post(`${server.url}/api/events`, {
    headers: { Origin: server.url },
    data: {
      name,
      locationName: 'North Gym',
      date: new Date(start).toISOString(),
      endsAt: new Date(start + 60 * MINUTE).toISOString(),
      autoOpenMinutes,
      repeat: { weekdays: [isoWeekday(start)], until: isoDay(until) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { seriesId } = (await created.json()) as TapInEvent;
  const listed = (await (
    await context.request.get(`${server.url}/api/events`)
  ).json()) as TapInEvent[];
  const occurrences = listed
    .filter((event) => event.seriesId === seriesId)
    .sort((a, b) => a.date.localeCompare(b.date));
  return { seriesId: seriesId!, occurrences };
}

/** Axe in both themes, the page left in the light one. */
async function checkBothThemes(page: Page, label: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      localStorage.setItem('theme', value);
      document.documentElement.classList.toggle('dark', value === 'dark');
    }, theme);
    await expectNoA11yViolations(page, `${label} (${theme})`);
  }
  await page.evaluate(() => {
    localStorage.setItem('theme', 'light');
    document.documentElement.classList.remove('dark');
  });
}

test("last week's poster, and last week's own code, lead to this week's open practice", async () => {
  const now = Date.now();
  // Last week's practice is over; this week's starts in 20 minutes, check-in open since 10 ago.
  const { seriesId, occurrences } = await createSeason(
    'U12 Practice',
    now - 7 * DAY + 20 * MINUTE,
    now + DAY,
    30,
  );
  expect(occurrences).toHaveLength(2);
  const [lastWeek, thisWeek] = occurrences;
  const page = await context.newPage();

  await page.goto(`/check-in?series=${seriesId}`);
  await expect(page).toHaveURL(`/check-in/phone?event=${thisWeek!.id}`);
  await expect(page.getByRole('banner')).toContainText('U12 Practice');

  await page.goto(`/check-in?event=${lastWeek!.id}`);
  await expect(page).toHaveURL(`/check-in/phone?event=${thisWeek!.id}`);
  await expect(page.getByText(p.eventClosed)).toHaveCount(0);
  await checkBothThemes(page, 'phone step, reached from last week’s code');

  // The coach's QR generator gives any occurrence the season's one code, and says so.
  const q = messages.qrGenerator;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/qr');
  await page.getByLabel(q.eventLabel, { exact: true }).selectOption(thisWeek!.id);
  await expect(page.getByText(`${server.url}/check-in?series=${seriesId}`)).toBeVisible();
  await expect(page.getByText(q.seasonNote)).toBeVisible();
  await expect(page.getByText(q.seasonPoster).first()).toBeVisible();
  await expectNoA11yViolations(page, 'QR generator, a series occurrence');
  await page.close();
});

test('after the last practice, the season poster says the season is over', async () => {
  const now = Date.now();
  const { seriesId, occurrences } = await createSeason(
    'Spring Skills',
    now - 14 * DAY,
    now - 7 * DAY,
    15,
  );
  expect(occurrences).toHaveLength(2);
  const page = await context.newPage();
  await page.goto(`/check-in?series=${seriesId}`);
  await expect(page.getByRole('heading', { level: 1, name: p.seasonOverTitle })).toBeVisible();
  await expect(page.getByText(p.seasonOverText('Spring Skills'))).toBeVisible();
  await expect(page.getByRole('button', { name: messages.common.tryAgain })).toHaveCount(0);
  await checkBothThemes(page, 'season over');
  await expectNothingClipped(page, 'season over at 390 px');
  await screenshotThemes(page, 'season-over');

  // The last practice's own code says the same.
  await page.goto(`/check-in?event=${occurrences[1]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: p.seasonOverTitle })).toBeVisible();
  await page.close();
});

test('before check-in opens, the page says when, and opens itself at that time', async () => {
  test.setTimeout(150_000);
  // Starts in 80 s; check-in opens a minute before, in about 20 s.
  const start = Date.now() + 80_000;
  const { seriesId, occurrences } = await createSeason(
    'Evening Practice',
    start,
    start + 7 * DAY,
    1,
  );
  expect(occurrences).toHaveLength(2);
  const page = await context.newPage();
  await page.goto(`/check-in?series=${seriesId}`);
  await expect(page.getByRole('heading', { level: 1, name: p.seasonOpensTitle })).toBeVisible();
  await expect(page.getByTestId('season-upcoming')).toContainText(
    /Check-in opens (today at \d{1,2}:\d\d [AP]M|\w{3}, .+\d:\d\d [AP]M)\./,
  );
  await expect(page.getByText(p.seasonOpensByItself)).toBeVisible();
  // The practice it leads to heads the page.
  await expect(page.getByRole('banner')).toContainText('Evening Practice');
  await checkBothThemes(page, 'before the season’s practice opens');
  await expectNothingClipped(page, 'before opening at 390 px');
  await screenshotThemes(page, 'season-before-opening');

  // Left open: at the opening it goes on to the practice by itself, with no reload.
  await expect(page).toHaveURL(`/check-in/phone?event=${occurrences[0]!.id}`, { timeout: 75_000 });
  await page.close();
});
