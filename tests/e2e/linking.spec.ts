/** Linking a phone to an athlete: search, the manual form, failures, and names as text. */
import { messages } from '#shared/messages.ts';
import { displayPhone } from '#web/lib/phone.ts';
import { XSS_FIRST_NAME, XSS_LAST_NAME } from './support/fixture-data.ts';
import {
  e164,
  expect,
  expectToast,
  linkAthleteViaApi,
  test,
  verifyPhoneViaApi,
} from './support/test.ts';

const t = messages.parent;

test.describe('linking', () => {
  test.beforeEach(async ({ page, phone }) => {
    await page.goto('/');
    await verifyPhoneViaApi(page, phone);
  });

  test('manual form: missing fields, then no roster match', async ({
    page,
    seed,
    phone,
    checkA11y,
  }) => {
    await page.goto(`/check-in/link?event=${seed.openEvent.id}&phone=${e164(phone)}`);
    await expect(page.getByText(t.fuzzyNote)).toHaveCount(0);
    const disclosure = page.getByRole('button', { name: t.enterManually });
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await disclosure.click();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(t.fuzzyNote)).toBeVisible();
    await expect(
      page.getByLabel(t.team, { exact: true }).getByRole('option', { name: 'Eagles' }),
    ).toBeAttached();
    await checkA11y('link, manual form');

    await page.getByLabel(t.firstName).fill('Nobody');
    await page.getByRole('button', { name: t.linkAndCheckIn }).click();
    await expectToast(page, t.missingInformation, t.fillAllFields);

    await page.getByLabel(t.lastName).fill('Atall');
    await page.getByLabel(t.team, { exact: true }).selectOption({ label: 'Hawks' });
    await page.getByLabel(t.gradYear).fill('20x29');
    await expect(page.getByLabel(t.gradYear)).toHaveValue('2029');
    await page.getByRole('button', { name: t.linkAndCheckIn }).click();
    await expectToast(page, t.linkFailed, t.linkFailedFallback);
    await expect(page).toHaveURL(/\/check-in\/link\?/);
  });

  test('manual form: a close match links and checks in', async ({ page, seed, phone }) => {
    await page.goto(`/link-athlete?event=${seed.openEvent.id}&phone=${e164(phone)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.linkTitle);
    await page.getByRole('button', { name: t.enterManually }).click();
    // A small typo: roster matching is fuzzy.
    await page.getByLabel(t.firstName).fill('Ava');
    await page.getByLabel(t.lastName).fill('Jonson');
    await page.getByLabel(t.team, { exact: true }).selectOption({ label: 'Eagles' });
    await page.getByLabel(t.gradYear).fill('2030');
    await page.getByRole('button', { name: t.linkAndCheckIn }).click();
    await expect(page).toHaveURL(/\/check-in\/confirmation\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmationTitle);
    await expect(page.getByText('Ava Johnson')).toBeVisible();
  });

  test('search needs two characters and says when nothing matches', async ({
    page,
    seed,
    phone,
  }) => {
    await page.goto(`/check-in/link?event=${seed.openEvent.id}&phone=${e164(phone)}`);
    const search = page.getByLabel(t.searchLabel);
    await search.fill('z');
    await expect(page.getByText(t.searchHint)).toBeVisible();
    await search.fill('zzzz');
    await expect(page.getByText(t.searchNoResults)).toBeVisible();
    await search.fill('hawks');
    await expect(
      page.getByRole('list', { name: t.searchResultsLabel }).getByRole('button'),
    ).not.toHaveCount(0);
  });

  test('a name carrying HTML renders as text, never as markup', async ({
    page,
    seed,
    phone,
    checkA11y,
  }) => {
    const eventId = seed.openEvent.id;
    await page.goto(`/check-in/link?event=${eventId}&phone=${e164(phone)}`);
    await page.getByLabel(t.searchLabel).fill(XSS_LAST_NAME);
    const match = page
      .getByRole('list', { name: t.searchResultsLabel })
      .getByRole('button', { name: new RegExp(XSS_LAST_NAME) });
    await expect(match).toContainText(XSS_FIRST_NAME);
    await match.click();

    await expect(page).toHaveURL(/\/check-in\/confirmation\?/);
    await expect(page.getByText(`${XSS_FIRST_NAME} ${XSS_LAST_NAME}`)).toBeVisible();
    await page.getByRole('button', { name: t.checkInAnother }).click();
    await expect(page.getByRole('button', { name: new RegExp(XSS_LAST_NAME) })).toContainText(
      XSS_FIRST_NAME,
    );
    await checkA11y('athletes with an HTML-looking name');
    // No element was made from the name (and the page fixture fails on any alert).
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('an event that is not open shows that state, not cards that cannot check in', async ({
    page,
    seed,
    phone,
    checkA11y,
  }) => {
    const eventId = seed.closedEvent.id;
    await linkAthleteViaApi(page, { eventId, athlete: seed.athletes.closed, phone });
    await page.goto(`/check-in?event=${eventId}`);
    await expect(page).toHaveURL(/\/check-in\/athletes\?/);
    await expect(page.getByText(t.eventClosed)).toBeVisible();
    // No invitation to tap: no athlete cards, no "Add Another Athlete", no "Tap your athlete".
    await expect(page.getByRole('button', { name: /Casey Offseason/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.addAnotherAthlete })).toHaveCount(0);
    await expect(page.getByText(t.selectText)).toHaveCount(0);
    await expect(page.getByText(t.checkingInAs(displayPhone(phone)))).toBeVisible();
    await checkA11y('athletes, event not open');
  });
});
