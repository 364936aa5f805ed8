/**
 * The client address behind a proxy: X-Forwarded-For counts only when the socket belongs
 * to a proxy TRUST_PROXY names. The address is what every per-address limit keys on; here
 * it is read back from the sign-in link requests, which store it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginTokens } from '../db/schema.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => t.close());

async function addressSeen(remoteAddress: string, forwardedFor: string): Promise<string> {
  const email = `proxy${n++}@school.test`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/magic-link',
    remoteAddress,
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': forwardedFor },
    payload: { email },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [token] = await t.db.select().from(loginTokens).where(eq(loginTokens.email, email));
  return token!.ip;
}

it('believes X-Forwarded-For from the named proxy', async () => {
  expect(await addressSeen('127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
  // A client that sent its own header through the proxy: the proxy's entry wins.
  expect(await addressSeen('127.0.0.1', '198.51.100.1, 203.0.113.10')).toBe('203.0.113.10');
});

it('ignores X-Forwarded-For from anyone else', async () => {
  expect(await addressSeen('10.20.30.40', '203.0.113.11')).toBe('10.20.30.40');
});
