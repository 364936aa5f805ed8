/**
 * The coach dashboard with no network (decision 022): after one visit online, a reload with
 * no network still shows the roster and check-ins as last loaded and says it is offline;
 * the coach checks in and undoes, the changes survive another reload, and when the
 * network returns they are sent in the order they were made. Conflicts are resolved the
 * obvious way and shown: a check-in of someone checked in meanwhile keeps the earlier
 * one, an undo of a check-in that is no longer there changes nothing.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { ACTING_USER_HEADER } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import type { CheckIn, CheckInResponse, TapInEvent } from '#shared/schemas.ts';
import { setRoleViaApi, signInViaApi, uniqueEmail } from './support/accounts.ts';
import { screenshotThemes } from './support/screens.ts';
import { E2E_STAFF_EMAIL, signInAsStaff, staffRequest } from './support/staff.ts';
import { ANY, expect, test, textPattern } from './support/test.ts';

const t = messages.dashboard;

type RosterRef = { id: string; firstName: string; lastName: string };

function rowOf(page: Page, name: string): Locator {
  return page
    .getByRole('table', { name: new RegExp(`^${t.rosterHeading}:`) })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });
}

/** Waits until every hashed file the page loaded is in the service worker's caches. */
async function appKeptForOffline(page: Page, eventId: string) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const urls = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => new URL(url).pathname.startsWith('/assets/'));
          const cached = await Promise.all(urls.map((url) => caches.match(url)));
          return urls.length > 0 && cached.every(Boolean);
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
  // And the dashboard has written the event's roster and check-ins to IndexedDB.
  await expect
    .poll(() =>
      page.evaluate(async (id) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const opening = indexedDB.open('tapin-dashboard');
          opening.onsuccess = () => resolve(opening.result);
          opening.onerror = () => reject(opening.error);
        });
        const reading = db.transaction('keyval').objectStore('keyval').getAllKeys();
        const keys = await new Promise<IDBValidKey[]>((resolve) => {
          reading.onsuccess = () => resolve(reading.result);
        });
        db.close();
        return keys.filter((key) => String(key).includes(id)).length;
      }, eventId),
    )
    .toBe(2);
}

/** An event starting now with these athletes (one tagged last name) on its roster. */
async function createRosterEvent(
  page: Page,
  label: string,
  lastNamePrefix: string,
  firstNames: string[],
) {
  const tag = Math.random().toString(36).slice(2, 8);
  const event = await staffRequest<TapInEvent>(page, 'POST', '/api/events', {
    name: `${label} ${tag}`,
    locationName: 'E2E Field House',
    date: new Date().toISOString(),
  });
  const lastName = `${lastNamePrefix}${tag}`;
  await staffRequest(page, 'POST', '/api/roster/import', {
    eventId: event.id,
    athletes: firstNames.map((firstName) => ({
      firstName,
      lastName,
      teamName: 'Owls',
      gradYear: 2030,
    })),
  });
  return { event, lastName };
}

