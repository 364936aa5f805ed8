/**
 * Attendance over time (decision 031): parents check in over two practices of the seed's
 * own season (through the API their phones use), the coach's page shows the right rates per
 * athlete, per event and per team, and the CSV download carries the same numbers.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import { csvDay, csvLines, expectSummaryRow } from './support/attendance-csv.ts';
import { ATTENDANCE_TEAM } from './support/fixture-data.ts';
import { expectNothingClipped } from './support/layout.ts';
import { signInAsStaff, staffRequest } from './support/staff.ts';
import { expect, freshPhone, linkAthleteViaApi, test, verifyPhoneViaApi } from './support/test.ts';

const t = messages.attendance;
const outDir = path.resolve(import.meta.dirname, '..', '..', '.tmp', 'screens');

async function parentCheckIn(parent: Page, phone: string, athleteId: string, eventId: string) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const response = await parent.request.post('/api/check-in', {
    headers: { Origin: origin },
    data: { athleteId, eventId, phoneNumber: phone, source: 'qr' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

function summaryTable(page: Page) {
  return page.getByRole('table', { name: t.viewSummary });
}

function rowOf(page: Page, name: string) {
  return summaryTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });
}

async function openForTeam(page: Page) {
  await page.goto('/coach/attendance');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await page.getByLabel(t.team, { exact: true }).selectOption({ label: ATTENDANCE_TEAM });
  await expect(page.getByText(t.summary(3, 2))).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('parents check in over two practices; the page and its CSV show the same rates', async ({
  page,
  browser,
  seed,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  const [practice1, practice2] = seed.attendance.events as [
    (typeof seed.attendance.events)[number],
    (typeof seed.attendance.events)[number],
  ];
  const [ana, ben, long] = seed.attendance.athletes as [
    (typeof seed.attendance.athletes)[number],
    (typeof seed.attendance.athletes)[number],
    (typeof seed.attendance.athletes)[number],
  ];
  const longName = `${long.firstName} ${long.lastName}`;

  // Two families, first time at practice 1: linking their athlete there checks them in, as
  // on a parent's phone. Both tap again at practice 2; the coach undoes the long-named
  // athlete's tap there, so it does not count.
  const contexts = [];
  for (const athlete of [ana, long]) {
    const context = await browser.newContext();
    contexts.push(context);
    const parent = await context.newPage();
    const phone = freshPhone();
    await verifyPhoneViaApi(parent, phone);
    const linked = await linkAthleteViaApi(parent, { eventId: practice1.id, athlete, phone });
    expect(linked.checkIn).toMatchObject({ athleteId: athlete.id, eventId: practice1.id });
    await parentCheckIn(parent, phone, athlete.id, practice2.id);
  }
  await signInAsStaff(page);
  await staffRequest(page, 'DELETE', `/api/check-in/${long.id}/${practice2.id}`);
  for (const context of contexts) await context.close();

  await openForTeam(page);
  // Every check-in came after the start (the practices were yesterday and the day before).
  const expected = [
    [`${ana.firstName} ${ana.lastName}`, { rate: '100%', expected: 2, attended: 2, late: 2 }],
    [
      `${ben.firstName} ${ben.lastName}`,
      { rate: `${t.below}0%`, expected: 2, attended: 0, late: 0 },
    ],
    [longName, { rate: `${t.below}50%`, expected: 2, attended: 1, late: 1 }],
  ] as const;
  for (const [name, figures] of expected) await expectSummaryRow(rowOf(page, name), figures);
  await expect(page.getByText(t.belowCount(2, 75))).toBeVisible();
  await checkA11y('attendance, summary');
  await expectNothingClipped(page, 'attendance, summary at 390 px');

  // Sorting by rate, lowest first on the second click; the header says how it is sorted.
  const rateHeader = summaryTable(page).getByRole('columnheader', { name: t.columns.rate });
  await rateHeader.getByRole('button').click();
  await expect(rateHeader).toHaveAttribute('aria-sort', 'descending');
  await rateHeader.getByRole('button').click();
  await expect(rateHeader).toHaveAttribute('aria-sort', 'ascending');
  // (At 390 px each name has its team and counts under it.)
  await expect(summaryTable(page).getByRole('rowheader')).toHaveText([
    new RegExp(`^${ben.firstName} ${ben.lastName}`),
    new RegExp(`^${longName}`),
    new RegExp(`^${ana.firstName} ${ana.lastName}`),
  ]);

  // A lower threshold: only Ben stands out.
  await page.getByLabel(`${t.threshold} (%)`).fill('50');
  await expect(page.getByText(t.belowCount(1, 50))).toBeVisible();
  await expect(rowOf(page, longName).getByRole('cell').first()).toHaveText('50%');

  // Per team and per event.
  const teams = page.getByRole('table', { name: t.teamsHeading });
  await expectSummaryRow(
    teams.getByRole('row').filter({ has: page.getByRole('rowheader', { name: ATTENDANCE_TEAM }) }),
    { rate: '50%', expected: 6, attended: 3, late: 3 },
  );
  await expect(page.getByRole('img', { name: t.trendDescription(2) })).toBeVisible();
  await page.getByText(t.trendTable).click();
  await expect(page.getByRole('table', { name: t.trendHeading }).getByRole('row')).toHaveText([
    /./,
    new RegExp(`^${practice1.name}.*2/367%$`),
    new RegExp(`^${practice2.name}.*1/333%$`),
  ]);

  await page.getByRole('button', { name: t.viewByEvent }).click();
  const grid = page.getByRole('region', { name: t.viewByEvent });
  const gridRow = (name: string) =>
    grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(gridRow(`${ana.firstName} ${ana.lastName}`).getByRole('cell')).toHaveText([
    `${t.presenceShort.late}${t.presence.late}`,
    `${t.presenceShort.late}${t.presence.late}`,
  ]);
  await expect(gridRow(longName).getByRole('cell')).toHaveText([
    `${t.presenceShort.late}${t.presence.late}`,
    `${t.presenceShort.absent}${t.presence.absent}`,
  ]);
  await checkA11y('attendance, by event');
  await expectNothingClipped(page, 'attendance, by event at 390 px');

  // The CSV: the same numbers, the days in this browser's zone (America/Chicago).
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: t.downloadCsv }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^attendance-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const day = (iso: string) => csvDay(iso, 'America/Chicago');
  expect(await csvLines(download)).toEqual([
    `First Name,Last Name,Team,Expected,Attended,Late,Rate (%),${practice1.name} (${day(practice1.date)}),${practice2.name} (${day(practice2.date)})`,
    `Ana,Owlsworth,${ATTENDANCE_TEAM},2,2,2,100,Came late,Came late`,
    `Ben,Owlsworth,${ATTENDANCE_TEAM},2,0,0,0,Missed,Missed`,
    `${long.firstName},${long.lastName},${ATTENDANCE_TEAM},2,1,1,50,Came late,Missed`,
  ]);
});

test('a range with no events says so', async ({ page, checkA11y }) => {
  await signInAsStaff(page);
  await page.goto('/coach/attendance');
  await page.getByLabel(t.from, { exact: true }).fill('2020-01-01');
  await page.getByLabel(t.to, { exact: true }).fill('2020-01-31');
  await expect(page.getByText(t.empty)).toBeVisible();
  await checkA11y('attendance, empty');
});

test('screenshots at 390 px and on a desktop, light and dark', async ({ page }) => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');
  test.setTimeout(120_000);
  await signInAsStaff(page);
  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      const shot = (name: string) =>
        page.screenshot({
          path: path.join(outDir, `attendance-${name}-${width}-${theme}.png`),
          fullPage: true,
        });
      await openForTeam(page);
      await page.waitForTimeout(300);
      await shot('summary');
      await page.getByRole('button', { name: t.viewByEvent }).click();
      await shot('by-event');
      await page.getByLabel(t.from, { exact: true }).fill('2020-01-01');
      await page.getByLabel(t.to, { exact: true }).fill('2020-01-31');
      await expect(page.getByText(t.empty)).toBeVisible();
      await shot('empty');
    }
  }
});
