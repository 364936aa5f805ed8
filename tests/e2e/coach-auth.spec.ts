/**
 * Coach sign-in, roles and the admin dashboard (decision 012), in Chromium with axe on every
 * screen of this area. The seed made the first account ever (an admin) before the server
 * started (support/seed-staff.ts), so specs running in parallel cannot take "first".
 * Serial: several tests sign the seeded admins in, and one emailed link must not be
 * picked up by two tests at once.
 */
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import type { User } from '#shared/schemas.ts';
import {
  loadStaff,
  newMagicLink,
  setRoleViaApi,
  signInViaApi,
  uniqueEmail,
  watchPage,
} from './support/accounts.ts';
import { expect, expectNoA11yViolations, expectToast, test } from './support/test.ts';

const login = messages.coachLogin;
const pending = messages.pendingApproval;
const access = messages.access;
const admin = messages.admin;
const nav = messages.staffNav;

test.describe.configure({ mode: 'serial' });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** A user's card in the phone layout of the admin dashboard. */
function userCard(page: Page, email: string): Locator {
  return page
    .getByRole('list', { name: admin.usersHeading })
    .getByRole('listitem')
    .filter({ hasText: email });
}

/** A user's row in the desktop table of the admin dashboard. */
function userRow(page: Page, email: string): Locator {
  return page
    .getByRole('table', { name: admin.usersHeading })
    .getByRole('row')
    .filter({ hasText: email });
}

const roleBadge = (entry: Locator, role: 'pending' | 'coach' | 'admin') =>
  entry.getByText(admin.roles[role], { exact: true });

/** A second person's browser, with the project's settings (base URL, phone viewport…). */
async function newPerson(browser: Browser) {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    locale: use.locale,
    timezoneId: use.timezoneId,
  });
  const page = await context.newPage();
  return { context, page, expectNoProblems: watchPage(page) };
}

/** Types an address on /coach/login, sends, and answers the emailed link. */
async function requestLinkThroughUi(page: Page, email: string): Promise<string> {
  await page.getByLabel(login.emailLabel).fill(email);
  const link = await newMagicLink(page.request, email, () =>
    page.getByRole('button', { name: login.sendMagicLink }).click(),
  );
  await expect(heading(page)).toHaveText(login.checkEmailTitle);
  return link;
}

test('sign-in page: Sending..., Check Your Email!, a different email, a failure', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/coach/login');
  await expect(heading(page)).toHaveText(login.title);
  const email = page.getByLabel(login.emailLabel);
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('required', '');
  await expect(page.getByText(login.pendingNote)).toBeVisible();
  await checkA11y('coach login');

  // Empty: the browser's required check stops the form; nothing is sent.
  let sends = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/magic-link')) sends += 1;
  });
  await page.getByRole('button', { name: login.sendMagicLink }).click();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  expect(sends).toBe(0);

  // Sending...: held until the test lets the request through.
  const address = uniqueEmail('states');
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/magic-link', async (route) => {
    await held;
    await route.continue();
  });
  await email.fill(address);
  await page.getByRole('button', { name: login.sendMagicLink }).click();
  await expect(page.getByRole('button', { name: login.sending })).toBeDisabled();
  release();

  await expect(heading(page)).toHaveText(login.checkEmailTitle);
  await expect(heading(page)).toBeFocused();
  await expect(page.getByText(login.sentTo(address))).toBeVisible();
  const steps = page.getByRole('listitem');
  await expect(steps).toHaveText(
    [login.stepOpen, login.stepClick, login.stepDone].map((s) => new RegExp(s)),
  );
  await expect(page.getByText(login.expires)).toBeVisible();
  await expect(page.getByText(login.pendingNote)).toBeVisible();
  await expect(page.getByRole('button', { name: messages.common.backToHome })).toBeVisible();
  await checkA11y('check your email');
  await page.unroute('**/api/auth/magic-link');

  // Send to a different email: the form again, empty, focused.
  await page.getByRole('button', { name: login.differentEmail }).click();
  await expect(heading(page)).toHaveText(login.title);
  await expect(email).toHaveValue('');
  await expect(email).toBeFocused();

  // A failure (here the per-address cap) keeps the form and says so.
  await page.route('**/api/auth/magic-link', (route) =>
    route.fulfill({ status: 429, json: { message: messages.errors.magicLinkCap } }),
  );
  await email.fill(address);
  await page.getByRole('button', { name: login.sendMagicLink }).click();
  await expectToast(page, login.failed, messages.errors.magicLinkCap);
  await expect(heading(page)).toHaveText(login.title);
  await expect(page.getByRole('button', { name: login.sendMagicLink })).toBeEnabled();
  await checkA11y('coach login after a failure');
  await page.unroute('**/api/auth/magic-link');

  // Back to Home from the sent view.
  await page.getByRole('button', { name: login.sendMagicLink }).click();
  await page.getByRole('button', { name: messages.common.backToHome }).click();
  await expect(page).toHaveURL('/');
});