test('offline dashboard: kept lists, queued check-in and undo, synced in order with conflicts shown', async ({
  page,
  context,
  browser,
  checkA11y,
}) => {
  test.slow();
  await signInAsStaff(page);
  const { event, lastName } = await createRosterEvent(page, 'Offline Meet', 'Wifi', [
    'Ava',
    'Ben',
    'Cal',
    'Dee',
  ]);
  const roster = await staffRequest<RosterRef[]>(page, 'GET', `/api/events/${event.id}/athletes`);
  const athlete = (firstName: string) => roster.find((a) => a.firstName === firstName)!;
  const name = (firstName: string) => `${firstName} ${lastName}`;
  const checkIn = (target: Page, firstName: string) =>
    staffRequest<CheckInResponse>(target, 'POST', '/api/check-in', {
      athleteId: athlete(firstName).id,
      eventId: event.id,
      source: 'manual_fallback',
    });
  const undo = (target: Page, firstName: string) =>
    staffRequest(target, 'DELETE', `/api/check-in/${athlete(firstName).id}/${event.id}`);
  await checkIn(page, 'Ava');
  await checkIn(page, 'Dee');

  // One visit online: the dashboard's lists and the app's files are kept.
  await page.goto(`/coach/dashboard?event=${event.id}`);
  await expect(page.locator('[data-live-status]')).toHaveAttribute('data-live-status', 'live');
  await expect(rowOf(page, name('Ava'))).toContainText(t.statusCheckedIn);
  await appKeptForOffline(page, event.id);

  // No network: a reload still opens the dashboard as last loaded, and says so.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByText(t.offlineTitle, { exact: true })).toBeVisible();
  await expect(page.locator('[data-live-status]')).toHaveAttribute('data-live-status', 'offline');
  await expect(rowOf(page, name('Ava'))).toContainText(t.statusCheckedIn);
  await expect(rowOf(page, name('Ben'))).toContainText(t.statusNotArrived);

  // The coach checks Ben and Cal in and undoes Ava and Dee, in that order.
  const click = async (firstName: string, kind: 'check-in' | 'undo') => {
    const action = kind === 'check-in' ? t.checkIn : t.undo;
    await rowOf(page, name(firstName))
      .getByRole('button', { name: `${action} ${name(firstName)}` })
      .click();
    // Listed as waiting, with the time of the tap.
    const waiting = (kind === 'check-in' ? t.pendingCheckIn : t.pendingUndo)(name(firstName), '@');
    const [before] = waiting.split('@');
    await expect(page.getByRole('listitem').filter({ hasText: before! })).toBeVisible();
  };
  await click('Ben', 'check-in');
  await click('Ava', 'undo');
  await click('Cal', 'check-in');
  await click('Dee', 'undo');
  await expect(page.getByText(t.pendingHeading(4))).toBeVisible();
  await expect(rowOf(page, name('Ben'))).toContainText(t.statusCheckedIn);
  await expect(rowOf(page, name('Ava'))).toContainText(t.statusNotArrived);
  await checkA11y('dashboard, offline, four changes waiting');

  // Meanwhile, on a dashboard that is online: Cal is checked in, Dee's check-in undone.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAsStaff(otherPage);
  const earlier = await checkIn(otherPage, 'Cal');
  await undo(otherPage, 'Dee');

  // The changes survive a reload with no network, and nothing was sent yet.
  await page.waitForTimeout(600); // the kept lists are written a moment after a change
  await page.reload();
  await expect(page.getByText(t.pendingHeading(4))).toBeVisible();
  await expect(rowOf(page, name('Ben'))).toContainText(t.statusCheckedIn);
  const before = await staffRequest<CheckIn[]>(otherPage, 'GET', `/api/check-ins/${event.id}`);
  expect(before.map((c) => c.athleteId).sort()).toEqual(
    [athlete('Ava').id, athlete('Cal').id].sort(),
  );

  // Network back: sent by themselves, in order; the conflicts are shown.
  const sent: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/check-in/') || pathname === '/api/check-in') sent.push(request);
  });
  const backOnline = Date.now();
  await context.setOffline(false);
  const synced = page.getByRole('region', { name: t.syncedHeading });
  await expect(synced.getByRole('listitem')).toHaveCount(4, { timeout: 15_000 });
  await expect(synced).toContainText(t.syncedCheckIn(name('Ben')));
  await expect(synced).toContainText(t.syncedUndo(name('Ava')));
  // This coach tapped Cal before the other coach did: the tap time is the arrival (decision
  // 039), and the message says whose arrival was kept.
  await expect(synced.locator('[data-sync-result="kept-earlier"]')).toContainText(
    textPattern(t.syncKeptMine(name('Cal'), false, ANY)),
  );
  await expect(synced).toContainText(t.syncNothingToUndo(name('Dee')));
  await expect(page.getByText(t.offlineTitle, { exact: true })).toBeHidden();
  // The live stream is back at once, not after the longest backoff.
  await expect(page.locator('[data-live-status]')).toHaveAttribute('data-live-status', 'live', {
    timeout: 10_000,
  });
  await expect(page.getByText(/waiting to be sent/)).toBeHidden();
  await checkA11y('dashboard, back online, changes sent with two conflicts');

  // In the order they were made; the undo of nothing was not sent at all.
  expect(sent.map((request) => `${request.method()} ${new URL(request.url()).pathname}`)).toEqual([
    'POST /api/check-in',
    `DELETE /api/check-in/${athlete('Ava').id}/${event.id}`,
    'POST /api/check-in',
  ]);
  const benBody = sent[0]!.postDataJSON() as { athleteId: string; tappedAt: string };
  expect(benBody.athleteId).toBe(athlete('Ben').id);
  expect(Date.parse(benBody.tappedAt)).toBeLessThan(backOnline);
  // Each names the coach who made it, so it cannot land under someone who signed in since.
  const me = await staffRequest<{ id: string }>(page, 'GET', '/api/auth/user');
  for (const request of sent) expect(await request.headerValue(ACTING_USER_HEADER)).toBe(me.id);

  const after = await staffRequest<CheckIn[]>(otherPage, 'GET', `/api/check-ins/${event.id}`);
  expect(after.map((c) => c.athleteId).sort()).toEqual(
    [athlete('Ben').id, athlete('Cal').id].sort(),
  );
  // Cal's arrival is this coach's offline tap, earlier than the other coach's check-in.
  const cal = after.find((c) => c.athleteId === athlete('Cal').id)!;
  expect(Date.parse(cal.timestamp)).toBeLessThan(Date.parse(earlier.checkIn.timestamp));
  expect(cal.offline).toBe('tap');

  // A second dashboard sees the result.
  await otherPage.goto(`/coach/dashboard?event=${event.id}`);
  await expect(rowOf(otherPage, name('Ben'))).toContainText(t.statusCheckedIn);
  await expect(rowOf(otherPage, name('Cal'))).toContainText(t.statusCheckedIn);
  await expect(rowOf(otherPage, name('Ava'))).toContainText(t.statusNotArrived);
  await expect(rowOf(otherPage, name('Dee'))).toContainText(t.statusNotArrived);
  // And this one too, with the server's own records.
  await expect(rowOf(page, name('Cal'))).toContainText(t.statusCheckedIn);
  await expect(rowOf(page, name('Dee'))).toContainText(t.statusNotArrived);
  await other.close();
});

