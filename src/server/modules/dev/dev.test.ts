/**
 * The dev outbox holds sign-in links and codes: it is served when the app runs on this
 * machine, and not when PUBLIC_URL points elsewhere (a deployment that forgot NODE_ENV).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let local: TestApp;
let deployed: TestApp;

beforeAll(async () => {
  local = await createTestApp();
  deployed = await createTestApp({ env: { PUBLIC_URL: 'https://checkin.example.org' } });
});
afterAll(async () => {
  await local.close();
  await deployed.close();
});

it('is open on this machine', async () => {
  for (const url of ['/api/dev/outbox', '/dev/outbox']) {
    expect((await local.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  }
});

it('is closed when PUBLIC_URL is another host, though messages still go nowhere', async () => {
  for (const url of ['/api/dev/outbox', '/dev/outbox']) {
    expect((await deployed.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  }
  expect(deployed.app.deps.mailer.kind).toBe('outbox');
});
