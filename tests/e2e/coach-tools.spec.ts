/**
 * Coach tools in the browser (docs/product.md#coach-tools, Roster upload, QR generator, Coach
 * guide; decision 013): every tab of /coach/tools, the roster page, the QR generator and the
 * guide, with axe on every screen and tab visited. Downloads are checked for their
 * content: the QR PNGs decode (Debian's zbarimg) to PUBLIC_URL/check-in?event={id}, the
 * report's rows are read back. Google Sheet sync runs against a local stand-in for Google
 * on 127.0.0.1:E2E_SHEETS_PORT (4318 by default), which playwright.config.ts allows.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Download, Locator, Page } from '@playwright/test';
import Papa from 'papaparse';
import { MANUAL_CHECK_IN_PHONE } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import type { Athlete, TapInEvent, Team } from '#shared/schemas.ts';
import { signInPrivately, startPrivateServer } from './support/private-server.ts';
import { signInAsStaff, staffRequest } from './support/staff.ts';
import {
  ANY,
  expect,
  expectNoA11yViolations,
  expectToast,
  test,
  textPattern,
} from './support/test.ts';

const t = messages.coachTools;
const api = messages.coachApi;
const fixturesDir = path.join(import.meta.dirname, 'fixtures');
const SHEETS_PORT = Number(process.env.E2E_SHEETS_PORT ?? 4318);

// ---- helpers ------------------------------------------------------------------------

let counter = 0;
function unique(): string {
  counter += 1;
  return `${Date.now().toString(36).slice(-5)}${counter}${Math.floor(Math.random() * 1e3)}`;
}

function baseURL(): string {
  return test.info().project.use.baseURL!;
}

/** US English, in the browser's zone (playwright.config.ts: America/Chicago). */
function formatEventDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Chicago',
  }).format(new Date(iso));
}

async function createEvent(page: Page, name: string, date = '2031-05-02T14:00:00Z') {
  return staffRequest<TapInEvent>(page, 'POST', '/api/events', {
    name,
    locationName: 'E2E Field House',
    date,
  });
}

async function importAthletes(
  page: Page,
  eventId: string,
  athletes: Array<{ firstName: string; lastName: string; teamName?: string; gradYear?: number }>,
) {
  await staffRequest(page, 'POST', '/api/roster/import', { eventId, athletes });
}

async function roster(page: Page, eventId: string) {
  return staffRequest<Athlete[]>(page, 'GET', `/api/roster/${eventId}`);
}

async function openTools(page: Page, tab?: string) {
  await page.goto(tab ? `/coach/tools?tab=${tab}` : '/coach/tools');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
}

async function selectTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel', { name });
}

function eventRow(page: Page, eventId: string): Locator {
  return page.locator(`tr[data-event-id="${eventId}"]`);
}