test('an identity provider, when the server offers one, is a second way in', async ({
  page,
  checkA11y,
}) => {
  await page.route('**/api/auth/providers', (route) =>
    route.fulfill({ json: { oidc: { name: 'Acme SSO', startUrl: '/api/auth/oidc/start' } } }),
  );
  // Where a failed provider sign-in comes back to.
  await page.goto('/coach/login?error=oidc');
  await expect(page.getByRole('alert')).toHaveText(messages.errors.oidcFailed);
  await expect(page.getByRole('link', { name: login.signInWith('Acme SSO') })).toHaveAttribute(
    'href',
    '/api/auth/oidc/start',
  );
  await checkA11y('coach login with a provider');
  // Sent here from a staff page, the provider's way in leads back to it too.
  await page.goto('/coach/login?next=%2Fadmin%2Fqr');
  await expect(page.getByRole('link', { name: login.signInWith('Acme SSO') })).toHaveAttribute(
    'href',
    '/api/auth/oidc/start?next=%2Fadmin%2Fqr',
  );
});

test('the link page with a wrong or missing token shows the failure', async ({
  page,
  checkA11y,
}) => {
  // A well-formed token that was never issued.
  await page.goto(`/coach/login/verify#token=${'A'.repeat(43)}`);
  await expect(heading(page)).toHaveText(login.verifyFailedTitle);
  await expect(page.getByRole('alert')).toHaveText(messages.errors.magicLinkInvalid);
  // The token does not stay in the address bar.
  expect(new URL(page.url()).hash).toBe('');
  // A refused token is final: no Sign In to press again.
  await expect(page.getByRole('button', { name: login.verifyButton })).toHaveCount(0);
  await checkA11y('sign-in link refused');
  // Signed in? No.
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  await page.goto('/coach/login/verify');
  await expect(page.getByRole('alert')).toHaveText(messages.errors.magicLinkInvalid);
  await page.getByRole('link', { name: login.requestNewLink }).click();
  await expect(page).toHaveURL('/coach/login');
  await expect(heading(page)).toHaveText(login.title);
});

test('the link page spends the token once by itself, with Sign In as the fallback', async ({
  page,
  request,
  checkA11y,
}) => {
  const email = uniqueEmail('fallback');
  const link = await newMagicLink(request, email, () =>
    request.post('/api/auth/magic-link', {
      data: { email },
      headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
    }),
  );
  // The automatic POST is lost on the way (the token stays unspent).
  let posts = 0;
  await page.route('**/api/auth/verify', (route) => {
    posts += 1;
    return posts === 1 ? route.abort() : route.continue();
  });
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(messages.common.genericError);
  expect(posts).toBe(1);
  await checkA11y('sign-in link, network failure');

  await page.getByRole('button', { name: login.verifyButton }).click();
  await expect(page).toHaveURL('/pending-approval');
  expect(posts).toBe(2);
});

