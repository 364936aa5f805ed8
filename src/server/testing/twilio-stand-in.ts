/**
 * A local HTTP server standing in for Twilio's Messages API (the network is closed; the
 * base URL is TWILIO_API_BASE). Each POST takes the next scripted answer, or succeeds:
 * - 'ok': 201 with a fresh message SID (the text counts as accepted);
 * - 'timeout': no answer until the client gives up (the connection is held);
 * - { status, code }: that HTTP status with Twilio's JSON error body (500, 429, 400 21211…).
 * A phone in `optedOut` is always refused with 21610, as Twilio does after a STOP.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInAnswer = 'ok' | 'timeout' | { status: number; code?: number; message?: string };

export interface StandInText {
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  sid: string;
  /** When the stand-in received it (ms since the epoch, real time). */
  at: number;
}

export interface TwilioStandIn {
  apiBase: string;
  /** Texts accepted (answered 201), in order. */
  accepted: StandInText[];
  /** Every request received, answered or not. */
  attempts: { to: string; body: string; answer: StandInAnswer }[];
  /** Answers for the next requests, first first. */
  script: StandInAnswer[];
  optedOut: Set<string>;
  reset(): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startTwilioStandIn(): Promise<TwilioStandIn> {
  let counter = 0;
  const held = new Set<ServerResponse>();
  const state = {
    accepted: [] as StandInText[],
    attempts: [] as TwilioStandIn['attempts'],
    script: [] as StandInAnswer[],
    optedOut: new Set<string>(),
  };
  const server = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    const to = form.get('To') ?? '';
    const body = form.get('Body') ?? '';
    let answer: StandInAnswer = state.script.shift() ?? 'ok';
    if (state.optedOut.has(to)) {
      answer = { status: 400, code: 21610, message: 'Attempt to send to unsubscribed recipient' };
    }
    state.attempts.push({ to, body, answer });
    if (answer === 'timeout') {
      held.add(response);
      response.on('close', () => held.delete(response));
      return;
    }
    if (answer === 'ok') {
      counter += 1;
      const sid = `SM${String(counter).padStart(32, '0')}`;
      state.accepted.push({
        to,
        from: form.get('From'),
        messagingServiceSid: form.get('MessagingServiceSid'),
        body,
        sid,
        at: Date.now(),
      });
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ sid, status: 'queued', to, body }));
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        code: answer.code ?? answer.status,
        message: answer.message ?? 'stand-in error',
        status: answer.status,
      }),
    );
  });
  server.keepAliveTimeout = 1;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiBase,
    get accepted() {
      return state.accepted;
    },
    get attempts() {
      return state.attempts;
    },
    get script() {
      return state.script;
    },
    get optedOut() {
      return state.optedOut;
    },
    reset() {
      state.accepted = [];
      state.attempts = [];
      state.script = [];
      state.optedOut = new Set();
    },
    async close() {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The environment that points the app's Twilio adapter at a stand-in. */
export function twilioEnv(
  standIn: Pick<TwilioStandIn, 'apiBase'>,
  extra: Record<string, string> = {},
) {
  return {
    TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
    TWILIO_AUTH_TOKEN: 'stand-in-auth-token',
    TWILIO_FROM: '+15005550006',
    TWILIO_API_BASE: standIn.apiBase,
    SMTP_URL: 'smtp://127.0.0.1:2525',
    ...extra,
  };
}
