import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app.ts';
import { createTwilioSms, SmsError } from './sms.ts';

/** A local HTTP server standing in for Twilio's REST API (the network is closed). */
interface Received {
  method: string;
  url: string;
  authorization: string;
  contentType: string;
  form: URLSearchParams;
}
let server: Server;
let apiBase: string;
const received: Received[] = [];
let answer = { status: 201, body: '{"sid":"SM123","status":"queued"}' };

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization ?? '',
      contentType: request.headers['content-type'] ?? '',
      form: new URLSearchParams(await readBody(request)),
    });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  answer = { status: 201, body: '{"sid":"SM123","status":"queued"}' };
});

const twilioConfig = () => ({
  kind: 'twilio' as const,
  accountSid: 'AC0123456789',
  authToken: 'secret-token',
  from: '+15005550006',
  apiBase,
});

describe('Twilio SMS adapter', () => {
  it("posts the message form-encoded to the account's Messages resource with basic auth", async () => {
    await createTwilioSms(twilioConfig()).send({ to: '+15551234567', body: 'Your code is 123456' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/2010-04-01/Accounts/AC0123456789/Messages.json');
    expect(request?.authorization).toBe(
      `Basic ${Buffer.from('AC0123456789:secret-token').toString('base64')}`,
    );
    expect(request?.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: '+15551234567',
      From: '+15005550006',
      Body: 'Your code is 123456',
    });
  });

  it('throws an SmsError when Twilio refuses', async () => {
    answer = { status: 400, body: '{"code":21211,"message":"Invalid To number"}' };
    await expect(
      createTwilioSms(twilioConfig()).send({ to: '+15551234567', body: 'x' }),
    ).rejects.toThrow(SmsError);
  });

  it('is what the app uses when Twilio is configured: nothing lands in the dev outbox', async () => {
    const t = await createTestApp({
      env: {
        TWILIO_ACCOUNT_SID: 'AC0123456789',
        TWILIO_AUTH_TOKEN: 'secret-token',
        TWILIO_FROM: '+15005550006',
        TWILIO_API_BASE: apiBase,
        SMTP_URL: 'smtp://127.0.0.1:2525',
      },
    });
    try {
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/send-verification',
          headers: { origin: TEST_ORIGIN },
          payload: { phoneNumber: '5551234567' },
        });
      expect((await send()).statusCode).toBe(200);
      expect(received[0]?.form.get('Body')).toMatch(/^Your TapIn verification code is \d{6}\./);
      expect(await t.app.deps.outbox.list()).toEqual([]);
      // No provider missing, so the dev outbox routes do not exist.
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);

      // When Twilio fails, the parent gets a clear message and may retry at once.
      answer = { status: 500, body: 'upstream exploded at line 42' };
      t.clock.advance(120_000);
      const failed = await send();
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({ code: 'SMS_FAILED', message: messages.errors.smsFailed });
      answer = { status: 201, body: '{}' };
      expect((await send()).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
