/**
 * Guardianship with an origin (issue 32, decision 059), end to end on a private server (the
 * spec switches an event on, and Pickup check with it). A parent at 390 px scans the event
 * link, verifies the phone by the texted code, finds the child by search and links: the
 * child is checked in, but the phone is nobody's confirmed guardian, so no pickup code, only
 * a plain "ask the coach to confirm" line, and no box for texts. The coach, signed in by a
 * magic link, sees the check-in marked on the dashboard and the phone in "Waiting for
 * confirmation" (no guardian phone on file for that child), and confirms it with one tap:
 * the parent's code appears. Then a guardian the roster file named confirms, from the Texts
 * screen, another phone that linked to their child, and takes it back. Last, the coach adds
 * a guardian's phone by hand, for a child with none on file: a bad number is refused at the
 * field, a good one is in Parent links at once, 'Added by a coach' and confirmed. Axe on every screen,
 * the layout check at 390 px and on a desktop in both themes; SCREENSHOTS=1 keeps pictures
 * in .tmp/screens.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import type { Athlete, TapInEvent } from '#shared/schemas.ts';
import { displayPhone } from '#web/lib/phone.ts';
import { expectNothingClipped } from './support/layout.ts';
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
const pl = messages.parentLinks;
const tx = messages.texts;

let server: PrivateServer;
let coach: BrowserContext;
let eventId: string;
let roster: Athlete[];
const phones = {
  /** The parent who links Lena by search: the phone the coach confirms. */
  parent: freshPhone(),
  /** Maya's guardian, named by the roster file the coach imported (confirmed). */
  mayaGuardian: freshPhone(),
  /** Another phone that linked itself to Maya, which her guardian confirms. */
  mayaOther: freshPhone(),
  /** A phone that links itself to Noah while the coach's dashboard is open. */
  noahOther: freshPhone(),
  /** Ava's guardian, whom the coach knows and adds by hand. */
  avaGuardian: freshPhone(),
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(180_000);
  server = await startPrivateServer();
  coach = await privateContext(browser, server, 1280);
  await signInPrivately(coach, server.url, 'confirm-coach@tapin.test');
  const event = await privateApi<TapInEvent>(coach, server.url, 'POST', '/api/events', {
    name: 'U10 Practice',
    locationName: 'Field 4',
    date: new Date().toISOString(),
  });
  eventId = event.id;
  await privateApi(coach, server.url, 'PATCH', `/api/events/${eventId}`, { active: true });
  // Previewed by the coach: Maya's listed phone is her confirmed guardian; Lena has none.
  await privateApi(coach, server.url, 'POST', '/api/roster/import', {
    eventId,
    athletes: [
      { firstName: 'Maya', lastName: 'Garcia', guardianPhones: [phones.mayaGuardian] },
      { firstName: 'Lena', lastName: 'Park', guardianPhones: [] },
      { firstName: 'Noah', lastName: 'Chen', guardianPhones: [] },
      { firstName: 'Ava', lastName: 'Brooks', guardianPhones: [] },
    ],
  });
  await privateApi(coach, server.url, 'PUT', `/api/events/${eventId}/pickup-check`, {
    enabled: true,
  });
  roster = await privateApi<Athlete[]>(coach, server.url, 'GET', `/api/events/${eventId}/athletes`);
});
test.afterAll(async () => {
  await coach?.close();
  await server?.stop();
});

/** Uncaught page errors of the pages this spec opens; each test ends expecting none. */
const pageErrors: string[] = [];
test.afterEach(() => {
  expect(pageErrors, 'page errors').toEqual([]);
});

/** A page whose uncaught errors fail the test, as the `page` fixture's do. */
async function watchedPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  return page;
}

/** Axe (at 390 px) and the layout check at 390 px and on a desktop, light and dark. */
async function checkScreen(page: Page, label: string) {
  const viewport = page.viewportSize();
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      localStorage.setItem('theme', value);
      document.documentElement.classList.toggle('dark', value === 'dark');
    }, theme);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expectNothingClipped(page, `${label} (${width} px, ${theme})`);
      if (width === 390) await expectNoA11yViolations(page, `${label} (${theme})`);
    }
  }
  await page.evaluate(() => {
    localStorage.setItem('theme', 'light');
    document.documentElement.classList.remove('dark');
  });
  if (viewport) await page.setViewportSize(viewport);
}

