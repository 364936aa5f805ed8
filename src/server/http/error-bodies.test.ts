/**
 * Every error answer has the API's own body, `{code, message}`, including the ones Fastify
 * raises before routing (a URL that does not decode), which would otherwise carry the
 * framework's body and internal error code.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

it.each(['/api/%zz', '/api/events/%E0%A4%A', '/check-in/%'])(
  'a URL that does not decode (%s) answers 400 with the usual body',
  async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'MALFORMED_REQUEST',
      message: messages.errors.invalidRequest,
    });
  },
);
