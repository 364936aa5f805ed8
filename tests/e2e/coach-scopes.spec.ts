/**
 * Each coach sees the children they coach (decision 044), on a private server (it changes
 * who coaches which team, which on the shared server would hide the seeded events from the
 * other specs). The admin approves two coaches and assigns them the two teams of one event
 * from the admin dashboard, which says which mode the club is in; each coach's dashboard
 * then shows only their own athletes, live; each one's offline copy (IndexedDB) holds only
 * theirs; the check-in report and the attendance CSV only theirs; and the admin reads those
 * downloads on the audit log. axe on the admin dashboard and the dialog, both themes.
 *
 * Second: a guardian removes a roster-file link and erases their phone from "Your data and
 * privacy"; the coach's Parent links panel shows both; re-importing the same file does not
 * bring the links back.
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import {
  type PrivateServer,
  privateApi,
  privateContext,
  signInPrivately,
  startPrivateServer,
} from './support/private-server.ts';
import { screenshotThemes } from './support/screens.ts';
import {
  e164,
  expect,
  expectNoA11yViolations,
  freshPhone,
  test,
  verifyPhoneViaApi,
} from './support/test.ts';

const a = messages.admin;
const d = messages.dashboard;
const g = messages.guardianData;
const pl = messages.parentLinks;

let server: PrivateServer;
const contexts: BrowserContext[] = [];

test.beforeAll(async () => {
  server = await startPrivateServer();
});
test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
});

async function newContext(browser: Browser, width = 1280): Promise<BrowserContext> {
  const context = await privateContext(browser, server, width);
  contexts.push(context);
  return context;
}

const api = <T>(context: BrowserContext, method: string, path: string, data?: unknown) =>
  privateApi<T>(context, server.url, method, path, data);

async function axeBothThemes(page: Page, label: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      localStorage.setItem('theme', value);
      document.documentElement.classList.toggle('dark', value === 'dark');
    }, theme);
    await expectNoA11yViolations(page, `${label}, ${theme}`);
  }
}

function rowOf(page: Page, name: string): Locator {
  return page
    .getByRole('table', { name: new RegExp(`^${d.rosterHeading}:`) })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });
}

/** Everything the dashboard kept in IndexedDB for the event, as one string. */
async function offlineCopy(page: Page, eventId: string): Promise<string> {
  return page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('tapin-dashboard');
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    const store = db.transaction('keyval').objectStore('keyval');
    const keys = await new Promise<IDBValidKey[]>((resolve) => {
      const reading = store.getAllKeys();
      reading.onsuccess = () => resolve(reading.result);
    });
    const values = await new Promise<unknown[]>((resolve) => {
      const reading = store.getAll();
      reading.onsuccess = () => resolve(reading.result);
    });
    db.close();
    return JSON.stringify(
      keys.map((key, i) => [key, values[i]]).filter(([key]) => String(key).includes(id)),
    );
  }, eventId);
}

