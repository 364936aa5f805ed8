/**
 * Safe pickup (issue 26, decision 049), end to end on a private server (the spec switches
 * an event on and Pickup check with it): a parent at 390 px checks in and sees the pickup
 * code (text and QR) on the confirmation and the athlete list, adds Dana as a trusted adult
 * and asks on the Texts screen for a text when Maya is picked up; Dana verifies her phone
 * and sees her own code; the coach, on a tablet-sized screen, opens pickup mode and types
 * it: Maya is released to Dana, and the departure text reaches the dev outbox once the undo
 * grace period has passed. Then the same with the tablet offline: the typed code is checked
 * on the tablet, the release queued, and synced once the network returns, counted once even
 * when sent again. Then a QR: the parent's QR, as a screenshot, is filmed by a fake camera
 * and read by the polyfill (no BarcodeDetector), and a second staff screen sees the release
 * live. Axe on each screen; taps and seconds from opening pickup mode to a released child
 * (typed code, QR) are measured and printed.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import type { PickupView, ReleaseResponse, TapInEvent } from '#shared/schemas.ts';
import {
  type PrivateServer,
  privateApi,
  signInPrivately,
  startPrivateServer,
} from './support/private-server.ts';
import {
  e164,
  expect,
  expectNoA11yViolations,
  freshPhone,
  latestCode,
  outboxFor,
  test,
} from './support/test.ts';

const p = messages.parent;
const k = messages.pickup;
const TABLET = { width: 1024, height: 768 };

let server: PrivateServer;
let coach: BrowserContext;
let eventId: string;
const guardians = {
  maya: freshPhone(),
  noah: freshPhone(),
  lena: freshPhone(),
  /** An adult Maya's guardian adds, who collects her. */
  dana: freshPhone(),
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(180_000);
  server = await startPrivateServer();
  coach = await browser.newContext({
    baseURL: server.url,
    viewport: TABLET,
    locale: 'en-US',
    timezoneId: 'America/Chicago',
  });
  await signInPrivately(coach, server.url, 'pickup-coach@tapin.test');
  const event = await privateApi<TapInEvent>(coach, server.url, 'POST', '/api/events', {
    name: 'U8 Practice',
    locationName: 'Field 2',
    date: new Date().toISOString(),
  });
  eventId = event.id;
  await privateApi(coach, server.url, 'PATCH', `/api/events/${eventId}`, { active: true });
  await privateApi(coach, server.url, 'POST', '/api/roster/import', {
    eventId,
    athletes: [
      { firstName: 'Maya', lastName: 'Garcia', guardianPhones: [guardians.maya] },
      { firstName: 'Noah', lastName: 'Chen', guardianPhones: [guardians.noah] },
      { firstName: 'Lena', lastName: 'Park', guardianPhones: [guardians.lena] },
    ],
  });
  await privateApi(coach, server.url, 'PUT', `/api/events/${eventId}/pickup-check`, {
    enabled: true,
  });
});
test.afterAll(async () => {
  await coach?.close();
  await server?.stop();
});