test('a browser already signed in asks before a link switches it to another account', async ({
  page,
  request,
  checkA11y,
}) => {
  const mine = uniqueEmail('mine');
  await signInViaApi(page, mine);
  // Someone else's link reaches this browser (sent by them, or opened by mistake).
  const theirs = uniqueEmail('theirs');
  const link = await newMagicLink(request, theirs, () =>
    request.post('/api/auth/magic-link', {
      data: { email: theirs },
      headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
    }),
  );
  // Posts that spend the link (the page's first question, keepSession, spends nothing of
  // another account's link).
  let posts = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/auth/verify') && !sent.postDataJSON()?.keepSession) posts += 1;
  });

  await page.goto(link);
  await expect(heading(page)).toHaveText(login.switchTitle);
  await expect(page.getByText(login.switchText(mine))).toBeVisible();
  await checkA11y('sign-in link while signed in');
  expect(posts).toBe(0);

  // Staying keeps the account and leaves the link unspent.
  await page.getByRole('link', { name: login.staySignedIn }).click();
  await expect(page).toHaveURL('/coach/dashboard');
  expect(((await (await page.request.get('/api/auth/user')).json()) as User).email).toBe(mine);

  // Opened again, Sign In switches accounts.
  await page.goto(link);
  await page.getByRole('button', { name: login.verifyButton }).click();
  await expect(page).toHaveURL('/pending-approval');
  expect(((await (await page.request.get('/api/auth/user')).json()) as User).email).toBe(theirs);
  expect(posts).toBe(1);
});

test('a spent link opened again in the browser it signed in goes straight on, no "Switch accounts?"', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('again');
  const link = await newMagicLink(request, email, () =>
    request.post('/api/auth/magic-link', {
      data: { email },
      headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
    }),
  );
  await page.goto(link);
  await expect(page).toHaveURL('/pending-approval');
  // The same email opened again (from the mail app's history, say): already spent.
  await page.goto(link);
  await expect(page).toHaveURL('/pending-approval');
  await expect(page.getByText(login.switchTitle)).toHaveCount(0);
  expect(((await (await page.request.get('/api/auth/user')).json()) as User).email).toBe(email);
});

test('signed out, the coach pages send you to the login; admin says Access Denied', async ({
  page,
  checkA11y,
}) => {
  const loginFor = (path: string) => `/coach/login?${new URLSearchParams({ next: path })}`;
  for (const path of ['/coach/dashboard', '/coach/tools?tab=teams', '/coach/roster', '/admin/qr']) {
    await page.goto(path);
    await expect(page).toHaveURL(loginFor(path));
    await expect(heading(page)).toHaveText(login.title);
  }
  await page.goto('/admin/dashboard');
  await expect(heading(page)).toHaveText(access.deniedTitle);
  await expect(page.getByText(access.deniedLoggedOut)).toBeVisible();
  await checkA11y('admin dashboard, signed out');
  await page.getByRole('button', { name: access.logIn }).click();
  await expect(page).toHaveURL(loginFor('/admin/dashboard'));

  // The coach guide is public.
  await page.goto('/coach/guide');
  await expect(page).toHaveURL('/coach/guide');

  // Signing in from a page's redirect comes back to that page, not the dashboard.
  await page.goto('/coach/tools?tab=teams');
  await expect(page).toHaveURL(loginFor('/coach/tools?tab=teams'));
  const link = await requestLinkThroughUi(page, loadStaff().secondAdmin.email);
  expect(new URL(link).searchParams.get('next')).toBe('/coach/tools?tab=teams');
  await page.goto(link);
  await expect(page).toHaveURL('/coach/tools?tab=teams');
});

