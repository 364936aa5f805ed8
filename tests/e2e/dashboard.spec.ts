/**
 * The live coach dashboard (docs/product.md#coach-dashboard, decision 014): arrivals made by
 * parents appear on every open dashboard without a reload, Undo spreads the same way, the stat
 * cards and the search filter the roster, manual Check In works, and a dropped stream
 * falls back to polling and catches up.
 */
import path from 'node:path';
import {
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { messages } from '#shared/messages.ts';
import type { CheckInResponse, OutboxMessage, TapInEvent } from '#shared/schemas.ts';
import { signInAsStaff, staffRequest } from './support/staff.ts';
import { e164, expect, expectToast, freshPhone, test } from './support/test.ts';

const t = messages.dashboard;

type RosterRef = { id: string; firstName: string; lastName: string };

// ---- helpers ------------------------------------------------------------------------

function baseURL(): string {
  return test.info().project.use.baseURL!;
}

async function openDashboard(page: Page, eventId?: string) {
  await page.goto(eventId ? `/coach/dashboard?event=${eventId}` : '/coach/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(liveIndicator(page)).toHaveAttribute('data-live-status', 'live');
}

function liveIndicator(page: Page): Locator {
  return page.locator('[data-live-status]');
}

function rosterTable(page: Page): Locator {
  return page.getByRole('table', { name: new RegExp(`^${t.rosterHeading}:`) });
}

function rowOf(page: Page, name: string): Locator {
  return rosterTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });
}

function statCard(page: Page, label: string): Locator {
  return page.getByRole('group', { name: t.statsLabel }).getByRole('button', {
    name: new RegExp(`^${label}\\b`),
  });
}

async function expectStats(page: Page, checkedIn: number, expected: number) {
  await expect(statCard(page, t.checkedIn)).toHaveAccessibleName(`${t.checkedIn} ${checkedIn}`);
  await expect(statCard(page, t.expected)).toHaveAccessibleName(`${t.expected} ${expected}`);
  await expect(statCard(page, t.notYetCheckedIn)).toHaveAccessibleName(
    `${t.notYetCheckedIn} ${expected - checkedIn}`,
  );
}

async function rowNames(page: Page): Promise<string[]> {
  return rosterTable(page).locator('tbody th > span:first-child').allInnerTexts();
}

/** A browser context signed in as staff, with its own session. */
async function staffContext(context: BrowserContext | Page) {
  await signInAsStaff(context);
}

