/**
 * Guardians linked from the roster file (decision 021): a coach imports a file with parents'
 * phones through the roster page; a parent on that list scans the event's QR link,
 * verifies the phone and checks two siblings in with one tap, with no linking step; the
 * coach then sees the links on the dashboard and removes one. Axe on every screen visited.
 */
import type { Page } from '@playwright/test';
import { LINKED_ATHLETES_FLAG_AT } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import { screenshotThemes } from './support/screens.ts';
import { signInAsStaff } from './support/staff.ts';
import {
  expect,
  expectNoA11yViolations,
  expectToast,
  freshPhone,
  latestCode,
  test,
} from './support/test.ts';

const p = messages.parent;
const all = messages.checkInAll;
const r = messages.rosterPage;
const links = messages.parentLinks;
const tools = messages.coachTools;

/** "(312) 555-0142" as a club's export writes a phone. */
const written = (phone: string) => `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;

test('a listed parent checks two siblings in with one tap, without linking', async ({
  page,
  browser,
  seed,
  checkA11y,
}) => {
  // A long walk (import, verify, check in, links) on a loaded two-core CI machine.
  test.setTimeout(240_000);
  const eventId = seed.guardianEvent.id;
  const tag = Date.now().toString(36).slice(-5);
  const [mum, dad, other] = [freshPhone(), freshPhone(), freshPhone()];
  expect(new Set([mum, dad, other]).size).toBe(3);
  const kids = [`Ava${tag}`, `Leo${tag}`];
  // A club export: the guardians' phones in their own columns, the athlete's own ignored.
  const csv = [
    'First Name,Last Name,Team,Grad Year,Player Cell,Parent 1 Mobile,Parent 2 Mobile',
    `${kids[0]},Reyes,Dolphins,2031,,${written(mum)},${written(dad)}`,
    `${kids[1]},Reyes,Dolphins,2033,,${written(mum)},`,
    `Zoe${tag},Other,Dolphins,2032,${written(freshPhone())},${written(other)},`,
  ].join('\r\n');

  // ---- the coach imports it through the roster page ----
  // The coach works in the dark theme, the parent in the light one: axe checks both.
  const coachContext = await browser.newContext();
  await coachContext.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const coach = await coachContext.newPage();
  await signInAsStaff(coach);
  await coach.goto('/coach/roster');
  await expect(coach.getByRole('heading', { level: 1, name: r.title })).toBeVisible();
  await expect(coach.locator('html')).toHaveClass(/dark/);
  await expectNoA11yViolations(coach, 'roster page');
  await coach.getByLabel(r.eventLabel, { exact: true }).selectOption(eventId);
  await coach.getByTestId('roster-page-file-input').setInputFiles({
    name: 'club-export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(
    coach.getByRole('heading', { name: r.previewHeading('club-export.csv') }),
  ).toBeVisible();
  await expectNoA11yViolations(coach, 'roster page, preview with guardian phones');
  await coach.getByRole('button', { name: r.importButton(3) }).click();
  await expectToast(coach, r.importSuccessful);

  // ---- the parent scans, verifies, and sees both children at once ----
  await page.goto(`/check-in?event=${eventId}`);
  await expect(page).toHaveURL(`/check-in/phone?event=${eventId}`);
  await page.getByLabel(p.phoneLabel).fill(mum);
  await checkA11y('phone step');
  await page.getByRole('button', { name: p.continue }).click();
  await expect(page.getByRole('heading', { level: 1, name: p.verifyTitle })).toBeVisible();
  await checkA11y('verify step');
  await page.getByLabel(p.codeLabel).fill(await latestCode(page.request, mum));
  await page.getByRole('button', { name: p.verifyPhone }).click();
  await expect(page).toHaveURL(/\/check-in\/athletes\?/);
  const cards = page.getByRole('listitem').getByRole('button', { name: /Reyes/ });
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('button', { name: p.linkYourAthlete })).toHaveCount(0);
  await expect(page.getByText(/Zoe/)).toHaveCount(0);
  await checkA11y('athletes: two children from the roster file');

  // ---- one tap checks both in, and says so ----
  const checkInAll = page.getByRole('button', { name: all.button(2) });
  await checkInAll.click();
  const result = page.getByRole('status', { name: all.resultLabel });
  await expect(result).toHaveText(all.checkedIn(`${kids[0]} Reyes, ${kids[1]} Reyes`));
  for (const kid of kids) {
    await expect(page.getByRole('button', { name: new RegExp(kid) })).toContainText(
      /Checked in at/,
    );
  }
  await expect(page).toHaveURL(/\/check-in\/athletes\?/);
  // Nothing is left to do: the big lime button steps back to a plain one.
  await expect(checkInAll).toHaveAttribute('data-all-in', 'true');
  await checkA11y('athletes: both checked in with one tap');
  // A second tap changes nothing and says so.
  await checkInAll.click();
  await expect(result).toHaveText(all.alreadyCheckedIn(`${kids[0]} Reyes, ${kids[1]} Reyes`));

  // The coach's check-in list has both arrivals. The seeded event is shared with a retry
  // of this test: count this test's children only.
  const roster = (await (await coach.request.get(`/api/roster/${eventId}`)).json()) as {
    id: string;
    firstName: string;
  }[];
  const ours = new Set(roster.filter((a) => kids.includes(a.firstName)).map((a) => a.id));
  expect(ours.size).toBe(2);
  const arrivals = (await (await coach.request.get(`/api/check-ins/${eventId}`)).json()) as {
    athleteId: string;
  }[];
  const mine = arrivals.filter((c) => ours.has(c.athleteId));
  expect(mine).toHaveLength(2);

  // ---- the coach sees who is linked, from where, and removes a link ----
  await coach.goto(`/coach/dashboard?event=${eventId}`);
  await coach.getByRole('button', { name: links.show }).click();
  const list = coach.getByRole('list', { name: links.listLabel });
  // Phone by phone: mum's with both children under it, dad's with Ava; each Remove button
  // names the athlete and the phone.
  const mumsPhone = list.getByRole('list', { name: written(mum) });
  await expect(mumsPhone.getByRole('listitem').filter({ hasText: /Reyes/ })).toHaveCount(2);
  for (const phone of [mum, dad]) {
    await expect(
      list.getByRole('button', { name: links.removeFor(`${kids[0]} Reyes`, written(phone)) }),
    ).toBeVisible();
  }
  await expect(list).toContainText(links.fromRoster(seed.guardianEvent.name));
  await expect(list).toContainText(written(dad));
  await expectNoA11yViolations(coach, 'dashboard, parent links');
  await screenshotThemes(coach, 'parent-links', { scrollTo: list });
  await removeLink(coach, `${kids[0]} Reyes`, written(dad));
  await expectToast(coach, links.removed, links.removedText(written(dad), `${kids[0]} Reyes`));
  await expect(list).not.toContainText(written(dad));
  await coachContext.close();

  // Removing dad's link left mum's alone.
  await page.reload();
  await expect(cards).toHaveCount(2);
});

async function removeLink(coach: Page, athlete: string, phone: string) {
  await coach
    .getByRole('list', { name: links.listLabel })
    .getByRole('button', { name: links.removeFor(athlete, phone) })
    .click();
  const dialog = coach.getByRole('alertdialog');
  await expect(dialog).toContainText(links.removeTitle(phone, athlete));
  await expectNoA11yViolations(coach, 'dashboard, remove link dialog');
  await dialog.getByRole('button', { name: links.remove }).click();
}

test('a phone on many children is linked only when the coach ticks it in the preview', async ({
  browser,
  seed,
}) => {
  test.setTimeout(120_000);
  const eventId = seed.guardianEvent.id;
  const tag = Date.now().toString(36).slice(-5);
  const office = freshPhone();
  const families = Array.from({ length: 7 }, () => freshPhone());
  // A club export where the office number is every child's second contact (decision 040).
  const csv = [
    'First Name,Last Name,Team,Parent 1 Mobile,Parent 2 Mobile',
    ...families.map(
      (family, i) => `Kid${i}${tag},Office,Dolphins,${written(family)},${written(office)}`,
    ),
  ].join('\r\n');
  const officeE164 = `+1${office}`;
  const officeLinks = async () => {
    const response = await coach.request.get(`/api/events/${eventId}/parent-links`);
    const all = (await response.json()) as Array<{ phoneNumber: string }>;
    return all.filter((link) => link.phoneNumber === officeE164).length;
  };
  const shared = () => coach.getByRole('group', { name: tools.sharedPhonesHeading(1) });
  const box = () =>
    shared().getByRole('checkbox', { name: tools.sharedPhoneConfirm(written(office), 7) });
  const previewFile = async () => {
    await coach.getByLabel(r.eventLabel, { exact: true }).selectOption(eventId);
    await coach.getByTestId('roster-page-file-input').setInputFiles({
      name: 'office.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await expect(
      coach.getByRole('heading', { name: r.previewHeading('office.csv') }),
    ).toBeVisible();
  };

  const coachContext = await browser.newContext();
  // Light first; the switch to dark below must survive the reload.
  await coachContext.addInitScript(() => {
    if (!localStorage.getItem('theme')) localStorage.setItem('theme', 'light');
  });
  const coach = await coachContext.newPage();
  await signInAsStaff(coach);
  await coach.goto('/coach/roster');

  // ---- light: the preview lists the office number, unticked; Import leaves it unlinked ----
  await previewFile();
  await expect(shared()).toContainText(tools.sharedPhonesHelp(LINKED_ATHLETES_FLAG_AT));
  await expect(box()).not.toBeChecked();
  await expectNoA11yViolations(coach, 'roster preview, a phone on many children (light)');
  await coach.getByRole('button', { name: r.importButton(7) }).click();
  await expectToast(
    coach,
    r.importSuccessful,
    messages.coachApi.sharedPhonesNotLinked([officeE164]),
  );
  expect(await officeLinks()).toBe(0);

  // ---- dark: the same file again, ticked this time; every child is linked to it ----
  await coach.evaluate(() => localStorage.setItem('theme', 'dark'));
  await coach.reload();
  await expect(coach.locator('html')).toHaveClass(/dark/);
  await previewFile();
  await box().check();
  await expect(box()).toBeChecked();
  await expectNoA11yViolations(coach, 'roster preview, a phone on many children ticked (dark)');
  await coach.getByRole('button', { name: r.importButton(7) }).click();
  // Already on the roster: seven duplicates, and nothing said about the office number.
  await expectToast(coach, r.importSuccessful, messages.coachApi.rosterImported(7, 0, 7));
  await expect(coach.getByText(messages.coachApi.sharedPhonesNotLinked([officeE164]))).toHaveCount(
    0,
  );
  expect(await officeLinks()).toBe(7);
  await coachContext.close();
});
