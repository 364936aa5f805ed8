/**
 * Families hear it (decision 046; issue 22): two guardians of one child, on two phones,
 * listed in the roster file. Mum verifies and says yes on the offer that follows; Dad
 * verifies, says "Not now" and taps the child in; Mum gets the arrival text (dev outbox)
 * within seconds; Mum replies STOP (the signed Twilio webhook) and gets no text for the next
 * check-in. Mum's Texts screen: her choice kept, an email confirmed by its link (and the
 * link's second opening says so). Axe on every screen, both themes; SCREENSHOTS=1 saves the
 * Texts screen at 390 px and desktop, light and dark.

 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import twilio from 'twilio';
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
  expectToast,
  freshPhone,
  latestCode,
  test,
} from './support/test.ts';

const p = messages.parent;
const tx = messages.texts;
const TWILIO_TOKEN = 'e2e-twilio-auth-token';
/** The inbound-text webhook (Twilio posts a form; the signature covers PUBLIC_URL + path). */
const WEBHOOK_PATH = '/api/webhooks/twilio/sms';

let server: PrivateServer;
let admin: BrowserContext;
let mumContext: BrowserContext;
let dadContext: BrowserContext;
let eventId: string;
const mum = freshPhone();
const dad = freshPhone();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(180_000);
  server = await startPrivateServer({
    ORG_NAME: 'Lincoln Youth Soccer',
    ORG_CONTACT: 'info@lincolnyouth.test',
    // Texts wait out the undo grace period: one second, so "within seconds" is what is tested.
    ALERT_UNDO_GRACE_SECONDS: '1',
    TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
  });
  admin = await privateContext(browser, server, 1280);
  await signInPrivately(admin, server.url, 'texts-admin@tapin.test');
  eventId = await openEventWithMaya('Texts Practice');
  mumContext = await privateContext(browser, server);
  dadContext = await privateContext(browser, server);
});
test.afterAll(async () => {
  await Promise.all([admin?.close(), mumContext?.close(), dadContext?.close()]);
  await server?.stop();
});

/** An event open now with Maya Garcia on its roster, Mum and Dad her guardians in the file. */
async function openEventWithMaya(name: string): Promise<string> {
  const event = await privateApi<TapInEvent>(admin, server.url, 'POST', '/api/events', {
    name,
    locationName: 'North Field',
    date: new Date().toISOString(),
  });
  await privateApi(admin, server.url, 'POST', '/api/roster/import', {
    eventId: event.id,
    athletes: [{ firstName: 'Maya', lastName: 'Garcia', guardianPhones: [e164(mum), e164(dad)] }],
  });
  await privateApi(admin, server.url, 'PATCH', `/api/events/${event.id}`, { active: true });
  return event.id;
}

/** Scans the event's QR link and verifies `phone` in the page's browser. */
async function verify(page: Page, phone: string) {
  await page.goto(`/check-in?event=${eventId}`);
  await page.getByLabel(p.phoneLabel).fill(phone);
  await page.getByRole('button', { name: p.continue }).click();
  await expect(page.getByRole('heading', { level: 1, name: p.verifyTitle })).toBeVisible();
  await page.getByLabel(p.codeLabel).fill(await latestCode(page.request, phone));
  await page.getByRole('button', { name: p.verifyPhone }).click();
  await expect(page).toHaveURL(/\/check-in\/athletes\?/);
}

/** Axe in both themes, the page left in the light one. */
async function checkBothThemes(page: Page, label: string) {
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

type OutboxMessage = { channel: string; to: string; body: string; link?: string };
async function outbox(context: BrowserContext, to: string): Promise<OutboxMessage[]> {
  const response = await context.request.get(
    `${server.url}/api/dev/outbox?to=${encodeURIComponent(to)}`,
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxMessage[];
}

test('Mum says yes right after verifying; Dad says not now; the record shows it', async () => {
  const page = await mumContext.newPage();
  await verify(page, mum);
  // The offer, under the athlete list: unticked, naming the club, the most it sends, the rates
  // and STOP.
  const offer = page.getByRole('region', { name: tx.offerTitle });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(tx.consent('Lincoln Youth Soccer'));
  await expect(offer).toContainText(tx.contact('info@lincolnyouth.test'));
  const maya = offer.getByRole('checkbox', { name: tx.childLabel('Maya Garcia') });
  await expect(maya).not.toBeChecked();
  await checkBothThemes(page, 'athletes with the texts offer');
  await screenshotThemes(page, 'texts-offer', { scrollTo: offer });
  await maya.check();
  await offer.getByRole('button', { name: tx.save }).click();
  await expectToast(page, tx.saved, tx.savedOn);
  await expect(offer).toHaveCount(0);
  // The tap itself is where it was: Maya's card, not checked in by any of this.
  await expect(page.getByRole('button', { name: /Maya Garcia/ })).toBeVisible();

  // The Texts screen, from the athlete list: the yes kept.
  await page.getByRole('button', { name: tx.openTexts }).click();
  await expect(page).toHaveURL(/\/check-in\/texts\?/);
  await expect(page.getByRole('heading', { level: 1, name: tx.title })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: tx.childLabel('Maya Garcia') })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: tx.bySms })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: tx.byEmail })).toBeDisabled();
  await checkBothThemes(page, 'Texts screen');
  await screenshotThemes(page, 'texts-screen', { fullPage: true });

  // ---- Dad: verifies, says not now ----
  const dadPage = await dadContext.newPage();
  await verify(dadPage, dad);
  const dadOffer = dadPage.getByRole('region', { name: tx.offerTitle });
  await expect(dadOffer).toBeVisible();
  await dadOffer.getByRole('button', { name: tx.notNow }).click();
  await expect(dadOffer).toHaveCount(0);

  // ---- the consent record: Mum's yes, with its wording version; nothing from Dad ----
  const csv = await admin.request.get(`${server.url}/api/admin/consent-records.csv`);
  expect(csv.status()).toBe(200);
  const body = await csv.text();
  const mumRows = body.split('\r\n').filter((line) => line.includes(e164(mum)));
  expect(mumRows).toHaveLength(1);
  expect(mumRows[0]).toContain('Maya Garcia');
  expect(mumRows[0]).toContain('opt_in,check_in_page,texts-2026-11-v2');
  expect(body).not.toContain(e164(dad));
  // The admin's link to it.
  const adminPage = await admin.newPage();
  await adminPage.goto('/admin/dashboard');
  await expect(
    adminPage.getByRole('link', { name: messages.admin.downloadConsent }),
  ).toHaveAttribute('href', '/api/admin/consent-records.csv');
  await checkBothThemes(adminPage, 'admin dashboard with the consent record');
  await adminPage.close();
});

