/** The phone and code steps: validation, wrong codes, the resend cooldown, the device cookie. */
import { messages } from '#shared/messages.ts';
import {
  e164,
  expect,
  expectToast,
  latestCode,
  outboxFor,
  test,
  verifyPhoneViaApi,
  wrongCode,
} from './support/test.ts';

const t = messages.parent;

test('a phone number that is too short is refused on the spot', async ({
  page,
  seed,
  checkA11y,
}) => {
  await page.goto(`/check-in/phone?event=${seed.openEvent.id}`);
  const input = page.getByLabel(t.phoneLabel);
  await input.fill('555-12');
  await page.getByRole('button', { name: t.continue }).click();
  await expect(page.getByRole('alert')).toHaveText(t.invalidPhone);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(`/check-in/phone?event=${seed.openEvent.id}`);
  await checkA11y('phone step with an error');

  // A number starting with 0 does not match the pattern either.
  await input.fill('0123456789');
  await page.getByRole('button', { name: t.continue }).click();
  await expect(page.getByRole('alert')).toHaveText(t.invalidPhone);
});

test('five wrong codes lock the code', async ({ page, seed, phone }) => {
  await page.goto(`/check-in/verify?event=${seed.openEvent.id}&phone=${phone}`);
  await expectToast(page, t.codeSent);
  const code = await latestCode(page.request, phone);
  const wrong = wrongCode(code);
  const input = page.getByLabel(t.codeLabel);
  const verify = page.getByRole('button', { name: t.verifyPhone });

  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await input.fill(wrong);
    await verify.click();
    const expected =
      attempt < 5 ? messages.errors.codeWrong(5 - attempt) : messages.errors.codeLocked;
    await expectToast(page, t.verificationFailed, expected);
    // The field is cleared for the next try.
    await expect(input).toHaveValue('');
  }

  // Even the right code no longer works.
  await input.fill(code);
  await verify.click();
  await expectToast(page, t.verificationFailed, messages.errors.codeLocked);
  await expect(page).toHaveURL(/\/check-in\/verify\?/);
});

test('resend is locked for 60 seconds with a visible countdown', async ({ page, seed, phone }) => {
  const eventId = seed.openEvent.id;
  await page.goto(`/check-in/verify?event=${eventId}&phone=${phone}`);
  await expectToast(page, t.codeSent);
  const resend = page.getByRole('button', { name: t.resendCode });
  await expect(resend).toBeDisabled();
  const countdown = page.getByText(/Resend code in \d+s/);
  await expect(countdown).toBeVisible();
  const first = Number((await countdown.textContent())?.match(/\d+/)?.[0]);
  expect(first).toBeGreaterThan(50);
  expect(first).toBeLessThanOrEqual(60);
  await expect
    .poll(async () => Number((await countdown.textContent())?.match(/\d+/)?.[0]))
    .toBeLessThan(first);

  // Coming back to the screen does not text another code: the server's 429 carries
  // retryAfter, and the screen just keeps counting down, without an error.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.verifyTitle);
  await expect(page.getByText(/Resend code in \d+s/)).toBeVisible();
  await expect(page.getByRole('button', { name: t.resendCode })).toBeDisabled();
  await page.waitForTimeout(500);
  await expect(page.getByText(t.failedToSendCode)).toHaveCount(0);
  expect(await outboxFor(page.request, phone)).toHaveLength(1);

  // Back goes to the phone step of the same event.
  await page.getByRole('button', { name: messages.common.back }).click();
  await expect(page).toHaveURL(`/check-in/phone?event=${eventId}`);
});

