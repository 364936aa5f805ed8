/**
 * Sending email: nodemailer over SMTP in production, the dev outbox otherwise.
 */
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Outbox } from './outbox.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The sign-in link inside the message, kept by the dev outbox for tests. */
  link?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export function createMailer(config: Config, outbox: Outbox): Mailer {
  if (config.mail.kind === 'outbox') {
    return {
      kind: 'outbox',
      send: (message) =>
        outbox.put({
          channel: 'email',
          to: message.to,
          subject: message.subject,
          body: message.text,
          link: message.link,
        }),
    };
  }
  const transport = nodemailer.createTransport(config.mail.url);
  const from = config.mail.from;
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}
