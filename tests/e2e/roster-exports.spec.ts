import type { Locator, Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import { createEvent, previewOnRosterPage } from './support/roster-files.ts';
import { screenshotThemes } from './support/screens.ts';
import { signInAsStaff } from './support/staff.ts';
import { expect, expectToast, test } from './support/test.ts';

const t = messages.coachTools;
const r = messages.rosterPage;
const api = messages.coachApi;
/**
 * The element's right edge is inside the viewport (nothing hidden off to the right). Looked
 * for inside `scope` only: the event picker's options list every event of the shared seed,
 * and an option (which has no box) may well contain a number such as "1850" in its name.
 */
async function expectWithinWidth(page: Page, scope: Locator, text: string | RegExp) {
  const width = page.viewportSize()!.width;
  const box = await scope.getByText(text).first().boundingBox();
  expect(box, String(text)).not.toBeNull();
  expect(box!.x + box!.width, String(text)).toBeLessThanOrEqual(width);
}

test.beforeEach(async ({ page }) => {
  await signInAsStaff(page);
});

test('a club export: what was understood, a corrected column, guardian phones imported', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  const event = await createEvent(page, `Tryouts ${Date.now().toString(36)}`);
  await previewOnRosterPage(page, event.id, 'contact-rows-roster.csv');
  await expectToast(page, t.fileParsed, api.rosterParsed(2, 0));

  // What was understood: the school year the title names, the phones, the skipped rows.
  await expect(page.getByRole('heading', { name: t.understoodHeading })).toBeVisible();
  await expect(page.getByText(t.guardianPhonesFound(3))).toBeVisible();
  await expect(page.getByText(t.gradeYearsNote('2025-26', true, 2))).toBeVisible();
  await page.getByText(t.skippedHeading(3)).click();
  await expect(page.getByText(`${t.rowLabel(7)}: ${t.skipReasons.totals}`)).toBeVisible();
  await page.getByText(t.mergedHeading(1)).click();
  await expect(page.getByText(t.mergedItem(4, 3))).toBeVisible();

  // The rows, with the phones of both contact rows of Ava combined.
  const preview = page.getByRole('region', { name: t.previewSummary(2, 2) });
  await expect(preview.getByRole('row')).toHaveCount(3);
  await expect(preview.getByRole('row').nth(1)).toContainText('(555) 010-2001');
  await expect(preview.getByRole('row').nth(1)).toContainText('(555) 010-2002');
  await expect(preview.getByRole('row').nth(2)).toContainText('De La Cruz');
  await expect(preview.getByRole('row').nth(2)).toContainText('2029');
  // At 390 px the grad year is on screen, not off the right edge.
  await expectWithinWidth(page, preview, '2029');
  await checkA11y('roster page: what was understood');
  await screenshotThemes(page, 'roster-understood', { fullPage: true });

  // The bare Phone column was taken for the guardians'; the coach says it is the athlete's.
  const phoneColumn = page.getByLabel(t.columnSelectLabel('Phone'));
  await expect(phoneColumn).toHaveValue('guardianPhone');
  await phoneColumn.selectOption('athletePhone');
  await expect(page.getByText(t.guardianPhonesFound(0))).toBeVisible();
  await expect(preview.getByRole('row').nth(1)).not.toContainText('(555) 010-2001');
  // And back: the file is read again with the column as a guardian phone.
  await phoneColumn.selectOption('guardianPhone');
  await expect(page.getByText(t.guardianPhonesFound(3))).toBeVisible();

  const importRequest = page.waitForRequest('**/api/roster/import');
  await page.getByRole('button', { name: r.importButton(2) }).click();
  const athletes = (await importRequest).postDataJSON().athletes;
  expect(athletes).toEqual([
    expect.objectContaining({
      firstName: 'Ava',
      lastName: 'Okafor',
      gradYear: '2026',
      guardianPhones: ['+15550102001', '+15550102002'],
    }),
    expect.objectContaining({
      firstName: 'Ben',
      lastName: 'De La Cruz',
      gradYear: '2029',
      guardianPhones: ['+15550102003'],
    }),
  ]);
  await expectToast(page, r.importSuccessful, api.rosterImported(2, 2, 0));
});

test('at 390 px the error table shows Grad Year and Errors on screen', async ({
  page,
  checkA11y,
}) => {
  const event = await createEvent(page, `Errors ${Date.now().toString(36)}`);
  await previewOnRosterPage(page, event.id, 'messy-roster-excel.csv');
  await expectToast(page, t.fileParsed, api.rosterParsed(6, 3));
  const errors = page.getByRole('region', { name: t.errorTableHeading(3) });
  await expect(errors.getByRole('row')).toHaveCount(4);
  await expect(errors.getByRole('columnheader')).toHaveText([
    t.colRow,
    t.colFirstName,
    t.colLastName,
    t.colTeam,
    t.colGradYear,
    t.colErrors,
  ]);
  await expectWithinWidth(page, errors, '1850');
  await expectWithinWidth(page, errors, messages.errors.invalidGradYear);
  await expectWithinWidth(page, errors, messages.errors.firstNameRequired);
  await checkA11y('roster page: errors at 390 px');
  await screenshotThemes(page, 'roster-errors', { fullPage: true });
});

test('a Numbers workbook with its export summary first: the roster sheet is read and imported', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  const event = await createEvent(page, `Swim ${Date.now().toString(36)}`);
  await previewOnRosterPage(page, event.id, 'numbers-export-with-summary.xlsx');
  await expectToast(page, t.fileParsed, api.rosterParsed(4, 0));

  // The summary sheet is passed over; the preview says which sheet it read.
  await expect(
    page.getByText(t.readAs('Excel workbook (.xlsx), sheet “Sheet 1 - Table 1”', 1)),
  ).toBeVisible();
  await expect(page.getByText(t.guardianPhonesFound(6))).toBeVisible();
  // The file names no school year: grades are read in the current one (July starts the next).
  const now = new Date();
  const yearEnd = now.getUTCMonth() >= 6 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const freshman = String(yearEnd + 3);
  await expect(
    page.getByText(
      t.gradeYearsNote(`${yearEnd - 1}-${String(yearEnd % 100).padStart(2, '0')}`, false, 4),
    ),
  ).toBeVisible();
  const preview = page.getByRole('region', { name: t.previewSummary(4, 4) });
  await expect(preview.getByRole('row')).toHaveCount(5);
  await expect(preview.getByRole('row').nth(1)).toContainText('Pemberton');
  await expect(preview.getByRole('row').nth(1)).toContainText(freshman);
  await expect(preview.getByRole('row').nth(4)).toContainText('Brandão');
  await expectWithinWidth(page, preview, freshman);
  await checkA11y('roster page: a workbook read from its second sheet');
  await screenshotThemes(page, 'roster-workbook', { fullPage: true });

  const importRequest = page.waitForRequest('**/api/roster/import');
  await page.getByRole('button', { name: r.importButton(4) }).click();
  const athletes = (await importRequest).postDataJSON().athletes;
  expect(athletes).toHaveLength(4);
  expect(athletes[0]).toEqual(
    expect.objectContaining({
      firstName: 'Isla',
      lastName: 'Pemberton',
      teamName: '13-14',
      gradYear: freshman,
      guardianPhones: ['+15553806601', '+15553806602'],
    }),
  );
  await expectToast(page, r.importSuccessful, api.rosterImported(4, 4, 0));
});
