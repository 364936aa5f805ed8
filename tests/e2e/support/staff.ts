/**
 * Staff sessions for browser tests, made through the real sign-in API (magic link from
 * the dev outbox, spent with a POST) instead of clicking through the login screen.
 * E2E_STAFF_EMAIL is in ADMIN_EMAILS (playwright.config.ts), so it can use every coach
 * screen whichever account happened to sign in first.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { OutboxMessage } from '#shared/schemas.ts';
import { expect, test } from './test.ts';

export const E2E_STAFF_EMAIL = 'e2e-staff@tapin.test';

function origin(): string {
  return new URL(test.info().project.use.baseURL!).origin;
}

async function magicLinks(request: APIRequestContext, email: string, since: number) {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  const messages = (await response.json()) as OutboxMessage[];
  return messages
    .filter((message) => message.link && Date.parse(message.createdAt) >= since - 1000)
    .map((message) => new URL(message.link!).hash.replace(/^#token=/, ''));
}

/**
 * Signs `email` in within this browser context (its cookie jar gets the session).
 * Workers may sign the same address in at once: each tries the fresh links until one of
 * them is still unspent.
 */
export async function signInAsStaff(
  target: BrowserContext | Page,
  email: string = E2E_STAFF_EMAIL,
): Promise<void> {
  const request = target.request;
  const headers = { Origin: origin() };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const since = Date.now();
    const sent = await request.post('/api/auth/magic-link', { data: { email }, headers });
    expect(sent.status(), await sent.text()).toBe(200);
    let tokens: string[] = [];
    await expect
      .poll(async () => {
        tokens = await magicLinks(request, email, since);
        return tokens.length;
      })
      .toBeGreaterThan(0);
    for (const token of tokens) {
      const verified = await request.post('/api/auth/verify', { data: { token }, headers });
      if (verified.ok()) return;
    }
  }
  throw new Error(`could not sign ${email} in`);
}

/** A JSON request as the signed-in staff member of this context (Origin included). */
export async function staffRequest<T>(
  target: BrowserContext | Page,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await target.request.fetch(url, {
    method,
    data,
    headers: { Origin: origin() },
  });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