/** A parent phone, verified through the API: its own cookie jar, like its own phone. */
async function parentDevice(): Promise<{ request: APIRequestContext; phone: string }> {
  const origin = new URL(baseURL()).origin;
  const request = await playwrightRequest.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { Origin: origin },
  });
  const phone = freshPhone();
  const sent = await request.post('/api/send-verification', { data: { phoneNumber: phone } });
  expect(sent.status(), await sent.text()).toBe(200);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(e164(phone))}`);
      code = ((await outbox.json()) as OutboxMessage[])[0]?.code;
      return code;
    })
    .toBeTruthy();
  const verified = await request.post('/api/verify-code', { data: { phoneNumber: phone, code } });
  expect(verified.status(), await verified.text()).toBe(200);
  return { request, phone };
}

/** An event of this test's own (inactive, so no other spec's check-ins land on it). */
async function createEventWithRoster(
  page: Page,
  input: {
    name: string;
    date: Date;
    athletes: Array<{ firstName: string; lastName: string; teamName: string; gradYear: number }>;
  },
): Promise<{ event: TapInEvent; roster: RosterRef[] }> {
  const event = await staffRequest<TapInEvent>(page, 'POST', '/api/events', {
    name: input.name,
    locationName: 'E2E Field House',
    date: input.date.toISOString(),
  });
  await staffRequest(page, 'POST', '/api/roster/import', {
    eventId: event.id,
    athletes: input.athletes,
  });
  const roster = await staffRequest<RosterRef[]>(page, 'GET', `/api/events/${event.id}/athletes`);
  return { event, roster };
}

async function checkInManually(page: Page, eventId: string, athleteId: string) {
  return staffRequest<CheckInResponse>(page, 'POST', '/api/check-in', {
    athleteId,
    eventId,
    phoneNumber: '0000000000',
    source: 'manual_fallback',
  });
}

const unique = () => Math.random().toString(36).slice(2, 8);

// ---- tests ----------------------------------------------------------------------------

test.describe('coach dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await staffContext(page);
  });

  test('a parent check-in appears live; Undo reverts it on a second dashboard', async ({
    page,
    browser,
    seed,
    checkA11y,
  }) => {
    // Two browsers, a parent's phone and two axe runs: slow on a busy 2-core machine.
    test.setTimeout(120_000);
    const { id: eventId, athletes } = seed.dashboardEvent;
    const dana = athletes.find((athlete) => athlete.lastName === 'Livewire')!;
    const danaName = `${dana.firstName} ${dana.lastName}`;

    // Two dashboards: this page, and another browser with a session of its own.
    const otherContext = await browser.newContext();
    await staffContext(otherContext);
    const other = await otherContext.newPage();
    await Promise.all([openDashboard(page, eventId), openDashboard(other, eventId)]);
    for (const dashboard of [page, other]) {
      await expect(rowOf(dashboard, danaName)).toContainText(t.statusNotArrived);
      await expectStats(dashboard, 0, 3);
    }
    // The event started 30 minutes ago: everyone missing is late.
    await expect(page.getByTestId('attendance-count')).toHaveText(t.lateCount(3));
    await checkA11y('dashboard, live');

    // A parent links Dana at the active event, which checks her in.
    const parent = await parentDevice();
    const linked = await parent.request.post('/api/link-parent', {
      data: {
        eventId,
        athleteId: dana.id,
        firstName: dana.firstName,
        lastName: dana.lastName,
        teamId: null,
        gradYear: null,
        phoneNumber: parent.phone,
      },
    });
    expect(linked.status(), await linked.text()).toBe(200);
    expect((await linked.json()).checkIn).toBeTruthy();
    // Without a reload, within a second, on both dashboards.
    await Promise.all(
      [page, other].map((dashboard) =>
        expect(rowOf(dashboard, danaName)).toContainText(t.statusCheckedIn, { timeout: 1000 }),
      ),
    );
    await expectStats(page, 1, 3);
    await expectStats(other, 1, 3);
    await expect(page.getByTestId('attendance-count')).toHaveText(t.lateCount(2));
    await expect(page.getByText(t.arrivedAnnouncement([danaName]))).toBeAttached();
    await expect(page.getByRole('img', { name: /^1 check-in between/ })).toBeVisible();

    // Undo on this dashboard reverts it on the other one too.
    await rowOf(page, danaName)
      .getByRole('button', { name: `${t.undo} ${danaName}` })
      .click();
    await expect(rowOf(other, danaName)).toContainText(t.statusNotArrived, { timeout: 2000 });
    await expect(rowOf(page, danaName)).toContainText(t.statusNotArrived);
    await expectStats(other, 0, 3);
    await expect(other.getByText(t.undoneAnnouncement(danaName))).toBeAttached();

    // The parent taps again (POST /api/check-in): live again, on both.
    const tapped = await parent.request.post('/api/check-in', {
      data: { athleteId: dana.id, eventId, phoneNumber: parent.phone, source: 'qr' },
    });
    expect(tapped.status(), await tapped.text()).toBe(201);
    await Promise.all(
      [page, other].map((dashboard) =>
        expect(rowOf(dashboard, danaName)).toContainText(t.statusCheckedIn, { timeout: 1000 }),
      ),
    );
    await checkA11y('dashboard, one arrival');

    // Leave the seeded event as it was found.
    await rowOf(other, danaName)
      .getByRole('button', { name: `${t.undo} ${danaName}` })
      .click();
    await expect(rowOf(page, danaName)).toContainText(t.statusNotArrived);
    await parent.request.dispose();
    await otherContext.close();
  });

  test('stat cards filter the roster, the search narrows it, manual Check In works', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    const tag = unique();
    const { event, roster } = await createEventWithRoster(page, {
      name: `Filters ${tag}`,
      date: new Date(Date.now() + 2 * 60 * 60_000),
      athletes: [
        { firstName: 'Aria', lastName: `Stone${tag}`, teamName: 'Owls', gradYear: 2030 },
        { firstName: 'Ben', lastName: `Carter${tag}`, teamName: 'Owls', gradYear: 2031 },
        { firstName: 'Cara', lastName: `Diaz${tag}`, teamName: 'Lynx', gradYear: 2029 },
        { firstName: 'Dev', lastName: `Patel${tag}`, teamName: 'Lynx', gradYear: 2030 },
        { firstName: 'Eli', lastName: `Marino${tag}`, teamName: 'Owls', gradYear: 2032 },
      ],
    });
    const byFirst = (first: string) => roster.find((athlete) => athlete.firstName === first)!;
    await checkInManually(page, event.id, byFirst('Ben').id);
    await checkInManually(page, event.id, byFirst('Dev').id);

    await openDashboard(page, event.id);
    await expectStats(page, 2, 5);
    // The event starts in two hours: those missing are still expected, not late.
    await expect(page.getByTestId('attendance-count')).toHaveText(t.expectedCount(3));
    await expect(rowOf(page, `Ben Carter${tag}`)).toContainText(/\d{1,2}:\d{2} [AP]M/);
    await expect(rowOf(page, `Ben Carter${tag}`)).toContainText(t.manual);
    const expected = statCard(page, t.expected);
    const checkedIn = statCard(page, t.checkedIn);
    const notYet = statCard(page, t.notYetCheckedIn);
    await expect(expected).toHaveAttribute('aria-pressed', 'true');
    await checkA11y('dashboard, phone');

    // Checked In: only the two; clicking it again returns to all.
    await checkedIn.click();
    await expect(checkedIn).toHaveAttribute('aria-pressed', 'true');
    await expect(expected).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => rowNames(page)).toEqual([`Ben Carter${tag}`, `Dev Patel${tag}`]);
    await expect(page.getByText(t.showing(2, 5), { exact: true })).toBeVisible();
    await checkedIn.click();
    await expect(checkedIn).toHaveAttribute('aria-pressed', 'false');
    await expect(expected).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await rowNames(page)).length).toBe(5);

    // Not Yet Checked In, then a case-insensitive name search inside it.
    await notYet.click();
    await expect(notYet).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => rowNames(page))
      .toEqual([`Cara Diaz${tag}`, `Eli Marino${tag}`, `Aria Stone${tag}`]);
    const search = page.getByRole('searchbox', { name: t.searchLabel });
    await search.fill('ARI');
    await expect.poll(() => rowNames(page)).toEqual([`Eli Marino${tag}`, `Aria Stone${tag}`]);
    await search.fill(`iAz${tag.toUpperCase()}`);
    await expect.poll(() => rowNames(page)).toEqual([`Cara Diaz${tag}`]);
    await search.fill('nobody-by-this-name');
    await expect(page.getByText(t.noMatches)).toBeVisible();
    await search.fill('');

    // Manual Check In under "Not Yet Checked In": the row leaves, focus stays in the table.
    const cara = `Cara Diaz${tag}`;
    await rowOf(page, cara)
      .getByRole('button', { name: `${t.checkIn} ${cara}` })
      .click();
    await expect(rowOf(page, cara)).toHaveCount(0);
    await expectStats(page, 3, 5);
    await expect(page.getByRole('button', { name: `${t.checkIn} Eli Marino${tag}` })).toBeFocused();

    // Back to all: Cara is in, with an arrival time, and Undo is offered.
    await page.getByRole('button', { name: t.showAll }).click();
    await expect(expected).toHaveAttribute('aria-pressed', 'true');
    await expect(rowOf(page, cara)).toContainText(t.statusCheckedIn);
    await expect(
      rowOf(page, cara).getByRole('button', { name: `${t.undo} ${cara}` }),
    ).toBeVisible();
    await rowOf(page, cara)
      .getByRole('button', { name: `${t.undo} ${cara}` })
      .click();
    await expect(rowOf(page, cara)).toContainText(t.statusNotArrived);
    await expectStats(page, 2, 5);

    // The banner's shortcut shows who is missing.
    await page.getByRole('button', { name: t.showLate }).click();
    await expect(notYet).toHaveAttribute('aria-pressed', 'true');

    // The same screen on a desktop.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(rosterTable(page).getByRole('columnheader')).toHaveText([
      t.colAthlete,
      t.colTeam,
      t.colStatus,
      t.colArrival,
      t.colActions,
    ]);
    await checkA11y('dashboard, desktop');
  });

  test('the first active event is selected, and another can be chosen', async ({ page }) => {
    const tag = unique();
    const { event } = await createEventWithRoster(page, {
      name: `Chooser ${tag}`,
      date: new Date(Date.now() - 24 * 60 * 60_000),
      athletes: [{ firstName: 'Gus', lastName: `Chooser${tag}`, teamName: 'Owls', gradYear: 2030 }],
    });
    const events = await staffRequest<TapInEvent[]>(page, 'GET', '/api/events');
    const firstActive = events.find((item) => item.active) ?? events[0]!;

    await openDashboard(page);
    const chooser = page.getByLabel(t.eventLabel, { exact: true });
    await expect(chooser).toHaveValue(firstActive.id);
    await expect(page.getByRole('option', { name: new RegExp(`^Chooser ${tag}`) })).toBeAttached();

    await chooser.selectOption(event.id);
    await expect(page).toHaveURL(`/coach/dashboard?event=${event.id}`);
    await expect(liveIndicator(page)).toHaveAttribute('data-live-status', 'live');
    await expect(rowOf(page, `Gus Chooser${tag}`)).toContainText(t.statusNotArrived);
    await expectStats(page, 0, 1);
    await expect(page.getByText(t.chartEmpty)).toBeVisible();

    // The page's links (docs/product.md#coach-dashboard).
    const links = page.getByRole('navigation', { name: t.navLabel });
    await expect(links.getByRole('link', { name: t.toolsLink })).toHaveAttribute(
      'href',
      '/coach/tools',
    );
    await expect(links.getByRole('link', { name: t.homeLink })).toHaveAttribute('href', '/');
    await expect(links.getByRole('link', { name: t.loginLink })).toHaveAttribute(
      'href',
      '/coach/login',
    );
  });

  test('a dropped stream polls every 5 s, then reconnects and catches up', async ({ page }) => {
    test.setTimeout(90_000);
    const tag = unique();
    const { event, roster } = await createEventWithRoster(page, {
      name: `Reconnect ${tag}`,
      date: new Date(),
      athletes: [
        { firstName: 'Ivy', lastName: `Polling${tag}`, teamName: 'Owls', gradYear: 2030 },
        { firstName: 'Jay', lastName: `Catchup${tag}`, teamName: 'Owls', gradYear: 2030 },
      ],
    });
    const [ivy, jay] = [
      roster.find((a) => a.firstName === 'Ivy')!,
      roster.find((a) => a.firstName === 'Jay')!,
    ];
    const polls: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/check-ins/${event.id}`)) polls.push(Date.now());
    });

    // The stream cannot connect: the dashboard says so and polls.
    await page.route('**/api/events/*/live', (route) => route.abort('connectionrefused'));
    await page.goto(`/coach/dashboard?event=${event.id}`);
    await expect(liveIndicator(page)).toHaveAttribute('data-live-status', 'reconnecting');
    await expect(liveIndicator(page)).toContainText(t.reconnecting);
    await expect(rowOf(page, `Ivy Polling${tag}`)).toContainText(t.statusNotArrived);
    await checkInManually(page, event.id, ivy.id);
    await expect(rowOf(page, `Ivy Polling${tag}`)).toContainText(t.statusCheckedIn, {
      timeout: 7000,
    });
    expect(polls.length).toBeGreaterThanOrEqual(2);

    // While it is still down, Jay arrives; the stream comes back and the refetch on
    // `ready` catches him up at once, and polling stops.
    await checkInManually(page, event.id, jay.id);
    await page.unroute('**/api/events/*/live');
    await expect(liveIndicator(page)).toHaveAttribute('data-live-status', 'live', {
      timeout: 35_000,
    });
    await expect(rowOf(page, `Jay Catchup${tag}`)).toContainText(t.statusCheckedIn, {
      timeout: 1000,
    });
    const pollsWhenLive = polls.length;
    await page.waitForTimeout(6000);
    expect(polls.length).toBe(pollsWhenLive);

    // Live again: an undo through the API shows without polling.
    await staffRequest(page, 'DELETE', `/api/check-in/${jay.id}/${event.id}`);
    await expect(rowOf(page, `Jay Catchup${tag}`)).toContainText(t.statusNotArrived, {
      timeout: 1000,
    });
  });

  test('an athlete added to the roster elsewhere appears without a reload', async ({ page }) => {
    const tag = unique();
    const { event } = await createEventWithRoster(page, {
      name: `Late Roster ${tag}`,
      date: new Date(),
      athletes: [{ firstName: 'Kim', lastName: `Early${tag}`, teamName: 'Owls', gradYear: 2030 }],
    });
    await openDashboard(page, event.id);
    await expectStats(page, 0, 1);
    let rosterFetches = 0;
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/events/${event.id}/athletes`)) rosterFetches += 1;
    });

    // Another coach imports a late athlete (the dashboard's own session, another tab).
    await staffRequest(page, 'POST', '/api/roster/import', {
      eventId: event.id,
      athletes: [{ firstName: 'Lee', lastName: `Late${tag}`, teamName: 'Owls', gradYear: 2031 }],
    });
    await expect(rowOf(page, `Lee Late${tag}`)).toContainText(t.statusNotArrived, {
      timeout: 2000,
    });
    await expectStats(page, 0, 2);
    expect(rosterFetches).toBe(1);
  });

  test('failed Check In and Undo say so (docs/product.md#errors)', async ({ page }) => {
    const tag = unique();
    const { event, roster } = await createEventWithRoster(page, {
      name: `Failures ${tag}`,
      date: new Date(),
      athletes: [
        { firstName: 'Harper', lastName: `Fails${tag}`, teamName: 'Owls', gradYear: 2030 },
      ],
    });
    const eventId = event.id;
    const harper = roster[0]!;
    const name = `${harper.firstName} ${harper.lastName}`;
    await openDashboard(page, eventId);

    await page.route('**/api/check-in', (route) =>
      route.fulfill({ status: 500, json: { message: 'Something went wrong. Please try again.' } }),
    );
    await rowOf(page, name)
      .getByRole('button', { name: `${t.checkIn} ${name}` })
      .click();
    await expectToast(page, t.errorTitle, t.checkInFailed);
    await expect(rowOf(page, name)).toContainText(t.statusNotArrived);

    // Undo on a row checked in meanwhile elsewhere (live), refused by the server.
    await page.unroute('**/api/check-in');
    const checkedIn = await checkInManually(page, eventId, harper.id);
    expect(checkedIn.alreadyCheckedIn).toBe(false);
    await expect(rowOf(page, name)).toContainText(t.statusCheckedIn);
    await page.route('**/api/check-in/*/*', (route) =>
      route.fulfill({ status: 500, json: { message: 'Something went wrong. Please try again.' } }),
    );
    await rowOf(page, name)
      .getByRole('button', { name: `${t.undo} ${name}` })
      .click();
    await expectToast(page, t.errorTitle, t.undoFailed);
    await expect(rowOf(page, name)).toContainText(t.statusCheckedIn);
    await page.unroute('**/api/check-in/*/*');
    await staffRequest(page, 'DELETE', `/api/check-in/${harper.id}/${eventId}`);
  });
});

test.describe('a long roster', () => {
  test('draws the rows in view, the rest as the page scrolls', async ({ page, checkA11y }) => {
    test.setTimeout(120_000);
    await signInAsStaff(page);
    const tag = unique();
    const { event } = await createEventWithRoster(page, {
      name: `Long ${tag}`,
      date: new Date(),
      athletes: Array.from({ length: 240 }, (_, index) => ({
        firstName: `Runner${String(index).padStart(3, '0')}`,
        lastName: `Long${tag}`,
        teamName: 'Owls',
        gradYear: 2030,
      })),
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDashboard(page, event.id);
    const table = rosterTable(page);
    await expect(table).toHaveAttribute('aria-rowcount', '241');
    await expect(rowOf(page, `Runner000 Long${tag}`)).toHaveAttribute('aria-rowindex', '2');
    // Far from the viewport: not in the page yet.
    await expect(rowOf(page, `Runner239 Long${tag}`)).toHaveCount(0);
    expect(await table.locator('tr[data-athlete-id]').count()).toBeLessThan(80);
    await checkA11y('dashboard, long roster');

    await page.keyboard.press('End');
    await expect(rowOf(page, `Runner239 Long${tag}`)).toBeVisible();
    await expect(rowOf(page, `Runner239 Long${tag}`)).toHaveAttribute('aria-rowindex', '241');
    await expect(rowOf(page, `Runner000 Long${tag}`)).toHaveCount(0);

    // The search finds anyone, drawn or not; checking in far down works too.
    await page.keyboard.press('Home');
    await page.getByRole('searchbox', { name: t.searchLabel }).fill('runner23');
    await expect.poll(() => rowNames(page)).toHaveLength(10);
    const last = `Runner239 Long${tag}`;
    await rowOf(page, last)
      .getByRole('button', { name: `${t.checkIn} ${last}` })
      .click();
    await expect(rowOf(page, last)).toContainText(t.statusCheckedIn);
    await expectStats(page, 1, 240);
  });
});

test('signed-out visitors are sent to the coach login', async ({ page }) => {
  await page.goto('/coach/dashboard');
  await expect(page).toHaveURL(/\/coach\/login/);
});

// ---- screenshots and the 1,000-athlete roster -----------------------------------------

const outDir = path.resolve(import.meta.dirname, '..', '..', '.tmp', 'screens');

test.describe('screens and scale', () => {
  test.skip(!process.env.SCREENSHOTS && !process.env.PERF, 'set SCREENSHOTS=1 or PERF=1');

  test('dashboard screenshots, light and dark, phone and desktop', async ({ page }) => {
    test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1');
    test.setTimeout(120_000);
    await signInAsStaff(page);
    const tag = unique();
    const first = ['Aria', 'Ben', 'Cara', 'Dev', 'Eli', 'Finn', 'Gia', 'Hugo', 'Isla', 'Jude'];
    const last = ['Stone', 'Carter', 'Diaz', 'Patel', 'Marino', 'Okafor', 'Rossi', 'Kim'];
    const teams = ['Owls', 'Lynx', 'Comets'];
    const athletes = Array.from({ length: 24 }, (_, index) => ({
      firstName: first[index % first.length]!,
      lastName: `${last[index % last.length]!}${index >= 8 ? ` ${String.fromCharCode(65 + (index % 26))}.` : ''}`,
      teamName: teams[index % teams.length]!,
      gradYear: 2029 + (index % 4),
    }));
    const { event, roster } = await createEventWithRoster(page, {
      name: `Spring Invitational ${tag}`,
      date: new Date(Date.now() - 10 * 60_000),
      athletes,
    });
    for (const athlete of roster.slice(0, 15)) await checkInManually(page, event.id, athlete.id);

    for (const theme of ['light', 'dark'] as const) {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      for (const [label, width, height] of [
        ['phone', 390, 844],
        ['desktop', 1280, 900],
      ] as const) {
        // The roster draws the rows near the viewport only: a viewport as tall as the
        // page draws them all for the full-page picture.
        await page.setViewportSize({ width, height: 4200 });
        await openDashboard(page, event.id);
        await page.waitForTimeout(500);
        await page.screenshot({
          path: path.join(outDir, `dashboard-${label}-${theme}.png`),
          fullPage: true,
        });
        await page.setViewportSize({ width, height });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(300);
        // What the screen shows at a time: the top, and (phone) the roster scrolled into view.
        await page.screenshot({ path: path.join(outDir, `dashboard-${label}-top-${theme}.png`) });
        if (label === 'phone') {
          await page.getByRole('heading', { name: t.rosterHeading }).scrollIntoViewIfNeeded();
          await page.mouse.wheel(0, 500);
          await page.waitForTimeout(300);
          await page.screenshot({
            path: path.join(outDir, `dashboard-phone-roster-${theme}.png`),
          });
        }
      }
    }
  });

  test('1,000 athletes: search and filters stay responsive', async ({ page }) => {
    test.skip(!process.env.PERF, 'set PERF=1');
    test.setTimeout(180_000);
    await signInAsStaff(page);
    const tag = unique();
    const athletes = Array.from({ length: 1000 }, (_, index) => ({
      firstName: `Athlete${String(index).padStart(4, '0')}`,
      lastName: `Scale${tag}`,
      teamName: `Team ${index % 12}`,
      gradYear: 2029 + (index % 4),
    }));
    const { event, roster } = await createEventWithRoster(page, {
      name: `Scale ${tag}`,
      date: new Date(),
      athletes,
    });
    for (let index = 0; index < 300; index += 30) {
      await Promise.all(
        roster
          .slice(index, index + 30)
          .map((athlete) => checkInManually(page, event.id, athlete.id)),
      );
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // Measured inside the page with cheap DOM reads: Playwright's role locators walk the
    // accessibility tree on the page's own thread and would be measured too. The table
    // says how many rows it holds (aria-rowcount, the header included) and draws only
    // those near the viewport.
    const rowCount = (count: number) =>
      page.waitForFunction(
        (n) =>
          document.querySelector('table[aria-rowcount]')?.getAttribute('aria-rowcount') ===
          String(n + 1),
        count,
        { polling: 50, timeout: 30_000 },
      );
    await page.addInitScript(() => {
      const w = window as unknown as { perf: { events: number[]; longTasks: number[] } };
      w.perf = { events: [], longTasks: [] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.perf.events.push(Math.round(entry.duration));
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.perf.longTasks.push(Math.round(entry.duration));
      }).observe({ type: 'longtask' });
    });
    await page.goto(`/coach/dashboard?event=${event.id}`);
    await rowCount(1000).catch((error: Error) => {
      throw new Error(`first render: ${error.message}`);
    });
    await page.waitForTimeout(1000);
    const firstRender = await page.evaluate(() => {
      const roster = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith('/athletes')) as PerformanceResourceTiming;
      const w = window as unknown as { perf: { longTasks: number[] } };
      return {
        rosterResponseAt: Math.round(roster.responseEnd),
        longTasksMs: w.perf.longTasks,
        rowsInDom: document.querySelectorAll('tr[data-athlete-id]').length,
        elementsInDom: document.querySelectorAll('*').length,
      };
    });
    const results: Record<string, unknown> = { firstRender };

    const browser = page.context().browser()!;
    const measure = async (
      label: string,
      action: () => Promise<void>,
      rows: number,
      { trace = false } = {},
    ) => {
      await page.waitForTimeout(500);
      await page.evaluate(() => {
        const w = window as unknown as { perf: { events: number[]; longTasks: number[] } };
        w.perf.events = [];
        w.perf.longTasks = [];
      });
      if (trace) await browser.startTracing(page, { categories: ['devtools.timeline'] });
      const start = Date.now();
      await action();
      await rowCount(rows).catch((error: Error) => {
        throw new Error(`${label}: ${error.message}`);
      });
      const settledMs = Date.now() - start;
      if (trace) {
        const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
          traceEvents: Array<{ name: string; ph: string; dur?: number }>;
        };
        const totals = new Map<string, number>();
        for (const entry of traceEvents) {
          if (entry.ph !== 'X' || !entry.dur) continue;
          totals.set(entry.name, (totals.get(entry.name) ?? 0) + entry.dur / 1000);
        }
        results[`${label}, main-thread work`] = [...totals.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([name, ms]) => `${name} ${Math.round(ms)} ms`);
      }
      await page.waitForTimeout(300);
      const perf = await page.evaluate(
        () => (window as unknown as { perf: { events: number[]; longTasks: number[] } }).perf,
      );
      results[label] = {
        settledMs,
        rowsInDom: await page.evaluate(
          () => document.querySelectorAll('tr[data-athlete-id]').length,
        ),
        maxInteractionMs: Math.max(0, ...perf.events),
        slowInteractions: perf.events.length,
        longTasksMs: perf.longTasks,
      };
    };

    const search = page.locator('input[type="search"]');
    await search.focus();
    await measure(
      'type "athlete099" (10 of 1,000 left)',
      () => page.keyboard.type('athlete099', { delay: 80 }),
      10,
    );
    await measure(
      'clear the search (1,000 rows back)',
      async () => {
        await page.keyboard.press('Control+A');
        await page.keyboard.press('Backspace');
      },
      1000,
    );
    await measure(
      'type "7" (271 rows)',
      () => page.keyboard.type('7'),
      1000 - athletes.filter((a) => !a.firstName.includes('7')).length,
    );
    await page.keyboard.press('Backspace');
    await rowCount(1000);
    const notYet = page.locator('fieldset button[aria-pressed]').nth(2);
    await measure('filter: not yet checked in (700 rows)', () => notYet.click(), 700, {
      trace: true,
    });
    await measure(
      'a live arrival under the filter (699 rows)',
      async () => {
        await checkInManually(page, event.id, roster[500]!.id);
      },
      699,
    );
    await measure('filter off again (1,000 rows)', () => notYet.click(), 1000);
    const scrollStart = Date.now();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('tr[data-athlete-id] th span:first-child')].some((name) =>
          name.textContent?.startsWith('Athlete0999'),
        ),
      null,
      { polling: 50 },
    );
    results['scroll to the end (row 1,000 drawn)'] = { settledMs: Date.now() - scrollStart };
    // A fixed amount of work, to tell a slow or busy machine from slow code.
    const calibrationMs = await page.evaluate(() => {
      const start = performance.now();
      const numbers = Array.from({ length: 200_000 }, (_, index) => (index * 7919) % 100_003);
      numbers.sort((a, b) => a - b);
      return Math.round(performance.now() - start);
    });
    console.log(`calibration (sort 200,000 numbers): ${calibrationMs} ms`);
    for (const [label, value] of Object.entries(results)) {
      console.log(`${label}: ${JSON.stringify(value)}`);
    }
  });
});
