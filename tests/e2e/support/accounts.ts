/**
 * Coach and admin accounts for browser tests: the accounts the seed made
 * (seed-staff.ts), fresh addresses, magic links from the dev outbox, and signing in
 * through the real API (POST magic-link, then POST verify) where the UI is not under test.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { OutboxMessage, SignInResponse } from '#shared/schemas.ts';
import { expect, test } from './test.ts';

type Account = { id: string; email: string; name: string };
export type E2eStaff = { firstAdmin: Account; secondAdmin: Account };

export function loadStaff(): E2eStaff {
  const dir = process.env.E2E_DIR;
  if (!dir) throw new Error('E2E_DIR is not set');
  return JSON.parse(readFileSync(path.join(dir, 'staff.json'), 'utf8')) as E2eStaff;
}

let emailCounter = 0;

/** An address no other test in this run uses. */
export function uniqueEmail(label: string): string {
  emailCounter += 1;
  const stamp = `${Date.now().toString(36)}${emailCounter}${Math.floor(Math.random() * 1e4)}`;
  return `${label}-${stamp}@tapin.test`;
}

function originHeaders() {
  return { Origin: new URL(test.info().project.use.baseURL!).origin };
}

async function emailedLinks(request: APIRequestContext, email: string): Promise<string[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  const messages = (await response.json()) as OutboxMessage[];
  return messages.filter((m) => m.channel === 'email' && m.link).map((m) => m.link!);
}

/**
 * Runs `send` (which makes the app email a sign-in link) and answers the new link,
 * as emailed: `${PUBLIC_URL}/coach/login/verify#token=…`.
 */
export async function newMagicLink(
  request: APIRequestContext,
  email: string,
  send: () => Promise<unknown>,
): Promise<string> {
  const before = (await emailedLinks(request, email)).length;
  await send();
  let link = '';
  await expect
    .poll(
      async () => {
        const links = await emailedLinks(request, email);
        link = links.length > before ? links[0]! : '';
        return link;
      },
      { message: `a new sign-in link emailed to ${email}` },
    )
    .not.toBe('');
  return link;
}

/** The token inside a magic link (it rides in the fragment). */
export function tokenOf(link: string): string {
  return new URLSearchParams(new URL(link).hash.slice(1)).get('token') ?? '';
}

/**
 * Signs `email` in within this context's cookie jar, through the API: the account is made
 * (pending) on its first sign-in.
 */
export async function signInViaApi(
  target: Page | BrowserContext | APIRequestContext,
  email: string,
): Promise<SignInResponse> {
  const request = 'request' in target ? target.request : target;
  const headers = originHeaders();
  const link = await newMagicLink(request, email, async () => {
    const sent = await request.post('/api/auth/magic-link', { data: { email }, headers });
    expect(sent.status(), await sent.text()).toBe(200);
  });
  const verified = await request.post('/api/auth/verify', {
    data: { token: tokenOf(link) },
    headers,
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return (await verified.json()) as SignInResponse;
}

/** PATCH a user's role as the admin signed in within `admin`. */
export async function setRoleViaApi(
  admin: Page | BrowserContext | APIRequestContext,
  userId: string,
  role: 'pending' | 'coach' | 'admin',
): Promise<void> {
  const request = 'request' in admin ? admin.request : admin;
  const response = await request.patch(`/api/admin/users/${userId}/role`, {
    data: { role },
    headers: originHeaders(),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Fails the test on an uncaught page error or a JavaScript dialog, like the `page`
 * fixture does, for pages of extra browser contexts. Call the answer at the end.
 */
export function watchPage(page: Page): () => void {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('dialog', (dialog) => {
    problems.push(`unexpected ${dialog.type()} dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return () => expect(problems, 'page errors and dialogs').toEqual([]);
}