async function saveDownload(download: Download): Promise<string> {
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

/** What zbarimg reads in a PNG (it also prints a harmless D-Bus error on stderr). */
function decodeQr(file: string): string {
  return execFileSync('zbarimg', ['--quiet', '--raw', file], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}

/** Drops a fixture file onto a drop area, as a drag from the desktop does. */
async function dropFile(page: Page, target: Locator, fileName: string, type: string) {
  const base64 = readFileSync(path.join(fixturesDir, fileName)).toString('base64');
  const dataTransfer = await page.evaluateHandle(
    ({ name, data, mime }) => {
      const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: mime }));
      return transfer;
    },
    { name: fileName, data: base64, mime: type },
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

function fixture(name: string): string {
  return path.join(fixturesDir, name);
}

test.beforeEach(async ({ page }) => {
  await signInAsStaff(page);
});

// ---- Events -------------------------------------------------------------------------

test('events: create, rename inline, download the QR code', async ({ page, checkA11y }) => {
  // Several axe runs and downloads: slow on a busy two-core machine.
  test.setTimeout(120_000);
  const name = `Spring Jamboree ${unique()}`;
  await openTools(page);

  // Five tabs, Events first and open; the header links to the dashboard and home.
  await expect(page.getByRole('tab')).toHaveText([
    t.tabs.events,
    t.tabs.teams,
    t.tabs.csv,
    t.tabs.sheets,
    t.tabs.reports,
  ]);
  await expect(page.getByRole('tab', { name: t.tabs.events })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const links = page.getByRole('navigation', { name: t.navLabel });
  await expect(links.getByRole('link', { name: t.dashboardLink })).toHaveAttribute(
    'href',
    '/coach/dashboard',
  );
  await expect(links.getByRole('link', { name: t.homeLink })).toHaveAttribute('href', '/');
  await checkA11y('tools: events');

  // Create Event is enabled only with all three fields.
  const create = page.getByRole('button', { name: t.createEvent });
  await expect(create).toBeDisabled();
  await page.getByLabel(t.eventName).fill(name);
  await page.getByLabel(t.location).fill('North   Gym');
  await expect(create).toBeDisabled();
  await page.getByLabel(t.dateTime).fill('2031-04-05T18:30');
  await expect(create).toBeEnabled();
  await create.click();
  await expectToast(page, t.eventCreated, name);
  await expect(page.getByLabel(t.eventName)).toHaveValue('');

  const events = await staffRequest<TapInEvent[]>(page, 'GET', '/api/events');
  const event = events.find((item) => item.name === name)!;
  expect(event).toMatchObject({
    // Inner runs of spaces collapse (decision 020).
    locationName: 'North Gym',
    locationId: 'north-gym',
    active: false,
    // 6:30 PM in Chicago (CDT) is 23:30 UTC.
    date: '2031-04-05T23:30:00.000Z',
  });
  const row = eventRow(page, event.id);
  await expect(row).toContainText('Apr 5, 2031, 6:30 PM');
  await expect(row).toContainText('North Gym');
  await expect(row).toContainText(t.inactive);

  // An icon-only button shows its name in a tooltip on hover (after 700 ms,
  // docs/product.md#limits); Escape closes it.
  const renameButton = row.getByRole('button', { name: t.rename(name) });
  await renameButton.hover();
  const tooltip = page.getByRole('tooltip', { name: t.rename(name) });
  await expect(tooltip).toBeVisible();
  await checkA11y('tools: events, tooltip');
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);

  // Rename: a blank name is refused; Escape cancels; Enter saves, trimmed.
  await renameButton.click();
  const input = row.getByRole('textbox', { name: t.editNameLabel });
  await expect(input).toBeFocused();
  await expect(input).toHaveValue(name);
  await input.fill('   ');
  await input.press('Enter');
  await expectToast(page, t.validationError, t.eventNameEmpty);
  await expect(input).toBeVisible();
  await input.fill('Not this one');
  await input.press('Escape');
  await expect(input).toBeHidden();
  await expect(row.getByRole('button', { name: t.rename(name) })).toBeFocused();

  const renamed = `Spring Finals ${unique()}`;
  await row.getByRole('button', { name: t.rename(name) }).click();
  await input.fill(`  ${renamed}  `);
  await checkA11y('tools: events, renaming');
  await input.press('Enter');
  await expectToast(page, t.eventNameUpdated, renamed);
  await expect(row.getByRole('rowheader')).toContainText(renamed);
  await expect(row.getByRole('button', { name: t.rename(renamed) })).toBeFocused();
  expect(
    (await staffRequest<TapInEvent[]>(page, 'GET', '/api/events')).find((e) => e.id === event.id)
      ?.name,
  ).toBe(renamed);

  // The Save and Cancel buttons do the same as Enter and Escape.
  await row.getByRole('button', { name: t.rename(renamed) }).click();
  await input.fill('Cancelled name');
  await row.getByRole('button', { name: t.cancel }).click();
  await expect(row.getByRole('rowheader')).toContainText(renamed);
  const final = `${renamed} II`;
  await row.getByRole('button', { name: t.rename(renamed) }).click();
  await input.fill(final);
  await row.getByRole('button', { name: t.save }).click();
  await expectToast(page, t.eventNameUpdated, final);

  // QR Code: '{event name}-qr-code.png', which decodes to the event's check-in address.
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: t.qrCodeFor(final) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${final}-qr-code.png`);
  expect(decodeQr(await saveDownload(download))).toBe(`${baseURL()}/check-in?event=${event.id}`);
  await expectToast(page, t.qrDownloaded, final);
  await checkA11y('tools: events, after the QR download');
});

/** Signs in on the private server (its first account, so an admin); answers a JSON caller. */
async function signInPrivatelyAs(page: Page, url: string) {
  const email = `activation-${unique()}@tapin.test`;
  const headers = { Origin: url };
  await signInPrivately(page.context(), url, email);
  return async <T>(method: 'GET' | 'POST', apiPath: string, data?: unknown): Promise<T> => {
    const response = await page.request.fetch(`${url}${apiPath}`, { method, data, headers });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  };
}

test('events: switching one on switches the others off', async ({ page, checkA11y }) => {
  // A new embedded database takes a while to create and migrate on a busy machine.
  test.setTimeout(200_000);
  const server = await startPrivateServer();
  try {
    const call = await signInPrivatelyAs(page, server.url);
    const create = (name: string) =>
      call<TapInEvent>('POST', '/api/events', {
        name,
        locationName: 'Private Gym',
        date: '2031-05-02T14:00:00Z',
      });
    const first = await create('Opener');
    const second = await create('Closer');
    await page.goto(`${server.url}/coach/tools`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const firstSwitch = page.getByRole('switch', { name: t.activeSwitch(first.name) });
    const secondSwitch = page.getByRole('switch', { name: t.activeSwitch(second.name) });
    await expect(firstSwitch).not.toBeChecked();
    await expect(eventRow(page, first.id)).toContainText(t.inactive);

    await firstSwitch.click();
    await expectToast(page, t.eventStatusUpdated, t.eventActivated(first.name));
    await expect(firstSwitch).toBeChecked();
    await expect(eventRow(page, first.id)).toContainText(t.active);

    // Keyboard: Space toggles the focused switch.
    await secondSwitch.focus();
    await page.keyboard.press('Space');
    await expectToast(page, t.eventStatusUpdated, t.eventActivated(second.name));
    await expect(secondSwitch).toBeChecked();
    // The list was refreshed: the first event is off again, as on the server.
    await expect(firstSwitch).not.toBeChecked();
    await expect(eventRow(page, first.id)).toContainText(t.inactive);
    const events = await call<TapInEvent[]>('GET', '/api/events');
    expect(events.filter((event) => event.active).map((event) => event.id)).toEqual([second.id]);
    await checkA11y('tools: events, one active');

    await secondSwitch.click();
    await expectToast(page, t.eventStatusUpdated, t.eventDeactivated(second.name));
    await expect(secondSwitch).not.toBeChecked();
    await expect(eventRow(page, second.id)).toContainText(t.inactive);
  } finally {
    await server.stop();
  }
});

// ---- Teams --------------------------------------------------------------------------

test('teams: create, list with IDs, a duplicate in another case is refused', async ({
  page,
  checkA11y,
}) => {
  const name = `Harbor Herons ${unique()}`;
  await openTools(page);
  const panel = await selectTab(page, t.tabs.teams);
  await expect(page).toHaveURL(/\/coach\/tools\?tab=teams$/);
  await checkA11y('tools: teams');

  const create = panel.getByRole('button', { name: t.createTeam });
  await expect(create).toBeDisabled();
  await panel.getByLabel(t.teamName).fill(name);
  await create.click();
  await expectToast(page, t.teamCreated, name);
  await expect(panel.getByLabel(t.teamName)).toHaveValue('');

  const teams = await staffRequest<Team[]>(page, 'GET', '/api/teams');
  const team = teams.find((item) => item.name === name)!;
  const table = panel.getByRole('table', { name: t.teamsHeading });
  await expect(table.getByRole('columnheader')).toHaveText([t.colTeamName, t.colTeamId]);
  await expect(table.getByRole('row').filter({ hasText: name })).toContainText(team.id);

  await panel.getByLabel(t.teamName).fill(name.toUpperCase());
  await create.click();
  await expectToast(page, t.errorTitle, messages.errors.teamExists(name));
  await checkA11y('tools: teams, duplicate refused');
});

// ---- CSV Upload ---------------------------------------------------------------------

test('csv upload: template, messy file preview, error table, import of the valid rows', async ({
  page,
  checkA11y,
}) => {
  // Several axe runs and downloads: slow on a busy two-core machine.
  test.setTimeout(120_000);
  const event = await createEvent(page, `Roster Night ${unique()}`);
  await openTools(page, 'csv');
  const panel = page.getByRole('tabpanel', { name: t.tabs.csv });
  await checkA11y('tools: csv upload');

  // The instructions name the columns and what happens to teams and the roster.
  await expect(panel).toContainText(t.instructionsColumns);
  await expect(panel).toContainText(t.instructionsTeams);
  await expect(panel).toContainText(t.instructionsRoster);

  // Template.
  const templateDownload = page.waitForEvent('download');
  await panel.getByRole('button', { name: t.downloadTemplate }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe('roster-template.csv');
  expect(readFileSync(await saveDownload(template), 'utf8').split('\r\n')[0]).toBe(
    'First Name,Last Name,Team Name,Grad Year',
  );
  await expectToast(page, t.templateDownloaded);

  // A dropped file that is not a table (a PDF) is refused.
  const dropZone = panel.getByRole('group', { name: t.fileLabel });
  await dropFile(page, dropZone, 'not-a-roster.pdf', 'application/pdf');
  await expectToast(page, t.invalidFile, t.invalidFileText);

  // A file without an event: asked for the event, previewed once it is chosen.
  await panel.getByTestId('roster-file-input').setInputFiles(fixture('messy-roster-excel.csv'));
  await expectToast(page, t.errorTitle, t.selectFileAndEvent);
  await expect(panel.getByText(t.chooseEventToPreview)).toBeVisible();
  await panel.getByLabel(t.eventLabel, { exact: true }).selectOption(event.id);
  await expectToast(page, t.fileParsed, api.rosterParsed(6, 3));

  // Preview: the first 5 of 9 rows as the server read them (BOM, CRLF, semicolons,
  // first_name / LAST NAME / School / Class headers, a quoted semicolon).
  const preview = panel.getByRole('region', { name: t.previewSummary(5, 9) });
  await expect(preview.getByRole('row')).toHaveCount(6);
  await expect(preview.getByRole('row').nth(3)).toContainText('Diaz; Jr.');
  await expect(panel.getByRole('heading', { name: /messy-roster-excel\.csv/ })).toBeFocused();

  // The validation error table: three rows, scrolling at 24rem.
  const errors = panel.getByRole('region', { name: t.errorTableHeading(3) });
  await expect(errors.getByRole('columnheader')).toHaveText([
    t.colRow,
    t.colFirstName,
    t.colLastName,
    t.colTeam,
    t.colGradYear,
    t.colErrors,
  ]);
  await expect(errors.getByRole('row')).toHaveCount(4);
  await expect(errors.getByRole('row').nth(1)).toContainText('1850');
  await expect(errors.getByRole('row').nth(1)).toContainText(messages.errors.invalidGradYear);
  await expect(errors.getByRole('row').nth(2)).toContainText(messages.errors.firstNameRequired);
  await expect(errors.getByRole('row').nth(3)).toContainText('20XX');
  expect(await errors.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('384px');
  await checkA11y('tools: csv upload, preview and errors');
  await panel.getByRole('button', { name: t.dismiss }).click();
  await expect(errors).toBeHidden();

  // Import: only the 6 valid rows go; one of them is a duplicate.
  const importRequest = page.waitForRequest('**/api/roster/import');
  await panel.getByRole('button', { name: t.importAthletes(6) }).click();
  expect((await importRequest).postDataJSON().athletes).toHaveLength(6);
  await expectToast(page, t.rosterImported, api.rosterImported(6, 5, 1));
  await expect(preview).toBeHidden();
  await expect(panel.getByLabel(t.eventLabel, { exact: true })).toHaveValue('');
  const names = (await roster(page, event.id)).map((a) => `${a.firstName} ${a.lastName}`);
  expect(names.sort()).toEqual(
    ['Ava Okafor', "Ben O'Neil", 'Carla Diaz; Jr.', 'Dev Patel', 'Faye Moreno'].sort(),
  );
  const harbor = (await staffRequest<Team[]>(page, 'GET', '/api/teams')).filter(
    (team) => team.name.toLowerCase() === 'harbor hawks',
  );
  expect(harbor).toHaveLength(1);

  // A Windows-1252 file with a "Last, First" Name column, dragged onto the area.
  await panel.getByLabel(t.eventLabel, { exact: true }).selectOption(event.id);
  await dropFile(page, dropZone, 'windows-1252-name-column.csv', 'text/csv');
  await expectToast(page, t.fileParsed, api.rosterParsed(3, 0));
  await expect(panel.getByRole('region', { name: t.previewSummary(3, 3) })).toContainText('José');
  await panel.getByRole('button', { name: t.importAthletes(3) }).click();
  await expectToast(page, t.rosterImported, api.rosterImported(3, 3, 0));
  expect((await roster(page, event.id)).map((a) => `${a.firstName} ${a.lastName}`)).toEqual(
    expect.arrayContaining(['José Muñoz', 'Zoë Brontë', 'Renée Núñez']),
  );
});

test('csv upload: copy an existing roster to another event', async ({ page, checkA11y }) => {
  const tag = unique();
  const source = await createEvent(page, `Copy Source ${tag}`, '2031-06-01T15:00:00Z');
  const target = await createEvent(page, `Copy Target ${tag}`, '2031-06-08T15:00:00Z');
  await importAthletes(page, source.id, [
    { firstName: 'Lia', lastName: `Copyton${tag}`, teamName: 'Copy Cats', gradYear: 2030 },
    { firstName: 'Max', lastName: `Copyton${tag}`, teamName: 'Copy Cats', gradYear: 2031 },
  ]);
  await openTools(page, 'csv');
  const card = page.getByRole('tabpanel', { name: t.tabs.csv });
  const from = card.getByLabel(t.sourceEvent);
  const to = card.getByLabel(t.targetEvent);

  await card.getByRole('button', { name: t.copyRoster }).click();
  await expectToast(page, t.errorTitle, t.selectSourceAndTarget);

  // Options read "name · date"; each select leaves out the other's event.
  await expect(from.locator(`option[value="${source.id}"]`)).toHaveText(
    `${source.name} · ${formatEventDate(source.date)}`,
  );
  await from.selectOption(source.id);
  await expect(to.locator(`option[value="${source.id}"]`)).toHaveCount(0);
  await to.selectOption(target.id);
  await expect(from.locator(`option[value="${target.id}"]`)).toHaveCount(0);
  await checkA11y('tools: copy roster');

  await card.getByRole('button', { name: t.copyRoster }).click();
  await expectToast(page, t.rosterCopied, api.rosterCopied(2, 2, 0));
  expect((await roster(page, target.id)).map((a) => a.firstName).sort()).toEqual(['Lia', 'Max']);
  await expect(from).toHaveValue('');
  await expect(to).toHaveValue('');
});

// ---- Google Sheets ------------------------------------------------------------------

/** Google's part, on 127.0.0.1:SHEETS_PORT: a shared sheet's CSV export and a private sheet. */
async function startSheetStandIn(csv: string) {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push(url.pathname + url.search);
    if (url.pathname === '/spreadsheets/d/E2ESHARED/export') {
      response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end(csv);
    } else if (url.pathname === '/spreadsheets/d/E2EPRIVATE/export') {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<!DOCTYPE html><title>Google Sheets - Sign in</title>');
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SHEETS_PORT, '127.0.0.1', resolve);
  });
  return {
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

test('google sheets: connect, sync from the stand-in, a private sheet is explained', async ({
  page,
  checkA11y,
}) => {
  // Several axe runs and downloads: slow on a busy two-core machine.
  test.setTimeout(120_000);
  const tag = unique();
  const standIn = await startSheetStandIn(
    [
      'First Name,Last Name,Team,Grad Year',
      `Sia,Sheetly${tag},Sheet Sharks,2030`,
      `Teo,Sheetly${tag},Sheet Sharks,2031`,
      `Uma,Sheetly${tag},,`,
      `Bad,Year${tag},Sheet Sharks,1850`,
    ].join('\r\n'),
  );
  try {
    const event = await createEvent(page, `Sheet Sync ${tag}`);
    const privateEvent = await createEvent(page, `Private Sheet ${tag}`);
    const alreadyConnected = (await staffRequest<TapInEvent[]>(page, 'GET', '/api/events')).some(
      (item) => item.googleSheetUrl,
    );
    await openTools(page);
    const panel = await selectTab(page, t.tabs.sheets);
    if (!alreadyConnected) await expect(panel.getByText(t.noSheets)).toBeVisible();
    await checkA11y('tools: google sheets');

    const connect = panel.getByRole('button', { name: t.connect, exact: true });
    await connect.click();
    await expectToast(page, t.errorTitle, t.sheetNeedsUrlAndEvent);

    // A link to the cloud metadata address is refused when connected.
    await panel.getByLabel(t.eventLabel, { exact: true }).selectOption(event.id);
    await panel.getByLabel(t.sheetUrl).fill('https://169.254.169.254/spreadsheets/d/X/edit');
    await connect.click();
    await expectToast(page, t.errorTitle, messages.errors.sheetHostNotAllowed);

    const sheetUrl = `http://127.0.0.1:${SHEETS_PORT}/spreadsheets/d/E2ESHARED/edit#gid=0`;
    await panel.getByLabel(t.sheetUrl).fill(sheetUrl);
    await connect.click();
    await expectToast(page, t.sheetConnected, t.sheetConnectedText(event.name));
    const item = panel.getByRole('listitem').filter({ hasText: event.name });
    await expect(item).toContainText(t.neverSynced);
    await expect(item.getByRole('link', { name: sheetUrl })).toHaveAttribute('href', sheetUrl);
    await checkA11y('tools: google sheets, connected');

    await item.getByRole('button', { name: t.syncNowFor(event.name) }).click();
    await expectToast(page, t.rosterSynced, api.rosterSyncedWithErrors(3, 1));
    await expect(item).toContainText(/Last synced \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/);
    expect(standIn.requests).toContain('/spreadsheets/d/E2ESHARED/export?format=csv&gid=0');
    expect((await roster(page, event.id)).map((a) => a.firstName).sort()).toEqual([
      'Sia',
      'Teo',
      'Uma',
    ]);

    // A sheet that is not shared publicly: the coach is told how to share it.
    await panel.getByLabel(t.eventLabel, { exact: true }).selectOption(privateEvent.id);
    await panel
      .getByLabel(t.sheetUrl)
      .fill(`http://127.0.0.1:${SHEETS_PORT}/spreadsheets/d/E2EPRIVATE/edit`);
    await connect.click();
    await expectToast(page, t.sheetConnected);
    const privateItem = panel.getByRole('listitem').filter({ hasText: privateEvent.name });
    await privateItem.getByRole('button', { name: t.syncNowFor(privateEvent.name) }).click();
    await expectToast(page, t.syncFailed, messages.errors.sheetNotShared);
    await expect(privateItem).toContainText(t.neverSynced);
    // The failure stays in sight once the toast is gone, with what to do about it.
    await expect(privateItem).toContainText(
      textPattern(t.lastSyncFailed(ANY, messages.errors.sheetNotShared)),
    );
    expect(await roster(page, privateEvent.id)).toEqual([]);
  } finally {
    await standIn.close();
  }
});

