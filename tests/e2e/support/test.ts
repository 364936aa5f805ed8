/**
 * The e2e `test`: Playwright's, plus the seeded fixtures, a fresh phone number per test,
 * an accessibility check, and a guard that fails a test on any uncaught page error or
 * JavaScript dialog (a name carrying HTML must never run as code).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import type { OutboxMessage } from '#shared/schemas.ts';
import type { E2eFixtures } from './fixture-data.ts';

export { expect };

function loadFixtures(): E2eFixtures {
  const dir = process.env.E2E_DIR;
  if (!dir) throw new Error('E2E_DIR is not set');
  return JSON.parse(readFileSync(path.join(dir, 'fixtures.json'), 'utf8')) as E2eFixtures;
}

let phoneCounter = 0;

/** A valid US number nobody else in this run uses (555 numbers, area codes 2xx-9xx). */
export function freshPhone(): string {
  phoneCounter += 1;
  const area = 200 + Math.floor(Math.random() * 700);
  const line = String((Date.now() + phoneCounter * 7919 + Math.floor(Math.random() * 1e6)) % 1e4);
  return `${area}555${line.padStart(4, '0')}`;
}

/** E.164 form of what freshPhone returns. */
export function e164(phone: string): string {
  return `+1${phone}`;
}

type Fixtures = {
  seed: E2eFixtures;
  phone: string;
  /** Runs axe on the current page; fails on any violation. */
  checkA11y: (label?: string) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
  seed: async ({}, use) => {
    await use(loadFixtures());
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
  phone: async ({}, use) => {
    await use(freshPhone());
  },
  checkA11y: async ({ page }, use) => {
    await use((label) => expectNoA11yViolations(page, label));
  },
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('dialog', (dialog) => {
      problems.push(`unexpected ${dialog.type()} dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await use(page);
    expect(problems, 'page errors and dialogs').toEqual([]);
  },
});

/** Runs axe on any page (a second browser context too); fails on any violation. */
export async function expectNoA11yViolations(page: Page, label?: string): Promise<void> {
  // From the top of the page: what is scrolled under the sticky header is counted as
  // obscured (target-size) or measured against the header (contrast), so the result would
  // depend on where the test left the scroll.
  await page.evaluate(() => window.scrollTo(0, 0));
  // Let entrance animations and toasts settle so colours are measured as seen.
  await page.waitForTimeout(350);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .map((node) => `    ${node.target.join(' ')} ${node.failureSummary ?? ''}`)
        .join('\n')}`,
  );
  expect(summary, `axe violations on ${label ?? page.url()}`).toEqual([]);
}

/** The verification codes texted to a phone, newest first, from the dev outbox. */
export async function outboxFor(request: APIRequestContext, phone: string) {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(e164(phone))}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxMessage[];
}

/** Waits for the newest code texted to a phone. */
export async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        code = (await outboxFor(request, phone))[0]?.code;
        return code;
      },
      { message: `a code texted to ${phone}` },
    )
    .toBeTruthy();
  return code!;
}

/** A code of the same length that is certainly not `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/**
 * Verifies a phone through the API in this page's browser context, so the context holds
 * the parent-device cookie, as after the code step (used where the UI is not under test).
 */
export async function verifyPhoneViaApi(page: Page, phone: string): Promise<void> {
  const origin = new URL(
    page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url(),
  ).origin;
  const headers = { Origin: origin };
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
}

/** Links a roster athlete to the verified phone of this context, through the API. */
export async function linkAthleteViaApi(
  page: Page,
  input: {
    eventId: string;
    athlete: { id: string; firstName: string; lastName: string };
    phone: string;
  },
) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const response = await page.request.post('/api/link-parent', {
    headers: { Origin: origin },
    data: {
      eventId: input.eventId,
      athleteId: input.athlete.id,
      firstName: input.athlete.firstName,
      lastName: input.athlete.lastName,
      teamId: null,
      gradYear: null,
      phoneNumber: input.phone,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** The toast viewport (Radix labels it "Notifications (F8)"; each toast is a list item). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

/** Expects a visible toast with this title (and description, when given). */
export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const toast = toasts(page).getByRole('listitem').filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description !== undefined) await expect(toast).toContainText(description);
}

/**
 * A catalogue text with a hole the test cannot know (a time in the browser's zone), as a
 * pattern: `textPattern(t.waitingOnCard(ANY))` matches "Tapped at 6:02 PM · waiting…".
 */
export const ANY = '\u0000ANY\u0000';
export function textPattern(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.split(ANY).join('.+'));
}