test('two coaches of two teams: each sees, keeps and downloads only their own athletes', async ({
  browser,
}) => {
  test.slow();
  // The admin (first account), and two coaches waiting for approval.
  const admin = await newContext(browser);
  await signInPrivately(admin, server.url, 'admin@scopes.test');
  const coachA = await newContext(browser);
  await signInPrivately(coachA, server.url, 'eagles.coach@scopes.test');
  const coachB = await newContext(browser);
  await signInPrivately(coachB, server.url, 'hawks.coach@scopes.test');

  // One event, both teams on its roster.
  const event = await api<TapInEvent>(admin, 'POST', '/api/events', {
    name: 'Joint Practice',
    locationName: 'Main Gym',
    date: new Date(Date.now() - 5 * 60_000).toISOString(),
  });
  await api(admin, 'POST', '/api/roster/import', {
    eventId: event.id,
    athletes: [
      { firstName: 'Ava', lastName: 'Eaglet', teamName: 'Eagles', gradYear: 2030 },
      { firstName: 'Eli', lastName: 'Eaglet', teamName: 'Eagles', gradYear: 2031 },
      { firstName: 'Ben', lastName: 'Hawkins', teamName: 'Hawks', gradYear: 2030 },
    ],
  });
  await api(admin, 'PATCH', `/api/events/${event.id}`, { active: true });
  const roster = await api<{ id: string; firstName: string }[]>(
    admin,
    'GET',
    `/api/events/${event.id}/athletes`,
  );
  const idOf = (firstName: string) => roster.find((x) => x.firstName === firstName)!.id;

  // The admin dashboard: open mode, said plainly.
  const adminPage = await admin.newPage();
  await adminPage.goto('/admin/dashboard');
  const mode = adminPage.getByTestId('team-mode');
  await expect(mode).toContainText(a.teams.modeOpen);

  // Approve the Eagles coach (one click in open mode), then give them their team.
  const userRow = (email: string) =>
    adminPage
      .getByRole('table', { name: a.usersHeading })
      .getByRole('row')
      .filter({ hasText: email });
  await userRow('eagles.coach@scopes.test').getByRole('button', { name: a.approve }).click();
  await expect(
    userRow('eagles.coach@scopes.test').getByRole('button', { name: a.teams.edit }),
  ).toBeVisible();
  await userRow('eagles.coach@scopes.test').getByRole('button', { name: a.teams.edit }).click();
  const dialog = adminPage.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Eagles' }).check();
  await axeBothThemes(adminPage, 'teams dialog');
  await dialog.getByRole('button', { name: new RegExp(`^${a.teams.save}`) }).click();
  await expect(dialog).toBeHidden();
  await expect(mode).toContainText(a.teams.modeTeams);
  await expect(userRow('eagles.coach@scopes.test')).toContainText('Eagles');

  // In team mode, approving asks for the teams first.
  await userRow('hawks.coach@scopes.test').getByRole('button', { name: a.approve }).click();
  await expect(dialog).toContainText(a.teams.approveDescription);
  await dialog.getByRole('checkbox', { name: 'Hawks' }).check();
  await dialog.getByRole('button', { name: new RegExp(`^${a.teams.approveWithTeams}`) }).click();
  await expect(dialog).toBeHidden();
  await expect(userRow('hawks.coach@scopes.test')).toContainText('Hawks');
  await expect(userRow('hawks.coach@scopes.test')).toContainText(a.roles.coach);
  await axeBothThemes(adminPage, 'admin dashboard in team mode');
  await screenshotThemes(adminPage, 'coach-scopes-admin');

  // Each coach's dashboard: their own athletes only.
  const pageA = await coachA.newPage();
  await pageA.goto(`/coach/dashboard?event=${event.id}`);
  const pageB = await coachB.newPage();
  await pageB.goto(`/coach/dashboard?event=${event.id}`);
  for (const page of [pageA, pageB])
    await expect(page.locator('[data-live-status]')).toHaveAttribute('data-live-status', 'live');
  await expect(rowOf(pageA, 'Ava Eaglet')).toBeVisible();
  await expect(rowOf(pageA, 'Eli Eaglet')).toBeVisible();
  await expect(pageA.getByText('Hawkins')).toHaveCount(0);
  await expect(rowOf(pageB, 'Ben Hawkins')).toBeVisible();
  await expect(pageB.getByText('Eaglet')).toHaveCount(0);

  // Live: the admin checks both teams in; each dashboard shows its own arrival.
  for (const firstName of ['Ben', 'Ava'])
    await api(admin, 'POST', '/api/check-in', {
      athleteId: idOf(firstName),
      eventId: event.id,
      source: 'manual_fallback',
    });
  await expect(rowOf(pageA, 'Ava Eaglet')).toContainText(d.statusCheckedIn);
  await expect(rowOf(pageB, 'Ben Hawkins')).toContainText(d.statusCheckedIn);
  await expect(pageA.getByText('Hawkins')).toHaveCount(0);
  await expect(pageB.getByText('Eaglet')).toHaveCount(0);

  // The offline copies hold each coach's own athletes only.
  await expect.poll(() => offlineCopy(pageA, event.id)).toContain(idOf('Ava'));
  await expect.poll(() => offlineCopy(pageB, event.id)).toContain(idOf('Ben'));
  const keptA = await offlineCopy(pageA, event.id);
  const keptB = await offlineCopy(pageB, event.id);
  expect(keptA).not.toContain(idOf('Ben'));
  expect(keptA).not.toContain('Hawkins');
  expect(keptB).not.toContain(idOf('Ava'));
  expect(keptB).not.toContain('Eaglet');

  // The report and the attendance CSV: their own only.
  const download = async (context: BrowserContext, path: string) => {
    const response = await context.request.get(`${server.url}${path}`);
    expect(response.status()).toBe(200);
    return response.text();
  };
  // The event's own day in Chicago (it started 5 minutes ago: just after midnight there,
  // that is still yesterday).
  const day = new Date(event.date).toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
  const reportA = await download(coachA, `/api/events/${event.id}/report`);
  expect(reportA).toContain('Eaglet');
  expect(reportA).not.toContain('Hawkins');
  const reportB = await download(coachB, `/api/events/${event.id}/report`);
  expect(reportB).toContain('Hawkins');
  expect(reportB).not.toContain('Eaglet');
  const attendancePath = `/api/attendance.csv?from=${day}&to=${day}&tz=America%2FChicago`;
  const attendanceA = await download(coachA, attendancePath);
  expect(attendanceA).toContain('Eaglet');
  expect(attendanceA).not.toContain('Hawkins');
  const attendanceB = await download(coachB, attendancePath);
  expect(attendanceB).toContain('Hawkins');
  expect(attendanceB).not.toContain('Eaglet');

  // The admin reads who downloaded what on the audit log.
  await adminPage.reload();
  await adminPage.getByLabel(a.audit.action).selectOption('data.');
  await adminPage.getByLabel(a.audit.actor).fill('eagles.coach');
  await adminPage.getByRole('button', { name: a.audit.filter }).click();
  const auditLog = adminPage.getByRole('list', { name: a.audit.heading });
  await expect(
    auditLog.getByRole('listitem').filter({ hasText: 'data.report_downloaded' }),
  ).toHaveCount(1);
  await expect(
    auditLog.getByRole('listitem').filter({ hasText: 'data.attendance_downloaded' }),
  ).toHaveCount(1);
  await expect(auditLog).not.toContainText('hawks.coach@scopes.test');
  await axeBothThemes(adminPage, 'audit log');
});