test('pending sees Access Pending, a coach sees Access Denied on admin', async ({
  page,
  request,
  checkA11y,
}) => {
  const staff = loadStaff();
  const email = uniqueEmail('roles');
  const { user } = await signInViaApi(page, email);
  expect(user.role).toBe('pending');

  for (const path of ['/coach/dashboard', '/coach/roster', '/admin/qr']) {
    await page.goto(path);
    await expect(heading(page)).toHaveText(access.pendingTitle);
    await expect(page.getByText(access.pendingText)).toBeVisible();
  }
  await checkA11y('access pending');
  await page.goto('/admin/dashboard');
  await expect(heading(page)).toHaveText(access.deniedTitle);
  await expect(page.getByText(access.deniedText)).toBeVisible();

  // Approved (by the second seeded admin, from another cookie jar), then signed in again.
  await signInViaApi(request, staff.secondAdmin.email);
  await setRoleViaApi(request, user.id, 'coach');
  const again = await signInViaApi(page, email);
  expect(again).toMatchObject({ user: { role: 'coach' }, redirectTo: '/coach/dashboard' });

  await page.goto('/admin/dashboard');
  await expect(heading(page)).toHaveText(access.deniedTitle);
  await expect(page.getByText(access.deniedText)).toBeVisible();
  await checkA11y('access denied, coach');

  // A coach's menu has the coach pages but no Admin.
  await page.getByRole('button', { name: nav.menu }).click();
  const menu = page.getByRole('navigation', { name: nav.label });
  await expect(menu.getByRole('link')).toHaveText([
    nav.dashboard,
    nav.tools,
    nav.roster,
    nav.attendance,
    nav.qr,
    nav.home,
  ]);
  await checkA11y('access denied with the menu open');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('button', { name: nav.menu })).toBeFocused();

  await page.getByRole('button', { name: access.goHome }).click();
  await expect(page).toHaveURL('/');

  // An approved coach on /pending-approval goes on to the dashboard.
  await page.goto('/pending-approval');
  await expect(page).toHaveURL('/coach/dashboard');

  // The coach tools open (whatever their page shows, it is not the guard's).
  await page.goto('/coach/tools');
  await expect(page).toHaveURL('/coach/tools');
  await expect(heading(page)).not.toHaveText(access.pendingTitle);
});