test('Mum adds an email, confirmed by its link; the link works once', async () => {
  const page = await mumContext.newPage();
  await page.goto(`/check-in/texts?event=${eventId}&phone=${e164(mum)}`);
  const address = `mum-${mum}@family.test`;
  await page.getByLabel(tx.emailLabel).fill(address);
  await page.getByRole('button', { name: tx.sendLink }).click();
  await expect(page.getByText(tx.linkSent(address))).toBeVisible();
  let link = '';
  await expect
    .poll(async () => {
      link = (await outbox(mumContext, address))[0]?.link ?? '';
      return link;
    })
    .toContain('/check-in/confirm-email#token=');

  // Opened on another device (a laptop's mail): the token is the proof.
  const laptop = await admin.browser()!.newContext({ baseURL: server.url });
  const mail = await laptop.newPage();
  await mail.goto(link);
  await expect(mail.getByRole('status')).toHaveText(tx.confirmedText(address));
  await expect(mail).toHaveURL(`${server.url}/check-in/confirm-email`);
  await checkBothThemes(mail, 'email confirmed');
  // Opened again (from the mail app: a fresh load, not a same-page jump).
  await mail.goto('about:blank');
  await mail.goto(link);
  await expect(mail.getByRole('alert')).toHaveText(tx.usedText);
  await laptop.close();

  await page.reload();
  await expect(page.getByText(tx.emailConfirmed(address))).toBeVisible();
  const byEmail = page.getByRole('checkbox', { name: tx.byEmail });
  await expect(byEmail).toBeEnabled();
  await byEmail.check();
  await page.getByRole('button', { name: tx.save }).click();
  await expectToast(page, tx.saved);
  await checkBothThemes(page, 'Texts screen, email confirmed');
});

test('Dad taps; Mum hears within seconds; after her STOP the next tap texts her nothing', async () => {
  const dadPage = await dadContext.newPage();
  await dadPage.goto(`/check-in/athletes?event=${eventId}&phone=${e164(dad)}`);
  const tappedAt = Date.now();
  await dadPage.getByRole('button', { name: /Maya Garcia/ }).click();
  await expect(dadPage).toHaveURL(/\/check-in\/confirmation\?/);

  const arrivals = async () =>
    (await outbox(mumContext, e164(mum))).filter((message) => message.body.includes('Maya G.'));
  await expect.poll(async () => (await arrivals()).length, { timeout: 10_000 }).toBe(1);
  expect(Date.now() - tappedAt).toBeLessThan(10_000);
  // The one who tapped is not texted about their own tap.
  expect(
    (await outbox(dadContext, e164(dad))).filter((message) => message.body.includes('Maya G.')),
  ).toEqual([]);

  // ---- Mum replies STOP ----
  const form = { From: e164(mum), Body: 'Stop', To: '+15005550006', MessageSid: 'SMe2e1' };
  const signature = twilio.getExpectedTwilioSignature(
    TWILIO_TOKEN,
    `${server.url}${WEBHOOK_PATH}`,
    form,
  );
  const stop = await mumContext.request.post(`${server.url}${WEBHOOK_PATH}`, {
    form,
    headers: { 'X-Twilio-Signature': signature },
  });
  expect(stop.status()).toBeLessThan(300);

  // Her Texts screen says so, and how to start again.
  const page = await mumContext.newPage();
  await page.goto(`/check-in/texts?event=${eventId}&phone=${e164(mum)}`);
  await expect(page.getByRole('status').filter({ hasText: tx.stoppedTitle })).toContainText(
    tx.stoppedText,
  );
  await checkBothThemes(page, 'Texts screen after STOP');
  await screenshotThemes(page, 'texts-screen-stopped', { fullPage: true });

  // ---- the next practice: Dad taps, Mum gets no text ----
  // The same Maya (her roster copied), so her yes would apply: only the STOP keeps it quiet.
  await privateApi(admin, server.url, 'PATCH', `/api/events/${eventId}`, { active: false });
  const next = await privateApi<TapInEvent>(admin, server.url, 'POST', '/api/events', {
    name: 'Texts Practice 2',
    locationName: 'North Field',
    date: new Date().toISOString(),
  });
  await privateApi(admin, server.url, 'POST', '/api/roster/copy', {
    sourceEventId: eventId,
    targetEventId: next.id,
  });
  await privateApi(admin, server.url, 'PATCH', `/api/events/${next.id}`, { active: true });
  eventId = next.id;
  await dadPage.goto(`/check-in/athletes?event=${eventId}&phone=${e164(dad)}`);
  await dadPage.getByRole('button', { name: /Maya Garcia/ }).click();
  await expect(dadPage).toHaveURL(/\/check-in\/confirmation\?/);
  await dadPage.waitForTimeout(4_000);
  expect(await arrivals()).toHaveLength(1);
});
