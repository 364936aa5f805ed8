/**
 * Sending text messages: Twilio's REST API in production, the dev outbox otherwise. Two
 * senders (decision 042): verification codes from TWILIO_FROM, alert texts from the
 * Messaging Service or TWILIO_ALERTS_FROM, so a phone that replied STOP to alerts (which
 * blocks that sender only, at the carrier) still receives its sign-in codes.
 */
import type { Config } from '../config.ts';
import type { Outbox } from './outbox.ts';

export interface SmsMessage {
  to: string;
  body: string;
  /** The verification code inside the body, kept by the dev outbox for tests. */
  code?: string;
}

/** What the provider said when it accepted a text: its message id (Twilio's SM…). */
export interface SmsSent {
  sid: string | null;
}

export interface SmsSender {
  readonly kind: 'twilio' | 'outbox';
  // biome-ignore lint/suspicious/noConfusingVoidType: a stand-in sender may answer nothing
  send(message: SmsMessage): Promise<SmsSent | void>;
}

/** Twilio's "the recipient replied STOP to this sender" refusal (decision 042). */
export const TWILIO_OPTED_OUT = 21610;

export class SmsError extends Error {
  override name = 'SmsError';
  /**
   * True when sending again cannot help (a 4xx other than 429: a bad number, an opted-out
   * recipient, a bad account): the outbox marks the message failed and never retries.
   * False for timeouts, network failures, 429 and 5xx: retried with backoff.
   */
  readonly permanent: boolean;
  /** Twilio's error code (21610, 21211…), when it gave one. */
  readonly providerCode: number | null;
  /** The HTTP status, when there was an answer. */
  readonly status: number | null;

  constructor(
    message: string,
    details: { permanent?: boolean; providerCode?: number | null; status?: number | null } = {},
  ) {
    super(message);
    this.permanent = details.permanent ?? false;
    this.providerCode = details.providerCode ?? null;
    this.status = details.status ?? null;
  }
}

/** Whether an HTTP status from the provider is worth another try later. */
export function isTransientStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

export function createOutboxSms(outbox: Outbox): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      await outbox.put({ channel: 'sms', ...message });
      return { sid: null };
    },
  };
}

type TwilioConfig = Extract<Config['sms'], { kind: 'twilio' }>;

/** Who a text is from: a number (From) or a Messaging Service (MessagingServiceSid). */
export type SmsSenderId = { from: string } | { messagingServiceSid: string };

export function createTwilioSms(
  config: TwilioConfig,
  timeoutMs = 10_000,
  sender: SmsSenderId = { from: config.from },
): SmsSender {
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
          body: new URLSearchParams({
            To: message.to,
            ...('from' in sender
              ? { From: sender.from }
              : { MessagingServiceSid: sender.messagingServiceSid }),
            Body: message.body,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // A timeout or a network failure: Twilio may or may not have the text; try again.
        throw new SmsError(`Twilio request failed: ${(error as Error).message}`);
      }
      const detail = await response.text().catch(() => '');
      if (!response.ok) {
        throw new SmsError(`Twilio answered ${response.status}: ${detail.slice(0, 500)}`, {
          permanent: !isTransientStatus(response.status),
          providerCode: twilioErrorCode(detail),
          status: response.status,
        });
      }
      return { sid: twilioSid(detail) };
    },
  };
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function twilioErrorCode(body: string): number | null {
  const code = parseJson(body)?.code;
  return typeof code === 'number' ? code : null;
}

function twilioSid(body: string): string | null {
  const sid = parseJson(body)?.sid;
  return typeof sid === 'string' ? sid : null;
}

/** The verification codes' sender (TWILIO_FROM). */
export function createSms(config: Config, outbox: Outbox): SmsSender {
  return config.sms.kind === 'twilio' ? createTwilioSms(config.sms) : createOutboxSms(outbox);
}

/**
 * The alert texts' sender (decision 042): the Messaging Service when set, else
 * TWILIO_ALERTS_FROM, else TWILIO_FROM. In dev and tests, the dev outbox as for codes.
 */
export function createAlertSms(config: Config, outbox: Outbox, timeoutMs = 10_000): SmsSender {
  if (config.sms.kind !== 'twilio') return createOutboxSms(outbox);
  return createTwilioSms(config.sms, timeoutMs, alertSender(config.texts, config.sms.from));
}

/** The alert texts' sender: the Messaging Service, else TWILIO_ALERTS_FROM, else TWILIO_FROM. */
export function alertSender(
  texts: Pick<Config['texts'], 'messagingServiceSid' | 'alertsFrom'>,
  from: string,
): SmsSenderId {
  return texts.messagingServiceSid
    ? { messagingServiceSid: texts.messagingServiceSid }
    : { from: texts.alertsFrom ?? from };
}