/** Axe in the light and the dark theme, the page left in the light one. */
async function axeBothThemes(page: Page, label: string) {
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

/** A parent's phone (390 px) with a verified number, on the private server. */
async function parentPhone(browser: Browser, phone: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    timezoneId: 'America/Chicago',
  });
  const page = await context.newPage();
  const headers = { Origin: server.url };
  const sent = await page.request.post('/api/send-verification', {
    data: { phoneNumber: phone },
    headers,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await latestCode(page.request, phone);
  const verified = await page.request.post('/api/verify-code', {
    data: { phoneNumber: phone, code },
    headers,
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return page;
}

/** The parent taps their child and reads the pickup code the confirmation shows. */
async function checkInAndReadCode(page: Page, phone: string, name: string): Promise<string> {
  await page.goto(`/check-in/athletes?event=${eventId}&phone=${encodeURIComponent(e164(phone))}`);
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.confirmationTitle);
  const code = page.getByTestId('pickup-code-text');
  await expect(code).toHaveText(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/);
  return (await code.textContent()) ?? '';
}

/** Opens pickup mode and types `code`: taps, seconds and the release's answer. */
async function releaseByTypedCode(page: Page, code: string, waitFor: RegExp) {
  let taps = 0;
  const started = Date.now();
  await page.getByRole('button', { name: k.pickupModeOpen }).click();
  taps += 1;
  const field = page.getByLabel(k.codeLabel);
  await expect(field).toBeFocused();
  await page.keyboard.type(code);
  await expect(page.getByTestId('pickup-result')).toHaveText(waitFor);
  const seconds = (Date.now() - started) / 1000;
  return { taps, seconds };
}

test('a parent shows the code, the coach types it: released, departure texts written', async ({
  browser,
}) => {
  // The departure text waits out the 30 s undo grace period before it leaves.
  test.setTimeout(180_000);
  const parent = await parentPhone(browser, guardians.maya);
  const code = await checkInAndReadCode(parent, guardians.maya, 'Maya Garcia');
  await expect(parent.getByRole('img', { name: /pickup code/ })).toBeVisible();
  await expectNoA11yViolations(parent, 'confirmation with a pickup code (390 px)');
  await parent.screenshot({
    path: 'test-results/safe-pickup-confirmation-390.png',
    fullPage: true,
  });
  // The list shows the same code again, with the way to the trusted adults.
  await expect(parent).toHaveURL(/\/check-in\/athletes\?/, { timeout: 6000 });
  await expect(parent.getByTestId('pickup-code-text')).toHaveText(code);
  await axeBothThemes(parent, 'athlete list with a pickup code (390 px)');
  await parent.getByRole('link', { name: messages.pickupParent.trustedLink }).click();
  await expect(parent.getByRole('heading', { level: 1 })).toHaveText(
    messages.pickupParent.trustedTitle,
  );
  await expect(
    parent.getByRole('listitem').filter({ hasText: messages.pickupParent.guardianTag }),
  ).toBeVisible();
  await parent.screenshot({ path: 'test-results/safe-pickup-trusted-390.png', fullPage: true });
  // A guardian adds an adult by name and phone: listed, not verified yet.
  await parent.getByLabel(messages.pickupParent.nameLabel).fill('Dana Ruiz');
  await parent.getByLabel(messages.pickupParent.phoneLabel).fill(guardians.dana);
  await parent.getByRole('button', { name: messages.pickupParent.add }).click();
  await expect(
    parent
      .getByRole('list', { name: /Adults who may pick up/ })
      .getByRole('listitem')
      .filter({ hasText: 'Dana Ruiz' }),
  ).toContainText(messages.pickupParent.waitingTag);
  await axeBothThemes(parent, 'who may pick up (390 px)');

  // The guardian asks for a text when Maya is picked up: her events use pickup check, so
  // the Texts screen offers it, with its own consent sentence.
  await parent.goto(
    `/check-in/texts?event=${eventId}&phone=${encodeURIComponent(e164(guardians.maya))}`,
  );
  await expect(parent.getByText(messages.texts.departureConsent('TapIn'))).toBeVisible();
  const departure = parent.getByLabel(messages.texts.departureLabel('Maya Garcia'));
  await expect(departure).not.toBeChecked();
  await departure.check();
  await parent.getByRole('button', { name: messages.texts.save }).click();
  await expect(parent.getByText(messages.texts.saved).first()).toBeVisible();
  await axeBothThemes(parent, 'Texts screen with the pickup choice (390 px)');
  await parent.screenshot({ path: 'test-results/safe-pickup-texts-390.png', fullPage: true });

  // Dana verifies her own phone once and sees her own code for Maya.
  const dana = await parentPhone(browser, guardians.dana);
  await dana.goto(
    `/check-in/athletes?event=${eventId}&phone=${encodeURIComponent(e164(guardians.dana))}`,
  );
  const danaCode = dana.getByTestId('pickup-code-text');
  await expect(danaCode).toHaveText(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/);
  const danasCode = (await danaCode.textContent()) ?? '';
  expect(danasCode).not.toBe(code);
  await dana.context().close();

  const page = await coach.newPage();
  await page.goto(`/coach/dashboard?event=${eventId}`);
  const row = page.getByTestId('pickup-row').filter({ hasText: 'Maya Garcia' });
  await expect(row).toContainText(k.arrived);
  await axeBothThemes(page, 'dashboard with the pickup panel (tablet)');
  await page.screenshot({ path: 'test-results/safe-pickup-dashboard-tablet.png', fullPage: true });

  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/releases') && response.request().method() === 'POST',
  );
  const measured = await releaseByTypedCode(page, danasCode, /Maya Garcia released to Dana Ruiz/);
  const response = await answer;
  expect(response.status()).toBe(201);
  const body = (await response.json()) as ReleaseResponse;
  expect(body.release).toMatchObject({
    method: 'code',
    releasedToPhone: e164(guardians.dana),
    releasedToName: 'Dana Ruiz',
  });
  // The departure text to the guardian who opted in, written in the release's transaction.
  expect(body.textsQueued).toBe(1);
  await expectNoA11yViolations(page, 'pickup mode (tablet)');
  await page.screenshot({ path: 'test-results/safe-pickup-mode-tablet.png' });
  await page.keyboard.press('Escape');
  await expect(row).toContainText(k.released);
  console.log(
    `pickup mode → released, typed code: ${measured.taps} tap(s) + 4 characters, ${measured.seconds.toFixed(2)} s`,
  );
  expect(measured.taps).toBeLessThanOrEqual(3);
  expect(measured.seconds).toBeLessThanOrEqual(5);
  // The parent's list says so.
  await parent.goto(
    `/check-in/athletes?event=${eventId}&phone=${encodeURIComponent(e164(guardians.maya))}`,
  );
  await expect(parent.getByTestId('pickup-code')).toContainText(/picked up at/, {
    timeout: 15_000,
  });
  await parent.context().close();
  // The text leaves once the undo grace period (30 s) has passed: in the dev outbox, in
  // the guardian's language (English here; Spanish is in pickup.test.ts), naming Dana.
  const departureText = async () =>
    (await outboxFor(coach.request, guardians.maya)).find((message) =>
      message.body.includes('picked up'),
    )?.body ?? null;
  await expect
    .poll(departureText, { timeout: 75_000, intervals: [2000] })
    .toMatch(/^Maya G\. was picked up by Dana R\. at \d{1,2}:\d{2} [AP]M\. Reply STOP to end\.$/);
  await page.close();
});

test('offline: the tablet checks the code itself, queues the release and syncs it once', async ({
  browser,
}) => {
  const parent = await parentPhone(browser, guardians.noah);
  const code = await checkInAndReadCode(parent, guardians.noah, 'Noah Chen');
  await parent.context().close();

  const page = await coach.newPage();
  await page.goto(`/coach/dashboard?event=${eventId}`);
  const row = page.getByTestId('pickup-row').filter({ hasText: 'Noah Chen' });
  await expect(row).toContainText(k.arrived);

  await coach.setOffline(true);
  const measured = await releaseByTypedCode(
    page,
    code,
    /Noah Chen released to .* sent when back online/,
  );
  await page.keyboard.press('Escape');
  await expect(row).toContainText(k.released);
  console.log(
    `offline pickup mode → queued release, typed code: ${measured.taps} tap(s) + 4 characters, ${measured.seconds.toFixed(2)} s`,
  );

  // Any page of the tablet may send the queue when the signal returns (one core, one sender
  // across tabs, decision 053): wait on the whole context, not this page alone.
  const sent = coach.waitForEvent('request', {
    predicate: (request) => request.url().endsWith('/releases') && request.method() === 'POST',
  });
  await coach.setOffline(false);
  const request = await sent;
  const queuedBody = request.postDataJSON() as { id: string };
  await expect
    .poll(async () => {
      const view = await privateApi<PickupView>(
        coach,
        server.url,
        'GET',
        `/api/events/${eventId}/pickup`,
      );
      return view.children.find((child) => child.firstName === 'Noah')?.release?.offline ?? null;
    })
    .toBe(true);
  // The same queued release sent again (a retry after a lost answer) counts once.
  const again = await coach.request.post(`${server.url}/api/events/${eventId}/releases`, {
    data: queuedBody,
    headers: { Origin: server.url },
  });
  expect(again.status()).toBe(200);
  expect(((await again.json()) as ReleaseResponse).release.id).toBe(queuedBody.id);
  const view = await privateApi<PickupView>(
    coach,
    server.url,
    'GET',
    `/api/events/${eventId}/pickup`,
  );
  expect(view.children.filter((child) => child.release !== null)).toHaveLength(2);
  await expect(
    page.evaluate(() => localStorage.getItem('tapin:pickup-releases')),
  ).resolves.toBeNull();
});

/**
 * A camera for the coach's page: getUserMedia answers a canvas's stream that keeps drawing
 * `png` (the parent's QR, as a screenshot) on a grey table top. The browser's own
 * BarcodeDetector is taken away, so the polyfill and its .wasm (TapIn's own file) read it,
 * as on an iPad or Chromium on Linux.
 */
function fakeCamera(png: string) {
  delete (window as unknown as { BarcodeDetector?: unknown }).BarcodeDetector;
  const image = new Image();
  image.src = `data:image/png;base64,${png}`;
  const getUserMedia = async () => {
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    const draw = () => {
      if (!context) return;
      context.fillStyle = '#9aa0a6';
      context.fillRect(0, 0, canvas.width, canvas.height);
      const side = 300;
      context.drawImage(image, (canvas.width - side) / 2, (canvas.height - side) / 2, side, side);
    };
    draw();
    setInterval(draw, 100);
    return canvas.captureStream(10);
  };
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
}

test('QR: the coach scans the QR from the parent screen (polyfill, own .wasm) and releases', async ({
  browser,
}) => {
  const parent = await parentPhone(browser, guardians.lena);
  await checkInAndReadCode(parent, guardians.lena, 'Lena Park');
  const qr = parent.getByRole('img', { name: /pickup code/ });
  await expect(qr).toBeVisible();
  const png = (await qr.screenshot()).toString('base64');
  await parent.context().close();

  // A second staff screen on the same event, to see the release arrive live.
  const other = await coach.newPage();
  await other.goto(`/coach/dashboard?event=${eventId}`);
  const otherRow = other.getByTestId('pickup-row').filter({ hasText: 'Lena Park' });
  await expect(otherRow).toContainText(k.arrived);

  const page = await coach.newPage();
  await page.addInitScript(fakeCamera, png);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`/coach/dashboard?event=${eventId}`);
  const row = page.getByTestId('pickup-row').filter({ hasText: 'Lena Park' });
  await expect(row).toContainText(k.arrived);

  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/releases') && response.request().method() === 'POST',
  );
  let taps = 0;
  const started = Date.now();
  await page.getByRole('button', { name: k.pickupModeOpen }).click();
  taps += 1;
  await page.getByRole('button', { name: k.scan }).click();
  taps += 1;
  await expect(page.getByTestId('pickup-result')).toHaveText(/Lena Park released to/, {
    timeout: 15_000,
  });
  const seconds = (Date.now() - started) / 1000;
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(((await response.json()) as ReleaseResponse).release).toMatchObject({
    method: 'qr',
    releasedToPhone: e164(guardians.lena),
  });
  // The reader's WebAssembly came from TapIn itself, and nothing from any other host.
  expect(requested.some((url) => /\/assets\/zxing_reader-[\w-]+\.wasm$/.test(url))).toBe(true);
  expect(
    requested.filter((url) => !url.startsWith(server.url) && !url.startsWith('data:')),
  ).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(row).toContainText(k.released);
  // The other screen shows it from its live stream (it polls only once a minute while live).
  await expect(otherRow).toContainText(k.released, { timeout: 10_000 });
  await other.close();
  // Printed, not asserted (CODE_STYLE: no timed assertion); the target is 5 s on a tablet.
  console.log(`pickup mode → released, QR scan: ${taps} tap(s), ${seconds.toFixed(2)} s`);
  expect(taps).toBeLessThanOrEqual(3);
});
