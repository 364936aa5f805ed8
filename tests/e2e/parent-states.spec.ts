/**
 * The parent flow's states between the happy paths (decision 020): a number the server refuses,
 * a code that was never sent, an error from a step the parent left, a repeated tap, and
 * toasts and times that must not hide or break what the parent reads.
 */
import type { Locator, Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import { TOAST_FOLLOW_MS } from '#web/components/ui/use-toast.ts';
import { displayPhone } from '#web/lib/phone.ts';
import {
  e164,
  expect,
  expectToast,
  latestCode,
  linkAthleteViaApi,
  outboxFor,
  test,
  toasts,
  verifyPhoneViaApi,
} from './support/test.ts';

const t = messages.parent;

test('a number the server refuses is refused on the phone step, and nothing is texted', async ({
  page,
  seed,
  checkA11y,
}) => {
  // 15 digits: the form's shape (docs/product.md#validation), but no country has such a number.
  const refused = '999999999999999';
  await page.goto(`/check-in/phone?event=${seed.openEvent.id}`);
  await page.getByLabel(t.phoneLabel).fill(refused);
  await page.getByRole('button', { name: t.continue }).click();
  await expect(page.getByRole('alert')).toHaveText(t.invalidPhone);
  await expect(page).toHaveURL(`/check-in/phone?event=${seed.openEvent.id}`);
  await expect(page.getByLabel(t.phoneLabel)).toHaveAttribute('aria-invalid', 'true');
  await checkA11y('phone step, number refused by the server');
  // Typing again clears the message; a good number goes on to the code step.
  await page.getByLabel(t.phoneLabel).fill('2025550143');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the code step says when no code was sent, and what to do', async ({
  page,
  seed,
  checkA11y,
}) => {
  // Opened from an old link with a number the server refuses: nothing can be texted.
  const refused = '999999999999999';
  await page.goto(`/check-in/verify?event=${seed.openEvent.id}&phone=${refused}`);
  const alert = page.getByRole('alert').filter({ hasText: t.codeNotSent(refused) });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(messages.errors.invalidPhone);
  await expect(alert).toContainText(t.codeNotSentHelp);
  await expect(page.getByText(/we texted/)).toHaveCount(0);
  // The failure toast goes after 5 s; the page keeps saying it.
  await expect(toasts(page).getByRole('listitem')).toHaveCount(0, { timeout: 8000 });
  await expect(alert).toBeVisible();
  await checkA11y('verify step, no code sent');
});

test('Continue texts the code once and the code step says so', async ({ page, seed, phone }) => {
  await page.goto(`/check-in/phone?event=${seed.openEvent.id}`);
  await page.getByLabel(t.phoneLabel).fill(phone);
  await page.getByRole('button', { name: t.continue }).click();
  await expect(page).toHaveURL(/\/check-in\/verify\?/);
  await expect(page.getByText(t.verifyText(displayPhone(phone)))).toBeVisible();
  await expectToast(page, t.codeSent);
  // Back, then Continue with the same number within the cooldown: on to the code step,
  // no second text, no error.
  await page.getByRole('button', { name: messages.common.back }).click();
  await page.getByLabel(t.phoneLabel).fill(phone);
  await page.getByRole('button', { name: t.continue }).click();
  await expect(page).toHaveURL(/\/check-in\/verify\?/);
  await expect(page.getByText(t.verifyText(displayPhone(phone)))).toBeVisible();
  await expect(page.getByText(t.failedToSendCode)).toHaveCount(0);
  expect(await outboxFor(page.request, phone)).toHaveLength(1);
});

test('an error from the step the parent left does not follow them', async ({
  page,
  seed,
  phone,
}) => {
  await page.goto('/');
  await verifyPhoneViaApi(page, phone);
  await page.goto(`/check-in/link?event=${seed.openEvent.id}&phone=${e164(phone)}`);
  await page.getByRole('button', { name: t.enterManually }).click();
  await page.getByLabel(t.firstName).fill('Nobody');
  await page.getByLabel(t.lastName).fill('Atall');
  await page.getByLabel(t.team, { exact: true }).selectOption({ label: 'Falcons' });
  await page.getByLabel(t.gradYear).fill('2031');
  await page.getByRole('button', { name: t.linkAndCheckIn }).click();
  await expectToast(page, t.linkFailed);

  await page.getByLabel(t.firstName).fill('Emma');
  await page.getByLabel(t.lastName).fill('Daviss');
  await page.getByRole('button', { name: t.linkAndCheckIn }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmationTitle);
  await expect(
    toasts(page).getByRole('listitem').filter({ hasText: t.linkFailed }),
  ).not.toBeVisible();
});