test('a guardian removes a roster-file link and erases their phone; a re-import does not restore them', async ({
  browser,
}) => {
  test.slow();
  const admin = await newContext(browser);
  // The first test's admin, or the first account if this test runs alone.
  await signInPrivately(admin, server.url, 'admin@scopes.test');
  const phone = freshPhone();
  const event = await api<TapInEvent>(admin, 'POST', '/api/events', {
    name: 'Guardian Meet',
    locationName: 'Main Gym',
    date: new Date(Date.now() - 60_000).toISOString(),
  });
  const file = [
    { firstName: 'Gia', lastName: 'Guardo', teamName: 'Eagles', guardianPhones: [e164(phone)] },
    { firstName: 'Gus', lastName: 'Guardo', teamName: 'Eagles', guardianPhones: [e164(phone)] },
  ];
  const reimport = () =>
    api(admin, 'POST', '/api/roster/import', { eventId: event.id, athletes: file });
  await reimport();
  await api(admin, 'PATCH', `/api/events/${event.id}`, { active: true });
  const linkedNames = async () =>
    (await api<{ firstName: string }[]>(admin, 'GET', `/api/events/${event.id}/parent-links`)).map(
      (link) => link.firstName,
    );

  // The guardian, on a phone: their children come from the coach's roster file.
  const parent = await newContext(browser, 390);
  const page = await parent.newPage();
  await page.goto('/');
  await verifyPhoneViaApi(page, phone);
  await page.goto(`/check-in/athletes?event=${event.id}&phone=${phone}`);
  await page.getByRole('link', { name: messages.parent.yourData }).click();
  await expect(page.getByRole('heading', { level: 1, name: g.title })).toBeVisible();
  const children = page.getByRole('region', { name: g.childrenHeading });
  await expect(children.getByText(g.fromRoster('Guardian Meet'), { exact: false })).toHaveCount(2);
  await axeBothThemes(page, 'your data');
  await screenshotThemes(page, 'guardian-my-data', { fullPage: true });

  // Gus's link removed by the guardian.
  await children.getByRole('button', { name: g.removeLinkFor('Gus Guardo') }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: g.removeLink }).click();
  await expect(children.getByText('Gus Guardo')).toHaveCount(0);
  await expect(children.getByText('Gia Guardo')).toBeVisible();

  // The coach's Parent links panel says so; the same file imported again does not restore it.
  const coachPage = await admin.newPage();
  await coachPage.goto(`/coach/dashboard?event=${event.id}`);
  await coachPage.getByRole('button', { name: pl.show }).click();
  const panel = coachPage.getByRole('region', { name: pl.heading });
  await expect(panel.getByRole('list', { name: pl.removedByGuardianHeading })).toContainText(
    'Gus Guardo: link removed by the guardian',
  );
  await reimport();
  expect(await linkedNames()).toEqual(['Gia']);
  await expectNoA11yViolations(coachPage, 'parent links panel with a removal');

  // The guardian erases their phone.
  await page
    .getByRole('region', { name: g.eraseHeading })
    .getByRole('button', { name: g.erase })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: g.erase }).click();
  await expect(
    page.locator('#main').getByRole('status').filter({ hasText: g.erased }),
  ).toBeVisible();
  await reimport();
  expect(await linkedNames()).toEqual([]);
  await coachPage.reload();
  await coachPage.getByRole('button', { name: pl.show }).click();
  const removed = coachPage
    .getByRole('region', { name: pl.heading })
    .getByRole('list', { name: pl.removedByGuardianHeading });
  await expect(removed).toContainText('Gia Guardo: the guardian erased their phone');
  await expect(removed).toContainText('Gus Guardo: the guardian erased their phone');
});