// ---- Reports ------------------------------------------------------------------------

test('reports: download the check-in report and read its rows', async ({ page, checkA11y }) => {
  const tag = unique();
  const event = await createEvent(page, `Report Day ${tag}`, '2031-07-04T16:00:00Z');
  await importAthletes(page, event.id, [
    { firstName: 'Rhea', lastName: `Alpha${tag}`, teamName: 'Report Rams', gradYear: 2030 },
    { firstName: '=SUM(A1:A9)', lastName: `Beta${tag}`, teamName: 'Report Rams' },
    { firstName: 'Sol', lastName: `Gamma${tag}`, gradYear: 2032 },
  ]);
  const athletes = await roster(page, event.id);
  const sol = athletes.find((athlete) => athlete.firstName === 'Sol')!;
  await staffRequest(page, 'POST', '/api/check-in', {
    athleteId: sol.id,
    eventId: event.id,
    phoneNumber: MANUAL_CHECK_IN_PHONE,
    source: 'manual_fallback',
  });

  await openTools(page);
  const panel = await selectTab(page, t.tabs.reports);
  for (const item of t.reportContents) await expect(panel).toContainText(item);
  await checkA11y('tools: reports');

  await panel.getByRole('button', { name: t.downloadReport }).click();
  await expectToast(page, t.selectEvent, t.selectEventText);

  const select = panel.getByLabel(t.eventLabel, { exact: true });
  await expect(select.locator(`option[value="${event.id}"]`)).toHaveText(
    `${event.name} · Jul 4, 2031, 11:00 AM`,
  );
  await select.selectOption(event.id);
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: t.downloadReport }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${event.name}-check-in-report.csv`);
  await expectToast(page, t.reportDownloaded);

  const text = readFileSync(await saveDownload(download), 'utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  const rows = Papa.parse<string[]>(text.slice(1).trim(), { newline: '\r\n' }).data;
  // Times come in the browser's own zone (the project's is America/Chicago).
  expect(rows[0]).toEqual(api.reportHeader('America/Chicago'));
  expect(rows.slice(1).map((row) => row.slice(0, 5))).toEqual([
    ['Rhea', `Alpha${tag}`, 'Report Rams', '2030', 'No'],
    ["'=SUM(A1:A9)", `Beta${tag}`, 'Report Rams', '', 'No'],
    ['Sol', `Gamma${tag}`, '', '2032', 'Yes'],
  ]);
  const solRow = rows[3]!;
  expect(solRow[5]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}:\d{2} [AP]M$/);
  expect(solRow[6]).toBe(api.sources.manual_fallback);
  expect(rows[1]![5]).toBe('');
});

// ---- Roster page --------------------------------------------------------------------

test('roster page: event first, CSV only, preview, cancel, import', async ({ page, checkA11y }) => {
  // Several axe runs and downloads: slow on a busy two-core machine.
  test.setTimeout(120_000);
  const r = messages.rosterPage;
  const tag = unique();
  const event = await createEvent(page, `Roster Page ${tag}`);
  await page.goto('/coach/roster');
  await expect(page.getByRole('heading', { level: 1, name: r.title })).toBeVisible();
  await checkA11y('roster page');

  // A file before the event: 'Select Event First'.
  const choose = page.getByRole('button', { name: r.chooseFile });
  let chooser = page.waitForEvent('filechooser');
  await choose.click();
  await (await chooser).setFiles(fixture('tab-separated-roster.csv'));
  await expectToast(page, r.selectEventFirst, r.selectEventFirstText);
  await expect(page.getByLabel(r.eventLabel, { exact: true })).toBeFocused();

  const select = page.getByLabel(r.eventLabel, { exact: true });
  await select.selectOption(event.id);

  // Not a table (a PDF): refused with the spec's text.
  chooser = page.waitForEvent('filechooser');
  await choose.click();
  await (await chooser).setFiles(fixture('not-a-roster.pdf'));
  await expectToast(page, r.invalidFileType, r.invalidFileTypeText);

  // A CSV the server cannot read: 'Upload Failed' with its reason.
  await page.getByTestId('roster-page-file-input').setInputFiles(fixture('no-name-columns.csv'));
  await expectToast(page, r.uploadFailed, messages.errors.rosterNoNameColumns);

  // Preview, then Cancel.
  await page
    .getByTestId('roster-page-file-input')
    .setInputFiles(fixture('tab-separated-roster.csv'));
  await expectToast(page, t.fileParsed, api.rosterParsed(3, 0));
  const previewHeading = page.getByRole('heading', {
    name: r.previewHeading('tab-separated-roster.csv'),
  });
  await expect(previewHeading).toBeFocused();
  await checkA11y('roster page, preview');
  await page.getByRole('button', { name: r.cancel }).click();
  await expect(previewHeading).toBeHidden();
  await expect(select).toHaveValue(event.id);

  // Preview again, then Import: the preview and the event selection are cleared.
  await page
    .getByTestId('roster-page-file-input')
    .setInputFiles(fixture('tab-separated-roster.csv'));
  await page.getByRole('button', { name: r.importButton(3) }).click();
  await expectToast(page, r.importSuccessful, api.rosterImported(3, 3, 0));
  await expect(previewHeading).toBeHidden();
  await expect(select).toHaveValue('');
  expect((await roster(page, event.id)).map((a) => a.firstName).sort()).toEqual([
    'Iris',
    'Jude',
    'Kai',
  ]);
});

// ---- QR generator -------------------------------------------------------------------

test('QR generator: the code, its download, the poster and its print stylesheet', async ({
  page,
  checkA11y,
}) => {
  const q = messages.qrGenerator;
  const event = await createEvent(page, `Poster Meet ${unique()}`, '2031-09-12T23:00:00Z');
  await page.goto('/admin/qr');
  await expect(page.getByRole('heading', { level: 1, name: q.title })).toBeVisible();
  await page.getByLabel(q.eventLabel, { exact: true }).selectOption(event.id);

  const image = page.getByRole('img', { name: q.imageAlt(event.name) });
  await expect(image).toBeVisible();
  await expect(image).toHaveJSProperty('naturalWidth', 600);
  const box = (await image.boundingBox())!;
  expect(Math.round(box.width)).toBe(300);
  expect(Math.round(box.height)).toBe(300);
  await expect(page.getByText(`${baseURL()}/check-in?event=${event.id}`)).toBeVisible();
  const poster = page.locator('#main .qr-poster');
  await expect(poster).toContainText(event.name);
  await expect(poster).toContainText('Friday, September 12, 2031');
  await expect(poster).toContainText('6:00 PM');
  await expect(poster).toContainText('E2E Field House');
  await expect(poster).toContainText(q.posterInstructions);
  await checkA11y('QR generator');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: q.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`qr-code-${event.name}.png`);
  expect(decodeQr(await saveDownload(download))).toBe(`${baseURL()}/check-in?event=${event.id}`);
  await expectToast(page, q.downloaded);

  // Printed, the poster is all there is: the app's header, page and toasts are hidden.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#main')).toBeHidden();
  const printed = page.locator('.qr-print-root .qr-poster');
  await expect(printed).toBeVisible();
  await expect(printed).toContainText(event.name);
  await expect(printed.locator('img')).toHaveCSS('width', '300px');
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('.qr-print-root')).toBeHidden();
});

// ---- Coach guide --------------------------------------------------------------------

test.describe('coach guide (public)', () => {
  // No sign-in: the guide is for anyone.
  test.beforeEach(async ({ context }) => {
    await context.clearCookies();
  });

  test('six steps, an FAQ, the links, and Copy instructions', async ({
    page,
    context,
    checkA11y,
  }) => {
    const g = messages.coachGuide;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    await page.goto('/coach/guide');
    await expect(page.getByRole('heading', { level: 1, name: g.title })).toBeVisible();
    const steps = page.getByRole('region', { name: g.stepsHeading }).getByRole('listitem');
    await expect(steps).toHaveCount(6);
    await expect(page.getByRole('region', { name: g.faqHeading }).locator('summary')).toHaveCount(
      g.faq.length,
    );
    const jump = page.getByRole('navigation', { name: g.linksHeading });
    await expect(jump.getByRole('link')).toHaveText([g.rosterLink, g.dashboardLink, g.qrLink]);
    await expect(jump.getByRole('link', { name: g.rosterLink })).toHaveAttribute(
      'href',
      '/coach/roster',
    );
    await expect(jump.getByRole('link', { name: g.dashboardLink })).toHaveAttribute(
      'href',
      '/coach/dashboard',
    );
    await expect(jump.getByRole('link', { name: g.qrLink })).toHaveAttribute('href', '/admin/qr');

    // An FAQ answer opens from the keyboard.
    const question = page.locator('summary').filter({ hasText: g.faq[0]!.q });
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(g.faq[0]!.a)).toBeVisible();
    await checkA11y('coach guide');

    await page.getByRole('button', { name: g.copyInstructions }).click();
    await expectToast(page, g.copied);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`Step 1: ${g.steps[0]!.title}`);
    expect(copied).toContain(`Step 6: ${g.steps[5]!.title}`);
    expect(copied).toContain(`${baseURL()}/coach/roster`);
    expect(copied).toContain(`Q: ${g.faq[0]!.q}`);
  });

  test('Copy instructions says so when the clipboard refuses', async ({ page }) => {
    const g = messages.coachGuide;
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await page.goto('/coach/guide');
    await page.getByRole('button', { name: g.copyInstructions }).click();
    await expectToast(page, g.copyFailed, g.copyFailedText);
  });
});

// ---- Desktop and dark ---------------------------------------------------------------

test.describe('desktop, dark theme', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('every tab passes axe', async ({ page }) => {
    test.setTimeout(120_000);
    await openTools(page);
    await expect(page.locator('html')).toHaveClass(/dark/);
    // The events table shows every column on a desktop.
    await expect(
      page.getByRole('table', { name: t.eventsHeading }).getByRole('columnheader'),
    ).toHaveText([t.colName, t.colLocation, t.colDate, t.colStatus, t.colActions]);
    await expectNoA11yViolations(page, 'tools: events, desktop dark');
    for (const tab of [t.tabs.teams, t.tabs.csv, t.tabs.sheets, t.tabs.reports]) {
      await selectTab(page, tab);
      await expectNoA11yViolations(page, `tools: ${tab}, desktop dark`);
    }
  });

  test('the roster page, the QR generator and the guide pass axe', async ({ page }) => {
    test.setTimeout(120_000);
    for (const url of ['/coach/roster', '/admin/qr', '/coach/guide']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expectNoA11yViolations(page, `${url}, desktop dark`);
    }
  });
});

// ---- Screenshots --------------------------------------------------------------------

/**
 * Every tab, the roster page, the QR generator and the guide, light and dark, at 390 px
 * and on a desktop, into .tmp/screens for a person to look at.
 * Skipped unless SCREENSHOTS=1:   SCREENSHOTS=1 npx playwright test coach-tools -g screens
 */
test.describe('screens', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');
  const outDir = path.resolve(import.meta.dirname, '..', '..', '.tmp', 'screens');

  for (const theme of ['light', 'dark'] as const) {
    test(`coach tools screens, ${theme}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const event = await createEvent(page, `Fall Classic ${theme}`, '2031-10-04T15:00:00Z');
      await staffRequest(page, 'PATCH', `/api/events/${event.id}`, {
        googleSheetUrl: `http://127.0.0.1:${SHEETS_PORT}/spreadsheets/d/SCREENS${theme}/edit#gid=0`,
      });
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        const shot = async (name: string) => {
          // A full-page capture scrolls: start at the top, with no toast over the page.
          for (const close of await page
            .getByRole('button', { name: messages.common.dismiss })
            .all()) {
            if ((await close.getAttribute('aria-label')) === messages.common.dismiss)
              await close.click();
          }
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.waitForTimeout(400);
          await page.screenshot({
            path: path.join(outDir, `coach-${name}-${theme}-${width}.png`),
            fullPage: true,
          });
        };
        await openTools(page);
        await shot('tools-events');
        await selectTab(page, t.tabs.teams);
        await shot('tools-teams');
        const csv = await selectTab(page, t.tabs.csv);
        await csv.getByLabel(t.eventLabel, { exact: true }).selectOption(event.id);
        await csv.getByTestId('roster-file-input').setInputFiles(fixture('messy-roster-excel.csv'));
        await expect(csv.getByRole('region', { name: t.errorTableHeading(3) })).toBeVisible();
        await shot('tools-csv');
        await selectTab(page, t.tabs.sheets);
        await shot('tools-sheets');
        await selectTab(page, t.tabs.reports);
        await shot('tools-reports');

        await page.goto('/coach/roster');
        await page
          .getByLabel(messages.rosterPage.eventLabel, { exact: true })
          .selectOption(event.id);
        await page
          .getByTestId('roster-page-file-input')
          .setInputFiles(fixture('tab-separated-roster.csv'));
        await expect(
          page.getByRole('button', { name: messages.rosterPage.importButton(3) }),
        ).toBeVisible();
        await shot('roster');

        await page.goto('/admin/qr');
        await page
          .getByLabel(messages.qrGenerator.eventLabel, { exact: true })
          .selectOption(event.id);
        await expect(
          page.getByRole('img', { name: messages.qrGenerator.imageAlt(event.name) }),
        ).toBeVisible();
        await shot('qr');
        // What the printer gets: the poster alone.
        await page.emulateMedia({ media: 'print' });
        await shot('qr-print');
        await page.emulateMedia({ media: 'screen' });

        await page.goto('/coach/guide');
        await shot('guide');
      }
    });
  }
});