test('a repeated tap shows the arrival on record and says it was already recorded', async ({
  page,
  seed,
  phone,
  checkA11y,
}) => {
  const eventId = seed.openEvent.id;
  await page.goto('/');
  await verifyPhoneViaApi(page, phone);
  // Linking at an open event checks in: this is the arrival on record.
  const linked = (await linkAthleteViaApi(page, {
    eventId,
    athlete: seed.athletes.repeat,
    phone,
  })) as { checkIn?: { timestamp: string } };
  const recorded = linked.checkIn?.timestamp;
  expect(recorded).toBeTruthy();
  // The page clock runs an hour later, so "now" and the record cannot read the same.
  await page.clock.install({ time: new Date(Date.parse(recorded!) + 60 * 60_000) });
  await page.goto(`/check-in/athletes?event=${eventId}&phone=${encodeURIComponent(e164(phone))}`);
  await page.getByRole('button', { name: /Robin Twicetap/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmationTitle);
  // The time as the browser shows it, in the browser's zone.
  const shown = new Date(recorded!).toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: test.info().project.use.timezoneId,
  });
  await expect(page.getByText(t.checkedInAt(shown))).toBeVisible();
  await expect(page.getByText(t.alreadyCheckedIn)).toBeVisible();
  await checkA11y('confirmation, already checked in');
});

test('a first tap says nothing about "already"', async ({ page, seed, phone }) => {
  // The long-named athlete: one test checks it in from the athlete list.
  const eventId = seed.openEvent.id;
  await page.goto('/');
  await verifyPhoneViaApi(page, phone);
  await page.goto(`/check-in/link?event=${eventId}&phone=${e164(phone)}`);
  await page.getByLabel(t.searchLabel).fill(seed.athletes.long.lastName);
  await page.getByRole('list', { name: t.searchResultsLabel }).getByRole('button').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmationTitle);
  await expect(page.getByText(/Checked in at \d{1,2}:\d{2}\s(AM|PM)/)).toBeVisible();
  await expect(page.getByText(t.alreadyCheckedIn)).toHaveCount(0);
  await expectOneLine(page.locator('time'));
  // Back on the list, the card's time keeps its AM/PM on its line, long name or not.
  await page.getByRole('button', { name: t.checkInAnother }).click();
  const card = page.getByRole('button', { name: new RegExp(seed.athletes.long.lastName) });
  await expectOneLine(card.getByText(/Checked in at/));
});

test('toasts never cover the event name', async ({ page, seed, phone }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/check-in/phone?event=${seed.openEvent.id}`);
    const other = `${phone.slice(0, -1)}${(Number(phone.at(-1)) + 1) % 10}`;
    await page.getByLabel(t.phoneLabel).fill(width === 390 ? phone : other);
    await page.getByRole('button', { name: t.continue }).click();
    const toast = toasts(page).getByRole('listitem').filter({ hasText: t.codeSent });
    await expect(toast).toBeVisible();
    await page.waitForTimeout(300);
    const eventName = page.getByText(seed.openEvent.name, { exact: true });
    await expectApart(page, toast, eventName);
    await expectApart(page, toast, page.getByRole('heading', { level: 1 }));
  }
});

test('"Phone Verified" follows to the athlete list, not over "Enter manually" on the next step', async ({
  page,
  seed,
  phone,
}) => {
  await page.goto(`/check-in/phone?event=${seed.openEvent.id}`);
  await page.getByLabel(t.phoneLabel).fill(phone);
  await page.getByRole('button', { name: t.continue }).click();
  await page.getByLabel(t.codeLabel).fill(await latestCode(page.request, phone));
  await page.getByRole('button', { name: t.verifyPhone }).click();
  const verified = toasts(page).getByRole('listitem').filter({ hasText: t.phoneVerified });
  await expect(verified).toBeVisible();
  // The parent reads the list (longer than a redirect, shorter than the toast's 5 s), then
  // moves on: the toast closes at once rather than running out its time over the next step.
  await page.waitForTimeout(TOAST_FOLLOW_MS + 200);
  await page.getByRole('button', { name: t.linkYourAthlete }).click();
  await expect(page.getByRole('button', { name: t.enterManually })).toBeVisible();
  await expect(verified).toBeHidden({ timeout: 1500 });
});

/** Fails when the two boxes overlap on screen. */
async function expectApart(page: Page, a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxA && boxB, `both on ${page.url()}`).toBeTruthy();
  const overlaps =
    boxA!.x < boxB!.x + boxB!.width &&
    boxB!.x < boxA!.x + boxA!.width &&
    boxA!.y < boxB!.y + boxB!.height &&
    boxB!.y < boxA!.y + boxA!.height;
  expect(overlaps, `${JSON.stringify(boxA)} overlaps ${JSON.stringify(boxB)}`).toBe(false);
}

/** Fails when the element's text is laid out on more than one line. */
async function expectOneLine(locator: Locator) {
  const lines = await locator.first().evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
}