test('the admin signs in first, approves a coach, promotes, demotes, deletes and rejects', async ({
  page,
  browser,
  request,
  checkA11y,
}) => {
  test.setTimeout(150_000);
  const staff = loadStaff();
  const adminEmail = staff.firstAdmin.email;

  // The first account ever signs in through the login page and the emailed link.
  await page.goto('/coach/login');
  const adminLink = await requestLinkThroughUi(page, adminEmail);
  await page.goto(adminLink);
  await expect(page).toHaveURL('/coach/dashboard');

  await page.goto('/admin/dashboard');
  await expect(heading(page)).toHaveText(admin.title);
  const me = userCard(page, adminEmail);
  await expect(me).toContainText(staff.firstAdmin.name);
  await expect(me).toContainText(admin.you);
  await expect(roleBadge(me, 'admin')).toBeVisible();
  // Nothing to do to oneself.
  await expect(me.getByRole('button')).toHaveCount(0);
  await checkA11y('admin dashboard (phone)');

  // A second email signs up and waits.
  const coach = await newPerson(browser);
  const coachEmail = uniqueEmail('coach');
  await coach.page.goto('/coach/login');
  const coachLink = await requestLinkThroughUi(coach.page, coachEmail);
  await coach.page.goto(coachLink);
  await expect(coach.page).toHaveURL('/pending-approval');
  await expect(heading(coach.page)).toHaveText(pending.title);
  await expect(coach.page.getByText(pending.greeting(coachEmail))).toBeVisible();
  await expect(coach.page.getByText(pending.accountEmail(coachEmail))).toBeVisible();
  for (const step of [pending.stepNotified, pending.stepReview, pending.stepGranted]) {
    await expect(coach.page.getByText(step, { exact: true })).toBeVisible();
  }
  await expect(coach.page.getByRole('link', { name: pending.logOut })).toHaveAttribute(
    'href',
    '/api/logout',
  );
  await expectNoA11yViolations(coach.page, 'approval pending');

  // Coach tools are out of reach.
  await coach.page.goto('/coach/tools');
  await expect(heading(coach.page)).toHaveText(access.pendingTitle);
  await expect(coach.page.getByText(access.pendingText)).toBeVisible();
  await expect(coach.page.getByRole('button', { name: access.goHome })).toBeVisible();
  await expectNoA11yViolations(coach.page, 'access pending');

  // The coach waits on the pending page while the admin approves (phone layout: cards).
  // Pending users are listed first.
  await coach.page.goto('/pending-approval');
  await page.reload();
  const firstCard = page
    .getByRole('list', { name: admin.usersHeading })
    .getByRole('listitem')
    .first();
  await expect(roleBadge(firstCard, 'pending')).toBeVisible();
  const card = userCard(page, coachEmail);
  await expect(roleBadge(card, 'pending')).toBeVisible();
  await expect(card).toContainText(admin.created);
  await expect(card).toContainText(admin.lastSignIn);
  await card.getByRole('button', { name: admin.approve }).click();
  await expectToast(page, admin.success, admin.roleUpdated);
  await expect(roleBadge(card, 'coach')).toBeVisible();
  await expect(card.getByRole('button', { name: admin.makeAdmin })).toBeVisible();
  await expect(card.getByRole('button', { name: admin.approve })).toHaveCount(0);

  // Approval keeps the coach's session: Check Approval Status goes straight in.
  await coach.page.getByRole('button', { name: pending.checkStatus }).click();
  await expect(coach.page).toHaveURL('/coach/dashboard');
  await coach.page.goto('/coach/tools');
  await expect(coach.page).toHaveURL('/coach/tools');
  await expect(heading(coach.page)).toBeVisible();
  await expect(heading(coach.page)).not.toHaveText(access.pendingTitle);

  // Promote and demote in the desktop table.
  await page.setViewportSize({ width: 1280, height: 900 });
  const row = userRow(page, coachEmail);
  await expect(roleBadge(row, 'coach')).toBeVisible();
  // The admin's header links to the admin dashboard.
  await expect(
    page.getByRole('navigation', { name: nav.label }).getByRole('link', { name: nav.admin }),
  ).toHaveAttribute('aria-current', 'page');
  await checkA11y('admin dashboard (desktop)');
  await row.getByRole('button', { name: admin.makeAdmin }).click();
  await expectToast(page, admin.success, admin.roleUpdated);
  await expect(roleBadge(row, 'admin')).toBeVisible();
  // Focus stays with the user whose role changed.
  await expect(row.getByRole('rowheader')).toBeFocused();
  // Promotion, too, takes effect in the session the user has.
  await coach.page.goto('/admin/dashboard');
  await expect(heading(coach.page)).toHaveText(admin.title);

  await row.getByRole('button', { name: admin.makeCoach }).click();
  await expectToast(page, admin.success, admin.roleUpdated);
  await expect(roleBadge(row, 'coach')).toBeVisible();

  // Demotion ends that user's sessions at once; the pending page then offers to sign in.
  await coach.page.goto('/coach/tools');
  await expect(coach.page).toHaveURL(`/coach/login?next=${encodeURIComponent('/coach/tools')}`);
  await coach.page.goto('/pending-approval');
  await expect(coach.page.getByText(pending.greeting(pending.there))).toBeVisible();
  await expect(coach.page.getByText(pending.signedOut)).toBeVisible();
  await expectNoA11yViolations(coach.page, 'approval pending, signed out');
  await coach.page.getByRole('link', { name: pending.signIn }).click();
  await expect(coach.page).toHaveURL('/coach/login');

  // Delete asks first; Cancel keeps the user.
  await row.getByRole('button', { name: admin.delete }).click();
  const dialog = page.getByRole('alertdialog', { name: admin.deleteTitle(coachEmail) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(admin.confirmDelete, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: admin.cancel })).toBeFocused();
  await checkA11y('delete confirmation');
  await dialog.getByRole('button', { name: admin.cancel }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: admin.delete })).toBeFocused();

  await row.getByRole('button', { name: admin.delete }).click();
  await dialog.getByRole('button', { name: admin.delete }).click();
  await expectToast(page, admin.success, admin.userDeleted);
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('heading', { name: admin.usersHeading })).toBeFocused();

  // Reject: a third email signed up; Reject asks with the reject wording (decision 020).
  const rejectedEmail = uniqueEmail('rejected');
  await signInViaApi(request, rejectedEmail);
  await page.reload();
  const rejected = userRow(page, rejectedEmail);
  await rejected.getByRole('button', { name: admin.reject }).click();
  const rejectDialog = page.getByRole('alertdialog', { name: admin.rejectTitle(rejectedEmail) });
  await expect(rejectDialog.getByText(admin.confirmReject, { exact: true })).toBeVisible();
  await expect(rejectDialog.getByText(admin.confirmDelete)).toHaveCount(0);
  await rejectDialog.getByRole('button', { name: admin.reject }).click();
  await expectToast(page, admin.success, admin.rejectedText(rejectedEmail));
  await expect(rejected).toHaveCount(0);

  // Log out from the account menu; the admin area is closed again.
  await page.getByRole('button', { name: nav.account }).click();
  await expect(page.getByRole('menu')).toContainText(nav.signedInAs(adminEmail));
  await checkA11y('account menu');
  await page.getByRole('menuitem', { name: nav.logOut }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/admin/dashboard');
  await expect(heading(page)).toHaveText(access.deniedTitle);
  await expect(page.getByText(access.deniedLoggedOut)).toBeVisible();

  coach.expectNoProblems();
  await coach.context.close();
});

