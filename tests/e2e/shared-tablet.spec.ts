/**
 * A shared tablet (decision 036): a coach uses the dashboard offline, goes online and logs
 * out. Log Out warns first while a change has not reached the server; logging out anyway
 * keeps that change sealed for its coach. With the network off again, nothing of the
 * roster is readable: not the page, not IndexedDB, not Cache Storage. A second coach
 * signing in on the tablet sees only that a change of another coach waits, never whose
 * child it concerns; the first coach's change goes once they sign in there again.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import type { CheckIn, TapInEvent } from '#shared/schemas.ts';
import { setRoleViaApi, signInViaApi, uniqueEmail } from './support/accounts.ts';
import { screenshotThemes } from './support/screens.ts';
import { signInAsStaff, staffRequest } from './support/staff.ts';
import { expect, test } from './support/test.ts';

const t = messages.dashboard;
const nav = messages.staffNav;

const rowOf = (page: Page, name: string) =>
  page
    .getByRole('table', { name: new RegExp(`^${t.rosterHeading}:`) })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });

/** Every record of every IndexedDB database of the page's origin, as text. */
function readIndexedDb(page: Page): Promise<{ keys: string[]; text: string }> {
  return page.evaluate(async () => {
    const keys: string[] = [];
    const values: unknown[] = [];
    const done = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await done(indexedDB.open(name));
      for (const store of [...db.objectStoreNames]) {
        const objects = db.transaction(store).objectStore(store);
        keys.push(...(await done(objects.getAllKeys())).map((key) => `${name}/${String(key)}`));
        values.push(...(await done(objects.getAll())));
      }
      db.close();
    }
    // Bytes (sealed data) are written out as numbers: a name in the clear would show.
    const text = JSON.stringify(values, (_key, value) =>
      value instanceof ArrayBuffer || ArrayBuffer.isView(value)
        ? new TextDecoder().decode(value as ArrayBuffer)
        : value,
    );
    return { keys, text };
  });
}

/** Every response in Cache Storage: its address and its body as text. */
function readCacheStorage(page: Page): Promise<{ urls: string[]; text: string }> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    let text = '';
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        urls.push(request.url);
        text += (await (await cache.match(request))?.text()) ?? '';
      }
    }
    return { urls, text };
  });
}

/** Waits until the dashboard has written the event's roster and check-ins to IndexedDB. */
async function keptForOffline(page: Page, eventId: string) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(async () => (await readIndexedDb(page)).keys.filter((key) => key.includes(eventId)))
    .toHaveLength(2);
}

async function newCoach(admin: BrowserContext, target: BrowserContext, email: string) {
  const made = await signInViaApi(target, email);
  await setRoleViaApi(admin, made.user.id, 'coach');
}