test('resend works once the cooldown is over', async ({ page, seed, phone }) => {
  // Run the page clock ahead instead of waiting a real minute; the server's cooldown is
  // real time, so the resend itself is answered by a stub.
  await page.clock.install();
  await page.goto(`/check-in/verify?event=${seed.openEvent.id}&phone=${phone}`);
  await expectToast(page, t.codeSent);
  const resend = page.getByRole('button', { name: t.resendCode });
  await expect(resend).toBeDisabled();
  await page.route('**/api/send-verification', (route) =>
    route.fulfill({ json: { message: 'sent', retryAfter: 60 } }),
  );
  await page.clock.fastForward('01:01');
  await expect(resend).toBeEnabled();
  await expect(page.getByText(/Resend code in/)).toHaveCount(0);
  await resend.click();
  await expectToast(page, t.codeSent);
  await expect(resend).toBeDisabled();
});

test('the verify step without a phone goes back to the QR landing', async ({ page, seed }) => {
  await page.goto(`/check-in/verify?event=${seed.openEvent.id}`);
  // The landing then forwards an unverified device to the phone step.
  await expect(page).toHaveURL(`/check-in/phone?event=${seed.openEvent.id}`);
});

test('a phone already verified on this device skips the code', async ({ page, seed, phone }) => {
  await page.goto('/');
  await verifyPhoneViaApi(page, phone);
  await page.goto(`/check-in/phone?event=${seed.openEvent.id}`);
  await page.getByLabel(t.phoneLabel).fill(phone);
  await page.getByRole('button', { name: t.continue }).click();
  await expect(page).toHaveURL(
    `/check-in/athletes?event=${seed.openEvent.id}&phone=${encodeURIComponent(e164(phone))}`,
  );
  expect(await outboxFor(page.request, phone)).toHaveLength(1);
});

test('the athlete list sends an unverified device to the phone step', async ({
  page,
  seed,
  phone,
}) => {
  await page.goto(`/check-in/athletes?event=${seed.openEvent.id}&phone=${e164(phone)}`);
  await expect(page).toHaveURL(`/check-in/phone?event=${seed.openEvent.id}`);
});

test('"Use a different phone number" forgets this device\'s phone', async ({
  page,
  seed,
  phone,
}) => {
  await page.goto('/');
  await verifyPhoneViaApi(page, phone);
  await page.goto(`/check-in?event=${seed.openEvent.id}`);
  await expect(page).toHaveURL(/\/check-in\/athletes\?/);
  await expect(
    page.getByText(t.checkingInAs(`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`)),
  ).toBeVisible();
  await page.getByRole('button', { name: t.notYou }).click();
  await expect(page).toHaveURL(`/check-in/phone?event=${seed.openEvent.id}`);
  const session = await page.request.get('/api/parent/session');
  expect(await session.json()).toEqual({ phoneNumber: null });
  // The next scan asks for the phone again.
  await page.goto(`/check-in?event=${seed.openEvent.id}`);
  await expect(page).toHaveURL(`/check-in/phone?event=${seed.openEvent.id}`);
});

test("a stranger's wrong guesses in another browser leave this browser's code working", async ({
  page,
  browser,
  seed,
  phone,
}) => {
  await page.goto(`/check-in/verify?event=${seed.openEvent.id}&phone=${phone}`);
  await expectToast(page, t.codeSent);
  const code = await latestCode(page.request, phone);

  // Somebody else, in their own browser, guesses five times for this phone: their guesses
  // meet no code of theirs, and count against nobody's.
  const stranger = await browser.newContext();
  try {
    const origin = new URL(page.url()).origin;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const guess = await stranger.request.post(`${origin}/api/verify-code`, {
        data: { phoneNumber: phone, code: wrongCode(code) },
        headers: { Origin: origin },
      });
      expect(guess.status()).toBe(400);
      expect(await guess.json()).toEqual({
        code: 'CODE_EXPIRED',
        message: messages.errors.codeExpired,
      });
    }
  } finally {
    await stranger.close();
  }

  await page.getByLabel(t.codeLabel).fill(code);
  await page.getByRole('button', { name: t.verifyPhone }).click();
  await expectToast(page, t.phoneVerified);
  const session = await page.request.get('/api/parent/session');
  expect(await session.json()).toEqual({ phoneNumber: e164(phone) });
});