test('in the admin area, a 401 Unauthorized sends the admin to the login', async ({
  page,
  request,
}) => {
  const staff = loadStaff();
  const waiting = uniqueEmail('waiting');
  await signInViaApi(request, waiting);
  await signInViaApi(page, staff.secondAdmin.email);
  await page.goto('/admin/dashboard');
  const card = userCard(page, waiting);
  await expect(card.getByRole('button', { name: admin.approve })).toBeVisible();

  // The session is gone (cookie cleared): the next admin call answers 401.
  await page.context().clearCookies();
  await card.getByRole('button', { name: admin.approve }).click();
  await expect(page).toHaveURL(`/coach/login?next=${encodeURIComponent('/admin/dashboard')}`);
  await expect(heading(page)).toHaveText(login.title);
});

/**
 * Every screen of this area, light and dark, at 390 px and on a desktop, into
 * .tmp/screens for a person to look at.   SCREENSHOTS=1 npx playwright test coach-auth
 */
for (const theme of ['light', 'dark'] as const) {
  test(`screenshots, ${theme}`, async ({ page, browser, request }) => {
    test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take screenshots');
    test.setTimeout(180_000);
    const outDir = path.resolve(import.meta.dirname, '..', '..', '.tmp', 'screens');
    const phone = { width: 390, height: 844 };
    const desktop = { width: 1280, height: 900 };
    const shoot = async (target: Page, name: string, sizes = [phone, desktop]) => {
      for (const size of sizes) {
        await target.setViewportSize(size);
        await target.waitForTimeout(400);
        const kind = size === phone ? 'phone' : 'desktop';
        await target.screenshot({
          path: path.join(outDir, `coach-${name}-${kind}-${theme}.png`),
          fullPage: true,
        });
      }
      await target.setViewportSize(phone);
    };
    const setTheme = (value: string) => localStorage.setItem('theme', value);
    await page.addInitScript(setTheme, theme);

    // Signed out: login and its states.
    await page.goto('/coach/login');
    await shoot(page, 'login');
    await page.route('**/api/auth/magic-link', () => {}); // never answers: Sending...
    await page.getByLabel(login.emailLabel).fill('jordan.coach@school.org');
    await page.getByRole('button', { name: login.sendMagicLink }).click();
    await shoot(page, 'login-sending', [phone]);
    await page.unroute('**/api/auth/magic-link');
    await page.goto('/coach/login');
    await page.getByLabel(login.emailLabel).fill('jordan.coach@school.org');
    await page.route('**/api/auth/magic-link', (route) =>
      route.fulfill({ json: { message: 'ok' } }),
    );
    await page.getByRole('button', { name: login.sendMagicLink }).click();
    await expect(heading(page)).toHaveText(login.checkEmailTitle);
    await shoot(page, 'check-email');
    await page.route('**/api/auth/magic-link', (route) =>
      route.fulfill({ status: 429, json: { message: messages.errors.magicLinkCap } }),
    );
    await page.getByRole('button', { name: login.differentEmail }).click();
    await page.getByLabel(login.emailLabel).fill('jordan.coach@school.org');
    await page.getByRole('button', { name: login.sendMagicLink }).click();
    await expectToast(page, login.failed);
    await shoot(page, 'login-failed');
    await page.unroute('**/api/auth/magic-link');
    await page.route('**/api/auth/providers', (route) =>
      route.fulfill({ json: { oidc: { name: 'Google', startUrl: '/api/auth/oidc/start' } } }),
    );
    await page.goto('/coach/login?error=oidc');
    await shoot(page, 'login-provider');
    await page.unroute('**/api/auth/providers');

    await page.route('**/api/auth/verify', () => {}); // never answers: Signing you in…
    await page.goto(`/coach/login/verify#token=${'A'.repeat(43)}`);
    await shoot(page, 'verify-working', [phone]);
    await page.unroute('**/api/auth/verify');
    await page.goto(`/coach/login/verify#token=${'A'.repeat(43)}`);
    await expect(heading(page)).toHaveText(login.verifyFailedTitle);
    await shoot(page, 'verify-failed');
    await page.goto('/admin/dashboard');
    await expect(heading(page)).toHaveText(access.deniedTitle);
    await shoot(page, 'access-denied-signed-out');
    await page.goto('/pending-approval');
    await expect(page.getByText(pending.signedOut)).toBeVisible();
    await shoot(page, 'pending-signed-out');

    // A pending account.
    const waiting = await newPerson(browser);
    await waiting.page.addInitScript(setTheme, theme);
    await signInViaApi(waiting.page, uniqueEmail(`taylor.${theme}`));
    await waiting.page.goto('/pending-approval');
    await expect(heading(waiting.page)).toHaveText(pending.title);
    await shoot(waiting.page, 'pending-approval');
    await waiting.page.goto('/coach/tools');
    await expect(heading(waiting.page)).toHaveText(access.pendingTitle);
    await shoot(waiting.page, 'access-pending');

    // A coach: the staff layout and its phone menu.
    const staff = loadStaff();
    const coachEmail = uniqueEmail(`morgan.${theme}`);
    const signedUp = await signInViaApi(page, coachEmail);
    await signInViaApi(request, staff.secondAdmin.email);
    await setRoleViaApi(request, signedUp.user.id, 'coach');
    await signInViaApi(page, coachEmail);
    await page.goto('/coach/tools');
    await expect(heading(page)).toBeVisible();
    await shoot(page, 'coach-tools');
    await page.goto('/admin/dashboard');
    await expect(heading(page)).toHaveText(access.deniedTitle);
    await shoot(page, 'access-denied-coach');
    await page.getByRole('button', { name: nav.menu }).click();
    await shoot(page, 'coach-menu', [phone]);

    // The admin (the session `request` holds): user management, confirmation, account menu.
    await page.context().addCookies((await request.storageState()).cookies);
    await page.goto('/admin/dashboard');
    await expect(userCard(page, coachEmail)).toBeVisible();
    await shoot(page, 'admin-dashboard');
    await userCard(page, coachEmail).getByRole('button', { name: admin.delete }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await shoot(page, 'admin-delete-dialog', [phone]);
    await page.keyboard.press('Escape');
    await page.setViewportSize(desktop);
    await userRow(page, coachEmail).getByRole('button', { name: admin.delete }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({
      path: path.join(outDir, `coach-admin-delete-dialog-desktop-${theme}.png`),
    });
    await page.keyboard.press('Escape');
    await userRow(page, coachEmail).getByRole('button', { name: admin.makeAdmin }).click();
    await expectToast(page, admin.success, admin.roleUpdated);
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(outDir, `coach-admin-toast-desktop-${theme}.png`) });
    await page.getByRole('button', { name: nav.account }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(outDir, `coach-account-menu-desktop-${theme}.png`) });
    await page.keyboard.press('Escape');
    await page.setViewportSize(phone);
    await page.getByRole('button', { name: nav.account }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(outDir, `coach-account-menu-phone-${theme}.png`) });

    waiting.expectNoProblems();
    await waiting.context.close();
  });
}
