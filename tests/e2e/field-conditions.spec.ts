/**
 * One bar of signal (decision 022): the returning parent's QR scan → "You're Checked In!" on
 * DevTools' Slow 4G profile (150 ms per request, 1.6 Mbit/s down, 750 kbit/s up), with an
 * empty browser cache, with the app already in the browser, and on a 4× slower CPU; and
 * the check-in with no signal at the door. The page and its service worker are both slowed
 * (the worker asks for the check-in screen itself). The figures are PRINTED, never asserted
 * (a timed assertion flakes on a shared 2-core machine); the test asserts that every run
 * ends on the confirmation and that the worker's requests were slowed too.
 */
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { messages as es } from '#shared/messages/es/index.ts';
import { messages } from '#shared/messages.ts';
import {
  gzipSize,
  kb,
  localeParentFiles,
  measureParentBundle,
  PARENT_BUNDLE_BUDGET_BYTES,
  readManifest,
} from '../../scripts/parent-bundle.ts';
import { signInAsStaff, staffRequest } from './support/staff.ts';
import { e164, expect, linkAthleteViaApi, test, verifyPhoneViaApi } from './support/test.ts';

const t = messages.parent;
const RUNS = 3;
/**
 * Issue 27's targets for the medians, printed beside them (decision 054: with the app and
 * the list on the phone, the tap's request is the only one on the slow network).
 */
const TARGET_MS = { cached: 450, lowEnd: 900 };

/** DevTools' Slow 4G: latency per request, throughput in bytes per second. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};

type RosterRef = { id: string; firstName: string; lastName: string };

async function emulate(page: Page, options: { cpuSlowdown?: number } = {}): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown ?? 1 });
  return cdp;
}

/**
 * The service worker's own requests (the check-in screen it asks for as soon as the scan's
 * navigation reaches it, decision 022) are not covered by the page's emulation: each
 * worker gets the same network conditions, through the browser's CDP session (the
 * worker's target, attached once). The run then checks that they were slowed
 * (`assertWorkerThrottled`): a figure helped by an unthrottled request would be a lie.
 */
function workerEmulation(browser: Browser) {
  const attached = new Set<string>();
  const fast: string[] = [];
  let screens = 0;
  let session: CDPSession | null = null;
  return {
    async apply(): Promise<void> {
      session ??= await browser.newBrowserCDPSession();
      const { targetInfos } = await session.send('Target.getTargets');
      for (const target of targetInfos) {
        if (target.type !== 'service_worker' || attached.has(target.targetId)) continue;
        const { sessionId } = await session.send('Target.attachToTarget', {
          targetId: target.targetId,
          flatten: false,
        });
        const commands = [
          { id: 1, method: 'Network.enable', params: {} },
          { id: 2, method: 'Network.emulateNetworkConditions', params: SLOW_4G },
        ];
        for (const command of commands) {
          await session.send('Target.sendMessageToTarget', {
            sessionId,
            message: JSON.stringify(command),
          });
        }
        attached.add(target.targetId);
      }
    },
    /** Counts the worker's screen requests; records any faster than the emulated latency. */
    watch(context: BrowserContext): void {
      context.on('requestfinished', (request) => {
        if (!request.serviceWorker()) return;
        if (new URL(request.url()).pathname.endsWith('/screen')) screens += 1;
        const { responseStart } = request.timing();
        if (responseStart >= 0 && responseStart < SLOW_4G.latency) {
          fast.push(`${request.url()} in ${Math.round(responseStart)} ms`);
        }
      });
    },
    /** The worker asked for the check-in screen on every measured scan, and slowly. */
    assertWorkerThrottled(scans: number): void {
      expect(screens, 'check-in screens asked for by the service worker').toBeGreaterThanOrEqual(
        scans,
      );
      expect(fast, 'service worker requests faster than the emulated latency').toEqual([]);
    },
    async close(): Promise<void> {
      await session?.detach();
    },
  };
}