/** A phone verified through the API in a context of its own, linked to `athlete`. */
async function linkedByApi(browser: Browser, phone: string, athlete: Athlete) {
  const context = await privateContext(browser, server);
  const headers = { Origin: server.url };
  const sent = await context.request.post('/api/send-verification', {
    data: { phoneNumber: phone },
    headers,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await latestCode(context.request, phone);
  const verified = await context.request.post('/api/verify-code', {
    data: { phoneNumber: phone, code },
    headers,
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const linked = await context.request.post('/api/link-parent', {
    headers,
    data: {
      eventId,
      athleteId: athlete.id,
      firstName: athlete.firstName,
      lastName: athlete.lastName,
      teamId: null,
      gradYear: null,
      phoneNumber: e164(phone),
    },
  });
  expect(linked.status(), await linked.text()).toBe(200);
  return context;
}

const athlete = (firstName: string) => roster.find((one) => one.firstName === firstName)!;

test('a parent who linked by search gets no code until the coach confirms the phone', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // Another phone claims Maya, whose guardian's phone is on file: the coach can compare.
  const other = await linkedByApi(browser, phones.mayaOther, athlete('Maya'));
  await other.close();

  // The parent scans the event's link, verifies the phone, and links Lena by search.
  const parentContext = await privateContext(browser, server);
  const parent = await watchedPage(parentContext);
  await parent.goto(`/check-in?event=${eventId}`);
  await expect(parent.getByRole('heading', { level: 1 })).toHaveText(p.phoneTitle);
  await parent.getByLabel(p.phoneLabel).fill(phones.parent);
  await parent.getByRole('button', { name: p.continue }).click();
  await expect(parent.getByRole('heading', { level: 1 })).toHaveText(p.verifyTitle);
  await parent.getByLabel(p.codeLabel).fill(await latestCode(parent.request, phones.parent));
  await parent.getByRole('button', { name: p.verifyPhone }).click();
  await expect(parent.getByRole('heading', { level: 1 })).toHaveText(p.selectTitle);
  await parent.getByRole('button', { name: p.linkYourAthlete }).click();
  await parent.getByLabel(p.searchLabel).fill('lena');
  await parent
    .getByRole('list', { name: p.searchResultsLabel })
    .getByRole('button', { name: /Lena Park/ })
    .click();

  // Checked in, and told plainly how to get a code: no code shown.
  await expect(parent.getByRole('heading', { level: 1 })).toHaveText(p.confirmationTitle);
  const askCoach = parent.getByText(messages.pickupParent.awaitingConfirmation('Lena Park'));
  await expect(askCoach).toBeVisible();
  await expect(parent.getByTestId('pickup-code-text')).toHaveCount(0);
  await expectNoA11yViolations(parent, 'confirmation, phone waiting for confirmation');
  // The list (it returns there by itself) says the same.
  await expect(parent).toHaveURL(/\/check-in\/athletes\?/, { timeout: 10_000 });
  await expect(askCoach).toBeVisible();
  await expect(parent.getByTestId('pickup-code-text')).toHaveCount(0);
  await checkScreen(parent, 'athletes, phone waiting for confirmation');
  await screenshotThemes(parent, 'guardian-confirmation-parent-waiting', { fullPage: true });

  // No box to turn texts on for a child this phone is not a confirmed guardian of.
  const textsPath = `/check-in/texts?event=${eventId}&phone=${encodeURIComponent(e164(phones.parent))}`;
  await parent.goto(textsPath);
  await expect(parent.getByText(tx.awaitingConfirmation('Lena Park'))).toBeVisible();
  await expect(parent.getByLabel(tx.childLabel('Lena Park'))).toHaveCount(0);
  await expect(
    parent.getByRole('heading', { name: tx.otherPhonesHeading('Lena Park') }),
  ).toHaveCount(0);
  await checkScreen(parent, 'Texts, phone waiting for confirmation');
  await screenshotThemes(parent, 'guardian-confirmation-parent-texts', { fullPage: true });

  // The coach's dashboard: the tap is marked, the two phones wait, each with what to compare.
  const dashboard = await watchedPage(coach);
  await dashboard.goto(`/coach/dashboard?event=${eventId}`);
  const lenaRow = dashboard.locator('tbody tr').filter({ hasText: 'Lena Park' });
  await expect(
    lenaRow.getByText(messages.dashboard.unconfirmedCheckIn).filter({ visible: true }),
  ).toHaveCount(1);
  const waiting = dashboard.getByRole('region', { name: pl.waitingHeading });
  await expect(waiting.getByText(pl.waitingCount(2))).toBeVisible();
  await waiting.getByRole('button', { name: pl.waitingShow }).click();
  const list = waiting.getByRole('list', { name: pl.waitingListLabel });
  const parentPhone = displayPhone(phones.parent);
  const lenaEntry = list.getByRole('listitem').filter({ hasText: parentPhone }).first();
  await expect(lenaEntry).toContainText('Lena Park');
  await expect(lenaEntry).toContainText(pl.noConfirmedPhones);
  const mayaEntry = list.getByRole('listitem').filter({ hasText: displayPhone(phones.mayaOther) });
  await expect(mayaEntry.first()).toContainText(
    `${pl.confirmedPhones} ${displayPhone(phones.mayaGuardian)}`,
  );
  await waiting.scrollIntoViewIfNeeded();
  await checkScreen(dashboard, 'dashboard, waiting for confirmation');
  await screenshotThemes(dashboard, 'guardian-confirmation-waiting-list', { scrollTo: waiting });

  // One tap, named for the phone and the child; the lists refresh.
  await list.getByRole('button', { name: pl.confirmFor(parentPhone, 'Lena Park') }).click();
  await expectToast(
    dashboard,
    pl.guardianConfirmed,
    pl.guardianConfirmedText(parentPhone, 'Lena Park'),
  );
  await expect(waiting.getByText(pl.waitingCount(1))).toBeVisible();
  await expect(list.getByText(parentPhone)).toHaveCount(0);
  // A phone that links itself (and checks Noah in) while the page is open joins the list
  // by itself: its marked check-in on the live stream asks for the list again.
  const late = await linkedByApi(browser, phones.noahOther, athlete('Noah'));
  await late.close();
  await expect(waiting.getByText(pl.waitingCount(2))).toBeVisible();
  await expect(
    list
      .getByRole('listitem')
      .filter({ hasText: displayPhone(phones.noahOther) })
      .first(),
  ).toContainText('Noah Chen');
  const links = dashboard.getByRole('region', { name: pl.heading });
  await links.getByRole('button', { name: pl.show }).click();
  const lenaLink = links
    .getByRole('list', { name: parentPhone })
    .getByRole('listitem')
    .filter({ hasText: 'Lena Park' });
  await expect(lenaLink).toContainText(pl.confirmedBy.coach);
  await expect(
    lenaLink.getByRole('button', { name: pl.undoConfirmationFor('Lena Park', parentPhone) }),
  ).toBeVisible();
  await expect(
    links
      .getByRole('list', { name: displayPhone(phones.mayaOther) })
      .getByRole('listitem')
      .first(),
  ).toContainText(pl.notConfirmed);
  await checkScreen(dashboard, 'dashboard, parent links with confirmations');
  await screenshotThemes(dashboard, 'guardian-confirmation-parent-links', { scrollTo: links });

  // The parent's code appears (the list asks again every 10 s; a reload at once).
  await parent.goto(
    `/check-in/athletes?event=${eventId}&phone=${encodeURIComponent(e164(phones.parent))}`,
  );
  await expect(parent.getByTestId('pickup-code-text')).toHaveText(/^[23456789A-Z]{4}$/);
  await expect(askCoach).toHaveCount(0);
  await expectNoA11yViolations(parent, 'athletes, confirmed: the pickup code');
  await parentContext.close();
});

test('a confirmed guardian confirms another phone from the Texts screen, and takes it back', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const guardianContext = await privateContext(browser, server);
  const guardian = await watchedPage(guardianContext);
  const headers = { Origin: server.url };
  const sent = await guardian.request.post('/api/send-verification', {
    data: { phoneNumber: phones.mayaGuardian },
    headers,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const verified = await guardian.request.post('/api/verify-code', {
    data: {
      phoneNumber: phones.mayaGuardian,
      code: await latestCode(guardian.request, phones.mayaGuardian),
    },
    headers,
  });
  expect(verified.status(), await verified.text()).toBe(200);

  await guardian.goto(
    `/check-in/texts?event=${eventId}&phone=${encodeURIComponent(e164(phones.mayaGuardian))}`,
  );
  // Her own child: the box to tick is there, and the other phones linked to Maya.
  await expect(guardian.getByLabel(tx.childLabel('Maya Garcia'))).toBeVisible();
  const others = guardian.getByRole('region', { name: tx.otherPhonesHeading('Maya Garcia') });
  const otherPhone = displayPhone(phones.mayaOther);
  const entry = others.getByRole('listitem').filter({ hasText: otherPhone });
  await expect(entry).toContainText(tx.phoneWaiting);
  await checkScreen(guardian, 'Texts, another phone waiting');
  await screenshotThemes(guardian, 'guardian-confirmation-other-phones', { fullPage: true });

  await entry.getByRole('button', { name: tx.confirmPhoneFor(otherPhone, 'Maya Garcia') }).click();
  await expectToast(guardian, tx.phoneConfirmedNow(otherPhone));
  await expect(entry).toContainText(tx.phoneConfirmed);
  const undo = entry.getByRole('button', { name: tx.undoMineFor(otherPhone, 'Maya Garcia') });
  await undo.click();
  const dialog = guardian.getByRole('alertdialog');
  await expect(dialog).toContainText(tx.undoMineTitle(otherPhone, 'Maya Garcia'));
  await expectNoA11yViolations(guardian, 'Texts, undo my confirmation dialog');
  await dialog.getByRole('button', { name: tx.undoMine }).click();
  await expectToast(guardian, tx.phoneUnconfirmedNow(otherPhone));
  await expect(entry).toContainText(tx.phoneWaiting);
  await guardianContext.close();
});

test("a coach adds a guardian's phone by hand: refused at the field when bad, confirmed at once", async () => {
  test.setTimeout(180_000);
  const dashboard = await watchedPage(coach);
  await dashboard.goto(`/coach/dashboard?event=${eventId}`);
  const links = dashboard.getByRole('region', { name: pl.heading });
  await links.getByRole('button', { name: pl.show }).click();
  const form = links.getByRole('region', { name: pl.addHeading });
  await expect(form).toContainText(pl.addIntro);
  const athleteField = form.getByLabel(pl.addAthleteLabel);
  const phoneField = form.getByLabel(pl.addPhoneLabel);
  const add = form.getByRole('button', { name: pl.addPhone });

  // Nothing chosen: each field says what it needs, and the first takes the focus.
  await add.click();
  await expect(athleteField).toBeFocused();
  await expect(athleteField).toHaveAccessibleDescription(pl.addChooseAthleteFirst);
  await expect(phoneField).toHaveAccessibleDescription(pl.addTypePhoneFirst);

  // A number that is not a phone: the server's word, under the phone field, by keyboard.
  await athleteField.selectOption({ label: 'Ava Brooks' });
  await expect(athleteField).not.toHaveAttribute('aria-invalid');
  await phoneField.fill('555 01');
  await phoneField.press('Enter');
  await expect(phoneField).toHaveAccessibleDescription(messages.errors.invalidPhone);
  await expect(phoneField).toHaveAttribute('aria-invalid', 'true');
  await expect(phoneField).toBeFocused();
  await form.scrollIntoViewIfNeeded();
  await checkScreen(dashboard, "dashboard, a guardian's phone refused");
  await screenshotThemes(dashboard, 'guardian-confirmation-add-phone-error', { scrollTo: form });

  // A good one: told, the form cleared, and the phone in Parent links, confirmed by a coach.
  await phoneField.fill(phones.avaGuardian);
  await phoneField.press('Enter');
  const avaPhone = displayPhone(phones.avaGuardian);
  await expectToast(dashboard, pl.phoneAdded, pl.phoneAddedText(avaPhone, 'Ava Brooks'));
  await expect(phoneField).toHaveValue('');
  await expect(athleteField).toHaveValue('');
  await expect(
    dashboard.getByRole('alert').filter({ hasText: messages.errors.invalidPhone }),
  ).toHaveCount(0);
  const avaLink = links
    .getByRole('list', { name: avaPhone })
    .getByRole('listitem')
    .filter({ hasText: 'Ava Brooks' });
  await expect(avaLink).toContainText(pl.fromStaff);
  await expect(avaLink).toContainText(pl.confirmedBy.coach);
  await expect(
    avaLink.getByRole('button', { name: pl.undoConfirmationFor('Ava Brooks', avaPhone) }),
  ).toBeVisible();
  await checkScreen(dashboard, "dashboard, a guardian's phone added");
  await screenshotThemes(dashboard, 'guardian-confirmation-add-phone', { scrollTo: form });
});
