/**
 * Two server processes on one PostgreSQL share every cap of decision 017: requests split
 * between them, in parallel, never take more than one instance would allow. PostgreSQL only
 * (PGlite is one process). Client addresses come from X-Forwarded-For, as behind a proxy.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, verificationCodes } from '#server/db/schema.ts';
import {
  cookiesOf,
  type ServerProcess,
  startServerProcess,
} from '#server/testing/server-process.ts';
import { createTestDatabase, testDatabaseKind } from '#server/testing/test-app.ts';
import { messages } from '#shared/messages.ts';

const isPostgres = testDatabaseKind() === 'postgres';
const SMS_PER_HOUR = 10;
const PER_ADDRESS = 3;
const PER_EMAIL = 5;

describe.runIf(isPostgres)('caps shared by two server instances', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let servers: ServerProcess[];
  let counter = 0;
  const newPhone = () => `+1505555${String(2000 + counter++).padStart(4, '0')}`;
  const newIp = () => `198.18.${Math.floor(counter / 250)}.${counter++ % 250}`;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = (database.pool!.options as { connectionString: string }).connectionString;
    const env = {
      DATABASE_URL: url,
      // Both hash codes with one key, as every instance of a deployment must.
      SECRET_KEY: 'multi-instance-secret-key-0123456789abcdef',
      TRUST_PROXY: 'loopback',
      SMS_SENDS_PER_HOUR: String(SMS_PER_HOUR),
      SMS_UNVERIFIED_SENDS_PER_IP_PER_HOUR: String(PER_ADDRESS),
      MAGIC_LINKS_UNUSED_PER_IP_PER_HOUR: String(PER_ADDRESS),
      MAGIC_LINKS_PER_EMAIL_PER_HOUR: String(PER_EMAIL),
    };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all((servers ?? []).map((server) => server.stop()));
    await database?.drop();
  });

  /** The i-th request goes to the i-th server in turn. */
  const post = (i: number, path: string, body: object, ip: string, cookie = '') => {
    const server = servers[i % servers.length]!;
    return fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.url,
        'x-forwarded-for': ip,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });
  };
  const statuses = (responses: Response[]) =>
    responses.reduce<Record<number, number>>((counts, { status }) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {});
  const sent = async (channel: 'sms' | 'email', to?: string) => {
    const [row] = await database.db
      .select({ n: count() })
      .from(outbox)
      .where(to ? eq(outbox.to, to) : eq(outbox.channel, channel));
    return row?.n ?? 0;
  };
  const codeOf = async (phone: string) => {
    const [message] = await database.db.select().from(outbox).where(eq(outbox.to, phone));
    return message!.code!;
  };

  it('text one phone once for 20 parallel requests', async () => {
    const phone = newPhone();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(i, '/api/send-verification', { phoneNumber: phone }, newIp()),
      ),
    );
    expect(statuses(responses)).toEqual({ 200: 1, 429: 19 });
    expect(await sent('sms', phone)).toBe(1);
  });

  it('email one address at most the per-email cap for 20 parallel requests', async () => {
    const email = 'coach@instances.test';
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(i, '/api/auth/magic-link', { email }, newIp())),
    );
    expect(statuses(responses)).toEqual({ 200: PER_EMAIL, 429: 20 - PER_EMAIL });
    expect(await sent('email', email)).toBe(PER_EMAIL);
  });

  it("share one address's budget of unverified texts and unused sign-in links", async () => {
    const ip = newIp();
    const texts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(i, '/api/send-verification', { phoneNumber: newPhone() }, ip),
      ),
    );
    expect(statuses(texts)).toEqual({ 200: PER_ADDRESS, 429: 10 - PER_ADDRESS });
    const refused = await texts.find((response) => response.status === 429)!.json();
    expect(refused).toEqual({
      code: 'SEND_CAP_REACHED',
      message: messages.errors.networkSendCapReached,
    });

    const links = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(i, '/api/auth/magic-link', { email: `staff${i}@instances.test` }, ip),
      ),
    );
    expect(statuses(links)).toEqual({ 200: PER_ADDRESS, 429: 10 - PER_ADDRESS });
  });

  it("count a code's tries once, whichever instance checks them", async () => {
    const phone = newPhone();
    const asked = await post(0, '/api/send-verification', { phoneNumber: phone }, newIp());
    expect(asked.status).toBe(200);
    const browser = cookiesOf(asked);
    const code = await codeOf(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const ip = newIp();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(i, '/api/verify-code', { phoneNumber: phone, code: wrong }, ip, browser),
      ),
    );
    const [row] = await database.db
      .select({ attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(eq(verificationCodes.phoneNumber, phone));
    expect(row?.attempts).toBe(5);
    for (const i of [0, 1]) {
      const right = await post(i, '/api/verify-code', { phoneNumber: phone, code }, ip, browser);
      expect(await right.json()).toEqual({
        code: 'CODE_LOCKED',
        message: messages.errors.codeLocked,
      });
    }
  });

  it("spend the hourly text budget together, and the owner's code works on either", async () => {
    const before = await sent('sms');
    const phones = Array.from({ length: 10 }, newPhone);
    const responses = await Promise.all(
      phones.map((phone, i) => post(i, '/api/send-verification', { phoneNumber: phone }, newIp())),
    );
    expect(statuses(responses)).toEqual({
      200: SMS_PER_HOUR - before,
      429: 10 - (SMS_PER_HOUR - before),
    });
    expect(await sent('sms')).toBe(SMS_PER_HOUR);

    // A code asked through one instance is checked by the other, from the same browser.
    const index = responses.findIndex((response) => response.status === 200);
    const phone = phones[index]!;
    const verified = await post(
      index + 1,
      '/api/verify-code',
      { phoneNumber: phone, code: await codeOf(phone) },
      newIp(),
      cookiesOf(responses[index]!),
    );
    expect(verified.status).toBe(200);
  });
});