/** An athlete of the open event of this test's own, linked to a fresh verified phone. */
async function returningParent(
  browser: import('@playwright/test').Browser,
  staff: BrowserContext,
  eventId: string,
  phone: string,
) {
  const lastName = `Fieldtest${Math.random().toString(36).slice(2, 8)}`;
  await staffRequest(staff, 'POST', '/api/roster/import', {
    eventId,
    athletes: [{ firstName: 'Riley', lastName, teamName: 'Eagles', gradYear: 2031 }],
  });
  const roster = await staffRequest<RosterRef[]>(staff, 'GET', `/api/events/${eventId}/athletes`);
  const athlete = roster.find((entry) => entry.lastName === lastName);
  if (!athlete) throw new Error('imported athlete not on the roster');

  const device = await browser.newContext();
  const setup = await device.newPage();
  await verifyPhoneViaApi(setup, phone);
  // Linking on an open event checks in at once: undo it, so every measured tap is new.
  await linkAthleteViaApi(setup, { eventId, athlete, phone });
  await setup.close();
  const undo = () =>
    staffRequest(staff, 'DELETE', `/api/check-in/${athlete.id}/${eventId}`).then(() => undefined);
  await undo();
  return { device, athlete, undo, name: `Riley ${lastName}` };
}

type Marks = { list?: number; tap?: number; done?: number };

/**
 * Marks taken inside the page, in ms since the navigation started (the QR scan): when the
 * athlete's card is first in the page, when it is tapped, and when the heading reads
 * `done`. Playwright's own polling would add up to half a second to each wait.
 */
async function installMarks(page: Page, name: string, done: string): Promise<void> {
  await page.addInitScript(
    ({ name, done }) => {
      const marks: Marks = {};
      (window as unknown as { __marks: Marks }).__marks = marks;
      const card = () =>
        [...document.querySelectorAll('main button')].find((b) => b.textContent?.includes(name));
      new MutationObserver(() => {
        if (marks.list === undefined && card()) marks.list = performance.now();
        const h1 = document.querySelector('h1')?.textContent;
        if (marks.tap !== undefined && marks.done === undefined && h1 === done) {
          marks.done = performance.now();
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
      document.addEventListener(
        'click',
        (event) => {
          if (marks.tap === undefined && card()?.contains(event.target as Node)) {
            marks.tap = performance.now();
          }
        },
        true,
      );
    },
    { name, done },
  );
}

async function readMarks(page: Page): Promise<Required<Marks>> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __marks: Marks }).__marks.done))
    .toBeDefined();
  return page.evaluate(() => (window as unknown as { __marks: Required<Marks> }).__marks);
}

/**
 * QR scan → "You're Checked In!": from the navigation to the card in the page, plus from
 * the tap to the confirmation (the parent's own reaction time left out).
 */
