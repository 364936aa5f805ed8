/** Pages the server itself answers with. */
import { verificationSms } from './emails.ts';

export const server = {
  webNotBuiltTitle: 'TapIn is starting',
  webNotBuiltText:
    'The browser app is not built yet. It appears here as soon as `npm run build` (which `npm start` runs) has finished: reload this page in a moment.',
} as const;

export const outbox = {
  title: 'Dev Outbox',
  text: 'Messages TapIn would have sent by SMS or email. Only shown when no provider is configured.',
  empty: 'No messages yet.',
  ...verificationSms,
} as const;
