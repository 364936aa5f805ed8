import type { Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import { createEvent, previewOnRosterPage } from './support/roster-files.ts';
import { screenshotThemes } from './support/screens.ts';
import { signInAsStaff, staffRequest } from './support/staff.ts';
import { expect, expectToast, test } from './support/test.ts';

const t = messages.coachTools;
const r = messages.rosterPage;
const api = messages.coachApi;
/** The imported athletes of the event, as "First Last (Team)". */
async function rosterOf(page: Page, eventId: string) {
  const roster = await staffRequest<
    { firstName: string; lastName: string; teamName: string | null }[]
  >(page, 'GET', `/api/roster/${eventId}`);
  return roster.map((a) => `${a.firstName} ${a.lastName} (${a.teamName ?? '-'})`).sort();
}

async function importAll(page: Page, count: number) {
  await page.getByRole('button', { name: r.importButton(count) }).click();
  await expectToast(page, r.importSuccessful);
}

for (const [label, size] of [
  ['390 px', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(label, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(size);
      await signInAsStaff(page);
    });

    test('a file whose team is only in its title imports with that team', async ({
      page,
      checkA11y,
    }) => {
      test.setTimeout(120_000);
      const event = await createEvent(page, `Title team ${label} ${Date.now().toString(36)}`);
      await previewOnRosterPage(page, event.id, 'title-team-roster.csv');
      await expectToast(page, t.fileParsed, api.rosterParsed(5, 0));
      await expect(page.getByText(t.teamFromFile('Westview Wolves Varsity'))).toBeVisible();
      const preview = page.getByRole('region', { name: t.previewSummary(5, 5) });
      await expect(preview.getByRole('row').nth(1)).toContainText('Westview Wolves Varsity');
      await checkA11y(`roster page: a team from the title (${label})`);
      await importAll(page, 5);
      expect(await rosterOf(page, event.id)).toEqual([
        'Darnell Okafor (Westview Wolves Varsity)',
        'Isaiah Mbeki (Westview Wolves Varsity)',
        'Kevin Sato (Westview Wolves Varsity)',
        'Marcus Holloway (Westview Wolves Varsity)',
        'Tyler Brandt (Westview Wolves Varsity)',
      ]);
    });

    test('a workbook with three team sheets imports all three', async ({ page, checkA11y }) => {
      test.setTimeout(120_000);
      const event = await createEvent(page, `Team sheets ${label} ${Date.now().toString(36)}`);
      await previewOnRosterPage(page, event.id, 'team-sheets-workbook.xlsx');
      await expectToast(page, t.fileParsed, api.rosterParsed(10, 0));
      const sheets = page.getByRole('group', { name: t.sheetsLegend });
      await expect(
        sheets.getByRole('checkbox', { name: t.sheetOption('U10 Blue', 4) }),
      ).toBeChecked();
      await expect(
        sheets.getByRole('checkbox', { name: t.sheetOption('U10 Gold', 3) }),
      ).toBeChecked();
      await expect(
        sheets.getByRole('checkbox', { name: t.sheetOption('U12 Red', 3) }),
      ).toBeChecked();
      await expect(
        sheets.getByRole('checkbox', { name: t.sheetOption('Summary', 0) }),
      ).not.toBeChecked();
      await checkA11y(`roster page: three team sheets (${label})`);
      if (label === 'desktop')
        await screenshotThemes(page, 'roster-team-sheets', { fullPage: true });
      await importAll(page, 10);
      const roster = await rosterOf(page, event.id);
      expect(roster).toHaveLength(10);
      expect(roster).toContain('Maya Lindgren (U10 Blue)');
      expect(roster).toContain('Nia Thompson (U10 Gold)');
      expect(roster).toContain('Theo Bergstrom (U12 Red)');
    });

    test('a coach sets a team for rows without one and includes a waitlisted status, then imports', async ({
      page,
      checkA11y,
    }) => {
      test.setTimeout(120_000);
      const event = await createEvent(page, `Waitlist ${label} ${Date.now().toString(36)}`);
      await previewOnRosterPage(page, event.id, 'registrations-waitlist.csv');
      await expectToast(page, t.fileParsed, api.rosterParsed(2, 0));
      await page.getByText(t.leftOutHeading(2)).click();
      await expect(
        page.getByText(t.leftOutItem(4, 'Marisol Ortega-Byrne', 'Registration Status: Waitlisted')),
      ).toBeVisible();

      // A team for rows without one: typed, applied with the keyboard.
      const team = page.getByLabel(t.teamForMissingLabel);
      await team.fill('U9 Owls');
      await team.press('Enter');
      await expect(page.getByRole('region', { name: t.previewSummary(2, 2) })).toContainText(
        'Jasper',
      );
      const preview = page.getByRole('region', { name: t.previewSummary(2, 2) });
      await expect(preview.getByRole('row').nth(2)).toContainText('U9 Owls');

      // The waitlisted status included: read again, now three athletes.
      const waitlisted = page.getByRole('checkbox', {
        name: t.statusInclude('Registration Status: Waitlisted', 1),
      });
      await waitlisted.focus();
      await page.keyboard.press('Space');
      const three = page.getByRole('region', { name: t.previewSummary(3, 3) });
      await expect(three.getByRole('row')).toHaveCount(4);
      await expect(three.getByRole('row').nth(3)).toContainText('Ortega-Byrne');
      await expect(three.getByRole('row').nth(3)).toContainText('U9 Owls');
      await expect(waitlisted).toBeChecked();
      await checkA11y(`roster page: corrections (${label})`);
      if (label === '390 px')
        await screenshotThemes(page, 'roster-corrections', { fullPage: true });

      await importAll(page, 3);
      expect(await rosterOf(page, event.id)).toEqual([
        'Jasper Quayle (U9 Owls)',
        'Marisol Ortega-Byrne (U9 Owls)',
        'Wren Halvorsen (U9 Owls)',
      ]);
    });
  });
}