async function scanAndTap(
  page: Page,
  url: string,
  name: string,
  done: string = t.confirmationTitle,
): Promise<number> {
  await installMarks(page, name, done);
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('button', { name }).click({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(done, {
    timeout: 20_000,
  });
  const marks = await readMarks(page);
  return Math.round(marks.list + (marks.done - marks.tap));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

// In English, and in Spanish (decision 045: a Spanish phone also fetches its parent texts).
for (const language of [
  { name: '', locale: 'en-US', done: t.confirmationTitle },
  { name: ' in Spanish', locale: 'es-MX', done: es.parent.confirmationTitle },
])
  test(`returning parent on Slow 4G${language.name}: measured QR scan → one tap → confirmation`, async ({
    browser,
    seed,
    phone,
  }) => {
    test.setTimeout(240_000);
    const eventId = seed.openEvent.id;
    const url = `/check-in?event=${eventId}`;
    const staff = await browser.newContext();
    await signInAsStaff(staff);
    const parent = await returningParent(browser, staff, eventId, phone);
    const cookies = await parent.device.cookies();

    const figures: Record<string, number[]> = { empty: [], cached: [], lowEnd: [] };
    let warm: BrowserContext | null = null;
    for (let run = 0; run < RUNS; run += 1) {
      // Nothing in the browser cache: a fresh profile holding only the device cookie.
      const fresh = await browser.newContext({ locale: language.locale });
      await fresh.addCookies(cookies);
      const page = await fresh.newPage();
      await emulate(page);
      await parent.undo();
      figures.empty!.push(await scanAndTap(page, url, parent.name, language.done));
      await page.close();
      if (warm) await warm.close();
      warm = fresh;
    }
    if (!warm) throw new Error('no warm context');
    // Let the first visit finish what it does after the tap (a service worker install).
    await warm.newPage().then(async (page) => {
      await page.goto(url);
      await expect(page.getByRole('button', { name: parent.name })).toBeVisible();
      await page.waitForTimeout(1500);
      await page.close();
    });
    const workers = workerEmulation(browser);
    workers.watch(warm);
    for (const [key, cpuSlowdown] of [
      ['cached', 1],
      ['lowEnd', 4],
    ] as const) {
      for (let run = 0; run < RUNS; run += 1) {
        const page = await warm.newPage();
        await workers.apply();
        await emulate(page, { cpuSlowdown });
        await parent.undo();
        figures[key]!.push(await scanAndTap(page, url, parent.name, language.done));
        await page.close();
      }
    }

    // No signal at the door, the app installed by the visits above.
    await parent.undo();
    const offlinePage = await warm.newPage();
    await warm.setOffline(true);
    let offline: string;
    try {
      await installMarks(
        offlinePage,
        parent.name,
        language.locale === 'en-US' ? t.selectTitle : es.parent.selectTitle,
      );
      await offlinePage.goto(url, { timeout: 10_000 });
      await offlinePage.getByRole('button', { name: parent.name }).click({ timeout: 10_000 });
      await expect(
        offlinePage.getByText(
          language.locale === 'en-US' ? t.savedOffline : es.parent.savedOffline,
        ),
      ).toBeVisible({ timeout: 10_000 });
      const marks = await offlinePage.evaluate(
        () => (window as unknown as { __marks: Marks }).__marks,
      );
      offline = `opens, list in ${Math.round(marks.list ?? Number.NaN)} ms, tap kept to send later`;
    } catch (error) {
      offline = `does not open (${String(error).split('\n')[0]?.slice(0, 80)})`;
    } finally {
      await warm.setOffline(false);
    }
    await offlinePage.close();
    await workers.close();

    const bundle = measureParentBundle();
    const row = (label: string, values: number[]) =>
      `  ${label.padEnd(44)} ${`${median(values)} ms`.padStart(9)}   (runs: ${values.join(', ')})`;
    console.log(
      [
        '',
        `Returning parent${language.name}, QR scan → "${language.done}", Slow 4G (150 ms, 1.6/0.75 Mbit/s):`,
        row('nothing in the browser cache', figures.empty!),
        row(`app already in the browser (target ≤ ${TARGET_MS.cached})`, figures.cached!),
        row(`same, CPU 4× slower (target ≤ ${TARGET_MS.lowEnd})`, figures.lowEnd!),
        `  ${'no signal at the door'.padEnd(44)} ${offline}`,
        `  ${'parent JS + CSS, gzipped'.padEnd(44)} ${kb(bundle.total).padStart(9)}   (budget ${kb(PARENT_BUNDLE_BUDGET_BYTES)})`,
        '',
      ].join('\n'),
    );
    test.info().annotations.push({
      type: 'figures',
      description: JSON.stringify({ ...figures, offline, bundleBytes: bundle.total }),
    });

    workers.assertWorkerThrottled(figures.cached!.length + figures.lowEnd!.length);
    // Every run ended on the confirmation; the server holds the last one.
    const list = await parent.device.request.get(
      `/api/athletes?event=${eventId}&phone=${encodeURIComponent(e164(phone))}`,
    );
    expect(list.ok()).toBe(true);
    await parent.device.close();
    await warm.close();
    await staff.close();
  });

test('the parent page is within its budget (issue 25: 60 KB gzipped, JS + CSS)', () => {
  expect(measureParentBundle().total).toBeLessThanOrEqual(PARENT_BUNDLE_BUDGET_BYTES);
});

test('so is a Spanish phone, which also fetches its parent texts first (issue 25)', () => {
  const manifest = readManifest();
  const spanish = localeParentFiles(manifest, 'es');
  expect(spanish.length).toBeGreaterThan(0);
  const total =
    measureParentBundle(manifest).total + spanish.reduce((sum, file) => sum + gzipSize(file), 0);
  expect(total).toBeLessThanOrEqual(PARENT_BUNDLE_BUDGET_BYTES);
});

test('hashed files are kept a year and sent compressed; the app shell is revalidated', async ({
  request,
}) => {
  const { rows } = measureParentBundle();
  const script = rows.find((row) => row.file.startsWith('assets/') && row.file.endsWith('.js'));
  if (!script) throw new Error('no script in the parent bundle');
  const asset = await request.get(`/${script.file}`, {
    headers: { 'Accept-Encoding': 'br, gzip' },
  });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
  for (const shell of ['/', '/sw.js', '/theme-init.js']) {
    const response = await request.get(shell);
    expect(response.status(), shell).toBe(200);
    expect(response.headers()['cache-control'], shell).toBe('no-cache');
  }
  // The check-in screen's answer carries personal data: no cache may keep it.
  const screen = await request.get(
    '/api/parent/events/00000000-0000-4000-8000-000000000000/screen',
  );
  expect(screen.status()).toBe(404);
});
