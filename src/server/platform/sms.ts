/**
 * Sending text messages: Twilio's REST API in production, the dev outbox otherwise.
 */
import type { Config } from '../config.ts';
import type { Outbox } from './outbox.ts';

export interface SmsMessage {
  to: string;
  body: string;
  /** The verification code inside the body, kept by the dev outbox for tests. */
  code?: string;
}

export interface SmsSender {
  readonly kind: 'twilio' | 'outbox';
  send(message: SmsMessage): Promise<void>;
}

export class SmsError extends Error {
  override name = 'SmsError';
}

export function createOutboxSms(outbox: Outbox): SmsSender {
  return {
    kind: 'outbox',
    send: (message) => outbox.put({ channel: 'sms', ...message }),
  };
}

type TwilioConfig = Extract<Config['sms'], { kind: 'twilio' }>;

export function createTwilioSms(config: TwilioConfig, timeoutMs = 10_000): SmsSender {
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
    config.apiBase,
  );
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    kind: 'twilio',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ To: message.to, From: config.from, Body: message.body }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsError(`Twilio request failed: ${(error as Error).message}`);
      }
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new SmsError(`Twilio answered ${response.status}: ${detail.slice(0, 500)}`);
      }
    },
  };
}

export function createSms(config: Config, outbox: Outbox): SmsSender {
  return config.sms.kind === 'twilio' ? createTwilioSms(config.sms) : createOutboxSms(outbox);
}