test('shared tablet: after Log Out nothing of the roster is readable offline; the next coach sees only their own', async ({
  page,
  context,
  browser,
  checkA11y,
}) => {
  test.slow();
  const admin = await browser.newContext();
  await signInAsStaff(admin);
  const tag = Math.random().toString(36).slice(2, 8);
  const lastName = `Tablet${tag}`;
  const event = await staffRequest<TapInEvent>(admin, 'POST', '/api/events', {
    name: `Shared Tablet Meet ${tag}`,
    locationName: 'E2E Field House',
    date: new Date().toISOString(),
  });
  await staffRequest(admin, 'POST', '/api/roster/import', {
    eventId: event.id,
    athletes: ['Ava', 'Ben'].map((firstName) => ({
      firstName,
      lastName,
      teamName: 'Owls',
      gradYear: 2030,
    })),
  });
  const first = uniqueEmail('tablet-first');
  const second = uniqueEmail('tablet-second');
  const stranger = await browser.newContext();
  await newCoach(admin, stranger, second);
  await stranger.close();
  await newCoach(admin, context, first);
  const ben = `Ben ${lastName}`;

  // The first coach uses the dashboard online, then offline: a check-in waits.
  await page.goto(`/coach/dashboard?event=${event.id}`);
  await expect(page.locator('[data-live-status]')).toHaveAttribute('data-live-status', 'live');
  await keptForOffline(page, event.id);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(t.offlineTitle, { exact: true })).toBeVisible();
  await rowOf(page, ben)
    .getByRole('button', { name: `${t.checkIn} ${ben}` })
    .click();
  await expect(page.getByText(t.pendingHeading(1))).toBeVisible();
  await page.waitForTimeout(600); // the kept lists are written a moment after a change

  // Online again, but the check-in does not get through before the coach logs out.
  await page.route('**/api/check-in', (route) => route.abort());
  await context.setOffline(false);
  await expect(page.getByText(t.offlineTitle, { exact: true })).toBeHidden();
  await openLogOut(page);
  const warning = page.getByRole('alertdialog', { name: nav.logOutWaitingTitle });
  await expect(warning).toContainText(nav.logOutWaiting(1));
  await checkA11y('log out with a change waiting');
  await screenshotThemes(page, 'log-out-waiting');
  // Staying keeps the coach signed in; logging out anyway keeps the change, sealed.
  await warning.getByRole('button', { name: nav.staySignedIn }).click();
  await expect(warning).toBeHidden();
  await openLogOut(page);
  await warning.getByRole('button', { name: nav.logOutAnyway }).click();
  await expect(page).toHaveURL('/');
  await page.unroute('**/api/check-in');

  // Network off again: nothing of the roster anywhere.
  await context.setOffline(true);
  await page.goto(`/coach/dashboard?event=${event.id}`);
  await expect(page.locator('body')).not.toContainText(lastName);
  await expect(page.getByRole('table')).toHaveCount(0);
  const stored = await readIndexedDb(page);
  expect(stored.text).not.toContain(lastName);
  expect(stored.keys.filter((key) => key.startsWith('tapin-dashboard/'))).toEqual([
    expect.stringMatching(/^tapin-dashboard\/sealed:/),
  ]);
  const cached = await readCacheStorage(page);
  expect(cached.urls.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
  expect(cached.text).not.toContain(lastName);

  // A second coach signs in on the tablet: only a count of the first coach's change.
  await context.setOffline(false);
  await signInViaApi(context, second);
  await page.goto(`/coach/dashboard?event=${event.id}`);
  const held = page.getByRole('region', { name: t.heldHeading(1, first) });
  await expect(held).toBeVisible({ timeout: 15_000 });
  await expect(held).not.toContainText(lastName);
  await expect(page.getByText(t.pendingHeading(1))).toBeHidden();
  // Still sealed: the second coach's key does not open it.
  const asSecond = await readIndexedDb(page);
  expect(asSecond.keys).toContainEqual(expect.stringMatching(/^tapin-dashboard\/sealed:/));
  const none = await staffRequest<CheckIn[]>(admin, 'GET', `/api/check-ins/${event.id}`);
  expect(none).toEqual([]);

  // The first coach signs in there again: the change opens and goes.
  await signInViaApi(context, first);
  await page.reload();
  await expect(page.getByRole('region', { name: t.syncedHeading })).toContainText(
    t.syncedCheckIn(ben),
    { timeout: 15_000 },
  );
  await expect(held).toBeHidden();
  const sent = await staffRequest<CheckIn[]>(admin, 'GET', `/api/check-ins/${event.id}`);
  expect(sent).toHaveLength(1);
  await admin.close();
});

/**
 * Opens the account menu and chooses Log Out. A click that lands while the header re-renders
 * (the page just came back online) can be lost: the menu is opened again until it shows.
 */
async function openLogOut(page: Page) {
  const logOut = page.getByRole('menuitem', { name: nav.logOut });
  await expect(async () => {
    if (!(await logOut.isVisible())) await page.getByRole('button', { name: nav.account }).click();
    await expect(logOut).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await logOut.click();
}