/**
 * Check-ins queued offline belong to the coach who made them (decision 035): when another
 * coach signs in on the same tablet before the network returns, the first coach's queue is
 * kept, sealed so that the second coach cannot read it (only counted, decision 036), never
 * sent under the second coach's name; it goes once the first coach signs in there again.
 */
test("offline dashboard: a coach's queued check-in waits for that coach, not whoever signs in next", async ({
  page,
  context,
  browser,
  checkA11y,
}) => {
  test.slow();
  await signInAsStaff(page);
  const { event, lastName } = await createRosterEvent(page, 'Handover Meet', 'Tablet', [
    'Eve',
    'Fay',
  ]);
  const eve = `Eve ${lastName}`;
  // A second coach, approved by the admin in another browser.
  const admin = await browser.newContext();
  await signInAsStaff(admin);
  const second = uniqueEmail('tablet-coach');
  const stranger = await browser.newContext();
  const made = await signInViaApi(stranger, second);
  await setRoleViaApi(admin, made.user.id, 'coach');
  await stranger.close();

  await page.goto(`/coach/dashboard?event=${event.id}`);
  await expect(page.locator('[data-live-status]')).toHaveAttribute('data-live-status', 'live');
  await appKeptForOffline(page, event.id);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(t.offlineTitle, { exact: true })).toBeVisible();
  await rowOf(page, eve)
    .getByRole('button', { name: `${t.checkIn} ${eve}` })
    .click();
  await expect(page.getByText(t.pendingHeading(1))).toBeVisible();
  await page.waitForTimeout(600); // the kept lists are written a moment after a change

  // The second coach signs in on this tablet (the same browser), then the network returns.
  await signInViaApi(context, second);
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/check-in' || pathname.startsWith('/api/check-in/'))
      sent.push(`${request.method()} ${pathname}`);
  });
  const askedWho = page.waitForResponse((response) => response.url().endsWith('/api/auth/user'));
  await context.setOffline(false);
  await askedWho;
  // The page starts again for the second coach: the first one's change is only counted.
  const held = page.getByRole('region', { name: t.heldHeading(1, E2E_STAFF_EMAIL) });
  await expect(held).toBeVisible({ timeout: 15_000 });
  await expect(held).toContainText(t.heldText(E2E_STAFF_EMAIL));
  await expect(held).not.toContainText(eve);
  await expect(page.getByText(t.pendingHeading(1))).toBeHidden();
  await checkA11y('dashboard, another coach signed in, a change held');
  await screenshotThemes(page, 'dashboard-held', { scrollTo: held });
  // Nothing went out under the second coach; the server has no check-in for Eve.
  expect(sent).toEqual([]);
  const before = await staffRequest<CheckIn[]>(admin, 'GET', `/api/check-ins/${event.id}`);
  expect(before).toEqual([]);
  // Still held after a reload.
  await page.reload();
  await expect(held).toBeVisible();

  // The first coach signs in here again: the change goes, and the notice with it.
  await signInAsStaff(context);
  await page.reload();
  const synced = page.getByRole('region', { name: t.syncedHeading });
  await expect(synced).toContainText(t.syncedCheckIn(eve), { timeout: 15_000 });
  await expect(held).toBeHidden();
  const after = await staffRequest<CheckIn[]>(admin, 'GET', `/api/check-ins/${event.id}`);
  expect(after.map((item) => item.eventId)).toEqual([event.id]);
  await admin.close();
});
